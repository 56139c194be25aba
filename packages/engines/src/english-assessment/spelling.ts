/**
 * Spelling against a word list shipped as an npm package (an-array-of-english-words, MIT, ~275,000 words
 * with their inflections), read once on first use: nothing is downloaded at run time. Node only; the item
 * banks do not import this file, so the web can import them.
 */
import { createRequire } from 'node:module';

/** Words a candidate may well write that the list lacks (abbreviations, tech words); each is a correct spelling. */
const EXTRA_WORDS = [
  'ok',
  'wifi',
  'hr',
  'it',
  'pdf',
  'app',
  'apps',
  'online',
  'email',
  'emails',
  'covid',
  'whatsapp',
  'zoom',
];

let dictionary: Set<string> | undefined;

function words(): Set<string> {
  if (dictionary === undefined) {
    const list = createRequire(import.meta.url)('an-array-of-english-words') as string[];
    dictionary = new Set([...list, ...EXTRA_WORDS]);
  }
  return dictionary;
}

const CONTRACTION = /'(s|t|re|ll|ve|m|d)$/;

/**
 * Whether a word (lower case, Latin letters) is spelled as some English word. Contractions are checked
 * without their ending (don't → don, which the list has; can't → can), and hyphenated words part by part.
 */
export function isKnownWord(lower: string): boolean {
  const dict = words();
  const word = lower.replace(/’/g, "'");
  if (dict.has(word)) return true;
  const bare = word.replace(/n't$/, '').replace(CONTRACTION, '');
  if (bare !== word) return bare.length === 0 || dict.has(bare) || (word.endsWith("n't") && dict.has(`${bare}n`));
  if (word.includes('-')) return word.split('-').every((part) => dict.has(part));
  return false;
}
