/**
 * What the parser learned from real resumes (gazetteers/resume-ner.json, built by
 * packages/engines/scripts/build-gazetteers.ts from the train part of the CC0 labelled set): job titles,
 * organisations, degrees and institutions people wrote, and the head words that tell them apart. A hit
 * only strengthens what the text says about a piece of it; it never adds text.
 */
import data from './gazetteers/resume-ner.json' with { type: 'json' };
import { comparisonKey } from './text-utils.ts';

export type GazetteerKind = 'title' | 'organisation' | 'degree' | 'institution';

interface GazetteerData {
  phrases: Record<GazetteerKind, Array<[string, number]>>;
  words: Record<GazetteerKind, Array<[string, number]>>;
}

const gazetteer = data as unknown as GazetteerData;
const PHRASES = new Map<string, GazetteerKind>();
const PHRASE_ENTRIES = new Map<string, { kind: GazetteerKind; resumes: number }>();
for (const [kind, entries] of Object.entries(gazetteer.phrases) as Array<[GazetteerKind, Array<[string, number]>]>) {
  for (const [phrase, resumes] of entries) {
    PHRASES.set(phrase, kind);
    PHRASE_ENTRIES.set(phrase, { kind, resumes });
  }
}
const HEADS: Record<GazetteerKind, Set<string>> = {
  title: new Set(gazetteer.words.title.map(([word]) => word)),
  organisation: new Set(gazetteer.words.organisation.map(([word]) => word)),
  degree: new Set(gazetteer.words.degree.map(([word]) => word)),
  institution: new Set(gazetteer.words.institution.map(([word]) => word)),
};

/** The kind of thing a whole piece of text was labelled as in the train resumes, if it was. */
export function phraseKind(text: string): GazetteerKind | null {
  return PHRASES.get(comparisonKey(text).replace(/[.,]+$/, '')) ?? null;
}

/** A title or an organisation by its last word ("… Engineer", "… Technologies"). */
export function headKind(text: string): 'title' | 'organisation' | null {
  const words = comparisonKey(text).replace(/[.,]+$/, '').split(' ');
  const last = words[words.length - 1] ?? '';
  if (HEADS.title.has(last)) return 'title';
  if (HEADS.organisation.has(last) || HEADS.organisation.has(`${last}.`)) return 'organisation';
  return null;
}

/** A degree by its first word ("B.Tech …", "MCA", "Diploma in …"). */
export function startsLikeDegree(text: string): boolean {
  const first = comparisonKey(text).split(' ')[0] ?? '';
  return HEADS.degree.has(first) || HEADS.degree.has(`${first}.`);
}

/**
 * A normalised phrase (comparisonKey, trailing dots and commas off) as the train resumes labelled it, with
 * how many of them did: the entity tagger reads it as a feature, and its trainer discounts the resume
 * being learned from.
 */
export function phraseEntry(key: string): { kind: GazetteerKind; resumes: number } | null {
  return PHRASE_ENTRIES.get(key) ?? null;
}

/** The head-word kinds of one normalised word (a word may head more than one kind). */
export function headWordKinds(word: string): GazetteerKind[] {
  return (Object.keys(HEADS) as GazetteerKind[]).filter((kind) => HEADS[kind].has(word));
}
