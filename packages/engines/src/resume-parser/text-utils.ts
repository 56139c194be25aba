/** Small text helpers shared by the extractors: normalisation, scripts, digits. */

const ARABIC_LETTER = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/;
const ARABIC_LETTERS_GLOBAL = /[\u0621-\u064A\u066E-\u06D3\u06FA-\u06FF\uFB50-\uFDFF\uFE70-\uFEFF]/g;
const LATIN_LETTERS_GLOBAL = /[A-Za-z\u00C0-\u024F]/g;

export function hasArabic(text: string): boolean {
  return ARABIC_LETTER.test(text);
}

/** True when most letters are Arabic script. */
export function isMostlyArabic(text: string): boolean {
  const arabic = text.match(ARABIC_LETTERS_GLOBAL)?.length ?? 0;
  const latin = text.match(LATIN_LETTERS_GLOBAL)?.length ?? 0;
  return arabic > 0 && arabic >= latin;
}

/** Arabic-Indic (٠-٩) and Eastern Arabic-Indic (۰-۹) digits to ASCII: data travels in Western digits. */
export function toAsciiDigits(text: string): string {
  return text
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/[\u06F0-\u06F9]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0));
}

/** NFKC folds Arabic presentation forms (what PDFs carry) back to letters; tatweel is decoration. */
export function normaliseText(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/\u0640/g, '')
    .replace(/[\u200B-\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/g, '')
    .replace(/[ \t\u00A0\u2000-\u200A\u3000]+/g, ' ')
    .trim();
}

/**
 * A key for comparing text loosely: case, diacritics, alef and ya variants, punctuation and spacing
 * do not count. Used for heading words, catalogue look-ups and the evaluation.
 */
export function comparisonKey(text: string): string {
  return toAsciiDigits(normaliseText(text))
    .toLowerCase()
    .replace(/[\u064B-\u065F\u0670]/g, '')
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ى/g, 'ي')
    .replace(/[–—‐-―]/g, '-')
    .replace(/[^\p{L}\p{N}+#./-]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Strip list markers and stray separators at the ends of a piece of text. */
export function trimPunctuation(text: string): string {
  return text.replace(/^[\s,;:|·•\-–—()+]+/u, '').replace(/[\s,;:|·•\-–—(+]+$/u, '').trim();
}

/**
 * PDF text items that carry the Allah ligature (U+FDF2, or a font's lam-lam-heh glyph) come out of pdfjs's
 * bidi pass as "اهلل", which is no Arabic spelling (alef, heh, lam, lam): it is always "الله" reversed
 * inside the item. NFKC first, so presentation forms (U+FDF2, lam-alef U+FEFB…) are letters.
 */
export function repairPdfArabic(itemText: string): string {
  return itemText.normalize('NFKC').replace(/اهلل/g, 'الله');
}
