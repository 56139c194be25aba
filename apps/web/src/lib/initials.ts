/** The Arabic definite article and the Latin spellings of it that names carry ("Al-Qahtani", "al Saud"). */
const ARABIC_ARTICLE = /^[اأ]ل(?=\p{L}{2})/u;
const LATIN_ARTICLE = /^(?:al|el)-(?=\p{L})/iu;
const LONE_ARTICLES = new Set(['al', 'el', 'ال']);

function initialOf(word: string): string {
  const bare = word.replace(LATIN_ARTICLE, '').replace(ARABIC_ARTICLE, '');
  return Array.from(bare)[0]?.toLocaleUpperCase() ?? '';
}

/**
 * The avatar's two letters: the first and last names' first letters, the article aside, so
 * "نورة القحطاني" gives "نق" (not "نا") and "Noura Al-Qahtani" gives "NQ".
 */
export function initialsOf(fullName: string): string {
  const words = fullName
    .split(/\s+/)
    .map((word) => word.replace(/^[^\p{L}\p{N}]+/u, ''))
    .filter((word) => word !== '' && !LONE_ARTICLES.has(word.toLowerCase()));
  const first = words[0];
  if (first === undefined) return '';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  return last === undefined ? initialOf(first) : initialOf(first) + initialOf(last);
}
