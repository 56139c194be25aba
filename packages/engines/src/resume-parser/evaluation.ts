/**
 * Scores parsed profiles against labelled ground truth: precision, recall and F1 per field. Shared by
 * `npm run eval:parser` and the golden corpus test, so both count the same way.
 *
 * Counting: a scalar field (name, e-mail, phone, location) is a true positive when it equals the truth,
 * a false positive when it is filled but wrong, a false negative when the truth is not found. Lists
 * (links, skills, languages, awards) are matched item by item. Entries are matched whole: a work entry
 * counts only when its title, organisation, start and end (or "currently working") are all right; an
 * education entry when its degree, institution and end (or expected end) are; a certification when its
 * name and issue date are. Text is compared with comparisonKey (case, spacing, alef forms, punctuation).
 */
import type { ParsedProfile } from './profile.ts';
import { comparisonKey } from './text-utils.ts';
import { addCountsOf, emptyCountsOf, scoreList, type Counts, type CountsOf } from '../evaluation/field-counts.ts';

export interface TruthEntryWork {
  job_title: string;
  organization: string;
  start: string;
  end: string | null;
  currently_working: boolean;
}

export interface ResumeTruth {
  id: string;
  lang: 'en' | 'ar' | 'mixed';
  personal_details: { name: string; email: string; phone: string; location: string; links: string[] };
  work: TruthEntryWork[];
  education: Array<{ degree_title: string; institution: string; field: string; start: string; end: string | null; expected_end: string | null }>;
  certifications: Array<{ name: string; issuer: string; issue_date: string; expiry_date: string | null; no_expiry: boolean; credential_id: string | null }>;
  skills: string[];
  languages: string[];
  highlights_awards: string[];
}

export const EVALUATED_FIELDS = ['name', 'email', 'phone', 'location', 'links', 'work_history', 'education', 'certifications', 'skills', 'languages', 'awards'] as const;
export type EvaluatedField = (typeof EVALUATED_FIELDS)[number];

export type { Counts };

export type FieldCounts = CountsOf<EvaluatedField>;

export function emptyCounts(): FieldCounts {
  return emptyCountsOf(EVALUATED_FIELDS);
}

const key = (text: string | null | undefined) => comparisonKey(text ?? '');
const linkKey = (link: string) => link.toLowerCase().replace(/^https?:\/\//, '').replace(/^www\./, '').replace(/\/+$/, '');

function scoreScalar(counts: Counts, predicted: string | null, truth: string | null, compare: (value: string) => string = key): void {
  const matches = predicted !== null && truth !== null && compare(predicted) === compare(truth);
  if (matches) counts.tp++;
  else {
    if (predicted !== null && predicted !== '') counts.fp++;
    if (truth !== null && truth !== '') counts.fn++;
  }
}

export function scoreProfile(profile: ParsedProfile, truth: ResumeTruth, counts: FieldCounts = emptyCounts()): FieldCounts {
  const details = profile.personal_details;
  scoreScalar(counts.name, details.name, truth.personal_details.name);
  scoreScalar(counts.email, details.email, truth.personal_details.email, (value) => value.toLowerCase());
  scoreScalar(counts.phone, details.phone, truth.personal_details.phone, (value) => value.replace(/[^\d+]/g, ''));
  scoreScalar(counts.location, details.location, truth.personal_details.location);
  scoreList(counts.links, details.links.map(linkKey), truth.personal_details.links.map(linkKey));

  const workKey = (entry: { job_title: string | null; organization: string | null; start: string | null; end: string | null; currently_working: boolean }) =>
    [key(entry.job_title), key(entry.organization), entry.start ?? '', entry.currently_working ? 'now' : (entry.end ?? '')].join('¦');
  scoreList(counts.work_history, Object.values(profile.work_history_detailed).map(workKey), truth.work.map(workKey));

  const educationKey = (entry: { degree_title: string | null; institution: string | null; end: string | null; expected_end: string | null }) =>
    [key(entry.degree_title), key(entry.institution), entry.end ?? `expected ${entry.expected_end ?? ''}`].join('¦');
  scoreList(counts.education, profile.education.map(educationKey), truth.education.map(educationKey));

  const certificationKey = (entry: { name: string; issue_date: string | null }) => `${key(entry.name)}¦${entry.issue_date ?? ''}`;
  scoreList(counts.certifications, profile.certifications.map(certificationKey), truth.certifications.map(certificationKey));

  scoreList(counts.skills, profile.skills.map((skill) => key(skill.ref_skill?.name ?? skill.name)), truth.skills.map(key));
  scoreList(counts.languages, profile.languages.map((language) => key(language.name)), truth.languages.map(key));
  scoreList(counts.awards, profile.highlights_awards.map((award) => key(award.title)), truth.highlights_awards.map(key));
  return counts;
}

export function addCounts(into: FieldCounts, from: FieldCounts): FieldCounts {
  return addCountsOf(EVALUATED_FIELDS, into, from);
}

export interface Metrics {
  precision: number;
  recall: number;
  f1: number;
}

export function metricsOf(counts: Counts): Metrics {
  const precision = counts.tp + counts.fp === 0 ? 1 : counts.tp / (counts.tp + counts.fp);
  const recall = counts.tp + counts.fn === 0 ? 1 : counts.tp / (counts.tp + counts.fn);
  const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  return { precision, recall, f1 };
}

/** The contact fields' F1 as one figure: their counts pooled. */
export function contactCounts(counts: FieldCounts): Counts {
  return (['name', 'email', 'phone', 'location', 'links'] as const).reduce(
    (sum, field) => ({ tp: sum.tp + counts[field].tp, fp: sum.fp + counts[field].fp, fn: sum.fn + counts[field].fn }),
    { tp: 0, fp: 0, fn: 0 },
  );
}
