/**
 * Text as the candidate search indexes and queries it (decision 0045): normalised, then split by script so that
 * Latin words go to PostgreSQL's `english` configuration and Arabic words to its `arabic` configuration. A
 * mixed query ("محاسب Excel") is then the AND of both halves. Pure; the server passes the halves as parameters.
 */
import { normaliseArabic } from './arabic-normalise.ts';

export interface ScriptHalves {
  /** Words without Arabic letters, for `english`. */
  latin: string;
  /** Words with Arabic letters, for `arabic`. */
  arabic: string;
}

const ARABIC_LETTER = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF]/;
/** A word: letters, marks and digits, with inner apostrophes, dots and plus/hash signs ("C++", "C#", "Node.js"). */
const WORD = /[\p{L}\p{M}\p{N}]+(?:[.'’+#-]*[\p{L}\p{M}\p{N}+#]+)*[+#]*/gu;

/**
 * PostgreSQL's Arabic stemmer strips a final ة but keeps a final ه after the article ("المحاسبه" stays
 * "محاسبه" while "محاسبه" becomes "محاسب"). The normaliser folds ة into ه (as the issue asks); the stemmer
 * is given the one spelling it handles alike in every position, so both spellings meet at the same stem.
 */
function forArabicStemmer(word: string): string {
  return word.replace(/ه$/, 'ة');
}

/** The words of `text`, normalised, in order. */
export function searchWords(text: string): string[] {
  return normaliseArabic(text).match(WORD) ?? [];
}

export function splitByScript(text: string): ScriptHalves {
  const latin: string[] = [];
  const arabic: string[] = [];
  for (const word of searchWords(text)) {
    if (ARABIC_LETTER.test(word)) arabic.push(forArabicStemmer(word));
    else latin.push(word);
  }
  return { latin: latin.join(' '), arabic: arabic.join(' ') };
}

/** Whether `word` goes to the Arabic configuration (a word with any Arabic letter). */
export function isArabicWord(word: string): boolean {
  return ARABIC_LETTER.test(word);
}

/** One word as `splitByScript` hands it to its configuration, for asking the database which lexeme it makes. */
export function stemmerInputOf(word: string): string {
  const [normalised = ''] = searchWords(word);
  return isArabicWord(normalised) ? forArabicStemmer(normalised) : normalised;
}

/** A word of a text as written, where it is, and what its configuration is given for it. */
export interface WordSpan {
  start: number;
  end: number;
  input: string;
  arabic: boolean;
}

/** The words of `text` as written (diacritics and all), for marking the ones a query matched. */
export function wordSpans(text: string): WordSpan[] {
  const spans: WordSpan[] = [];
  for (const match of text.matchAll(WORD)) {
    const input = stemmerInputOf(match[0]);
    if (input !== '') spans.push({ start: match.index, end: match.index + match[0].length, input, arabic: isArabicWord(input) });
  }
  return spans;
}
