/**
 * A skill's acronym written out in other words than the catalogue's name: "electronic medical record" is the EMR
 * of Electronic Health Records, "Computer-Aided Drafting" the CAD of Computer-Aided Design. The catalogue holds the
 * acronym and one spelling; postings spell the acronym their own way. A run of words counts when its initials spell
 * one of the skill's all-capitals aliases (three to five letters; two letters spell too many phrases: "quality care" is no QC) and it shares its first word and all but one of the
 * others, in either number, with one of the skill's English names of as many words: a phrase that only happens to
 * have those initials names nothing, and the first word names the field ("Guest Relations Officer" is no GRO, the
 * Government Relations Officer).
 */
import type { JobTextCatalogue } from './catalogue.ts';
import { singular } from './plural-skills.ts';

interface Spelling {
  id: string;
  sector: string;
  type: string;
  /** The skill's English names of the acronym's length, as singular words. */
  names: string[][];
}

const built = new WeakMap<JobTextCatalogue, Map<string, Spelling[]>>();

function spellingsByAcronym(catalogue: JobTextCatalogue): Map<string, Spelling[]> {
  let index = built.get(catalogue);
  if (index) return index;
  index = new Map();
  for (const skill of catalogue.skillNames ?? []) {
    const terms = [skill.name, ...(skill.en ?? [])];
    const names = terms.map((term) => term.toLowerCase().split(/[\s-]+/u).filter(Boolean).map(singular)).filter((words) => words.length >= 2 && words.every((word) => /^[a-z]+$/u.test(word)));
    for (const acronym of terms.filter((term) => /^\p{Lu}{3,5}$/u.test(term))) {
      const sameLength = names.filter((words) => words.length === acronym.length);
      if (!sameLength.length) continue;
      const list = index.get(acronym.toLowerCase()) ?? [];
      list.push({ id: skill.id, sector: skill.sector, type: skill.type, names: sameLength });
      index.set(acronym.toLowerCase(), list);
    }
  }
  built.set(catalogue, index);
  return index;
}

/** Catalogue skills named in one line by their acronym spelt out in other words. */
export function spelledAcronymSkills(text: string, catalogue: JobTextCatalogue): Array<{ id: string; sector: string; type: string; text: string; start: number; end: number }> {
  if (!/[a-z]/iu.test(text)) return [];
  const index = spellingsByAcronym(catalogue);
  if (!index.size) return [];
  const words = [...text.matchAll(/[A-Za-z]+/gu)].map((match) => ({ word: singular(match[0].toLowerCase()), start: match.index ?? 0, end: (match.index ?? 0) + match[0].length }));
  const found: Array<{ id: string; sector: string; type: string; text: string; start: number; end: number }> = [];
  for (let i = 0; i < words.length; i++) {
    for (let length = 5; length >= 3; length--) {
      const run = words.slice(i, i + length);
      if (run.length < length) continue;
      const first = run[0] as (typeof run)[number];
      const last = run[length - 1] as (typeof run)[number];
      // One phrase: only spaces or a hyphen between its words.
      if (!/^[A-Za-z\s-]*$/u.test(text.slice(first.start, last.end))) continue;
      const spellings = index.get(run.map((item) => item.word[0]).join(''));
      const phrase = run.map((item) => item.word);
      const match = spellings?.find((spelling) => spelling.names.some((name) => name[0] === phrase[0] && name.filter((word, k) => word === phrase[k]).length >= length - 1));
      if (!match || found.some((held) => held.id === match.id)) continue;
      found.push({ id: match.id, sector: match.sector, type: match.type, text: text.slice(first.start, last.end), start: first.start, end: last.end });
      i += length - 1;
      break;
    }
  }
  return found;
}
