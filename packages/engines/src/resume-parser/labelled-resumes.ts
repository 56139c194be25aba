/**
 * The public labelled resume set (`../shared/data/resume-ner/`, CC0): a zip of XML files, each one resume's
 * text inside `<cv>…</cv>` with spans marked `<label type="Designation">…</label>`. This module reads the
 * zip's bytes (given by the caller: the engine does no I/O), splits the set into fixed train / dev / test
 * parts by a hash of each resume's text, and scores parsed profiles against the labels.
 *
 * The resumes themselves never enter the repository; only what is learned from the train part does
 * (the gazetteers in `gazetteers/`).
 */
import { Buffer } from 'node:buffer';
import { inflateRawSync } from 'node:zlib';
import type { ParsedProfile } from './profile.ts';
import { comparisonKey } from './text-utils.ts';
import { addCountsOf, emptyCountsOf, fnv1a, scoreList, uniqueBy, type Counts, type CountsOf } from '../evaluation/field-counts.ts';

export type LabelType =
  | 'Name'
  | 'Email Address'
  | 'Location'
  | 'Designation'
  | 'Companies worked at'
  | 'College Name'
  | 'Degree'
  | 'Graduation Year'
  | 'Years of Experience'
  | 'Job Specific Skills'
  | 'Soft Skills'
  | 'Tech Tools';

export interface LabelledResume {
  id: string;
  /** The resume's text with the labels taken out and XML entities decoded. */
  text: string;
  labels: Array<{ type: string; text: string }>;
}

export type Split = 'train' | 'dev' | 'test';

/** Reads every `.xml` entry of a zip (stored or deflated), in name order. */
export function readZipEntries(bytes: Uint8Array): Array<{ name: string; data: Buffer }> {
  const view = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let end = -1;
  for (let at = view.length - 22; at >= Math.max(0, view.length - 65557); at--) {
    if (view.readUInt32LE(at) === 0x06054b50) {
      end = at;
      break;
    }
  }
  if (end < 0) throw new Error('Not a zip file: no end of central directory.');
  const count = view.readUInt16LE(end + 10);
  let at = view.readUInt32LE(end + 16);
  const entries: Array<{ name: string; data: Buffer }> = [];
  for (let index = 0; index < count; index++) {
    if (view.readUInt32LE(at) !== 0x02014b50) throw new Error('Broken zip central directory.');
    const method = view.readUInt16LE(at + 10);
    const compressedSize = view.readUInt32LE(at + 20);
    const nameLength = view.readUInt16LE(at + 28);
    const extraLength = view.readUInt16LE(at + 30);
    const commentLength = view.readUInt16LE(at + 32);
    const localOffset = view.readUInt32LE(at + 42);
    const name = view.toString('utf8', at + 46, at + 46 + nameLength);
    at += 46 + nameLength + extraLength + commentLength;
    if (name.endsWith('/')) continue;
    const localNameLength = view.readUInt16LE(localOffset + 26);
    const localExtraLength = view.readUInt16LE(localOffset + 28);
    const start = localOffset + 30 + localNameLength + localExtraLength;
    const raw = view.subarray(start, start + compressedSize);
    entries.push({ name, data: method === 0 ? Buffer.from(raw) : inflateRawSync(raw) });
  }
  return entries.sort((left, right) => left.name.localeCompare(right.name, 'en', { numeric: true }));
}

function decodeEntities(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, decimal: string) => String.fromCodePoint(Number(decimal)))
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
}

export function parseLabelledXml(id: string, xml: string): LabelledResume {
  const body = /<cv>([\s\S]*)<\/cv>/.exec(xml)?.[1] ?? '';
  const labels: LabelledResume['labels'] = [];
  for (const match of body.matchAll(/<label\s+type="([^"]*)"\s*>([\s\S]*?)<\/label>/g)) {
    const text = decodeEntities((match[2] ?? '').replace(/<[^>]*>/g, '')).replace(/\s+/g, ' ').trim();
    if (text) labels.push({ type: match[1] ?? '', text });
  }
  const text = decodeEntities(body.replace(/<[^>]*>/g, '')).replace(/^\n/, '');
  return { id, text, labels };
}

export function readLabelledResumes(zipBytes: Uint8Array): LabelledResume[] {
  return readZipEntries(zipBytes)
    .filter((entry) => entry.name.endsWith('.xml'))
    .map((entry) => parseLabelledXml(entry.name.replace(/^.*\//, '').replace(/\.xml$/, ''), entry.data.toString('utf8')));
}

/**
 * The fixed split: 70 % train, 15 % dev, 15 % test by a hash of the resume's text (with a fixed seed
 * string, so a resume always falls in the same part). Learn from train only; tune on dev; report test.
 */
export function splitOf(resume: Pick<LabelledResume, 'text'>): Split {
  const bucket = fnv1a(`masar-resume-ner-v1\n${resume.text}`) % 100;
  return bucket < 70 ? 'train' : bucket < 85 ? 'dev' : 'test';
}

/** How many folds the train part is cut into to read misses on resumes a model has not learned from. */
export const TRAIN_FOLDS = 4;

/**
 * The fold of a train resume (0–3), by a second hash of its text. The shipped tagger and gazetteers
 * remember the train part, so their misses there say little about new resumes: learn with one fold left
 * out (`--fold K` of build-gazetteers.ts and train-resume-tagger.ts) and read that fold's misses
 * (`eval:parser -- --real --split train --fold K`), and dev and test stay unread.
 */
export function foldOf(resume: Pick<LabelledResume, 'text'>): number {
  // FNV-1a's low bits depend only on the low bits of each character (a seed string would only rename the
  // folds of `% 4`), so its bits are mixed first (MurmurHash3's finaliser).
  let hash = fnv1a(`masar-resume-ner-folds-v1\n${resume.text}`);
  hash = Math.imul(hash ^ (hash >>> 16), 0x85ebca6b);
  hash = Math.imul(hash ^ (hash >>> 13), 0xc2b2ae35);
  return ((hash ^ (hash >>> 16)) >>> 0) % TRAIN_FOLDS;
}

/** Whether a resume is learned from: in the train part and, when a fold is left out, not in that fold. */
export function learnedFrom(resume: Pick<LabelledResume, 'text'>, leftOutFold: number | null = null): boolean {
  return splitOf(resume) === 'train' && (leftOutFold === null || foldOf(resume) !== leftOutFold);
}

/** Resumes from the Kaggle dump lost every line break: the whole text is one line. */
export function hasLineBreaks(text: string): boolean {
  return text.trim().split('\n').filter((line) => line.trim()).length >= 5;
}

export const REAL_FIELDS = ['name', 'email', 'titles', 'companies', 'colleges', 'degrees', 'skills'] as const;
export type RealField = (typeof REAL_FIELDS)[number];

export type RealCounts = Counts;

export type RealFieldCounts = CountsOf<RealField>;

export function emptyRealCounts(): RealFieldCounts {
  return emptyCountsOf(REAL_FIELDS);
}

const LABELS_OF: Record<RealField, string[]> = {
  name: ['Name'],
  email: ['Email Address'],
  titles: ['Designation'],
  companies: ['Companies worked at'],
  colleges: ['College Name'],
  degrees: ['Degree'],
  skills: ['Job Specific Skills', 'Tech Tools'],
};

/**
 * Case, spacing and punctuation do not count (comparisonKey); e-mails compare lower-cased. A full stop
 * ending a word does not count either: "B.E." is the label "B.E", "Pvt. Ltd" the label "Pvt Ltd".
 */
const matchKey = (text: string) => comparisonKey(text).replace(/\.(?=\s|$)/g, '');

/**
 * Containment at word boundaries, case, spacing and punctuation aside. A prediction inside the label must
 * hold at least half its words ("Microsoft" for "Microsoft Corporation", not "Engineer" for "Senior
 * Software Engineer"); a label inside the prediction may come with at most four more words ("B.Tech in
 * EEE" for "B.Tech"), so a whole paragraph never matches the one title inside it.
 */
export function matchesLoosely(predicted: string, truth: string): boolean {
  const left = matchKey(predicted);
  const right = matchKey(truth);
  if (!left || !right) return false;
  const words = (text: string) => text.split(' ').length;
  if (` ${right} `.includes(` ${left} `)) return words(left) * 2 >= words(right);
  if (` ${left} `.includes(` ${right} `)) return words(left) - words(right) <= 4;
  return false;
}

const unique = (values: string[]) => uniqueBy(values, matchKey);

export function predictedValues(profile: ParsedProfile, field: RealField): string[] {
  const work = Object.values(profile.work_history_detailed);
  switch (field) {
    case 'name':
      return profile.personal_details.name ? [profile.personal_details.name] : [];
    case 'email':
      return profile.personal_details.email ? [profile.personal_details.email] : [];
    case 'titles':
      return unique(work.flatMap((entry) => (entry.job_title ? [entry.job_title] : [])));
    case 'companies':
      return unique(work.flatMap((entry) => (entry.organization ? [entry.organization] : [])));
    case 'colleges':
      return unique(profile.education.flatMap((entry) => (entry.institution ? [entry.institution] : [])));
    case 'degrees':
      return unique(profile.education.flatMap((entry) => (entry.degree_title ? [entry.degree_title] : [])));
    case 'skills':
      return unique(profile.skills.map((skill) => skill.name));
  }
}

export function truthValues(resume: LabelledResume, field: RealField): string[] {
  const values = unique(resume.labels.filter((label) => LABELS_OF[field].includes(label.type)).map((label) => label.text));
  // One person, one address: the first labelled name and e-mail are the truth.
  return field === 'name' || field === 'email' ? values.slice(0, 1) : values;
}

/**
 * Counting, per field, with the labels deduplicated by key: a predicted value is a true positive when it
 * matches a labelled value not matched yet (matchesLoosely), else a false positive; each labelled value
 * left unmatched is a false negative.
 */
export function scoreAgainstLabels(profile: ParsedProfile, resume: LabelledResume, counts: RealFieldCounts = emptyRealCounts()): RealFieldCounts {
  for (const field of REAL_FIELDS) {
    scoreList(counts[field], predictedValues(profile, field), truthValues(resume, field), matchesLoosely);
  }
  return counts;
}

export function addRealCounts(into: RealFieldCounts, from: RealFieldCounts): RealFieldCounts {
  return addCountsOf(REAL_FIELDS, into, from);
}

export interface LabelledSpan {
  type: string;
  /** Character offsets into the resume's `text` (as `parseLabelledXml` gives it): start inclusive, end exclusive. */
  start: number;
  end: number;
}

/**
 * The labels of one resume's XML as character offsets into its text, for learning a token tagger. The
 * text is the same string `parseLabelledXml` returns (the tags taken out, entities decoded, one leading
 * line break dropped), so the split and the scoring see the same resume.
 */
export function labelledSpans(xml: string): { text: string; spans: LabelledSpan[] } {
  const body = /<cv>([\s\S]*)<\/cv>/.exec(xml)?.[1] ?? '';
  let text = '';
  const spans: LabelledSpan[] = [];
  const open: Array<{ type: string; start: number }> = [];
  let at = 0;
  for (const tag of body.matchAll(/<[^>]*>/g)) {
    text += decodeEntities(body.slice(at, tag.index));
    at = tag.index + tag[0].length;
    const opening = /^<label\s+type="([^"]*)"\s*>$/.exec(tag[0]);
    if (opening) open.push({ type: opening[1] ?? '', start: text.length });
    else if (/^<\/label\s*>$/.test(tag[0])) {
      const started = open.pop();
      if (started && text.length > started.start) spans.push({ type: started.type, start: started.start, end: text.length });
    }
  }
  text += decodeEntities(body.slice(at));
  if (!text.startsWith('\n')) return { text, spans };
  const shifted = spans.map((span) => ({ ...span, start: Math.max(0, span.start - 1), end: span.end - 1 })).filter((span) => span.end > span.start);
  return { text: text.slice(1), spans: shifted };
}

/** Every resume of the zip with its labels as offsets (see `labelledSpans`). */
export function readLabelledSpans(zipBytes: Uint8Array): Array<{ id: string; text: string; spans: LabelledSpan[] }> {
  return readZipEntries(zipBytes)
    .filter((entry) => entry.name.endsWith('.xml'))
    .map((entry) => ({ id: entry.name.replace(/^.*\//, '').replace(/\.xml$/, ''), ...labelledSpans(entry.data.toString('utf8')) }));
}
