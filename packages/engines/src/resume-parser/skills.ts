/**
 * Skills, as written, and matched to the catalogue's skills when a catalogue is given. Skill sections
 * come as lists, as separated lines ("Python · SQL · Tableau", "بايثون، SQL") or as prose ("Day to day I
 * work with Python and SQL…"). With a catalogue, prose is scanned for the catalogue's names; without
 * one, prose gives only its capitalised terms, since anything else would be guessing.
 */
import type { LayoutLine } from './layout-line.ts';
import type { Skill, SkillLookup } from './profile.ts';
import { comparisonKey, escapeRegExp, isMostlyArabic, normaliseText, trimPunctuation } from './text-utils.ts';

export interface ParsedSkill extends Skill {
  confidence: number;
}

const ITEM_SEPARATOR = /\s*(?:[,،;؛|·•●▪]|\s-\s|\s\/\s)\s*/u;
const PROSE_LEAD = /^(?:day to day|i (?:work|am|have|use)|also|and|with|in|as well as|including|comfortable with|experienced (?:in|with)|proficient (?:in|with)|skilled (?:in|with)|knowledge of)\b/i;

function isProse(text: string): boolean {
  const words = text.split(/\s+/).length;
  return words > 8 && (/[.]$/.test(text) || /\b(?:i|and|with)\b/i.test(text) || /\sو/.test(text)) && !/[|·•]/.test(text);
}

function itemsOf(line: LayoutLine): string[] {
  // A bracket ("Python (advanced)") ends an item; cutting it out must not glue its neighbours together.
  return line.text
    .replace(/\([^)]*\)/g, ' | ')
    .split(ITEM_SEPARATOR)
    .map((item) => trimPunctuation(item))
    .map(normaliseText)
    .filter((item) => item.length > 0 && item.length <= 50 && item.split(/\s+/).length <= 5);
}

/** Capitalised terms in English prose: "Python", "Power BI", "Node.js"; the sentence's first word is not one. */
function capitalisedTerms(text: string): string[] {
  const terms: string[] = [];
  for (const clause of text.split(/[,;.](?:\s|$)|\s+and\s+|\s+with\s+/)) {
    const words = clause.trim().split(/\s+/).filter(Boolean);
    let run: string[] = [];
    const flush = () => {
      if (run.length) terms.push(run.join(' '));
      run = [];
    };
    words.forEach((word) => {
      if (/^(?:[A-Z][\w.+#-]*|[A-Z]{2,}[\w.+#-]*|[a-z]+\.js)$/.test(word) && !PROSE_LEAD.test(word) && !/^(?:I|Day|Also)$/.test(word)) run.push(word);
      else flush();
    });
    flush();
  }
  return terms;
}

interface ScannedName {
  name: string;
  /** The name in lower case: a text that does not hold it cannot match the name's pattern. */
  lower: string;
  pattern?: RegExp;
}

/**
 * The catalogue's names longest first, made once per lookup. Scanning compiled one pattern per name (some 30,000
 * with the shipped catalogue) for every prose line: one Arabic resume's prose took 21 s of CPU, past the
 * server's parse limit. Now a name's pattern is compiled the first time a text holds the name, and kept.
 */
const scannedNames = new WeakMap<SkillLookup, ScannedName[]>();

function namesToScan(lookup: SkillLookup): ScannedName[] {
  let names = scannedNames.get(lookup);
  if (!names) {
    names = [...new Set([...lookup.candidateNames('en'), ...lookup.candidateNames('ar')])]
      .filter((name) => name.length >= 2)
      .sort((left, right) => right.length - left.length)
      .map((name) => ({ name, lower: name.toLowerCase() }));
    scannedNames.set(lookup, names);
  }
  return names;
}

function patternOf(entry: ScannedName): RegExp {
  // Arabic words take the conjunction و and prepositions as prefixes ("وتحليل البيانات").
  const prefix = isMostlyArabic(entry.name) ? '(?:^|[\\s(،,])(?:و|ب|ل)?' : '(?<![A-Za-z0-9])';
  entry.pattern ??= new RegExp(`${prefix}(${escapeRegExp(entry.name)})(?![\\p{L}\\p{N}+#])`, 'giu');
  return entry.pattern;
}

/** Catalogue names found in a text, longest first so "Machine Learning" is not read as "Learning". */
function scanCatalogue(text: string, lookup: SkillLookup): Array<{ written: string; index: number }> {
  const found: Array<{ written: string; index: number }> = [];
  const taken: Array<[number, number]> = [];
  const lowerText = text.toLowerCase();
  for (const entry of namesToScan(lookup)) {
    if (!lowerText.includes(entry.lower)) continue;
    // matchAll works on a copy of the pattern, so the kept one's lastIndex never carries over.
    for (const match of text.matchAll(patternOf(entry))) {
      const written = match[1] ?? entry.name;
      const start = (match.index ?? 0) + match[0].length - written.length;
      const end = start + written.length;
      if (taken.some(([from, to]) => start < to && end > from)) continue;
      taken.push([start, end]);
      found.push({ written, index: start });
    }
  }
  return found.sort((left, right) => left.index - right.index);
}

/**
 * An Arabic list's last item carries the conjunction ("بايثون، SQL، وإكسل", "Python، وSQL"): the item without
 * it, when only that is a catalogue skill. A word the letter starts ("وورد", "وظيفة") is left as written: the
 * catalogue knows "وورد" itself, and "ظيفة" is nothing.
 */
function withoutConjunction(item: string, lookup: SkillLookup | undefined, lang: 'en' | 'ar'): string {
  if (!lookup || !/^و\S/u.test(item)) return item;
  const rest = item.slice(1);
  const find = (text: string) => lookup.find(text, isMostlyArabic(text) ? 'ar' : lang);
  return !find(item) && find(rest) ? rest : item;
}

export function extractSkills(lines: LayoutLine[], lookup: SkillLookup | undefined, lang: 'en' | 'ar'): ParsedSkill[] {
  const skills: ParsedSkill[] = [];
  const seen = new Set<string>();
  const add = (written: string, confidence: number) => {
    const key = comparisonKey(written);
    if (!key || seen.has(key)) return;
    const ref = lookup?.find(written, isMostlyArabic(written) ? 'ar' : lang) ?? null;
    if (ref && skills.some((skill) => skill.ref_skill?.id === ref.id)) return;
    seen.add(key);
    skills.push({ name: written, ref_skill: ref, confidence: ref ? Math.min(1, confidence + 0.1) : confidence });
  };
  for (const line of lines) {
    if (isProse(line.text)) {
      if (lookup) for (const { written } of scanCatalogue(line.text, lookup)) add(written, 0.8);
      else for (const term of capitalisedTerms(line.text)) add(term, 0.5);
      continue;
    }
    for (const item of itemsOf(line)) add(withoutConjunction(item, lookup, lang), line.listItem ? 0.85 : 0.75);
  }
  return skills;
}
