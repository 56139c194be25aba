/**
 * Text normalisation shared by the skill index, the generators and the importers.
 * Matching is case-insensitive and diacritic-insensitive in both languages:
 * - Latin: NFKD, combining marks dropped, lower-cased ("Résumé" → "resume").
 * - Arabic: tashkeel and superscript alef dropped, tatweel dropped, alef forms (أ إ آ ٱ) → ا,
 *   taa marbuta ة → ه, alef maqsura ى → ي, hamza seats ؤ → و and ئ → ي, Arabic-Indic digits → 0-9.
 */

const ARABIC_MARKS = /[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED]/g;
const LATIN_MARKS = /[\u0300-\u036f]/g;
const ARABIC_LETTER = /[\u0621-\u064A\u0671-\u06D3]/;

const CHAR_MAP: Record<string, string> = {
  أ: 'ا',
  إ: 'ا',
  آ: 'ا',
  ٱ: 'ا',
  ة: 'ه',
  ى: 'ي',
  ؤ: 'و',
  ئ: 'ي',
  ـ: '',
  '٠': '0',
  '١': '1',
  '٢': '2',
  '٣': '3',
  '٤': '4',
  '٥': '5',
  '٦': '6',
  '٧': '7',
  '٨': '8',
  '٩': '9',
  '۰': '0',
  '۱': '1',
  '۲': '2',
  '۳': '3',
  '۴': '4',
  '۵': '5',
  '۶': '6',
  '۷': '7',
  '۸': '8',
  '۹': '9',
  ک: 'ك',
  ی: 'ي',
  '’': "'",
  '‘': "'",
  '–': '-',
  '—': '-',
};
const CHAR_MAP_RE = new RegExp(`[${Object.keys(CHAR_MAP).join('')}]`, 'g');

/** True when the text holds at least one Arabic letter. */
export function hasArabic(text: string): boolean {
  return ARABIC_LETTER.test(text);
}

/** Folds case, Latin diacritics and Arabic letter variants; keeps punctuation and spacing as they are. */
export function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(LATIN_MARKS, '')
    .normalize('NFC')
    .replace(ARABIC_MARKS, '')
    .replace(CHAR_MAP_RE, (c) => CHAR_MAP[c] ?? c)
    .toLowerCase();
}

/**
 * A token is a run of letters and digits; `.`, `'` inside a word and trailing `+`/`#` stay in it, and a
 * leading `.` before letters too, so "C++", "C#", ".NET", "Node.js" and "ASP.NET" are single tokens.
 * Hyphens, slashes and spaces separate tokens ("CI/CD" → ci, cd).
 */
const TOKEN_RE =
  /(?:(?<![\p{L}\p{M}\p{N}])\.(?=\p{L}))?[\p{L}\p{N}][\p{L}\p{M}\p{N}]*(?:[.'][\p{L}\p{N}][\p{L}\p{M}\p{N}]*)*[+#]*/gu;

export interface Token {
  /** Folded form used for matching. */
  text: string;
  /** Original spelling, for case-sensitive aliases. */
  raw: string;
  start: number;
  end: number;
}

/** Splits folded text into tokens with their offsets in the original string. */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  // Folding can change lengths (dropped marks), so tokenise the original and fold each token.
  for (const m of text.matchAll(TOKEN_RE)) {
    const folded = foldText(m[0]);
    if (folded.length === 0) continue;
    tokens.push({ text: folded, raw: m[0], start: m.index, end: m.index + m[0].length });
  }
  return tokens;
}

/** The match key of a phrase: its folded tokens joined by single spaces ("Node.JS " → "node.js"). */
export function normalizeKey(text: string): string {
  return tokenize(text)
    .map((t) => t.text)
    .join(' ');
}

/** kebab-case slug for ids: "C++" → "c-plus-plus", "C#" → "c-sharp", ".NET" → "dotnet", "IFRS 16" → "ifrs-16". */
export function slugify(text: string): string {
  return foldText(text)
    .replace(/\+\+/g, ' plus plus ')
    .replace(/\+/g, ' plus ')
    .replace(/#/g, ' sharp ')
    .replace(/(^|\s)\.(?=[a-z])/g, '$1dot')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9\u0621-\u064A]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
