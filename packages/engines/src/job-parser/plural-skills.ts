/**
 * English skills written in the other number: catalogue names are often plural ("Electronic Health
 * Records", "Pivot Tables", "Point of Sale Systems") where a posting writes the singular ("the electronic
 * health record", "a POS system", "pivot table"), and the other way round. A catalogue term of two or more
 * words matches when every word matches in singular form, in order and next to each other; a one-word
 * term is left to the skill index (a singular "bank" is no Banking, a "sale" no Sales).
 */
import type { JobTextCatalogue } from './catalogue.ts';

interface SingularTerm {
  id: string;
  sector: string;
  type: string;
  words: string[];
}

/** "records" → "record", "policies" → "policy"; "analysis", "business", "gas" stay. */
export function singular(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 3 && word.endsWith('s') && !/(?:ss|us|is|as|os)$/.test(word)) return word.slice(0, -1);
  return word;
}

const built = new WeakMap<JobTextCatalogue, Map<string, SingularTerm[]>>();

function termsByFirstWord(catalogue: JobTextCatalogue): Map<string, SingularTerm[]> {
  let index = built.get(catalogue);
  if (index) return index;
  index = new Map();
  for (const skill of catalogue.skillNames ?? []) {
    const seen = new Set<string>();
    for (const term of [skill.name, ...(skill.en ?? [])]) {
      const words = term.toLowerCase().match(/[a-z0-9]+/g) ?? [];
      if (words.length < 2 || words.length !== term.trim().split(/\s+/).length || !/^[a-z0-9 ]+$/i.test(term)) continue;
      // Every term, singular or not: the text's words are singularised too, so a singular name is read in the
      // plural ("risk assessments", "site inspections") and a plural one in the singular ("pivot table").
      const singulars = words.map(singular);
      const key = singulars.join(' ');
      if (seen.has(key)) continue;
      seen.add(key);
      const list = index.get(singulars[0] as string) ?? [];
      list.push({ id: skill.id, sector: skill.sector, type: skill.type, words: singulars });
      index.set(singulars[0] as string, list);
    }
  }
  built.set(catalogue, index);
  return index;
}

/** Catalogue skills named in one line in the other grammatical number. */
export function pluralSkills(text: string, catalogue: JobTextCatalogue): Array<{ id: string; sector: string; type: string; text: string; start: number; end: number }> {
  if (!/[a-z]/i.test(text)) return [];
  const index = termsByFirstWord(catalogue);
  const words = [...text.matchAll(/[A-Za-z0-9]+/g)].map((match) => ({ word: singular(match[0].toLowerCase()), start: match.index ?? 0, end: (match.index ?? 0) + match[0].length }));
  const found: Array<{ id: string; sector: string; type: string; text: string; start: number; end: number }> = [];
  for (let i = 0; i < words.length; i++) {
    const candidates = index.get((words[i] as (typeof words)[number]).word);
    if (!candidates) continue;
    let best: SingularTerm | null = null;
    for (const term of candidates) {
      if (term.words.every((word, k) => words[i + k]?.word === word) && (!best || term.words.length > best.words.length)) best = term;
    }
    if (!best) continue;
    // The words must be one phrase: only spaces (or a hyphen) between them.
    const first = words[i] as (typeof words)[number];
    const last = words[i + best.words.length - 1] as (typeof words)[number];
    if (!/^[A-Za-z0-9\s-]*$/.test(text.slice(first.start, last.end))) continue;
    found.push({ id: best.id, sector: best.sector, type: best.type, text: text.slice(first.start, last.end), start: first.start, end: last.end });
    i += best.words.length - 1;
  }
  return found;
}
