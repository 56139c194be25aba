/**
 * Skills written as a verb and its object rather than by their catalogue name: "reconcile bank
 * accounts" for Bank Reconciliation, "plan lessons" for Lesson Planning, "administer medications" for
 * Medication Administration, "managing scope" for Scope Management, "review your colleagues' pull requests"
 * for Code Review (its alias "pull request reviews"). For each English skill name or alias of two or three
 * words whose last word is an action noun (-ing, -tion, -sion, -ment, -ance, -ence), the verb's stem followed
 * within five words by the words before it (the last in either number) is a mention; so is the action noun
 * with "of" before its object ("investigation of incidents", "preparation of shop drawings"). The verb is a
 * verb ("administer", "reconciled", "managing"), not the action noun again ("engineering … airports" is no
 * Airport Engineering).
 */
import type { JobTextCatalogue } from './catalogue.ts';
import { singular } from './plural-skills.ts';

interface Paraphrase {
  id: string;
  sector: string;
  type: string;
  /** The action noun's stem, whole ("investig") and as looked up (its first six letters). */
  stem: string;
  verb: string;
  /** The action noun as the term writes it ("investigation"). */
  action: string;
  /** The words before it, singular ("incident"; "pull request"). */
  object: string[];
}

const ACTION_NOUN = /^(.{3,}?)(?:ation|ition|ion|ment|ance|ence|ing)$/;
/** Action nouns spelt as their verb ("code review": review the code; "quality control": control quality). */
const SAME_AS_VERB: ReadonlySet<string> = new Set(['review', 'reviews', 'audit', 'audits', 'design', 'control', 'test', 'tests', 'survey', 'surveys', 'repair', 'repairs', 'research']);
/** Light verbs name no skill of their own: "keep records", "take notes", "make sure". */
const LIGHT_VERBS: ReadonlySet<string> = new Set(['keep', 'keeps', 'keeping', 'kept', 'make', 'makes', 'making', 'made', 'take', 'takes', 'taking', 'took', 'get', 'gets', 'getting', 'give', 'gives', 'giving', 'have', 'has', 'having', 'do', 'does', 'doing', 'set', 'sets', 'put', 'puts']);
/** Where a duty's verb stands: the line's start, after a list's comma or "and", after "to", "will", "you", or years of it. */
const VERB_PLACE = /(?:^|[,;:•(|.!?]|\b(?:and|or|to|will|&|you|also|years?|yrs))\s*$/iu;

function verbStem(word: string): string | null {
  if (SAME_AS_VERB.has(word)) return singular(word);
  const match = ACTION_NOUN.exec(word);
  if (!match) return null;
  let stem = match[1] as string;
  if (/([b-df-hj-np-tv-z])\1$/.test(stem)) stem = stem.slice(0, -1);
  // "management" → "manag", so "managing" and "manage" both start with it.
  if (stem.length > 4 && stem.endsWith('e')) stem = stem.slice(0, -1);
  return stem.length >= 3 ? stem : null;
}

/** Paraphrases by their verb stem (3 to 6 letters), so a word looks up the few whose verb it starts with. */
const built = new WeakMap<JobTextCatalogue, { byVerb: Map<string, Array<{ paraphrase: Paraphrase; order: number }>>; byAction: Map<string, Array<{ paraphrase: Paraphrase; order: number }>> }>();

function paraphrases(catalogue: JobTextCatalogue) {
  let index = built.get(catalogue);
  if (!index) {
    index = { byVerb: new Map(), byAction: new Map() };
    let order = 0;
    for (const skill of catalogue.skillNames ?? []) {
      if (skill.type === 'soft') continue;
      const seen = new Set<string>();
      for (const term of [skill.name, ...(skill.en ?? [])]) {
        const words = term.toLowerCase().split(/\s+/);
        if (words.length < 2 || words.length > 3 || !words.every((word) => /^[a-z]+$/.test(word))) continue;
        const action = words[words.length - 1] as string;
        const stem = verbStem(action);
        const object = words.slice(0, -1).map(singular);
        // One object word says little when short ("art", "web"); two say enough together.
        if (!stem || (object.length === 1 && (object[0] as string).length < 4) || object.some((word) => word.length < 2)) continue;
        const key = `${stem} ${object.join(' ')}`;
        if (seen.has(key)) continue;
        seen.add(key);
        const paraphrase = { id: skill.id, sector: skill.sector, type: skill.type, stem, verb: stem.slice(0, 6), action, object };
        const entry = { paraphrase, order: order++ };
        index.byVerb.set(paraphrase.verb, [...(index.byVerb.get(paraphrase.verb) ?? []), entry]);
        index.byAction.set(action, [...(index.byAction.get(action) ?? []), entry]);
      }
    }
    built.set(catalogue, index);
  }
  return index;
}

type Token = { word: string; start: number };

/** Where the object's words start at `tokens[at]` (the last word in either number), the index of its last word, or -1. */
function objectAt(tokens: readonly Token[], at: number, object: readonly string[]): number {
  for (let k = 0; k < object.length; k++) {
    const token = tokens[at + k];
    if (!token || singular(token.word) !== object[k]) return -1;
  }
  return at + object.length - 1;
}

/** Paraphrased skill mentions in one line of text. */
export function paraphrasedSkills(text: string, catalogue: JobTextCatalogue): Array<{ id: string; sector: string; type: string; text: string; start: number; end: number }> {
  const { byVerb, byAction } = paraphrases(catalogue);
  if (!byVerb.size || !/[a-z]/i.test(text)) return [];
  const tokens: Token[] = [...text.toLowerCase().matchAll(/[a-z]+/g)].map((match) => ({ word: match[0], start: match.index ?? 0 }));
  const found = new Map<string, { order: number; mention: { id: string; sector: string; type: string; text: string; start: number; end: number } }>();
  const add = (paraphrase: Paraphrase, order: number, from: Token, last: Token) => {
    const end = last.start + last.word.length;
    if (!found.has(paraphrase.id)) found.set(paraphrase.id, { order, mention: { id: paraphrase.id, sector: paraphrase.sector, type: paraphrase.type, text: text.slice(from.start, end), start: from.start, end } });
  };
  for (let index = 0; index < tokens.length; index++) {
    const verb = tokens[index] as Token;
    // "investigation of incidents", "preparation of the shop drawings": the action noun, "of", the object.
    for (const { paraphrase, order } of byAction.get(singular(verb.word)) ?? []) {
      let at = index + 1;
      if (tokens[at]?.word !== 'of') continue;
      at += ['the', 'all', 'a', 'an'].includes(tokens[at + 1]?.word ?? '') ? 2 : 1;
      const last = objectAt(tokens, at, paraphrase.object);
      if (last >= 0 && /^[a-z\s'’-]*$/i.test(text.slice(verb.start, (tokens[last] as Token).start))) add(paraphrase, order, verb, tokens[last] as Token);
    }
    // A noun is not the verb ("the implementation of", "engineering … airports"); a gerund is ("managing scope").
    // A bare form stands where a duty starts ("Plan and supervise irrigation", "you will monitor"); elsewhere
    // it is as often a noun ("work with engineers until it ships").
    if (/(?:tion|sion|ment|ance|ence)s?$/.test(verb.word) || LIGHT_VERBS.has(verb.word)) continue;
    if (!/(?:ing|ed)$/.test(verb.word) && !VERB_PLACE.test(text.slice(0, verb.start))) continue;
    for (let length = 3; length <= Math.min(6, verb.word.length); length++) {
      for (const { paraphrase, order } of byVerb.get(verb.word.slice(0, length)) ?? []) {
        // Each paraphrase keeps its first verb that has its object within five words.
        if (found.has(paraphrase.id) || paraphrase.verb.length !== length || !verb.word.startsWith(paraphrase.stem.slice(0, -1)) || verb.word.length > paraphrase.stem.length + 5) continue;
        if (verb.word === paraphrase.action || verb.word === `${paraphrase.action}s`) continue;
        for (let at = index + 1; at <= index + 5; at++) {
          const last = objectAt(tokens, at, paraphrase.object);
          if (last < 0) continue;
          // "perform financial statement analysis": the object's words qualify another action noun.
          if (/(?:tion|sion|ment|sis|ses|ance|ence)$/.test(tokens[last + 1]?.word ?? '')) break;
          add(paraphrase, order, verb, tokens[last] as Token);
          break;
        }
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
