/**
 * Reading a transcript: sentences with their offsets (spoken transcripts often lack full stops, so a long
 * run is cut at commas), words folded for comparison in English and Arabic, and the word keys the criteria
 * compare. Arabic is folded with the search engine's `normaliseArabic` (decision 0045) and digits with the
 * resume parser's `toAsciiDigits`, so the engines agree on what counts as the same word.
 */
import { normaliseArabic } from '../search/arabic-normalise.ts';
import { toAsciiDigits } from '../resume-parser/text-utils.ts';
import type { EvaluationSentence } from './types.ts';
import { LONG_SENTENCE_WORDS } from './weights.ts';

const SENTENCE_END = /[.!?؟…]+["')\]]*(?=\s|$)|\n+/g;
const CLAUSE_BREAK = /[,،;؛]\s+/g;
const WORD = /[\p{L}\p{N}][\p{L}\p{N}\p{M}'’%٪-]*/gu;
const ARABIC_LETTER = /[\u0621-\u064A]/g;
const LATIN_LETTER = /[A-Za-z\u00C0-\u024F]/g;
/** What a transcription service writes for sounds it could not turn into words: [inaudible], (music), [ضجيج]. */
export const NOISE_MARK = /\[[^\]]{0,40}\]|\([^)]{0,20}\)/g;

export interface Word {
  /** Folded: lower case, Arabic letter variants and diacritics folded, Western digits. */
  folded: string;
  /** A coarse stem for comparing content words across inflections. */
  key: string;
  sentence: number;
}

export interface ReadTranscript {
  sentences: EvaluationSentence[];
  words: Word[];
  /** The folded transcript, one space between words, for phrase look-ups. */
  foldedSentences: string[];
  arabicLetters: number;
  latinLetters: number;
}

export function fold(text: string): string {
  return normaliseArabic(toAsciiDigits(text.normalize('NFKC')).toLowerCase()).replace(/[’']/g, "'");
}

function wordsOf(text: string): string[] {
  return [...text.matchAll(WORD)].map((match) => match[0]);
}

function splitSentences(raw: string): EvaluationSentence[] {
  const pieces: { start: number; end: number }[] = [];
  let from = 0;
  const push = (to: number) => {
    const slice = raw.slice(from, to);
    const lead = slice.length - slice.trimStart().length;
    const body = slice.trim();
    if (body.length > 0) pieces.push({ start: from + lead, end: from + lead + body.length });
  };
  for (const match of raw.matchAll(SENTENCE_END)) {
    const to = match.index + match[0].length;
    push(to);
    from = to;
  }
  push(raw.length);
  // A spoken run-on of many words is cut at its commas, so evidence points at a clause rather than a page.
  const cut: { start: number; end: number }[] = [];
  for (const piece of pieces) {
    const text = raw.slice(piece.start, piece.end);
    if (wordsOf(text).length <= LONG_SENTENCE_WORDS) {
      cut.push(piece);
      continue;
    }
    let clauseFrom = 0;
    for (const match of text.matchAll(CLAUSE_BREAK)) {
      const to = match.index + match[0].length;
      if (wordsOf(text.slice(clauseFrom, to)).length >= LONG_SENTENCE_WORDS / 2) {
        cut.push({ start: piece.start + clauseFrom, end: piece.start + match.index + 1 });
        clauseFrom = to;
      }
    }
    cut.push({ start: piece.start + clauseFrom, end: piece.end });
  }
  return cut
    .map((piece) => ({ ...piece, text: raw.slice(piece.start, piece.end).trim() }))
    .filter((piece) => piece.text.length > 0)
    .map((piece, index) => ({ index, text: piece.text, start: piece.start, end: piece.start + piece.text.length }));
}

const ENGLISH_SUFFIXES = ['ations', 'ation', 'ments', 'ment', 'ings', 'ing', 'ied', 'ies', 'ed', 'es', 's', 'ly'];
const ARABIC_PREFIXES = ['وبال', 'وال', 'بال', 'فال', 'كال', 'لل', 'ال', 'و', 'ب', 'ل', 'ف'];
const ARABIC_SUFFIXES = ['هما', 'كما', 'ات', 'ون', 'ين', 'ها', 'هم', 'نا', 'كم', 'ه', 'ي', 'ت'];
/** Stems are compared on this many letters: enough to tell words apart, few enough to join their inflections. */
const KEY_LENGTH = { en: 6, ar: 4 } as const;

/** A coarse stem: suffixes (and Arabic's article and clitics) off, then the first few letters. */
export function wordKey(folded: string): string {
  if (/[\u0621-\u064A]/.test(folded)) {
    let word = folded;
    for (const prefix of ARABIC_PREFIXES)
      if (word.startsWith(prefix) && word.length - prefix.length >= 3) {
        word = word.slice(prefix.length);
        break;
      }
    for (const suffix of ARABIC_SUFFIXES)
      if (word.endsWith(suffix) && word.length - suffix.length >= 3) {
        word = word.slice(0, -suffix.length);
        break;
      }
    return word.slice(0, KEY_LENGTH.ar);
  }
  let word = folded.replace(/'s$/, '');
  for (const suffix of ENGLISH_SUFFIXES)
    if (word.endsWith(suffix) && word.length - suffix.length >= 3) {
      word = word.slice(0, -suffix.length);
      break;
    }
  return word.slice(0, KEY_LENGTH.en);
}

export function readTranscript(raw: string): ReadTranscript {
  const text = raw.normalize('NFC').replace(/\r\n?/g, '\n');
  const sentences = splitSentences(text);
  const words: Word[] = [];
  const foldedSentences: string[] = [];
  for (const sentence of sentences) {
    const clean = sentence.text.replace(NOISE_MARK, ' ');
    const folded = wordsOf(fold(clean));
    foldedSentences.push(` ${folded.join(' ')} `);
    for (const word of folded) words.push({ folded: word, key: wordKey(word), sentence: sentence.index });
  }
  return {
    sentences,
    words,
    foldedSentences,
    arabicLetters: text.match(ARABIC_LETTER)?.length ?? 0,
    latinLetters: text.replace(NOISE_MARK, ' ').match(LATIN_LETTER)?.length ?? 0,
  };
}

/** Whether a folded sentence (padded with spaces) holds a folded phrase as whole words (Arabic: with a clitic before it). */
export function holdsPhrase(foldedSentence: string, foldedPhrase: string): boolean {
  if (foldedPhrase.length === 0) return false;
  if (foldedSentence.includes(` ${foldedPhrase} `)) return true;
  if (!/[\u0621-\u064A]/.test(foldedPhrase)) return false;
  const bare = foldedPhrase.startsWith('ال') ? foldedPhrase.slice(2) : foldedPhrase;
  return new RegExp(`\\s(?:[وفبلك]?(?:ال|لل)?|[وف]?[بل])${escape(bare)}(?:ه|ها|هم|ي|نا)?\\s`).test(foldedSentence);
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export function foldPhrase(phrase: string): string {
  return wordsOf(fold(phrase)).join(' ');
}
