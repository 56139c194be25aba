/**
 * Skills written as a verb and its object rather than by their catalogue name: "reconcile bank
 * accounts" for Bank Reconciliation, "plan lessons" for Lesson Planning, "administer medications" for
 * Medication Administration, "handle complaints" for Complaint Handling. For each two-word English
 * skill name whose second word is an action noun (-ing, -tion, -sion, -ment, -ance), the verb's stem
 * followed within five words by the first word (singular or plural) is a mention. The verb is a verb
 * ("administer", "reconciled"), not the noun again ("engineering … airports" is no Airport Engineering).
 */
import type { JobTextCatalogue } from './catalogue.ts';

interface Paraphrase {
  id: string;
  sector: string;
  type: string;
  verb: string;
  object: string;
}

const ACTION_NOUN = /^(.{3,}?)(?:ation|ition|ion|ment|ance|ence|ing)$/;

function verbStem(word: string): string | null {
  const match = ACTION_NOUN.exec(word);
  if (!match) return null;
  let stem = match[1] as string;
  if (/([b-df-hj-np-tv-z])\1$/.test(stem)) stem = stem.slice(0, -1);
  return stem.length >= 3 ? stem.slice(0, 6) : null;
}

const built = new WeakMap<JobTextCatalogue, Paraphrase[]>();

function paraphrases(catalogue: JobTextCatalogue): Paraphrase[] {
  let list = built.get(catalogue);
  if (!list) {
    list = [];
    for (const skill of catalogue.skillNames ?? []) {
      const words = skill.name.toLowerCase().split(/\s+/);
      if (words.length !== 2 || skill.type === 'soft') continue;
      const [object, action] = words as [string, string];
      const verb = verbStem(action);
      if (!verb || object.length < 4 || !/^[a-z]+$/.test(object)) continue;
      list.push({ id: skill.id, sector: skill.sector, type: skill.type, verb, object: object.replace(/s$/, '') });
    }
    built.set(catalogue, list);
  }
  return list;
}

/** Paraphrased skill mentions in one line of text. */
export function paraphrasedSkills(text: string, catalogue: JobTextCatalogue): Array<{ id: string; sector: string; type: string; text: string; start: number; end: number }> {
  const list = paraphrases(catalogue);
  if (!list.length || !/[a-z]/i.test(text)) return [];
  const tokens = [...text.toLowerCase().matchAll(/[a-z]+/g)].map((match) => ({ word: match[0], start: match.index ?? 0 }));
  const found: Array<{ id: string; sector: string; type: string; text: string; start: number; end: number }> = [];
  for (const paraphrase of list) {
    for (let index = 0; index < tokens.length; index++) {
      const verb = tokens[index] as { word: string; start: number };
      if (!verb.word.startsWith(paraphrase.verb) || verb.word.length > paraphrase.verb.length + 4 || /(?:ing|tion|sion|ment)s?$/.test(verb.word)) continue;
      const object = tokens.slice(index + 1, index + 6).find((token) => token.word === paraphrase.object || token.word === `${paraphrase.object}s` || token.word === `${paraphrase.object}es`);
      if (!object) continue;
      const end = object.start + object.word.length;
      found.push({ id: paraphrase.id, sector: paraphrase.sector, type: paraphrase.type, text: text.slice(verb.start, end), start: verb.start, end });
      break;
    }
  }
  return found;
}
