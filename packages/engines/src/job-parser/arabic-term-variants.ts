/**
 * More Arabic spellings of a skill, derived from the catalogue's own Arabic terms rather than written by hand
 * (decision 0116), so they carry to postings nobody read:
 *
 * - **A word the skill's terms swap**: when two terms of one skill differ in one word only ("خدمة العملاء" and
 *   "خدمة الزبائن"), that word may be swapped in the skill's other terms too ("التعامل مع العملاء" → "التعامل مع
 *   الزبائن"). Only within the skill: elsewhere the two words may not mean the same.
 * - **A head the catalogue itself leaves out**: "أعمال النجارة" and "النجارة" are both terms of carpentry, "مهارات
 *   التفاوض" and "التفاوض" of negotiation. A term that opens with such a head is also named without it
 *   ("العزل المائي" for أعمال العزل المائي, "حل المشاكل" for مهارات حل المشاكل). Only heads
 *   that say "the work of" or "the skill of": "إدارة" and "عمليات", which the catalogue also drops, name a
 *   different thing without them (إدارة المشاريع is not المشاريع; "الشحن الجوي" in a shipping post is the freight,
 *   not عمليات الشحن الجوي). And only where two words or more are left: one word left is an everyday noun as
 *   often as the trade ("أعمال المباني": المباني, buildings; "أعمال الزجاج": الزجاج, glass), which the spent sets
 *   bore out (decision 0116).
 *
 * Terms are compared as comparisonKey gives them (alef forms and diacritics folded).
 */
import { comparisonKey } from '../resume-parser/text-utils.ts';

/** Heads meaning "the work of" and "the skills of": the term names its skill without them. */
export const DROPPABLE_HEADS: ReadonlySet<string> = new Set(['اعمال', 'مهارات']);

/** The words of a term as the catalogue is compared. */
function wordsOf(term: string): string[] {
  return comparisonKey(term).split(' ').filter(Boolean);
}

/** Pairs of words two of the skill's terms swap, each way: "العملاء" ↔ "الزبائن". */
function swappedWords(terms: readonly string[][]): Map<string, Set<string>> {
  const swaps = new Map<string, Set<string>>();
  for (const [i, a] of terms.entries()) {
    for (const b of terms.slice(i + 1)) {
      if (a.length !== b.length || a.length < 2) continue;
      const differ = a.flatMap((word, k) => (word === b[k] ? [] : [k]));
      if (differ.length !== 1) continue;
      const [x, y] = [a[differ[0] as number] as string, b[differ[0] as number] as string];
      swaps.set(x, (swaps.get(x) ?? new Set()).add(y));
      swaps.set(y, (swaps.get(y) ?? new Set()).add(x));
    }
  }
  return swaps;
}

/**
 * The skill's Arabic terms with the spellings derived from them: each term as given, each with one swapped word,
 * and each without a droppable head when two words or more are left.
 */
export function arabicTermVariants(terms: readonly string[]): string[] {
  const split = terms.map(wordsOf).filter((words) => words.length > 0);
  const swaps = swappedWords(split);
  const seen = new Set(split.map((words) => words.join(' ')));
  const out: string[] = [];
  const add = (words: string[]) => {
    const key = words.join(' ');
    if (seen.has(key)) return;
    seen.add(key);
    out.push(key);
  };
  for (const words of split) {
    for (const [k, word] of words.entries()) for (const other of swaps.get(word) ?? []) add(words.map((held, j) => (j === k ? other : held)));
    if (words.length > 2 && DROPPABLE_HEADS.has(words[0] as string)) add(words.slice(1));
  }
  return out;
}
