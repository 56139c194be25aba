/**
 * A language model's reading of a resume, merged into the engine's profile (issue #3, decision 0015).
 *
 * The engine's profile stands: a value it found is never changed. The model may only fill what the
 * engine left empty (a null field, an empty details text, an entry the engine missed), and only with
 * what the resume says: every string must occur in the resume's text under the engine's own comparison
 * (`comparisonKey`: case, spacing, alef forms, punctuation), as whole words; a date must be a month (or
 * year) that the engine's date reader finds in the text. An entry (work, education, certification,
 * language, award) is added only when all of its values pass and it is not one the profile already has.
 *
 * Pure and deterministic, like the rest of the parser: the model's answer comes in as a value.
 */
import type { CountryCode } from 'libphonenumber-js';
import { z } from 'zod';
import {
  candidateProfileSchema,
  certificationSchema,
  educationEntrySchema,
  highlightSchema,
  languageSchema,
  monthOf,
  profileSkillSchema,
  workEntrySchema,
} from '@masar/shared/profile';
import { findLinks, findPhone } from './contact.ts';
import { findDates, mentionsPresent } from './dates.ts';
import { countryOf } from './places.ts';
import type {
  Certification,
  EducationEntry,
  Highlight,
  Language,
  ParsedProfile,
  Skill,
  SkillLookup,
  WorkEntry,
} from './profile.ts';
import { comparisonKey, escapeRegExp, toAsciiDigits } from './text-utils.ts';

/**
 * A model's value passed the checks but was not found by the engine's own rules: below the engine's
 * keyword-backed grades (0.75–0.95), level with its weakest guess (position only, 0.55), and under the web's 0.6
 * line, so the candidate is asked to check it.
 */
export const ASSISTED_CONFIDENCE = 0.55;

/**
 * What the model is asked for: the profile's own entry schemas (packages/shared), without what only
 * Masar can know (catalogue skill ids, award ids, the derived career path, the confidence map) and with
 * work history as a list, because a JSON Schema for structured output cannot describe a record.
 */
export const assistedProfileSchema = z.object({
  personal_details: candidateProfileSchema.shape.personal_details,
  summary: candidateProfileSchema.shape.summary,
  work_history: z.array(workEntrySchema),
  education: z.array(educationEntrySchema),
  certifications: z.array(certificationSchema),
  skills: z.array(profileSkillSchema.pick({ name: true })),
  languages: z.array(languageSchema),
  highlights_awards: z.array(highlightSchema.omit({ id: true })),
});
export type AssistedProfile = z.infer<typeof assistedProfileSchema>;

export interface MergeOptions {
  /** Maps a skill the model adds to the catalogue's, as the engine does for its own. */
  skillCatalogue?: SkillLookup;
}

export interface MergeResult {
  profile: ParsedProfile;
  /** Paths in the merged profile of the values taken from the model (also its confidence keys). */
  accepted: string[];
  /** Paths in the model's answer of the values refused ('$' when the answer did not fit the schema). */
  rejected: string[];
}

// ---- What the text says ----

interface Evidence {
  /** comparisonKey of each line, joined by a space: comparisonKey of the whole text, as never-invent compares. */
  key: string;
  /** Where each line starts in `key`. */
  lineStarts: number[];
  lower: string;
  /** Months ('YYYY-MM') and years ('YYYY') the engine's date reader finds in the text. */
  months: Set<string>;
  years: Set<string>;
  /** The digits of each phone-like run of the text. */
  digitRuns: string[];
  /** "Present", "حتى الآن"… occurs somewhere. */
  present: boolean;
}

function evidenceOf(text: string): Evidence {
  const months = new Set<string>();
  const years = new Set<string>();
  const lineStarts: number[] = [];
  let key = '';
  for (const line of text.split('\n')) {
    for (const date of findDates(line)) {
      years.add(date.iso.slice(0, 4));
      if (date.iso.length === 7) months.add(date.iso);
    }
    const lineKey = comparisonKey(line);
    lineStarts.push(key.length + (key && lineKey ? 1 : 0));
    if (lineKey) key = key ? `${key} ${lineKey}` : lineKey;
  }
  const digitRuns = [...toAsciiDigits(text).matchAll(/\+?[\d][\d ().-]*\d/g)].map((match) =>
    match[0].replace(/\D/g, ''),
  );
  return { key, lineStarts, lower: text.toLowerCase(), months, years, digitRuns, present: mentionsPresent(text) };
}

type Kind = 'text' | 'lines' | 'date';
type Checked = { state: 'absent' } | { state: 'ok'; value: string } | { state: 'rejected' };
const ABSENT: Checked = { state: 'absent' };
const REJECTED: Checked = { state: 'rejected' };

function wordsPattern(value: string): RegExp | null {
  const key = comparisonKey(value);
  return key ? new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(key)}(?![\\p{L}\\p{N}])`, 'gu') : null;
}

/** Whole words of the text: "Man" does not occur in "Manager". */
function occurs(evidence: Evidence, value: string): boolean {
  return wordsPattern(value)?.test(evidence.key) ?? false;
}

/** The lines on which the value starts. */
function linesOf(evidence: Evidence, value: string): number[] {
  const pattern = wordsPattern(value);
  if (!pattern) return [];
  return [...evidence.key.matchAll(pattern)].map((match) => {
    const at = match.index ?? 0;
    let line = 0;
    while (line + 1 < evidence.lineStarts.length && (evidence.lineStarts[line + 1] as number) <= at) line += 1;
    return line;
  });
}

/**
 * An entry's title and organisation (degree and institution, certificate and issuer) are written near
 * each other: two strings of the resume from different jobs do not make a job.
 */
const NEAR_LINES = 2;
function near(evidence: Evidence, left: string, right: string): boolean {
  const rightLines = linesOf(evidence, right);
  return linesOf(evidence, left).some((line) => rightLines.some((other) => Math.abs(line - other) <= NEAR_LINES));
}

function collapse(value: string): string {
  return value.replace(/[ \t\u00A0]+/g, ' ').trim();
}

function check(evidence: Evidence, kind: Kind, raw: string | null | undefined): Checked {
  if (raw == null || raw.trim() === '') return ABSENT;
  switch (kind) {
    case 'text': {
      const value = collapse(raw.replace(/\n/g, ' '));
      return occurs(evidence, value) ? { state: 'ok', value } : REJECTED;
    }
    case 'lines': {
      // List marks are layout, not text: the engine drops them too.
      const lines = raw
        .split('\n')
        .map((line) => collapse(line).replace(/^(?:[•●▪◦‣∙·]\s*|[*–-]\s+)/u, ''))
        .filter(Boolean);
      return lines.every((line) => occurs(evidence, line)) ? { state: 'ok', value: lines.join('\n') } : REJECTED;
    }
    case 'date': {
      const value = raw.trim();
      // The engine reads months, not days: a day is dropped, and the month must be written.
      if (/^\d{4}$/.test(value)) return evidence.years.has(value) ? { state: 'ok', value } : REJECTED;
      const month = /^\d{4}-\d{2}/.exec(value)?.[0];
      return month && evidence.months.has(month) ? { state: 'ok', value: month } : REJECTED;
    }
  }
}

function checkEmail(evidence: Evidence, raw: string | null): Checked {
  if (raw == null || raw.trim() === '') return ABSENT;
  const value = raw.trim().toLowerCase();
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) && evidence.lower.includes(value) ? { state: 'ok', value } : REJECTED;
}

/** A phone is kept in E.164 like the engine's; its national digits must be written in the text. */
function checkPhone(evidence: Evidence, raw: string | null, location: string | null): Checked {
  if (raw == null || raw.trim() === '') return ABSENT;
  const digits = toAsciiDigits(raw).replace(/\D/g, '');
  if (digits.length < 7) return REJECTED;
  const written = evidence.digitRuns.some((run) => run.endsWith(digits) || (run.length >= 7 && digits.endsWith(run)));
  const phone = findPhone(raw, (location ? countryOf(location) : null) as CountryCode | null);
  if (!written || !phone) return REJECTED;
  return phone.e164.replace(/\D/g, '').endsWith(digits.slice(-7)) ? { state: 'ok', value: phone.e164 } : REJECTED;
}

// ---- Sections of entries ----

/** An entry of a list section, with its confidence by sub-path ('' for the entry itself). */
interface Item<E> {
  entry: E;
  confidence: Record<string, number>;
  /** Sub-paths taken from the model ('' when the whole entry was). */
  accepted: string[];
}

function itemsOf<E>(section: string, entries: readonly E[], confidence: Record<string, number>): Array<Item<E>> {
  const items: Array<Item<E>> = entries.map((entry) => ({ entry: { ...entry }, confidence: {}, accepted: [] }));
  for (const [key, value] of Object.entries(confidence)) {
    const match = new RegExp(`^${escapeRegExp(section)}\\.(\\d+)(?:\\.(.+))?$`).exec(key);
    const item = match ? items[Number(match[1])] : undefined;
    if (item) item.confidence[match?.[2] ?? ''] = value;
  }
  return items;
}

function writeItems<E>(
  section: string,
  items: Array<Item<E>>,
  confidence: Record<string, number>,
  accepted: string[],
): E[] {
  items.forEach((item, index) => {
    for (const [sub, value] of Object.entries(item.confidence))
      confidence[sub ? `${section}.${index}.${sub}` : `${section}.${index}`] = value;
    for (const sub of item.accepted) accepted.push(sub ? `${section}.${index}.${sub}` : `${section}.${index}`);
  });
  return items.map((item) => item.entry);
}

function sectionKeys(section: string) {
  return (key: string) => key === section || key.startsWith(`${section}.`);
}

interface EntrySpec {
  /** The fields that name an entry; two entries are the same when these agree. */
  identity: readonly string[];
  fields: Readonly<Record<string, Kind>>;
  /** Date pairs that must be in order (start before end). */
  ordered: ReadonlyArray<readonly [string, string]>;
}

const WORK: EntrySpec = {
  identity: ['job_title', 'organization'],
  fields: { job_title: 'text', organization: 'text', start: 'date', end: 'date', details: 'lines' },
  ordered: [['start', 'end']],
};
const EDUCATION: EntrySpec = {
  identity: ['degree_title', 'institution'],
  fields: {
    degree_title: 'text',
    institution: 'text',
    field: 'text',
    start: 'date',
    end: 'date',
    expected_end: 'date',
  },
  ordered: [
    ['start', 'end'],
    ['start', 'expected_end'],
  ],
};
const CERTIFICATION: EntrySpec = {
  identity: ['name', 'issuer'],
  fields: { name: 'text', issuer: 'text', issue_date: 'date', expiry_date: 'date', credential_id: 'text' },
  ordered: [['issue_date', 'expiry_date']],
};

type Loose = Record<string, unknown>;

const isEmpty = (value: unknown) => value == null || value === '';

/** Same entry: every identity field both sides have agrees, and at least one does (all of them when `full`). */
function sameEntry(left: Loose, right: Loose, identity: readonly string[], full: boolean): boolean {
  let agreeing = 0;
  for (const field of identity) {
    const a = left[field];
    const b = right[field];
    if (typeof a === 'string' && a.trim() && typeof b === 'string' && b.trim()) {
      if (comparisonKey(a) !== comparisonKey(b)) return false;
      agreeing += 1;
    } else if (full) return false;
  }
  return agreeing > 0;
}

function inOrder(entry: Loose, spec: EntrySpec, field: string): boolean {
  return spec.ordered.every(([first, second]) => {
    if (field !== first && field !== second) return true;
    const start = entry[first];
    const end = entry[second];
    return typeof start !== 'string' || typeof end !== 'string' || monthOf(end) >= monthOf(start);
  });
}

function nearIdentity(evidence: Evidence, spec: EntrySpec, entry: Loose): boolean {
  const [left, right] = spec.identity.map((field) => entry[field]);
  return typeof left !== 'string' || typeof right !== 'string' || !left || !right || near(evidence, left, right);
}

interface SectionMerge<E> {
  items: Array<Item<E>>;
  /** Entries the model gave that the profile lacks, already checked. */
  added: Array<Item<E>>;
}

/**
 * The model's entries against the engine's: a model entry that names an engine entry fills its empty
 * fields; one that names none is a new entry, kept only when every value passes; one that names an
 * entry already paired (or one already added) is a duplicate and is dropped.
 */
function mergeEntries<E extends object>(
  evidence: Evidence,
  spec: EntrySpec,
  items: Array<Item<E>>,
  model: readonly Loose[],
  modelSection: string,
  rejected: string[],
  build: (values: Loose, model: Loose) => E,
  fillExtra?: (item: Item<E>, model: Loose) => void,
): SectionMerge<E> {
  const paired = new Map<number, number>();
  const taken = new Set<number>();
  for (const full of [true, false]) {
    model.forEach((candidate, modelIndex) => {
      if (paired.has(modelIndex)) return;
      const match = items.findIndex(
        (item, index) => !taken.has(index) && sameEntry(item.entry as Loose, candidate, spec.identity, full),
      );
      if (match >= 0) {
        paired.set(modelIndex, match);
        taken.add(match);
      }
    });
  }

  const added: Array<Item<E>> = [];
  model.forEach((candidate, modelIndex) => {
    const at = (field: string) => `${modelSection}.${modelIndex}.${field}`;
    const pairedWith = paired.get(modelIndex);
    if (pairedWith !== undefined) {
      const item = items[pairedWith] as Item<E>;
      const entry = item.entry as Loose;
      for (const [field, kind] of Object.entries(spec.fields)) {
        if (!isEmpty(entry[field])) continue;
        if (field === 'end' && entry.currently_working === true) continue;
        const checked = check(evidence, kind, candidate[field] as string | null);
        if (checked.state === 'absent') continue;
        if (
          checked.state === 'ok' &&
          inOrder({ ...entry, [field]: checked.value }, spec, field) &&
          nearIdentity(evidence, spec, { ...entry, [field]: checked.value })
        ) {
          entry[field] = checked.value;
          item.confidence[field] = ASSISTED_CONFIDENCE;
          item.accepted.push(field);
        } else rejected.push(at(field));
      }
      fillExtra?.(item, candidate);
      return;
    }
    const duplicate = [...items, ...added].some((item) =>
      sameEntry(item.entry as Loose, candidate, spec.identity, false),
    );
    if (duplicate) return;
    const values: Loose = {};
    const failed: string[] = [];
    for (const [field, kind] of Object.entries(spec.fields)) {
      const checked = check(evidence, kind, candidate[field] as string | null);
      if (checked.state === 'rejected') failed.push(at(field));
      values[field] = checked.state === 'ok' ? checked.value : null;
    }
    for (const [, second] of spec.ordered) if (!inOrder(values, spec, second)) failed.push(at(second));
    if (!spec.identity.some((field) => typeof values[field] === 'string')) failed.push(at(spec.identity[0] as string));
    else if (!nearIdentity(evidence, spec, values)) failed.push(at(spec.identity[1] as string));
    if (failed.length) {
      rejected.push(...new Set(failed));
      return;
    }
    const entry = build(values, candidate);
    const confidence: Record<string, number> = {};
    for (const [field, value] of Object.entries(entry)) {
      if (field in spec.fields && !isEmpty(value)) confidence[field] = ASSISTED_CONFIDENCE;
    }
    added.push({ entry, confidence, accepted: [''] });
  });
  return { items, added };
}

/** Latest first, as the engine orders work: current jobs, then by end (or start); undated last. */
function recency(entry: WorkEntry): number {
  if (entry.currently_working) return Number.MAX_SAFE_INTEGER;
  const date = entry.end ?? entry.start;
  if (!date) return -1;
  const [year, month] = monthOf(date).split('-');
  return Number(year) * 12 + Number(month) - 1;
}

// ---- The merge ----

export function mergeAssisted(
  engine: ParsedProfile,
  assisted: unknown,
  resumeText: string,
  options: MergeOptions = {},
): MergeResult {
  const parsed = assistedProfileSchema.safeParse(assisted);
  if (!parsed.success) return { profile: engine, accepted: [], rejected: ['$'] };
  const model = parsed.data;
  const evidence = evidenceOf(resumeText);
  const accepted: string[] = [];
  const rejected: string[] = [];
  const listSections = [
    'work_history_detailed',
    'education',
    'certifications',
    'skills',
    'languages',
    'highlights_awards',
  ];
  const confidence: Record<string, number> = Object.fromEntries(
    Object.entries(engine.confidence).filter(([key]) => !listSections.some((section) => sectionKeys(section)(key))),
  );

  const take = (path: string, modelPath: string, checked: Checked, set: (value: string) => void) => {
    if (checked.state === 'ok') {
      set(checked.value);
      confidence[path] = ASSISTED_CONFIDENCE;
      accepted.push(path);
    } else if (checked.state === 'rejected') rejected.push(modelPath);
  };

  // Personal details and summary: fill what is null; links are added.
  const details = { ...engine.personal_details, links: [...engine.personal_details.links] };
  const given = model.personal_details;
  if (!details.name)
    take(
      'personal_details.name',
      'personal_details.name',
      check(evidence, 'text', given.name),
      (v) => (details.name = v),
    );
  if (!details.email)
    take(
      'personal_details.email',
      'personal_details.email',
      checkEmail(evidence, given.email),
      (v) => (details.email = v),
    );
  if (!details.location)
    take(
      'personal_details.location',
      'personal_details.location',
      check(evidence, 'text', given.location),
      (v) => (details.location = v),
    );
  if (!details.phone)
    take(
      'personal_details.phone',
      'personal_details.phone',
      checkPhone(evidence, given.phone, details.location),
      (v) => (details.phone = v),
    );
  given.links.forEach((link, index) => {
    let checked = check(evidence, 'text', link);
    // A link is what the engine would read as one ("Experience" is text of the resume, not a link).
    if (checked.state === 'ok' && findLinks(checked.value)[0] !== checked.value) checked = REJECTED;
    if (checked.state === 'ok' && details.links.some((known) => comparisonKey(known) === comparisonKey(checked.value)))
      return;
    if (checked.state === 'ok') {
      details.links.push(checked.value);
      confidence['personal_details.links'] ??= ASSISTED_CONFIDENCE;
      accepted.push(`personal_details.links.${details.links.length - 1}`);
    } else if (checked.state === 'rejected') rejected.push(`personal_details.links.${index}`);
  });
  let summary = engine.summary;
  if (!summary) take('summary', 'summary', check(evidence, 'lines', model.summary), (v) => (summary = v));

  // Work history: filled and added entries, then kept latest first; the engine's keep their order.
  const work = mergeEntries<WorkEntry>(
    evidence,
    WORK,
    itemsOf(
      'work_history_detailed',
      Object.entries(engine.work_history_detailed)
        .sort(([a], [b]) => Number(a) - Number(b))
        .map(([, entry]) => entry),
      engine.confidence,
    ),
    model.work_history,
    'work_history',
    rejected,
    (values, given) => {
      const current = given.currently_working === true && values.end === null && evidence.present;
      return {
        job_title: values.job_title as string | null,
        organization: values.organization as string | null,
        start: values.start as string | null,
        end: values.end as string | null,
        currently_working: current,
        details: (values.details as string | null) ?? '',
      };
    },
    (item, given) => {
      const entry = item.entry;
      if (
        !entry.currently_working &&
        entry.end === null &&
        given.currently_working === true &&
        given.end === null &&
        evidence.present
      ) {
        entry.currently_working = true;
        item.confidence.end = ASSISTED_CONFIDENCE;
        item.accepted.push('currently_working');
      }
    },
  );
  for (const item of work.added) {
    if (item.entry.currently_working) item.confidence.end = ASSISTED_CONFIDENCE;
  }
  // The engine's jobs are already latest first; a stable sort keeps them so unless the model dated one.
  const workItems = [...work.items, ...work.added]
    .map((item, index) => ({ item, index }))
    .sort((left, right) => recency(right.item.entry) - recency(left.item.entry) || left.index - right.index)
    .map(({ item }) => item);
  const workEntries = writeItems('work_history_detailed', workItems, confidence, accepted);

  const education = mergeEntries<EducationEntry>(
    evidence,
    EDUCATION,
    itemsOf('education', engine.education, engine.confidence),
    model.education,
    'education',
    rejected,
    (values) => ({
      degree_title: values.degree_title as string | null,
      institution: values.institution as string | null,
      field: values.field as string | null,
      start: values.start as string | null,
      end: values.end as string | null,
      expected_end: values.expected_end as string | null,
    }),
  );
  const educationEntries = writeItems('education', [...education.items, ...education.added], confidence, accepted);

  const certifications = mergeEntries<Certification>(
    evidence,
    CERTIFICATION,
    itemsOf('certifications', engine.certifications, engine.confidence),
    model.certifications,
    'certifications',
    rejected,
    // "No expiry" is a claim the text must make; the engine reads it, the model's word is not taken.
    (values) => ({
      name: values.name as string,
      issuer: values.issuer as string | null,
      issue_date: values.issue_date as string | null,
      expiry_date: values.expiry_date as string | null,
      no_expiry: false,
      credential_id: values.credential_id as string | null,
    }),
  );
  const certificationEntries = writeItems(
    'certifications',
    [...certifications.items, ...certifications.added],
    confidence,
    accepted,
  );

  // Skills: added when new by their written name or by the catalogue skill they map to.
  const skillItems = itemsOf<Skill>('skills', engine.skills, engine.confidence);
  model.skills.forEach((skill, index) => {
    const checked = check(evidence, 'text', skill.name);
    if (checked.state === 'absent') return;
    if (checked.state === 'rejected') {
      rejected.push(`skills.${index}.name`);
      return;
    }
    const ref = options.skillCatalogue?.find(checked.value, engine.language) ?? null;
    const known = skillItems.some(
      (item) =>
        comparisonKey(item.entry.name) === comparisonKey(checked.value) ||
        (ref !== null && item.entry.ref_skill?.id === ref.id),
    );
    if (!known)
      skillItems.push({
        entry: { name: checked.value, ref_skill: ref },
        confidence: { '': ASSISTED_CONFIDENCE },
        accepted: [''],
      });
  });
  const skillEntries = writeItems('skills', skillItems, confidence, accepted);

  // Languages: a level the engine did not read is filled; new languages are added.
  const languageItems = itemsOf<Language>('languages', engine.languages, engine.confidence);
  model.languages.forEach((language, index) => {
    const name = check(evidence, 'text', language.name);
    const level = check(evidence, 'text', language.level);
    if (name.state !== 'ok') {
      if (name.state === 'rejected') rejected.push(`languages.${index}.name`);
      return;
    }
    const known = languageItems.find((item) => comparisonKey(item.entry.name) === comparisonKey(name.value));
    if (known) {
      if (known.entry.level || level.state === 'absent') return;
      if (level.state === 'ok') {
        known.entry.level = level.value;
        known.confidence.level = ASSISTED_CONFIDENCE;
        known.accepted.push('level');
      } else rejected.push(`languages.${index}.level`);
      return;
    }
    if (level.state === 'rejected') {
      rejected.push(`languages.${index}.level`);
      return;
    }
    languageItems.push({
      entry: { name: name.value, level: level.state === 'ok' ? level.value : null },
      confidence: { '': ASSISTED_CONFIDENCE },
      accepted: [''],
    });
  });
  const languageEntries = writeItems('languages', languageItems, confidence, accepted);

  // Awards: a date the engine did not read is filled; new awards are added with an id of their own.
  const awardItems = itemsOf<Highlight>('highlights_awards', engine.highlights_awards, engine.confidence);
  const ids = new Set(engine.highlights_awards.map((award) => award.id));
  model.highlights_awards.forEach((award, index) => {
    const title = check(evidence, 'text', award.title);
    const date = check(evidence, 'date', award.date);
    if (title.state !== 'ok') {
      if (title.state === 'rejected') rejected.push(`highlights_awards.${index}.title`);
      return;
    }
    const known = awardItems.find((item) => comparisonKey(item.entry.title) === comparisonKey(title.value));
    if (known) {
      if (known.entry.date || date.state === 'absent') return;
      if (date.state === 'ok') {
        known.entry.date = date.value;
        known.confidence.date = ASSISTED_CONFIDENCE;
        known.accepted.push('date');
      } else rejected.push(`highlights_awards.${index}.date`);
      return;
    }
    if (date.state === 'rejected') {
      rejected.push(`highlights_awards.${index}.date`);
      return;
    }
    let number = awardItems.length + 1;
    while (ids.has(`award-${number}`)) number += 1;
    ids.add(`award-${number}`);
    awardItems.push({
      entry: { id: `award-${number}`, title: title.value, date: date.state === 'ok' ? date.value : null },
      confidence: { '': ASSISTED_CONFIDENCE },
      accepted: [''],
    });
  });
  const awardEntries = writeItems('highlights_awards', awardItems, confidence, accepted);

  // A section the engine could not read stays marked for review unless the model found its entries.
  for (const [section, entries] of [['work_history_detailed', workEntries], ['education', educationEntries]] as const) {
    const unread = engine.confidence[section];
    if (unread !== undefined && entries.length === 0) confidence[section] = unread;
  }

  const profile: ParsedProfile = {
    personal_details: details,
    summary,
    work_history_detailed: Object.fromEntries(workEntries.map((entry, index) => [String(index), entry])),
    career_path: workEntries.flatMap((entry) => (entry.job_title ? [entry.job_title] : [])),
    education: educationEntries,
    certifications: certificationEntries,
    skills: skillEntries,
    languages: languageEntries,
    highlights_awards: awardEntries,
    language: engine.language,
    confidence,
  };
  // The merge builds the shared shape by hand; if it ever did not, the engine's profile stands.
  if (!candidateProfileSchema.safeParse(profile).success) return { profile: engine, accepted: [], rejected: ['$'] };
  return { profile, accepted, rejected };
}
