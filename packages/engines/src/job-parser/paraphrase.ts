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

/** Paraphrases by their verb stem (3 to 6 letters), so a word looks up the few whose verb it starts with. */
const built = new WeakMap<JobTextCatalogue, Map<string, Array<{ paraphrase: Paraphrase; order: number }>>>();

function paraphrases(catalogue: JobTextCatalogue): Map<string, Array<{ paraphrase: Paraphrase; order: number }>> {
  let byVerb = built.get(catalogue);
  if (!byVerb) {
    byVerb = new Map();
    let order = 0;
    for (const skill of catalogue.skillNames ?? []) {
      const words = skill.name.toLowerCase().split(/\s+/);
      if (words.length !== 2 || skill.type === 'soft') continue;
      const [object, action] = words as [string, string];
      const verb = verbStem(action);
      if (!verb || object.length < 4 || !/^[a-z]+$/.test(object)) continue;
      const paraphrase = { id: skill.id, sector: skill.sector, type: skill.type, verb, object: object.replace(/s$/, '') };
      const list = byVerb.get(verb) ?? [];
      list.push({ paraphrase, order: order++ });
      byVerb.set(verb, list);
    }
    built.set(catalogue, byVerb);
  }
  return byVerb;
}

/** Paraphrased skill mentions in one line of text. */
export function paraphrasedSkills(text: string, catalogue: JobTextCatalogue): Array<{ id: string; sector: string; type: string; text: string; start: number; end: number }> {
  const byVerb = paraphrases(catalogue);
  if (!byVerb.size || !/[a-z]/i.test(text)) return [];
  const tokens = [...text.toLowerCase().matchAll(/[a-z]+/g)].map((match) => ({ word: match[0], start: match.index ?? 0 }));
  const found = new Map<Paraphrase, { order: number; mention: { id: string; sector: string; type: string; text: string; start: number; end: number } }>();
  for (let index = 0; index < tokens.length; index++) {
    const verb = tokens[index] as { word: string; start: number };
    if (/(?:ing|tion|sion|ment)s?$/.test(verb.word)) continue;
    for (let length = 3; length <= Math.min(6, verb.word.length); length++) {
      for (const { paraphrase, order } of byVerb.get(verb.word.slice(0, length)) ?? []) {
        // Each paraphrase keeps its first verb that has its object within five words.
        if (found.has(paraphrase) || verb.word.length > paraphrase.verb.length + 4) continue;
        const object = tokens.slice(index + 1, index + 6).find((token) => token.word === paraphrase.object || token.word === `${paraphrase.object}s` || token.word === `${paraphrase.object}es`);
        if (!object) continue;
        const end = object.start + object.word.length;
        found.set(paraphrase, { order, mention: { id: paraphrase.id, sector: paraphrase.sector, type: paraphrase.type, text: text.slice(verb.start, end), start: verb.start, end } });
      }
    }
  }
  return [...found.values()].sort((a, b) => a.order - b.order).map((entry) => entry.mention);
}

/**
 * One-word skills named by their action ("Mentoring", "Coaching", "Editing", "Proofreading", "Forecasting")
 * written as the duty's verb: "Mentor two engineers", "Lead, coach and schedule a team", "edit and proofread
 * contributions". The bare verb counts only where a duty starts (the line's start, after a list's comma or
 * "and", after "to" or "will") and goes on to its object; "the monthly forecast" is a noun, not the duty.
 */
const verbsBuilt = new WeakMap<JobTextCatalogue, Map<string, { id: string; sector: string; type: string }>>();

function verbsOf(catalogue: JobTextCatalogue): Map<string, { id: string; sector: string; type: string }> {
  let verbs = verbsBuilt.get(catalogue);
  if (verbs) return verbs;
  verbs = new Map();
  for (const skill of catalogue.skillNames ?? []) {
    // Not a soft skill's: "plan", "organise" and "communicate" are every duty's verbs.
    const match = /^([a-z]{3,})ing$/.exec(skill.name.toLowerCase());
    if (!match || skill.type === 'soft') continue;
    let verb = match[1] as string;
    if (/([b-df-hj-np-tv-z])\1$/.test(verb)) verb = verb.slice(0, -1);
    const entry = { id: skill.id, sector: skill.sector, type: skill.type };
    for (const form of [verb, `${verb}s`, `${verb}es`, `${verb}ed`, `${verb}e`]) if (!verbs.has(form)) verbs.set(form, entry);
  }
  verbsBuilt.set(catalogue, verbs);
  return verbs;
}

const DUTY_START = /(?:^|[,;:•(]|\b(?:and|or|to|will|&))\s*$/iu;

export function verbSkills(text: string, catalogue: JobTextCatalogue): Array<{ id: string; sector: string; type: string; text: string; start: number; end: number }> {
  const verbs = verbsOf(catalogue);
  const out: Array<{ id: string; sector: string; type: string; text: string; start: number; end: number }> = [];
  for (const match of text.matchAll(/[A-Za-z]+/g)) {
    const skill = verbs.get(match[0].toLowerCase());
    if (!skill) continue;
    const start = match.index ?? 0;
    const end = start + match[0].length;
    // Its object follows (another verb of the list may come first); "act as", "budget for" are other verbs.
    const after = text.slice(end);
    if (!DUTY_START.test(text.slice(0, start)) || !/^\s+(?:and\s+|or\s+|&\s+|,\s*)?[a-z]/iu.test(after) || /^\s+(?:as|on|in|at|for|with|to|from|by|of|up|out|off|into)\b/iu.test(after)) continue;
    out.push({ ...skill, text: match[0], start, end });
  }
  return out;
}
