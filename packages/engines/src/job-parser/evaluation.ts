/**
 * Scores parsed jobs against the labelled set (__fixtures__/labels.json): precision, recall and F1 per
 * field, counted as the resume parser's evaluation counts (evaluation.ts there). Shared by
 * `npm run eval:job-parser` and the floor test, so both count the same way.
 *
 * - title: a true positive when it equals the label by comparisonKey (case, spacing, alef forms,
 *   punctuation do not count); filled but wrong is a false positive and a false negative.
 * - sector, job type, city, workplace: the same on the value; experience on value and unit.
 * - skills: item by item on the catalogue id; skill importance: item by item on id and importance.
 * A field left empty where the label is empty counts nothing.
 *
 * The split: 70 % tune, 30 % test, by a hash of the job's id with a fixed seed string, so a job stays
 * in its part while its text is edited. Tune on tune only; report test. Each blind set (__fixtures__/blind/,
 * __fixtures__/blind2/, __fixtures__/blind3/ and __fixtures__/blind4/, labelled before the parser read them) is its own
 * split, `blind` … `blind4`, set by its loader rather than the hash: they are measured, never tuned on.
 */
import { comparisonKey } from '../resume-parser/text-utils.ts';
import type { Counts, Metrics } from '../resume-parser/evaluation.ts';
import { metricsOf } from '../resume-parser/evaluation.ts';
import type { ParsedJob } from './parse-job-text.ts';
import type { Experience, JobType, Workplace } from './patterns.ts';
import type { JobSkill } from './skills.ts';
import { addCountsOf, emptyCountsOf, fnv1a, scoreList, type CountsOf } from '../evaluation/field-counts.ts';

export { metricsOf, type Counts, type Metrics };

export interface JobTruth {
  id: string;
  lang: 'en' | 'ar' | 'mixed';
  /** How the posting is written ("key-value table", "government-style announcement", …). */
  style: string;
  title: string;
  sector: string;
  job_type: JobType | null;
  experience: Experience | null;
  skills: JobSkill[];
  location: { city: string | null; country: string | null; workplace: Workplace | null };
}

export const JOB_EVALUATED_FIELDS = ['title', 'sector', 'job_type', 'experience', 'skills', 'skill_importance', 'city', 'workplace'] as const;
export type JobEvaluatedField = (typeof JOB_EVALUATED_FIELDS)[number];
export type JobFieldCounts = CountsOf<JobEvaluatedField>;

/**
 * The blind sets, each measured on its own: `blind` (first), `blind2` (written after the parser was tuned on the
 * first), `blind3` … `blind10` (each written by a helper that never read the parser's code or output).
 */
export const BLIND_SPLITS = [
  'blind',
  'blind2',
  'blind3',
  'blind4',
  'blind5',
  'blind6',
  'blind7',
  'blind8',
  'blind9',
  'blind10',
] as const;
export type BlindSplit = (typeof BLIND_SPLITS)[number];
export type JobSplit = 'tune' | 'test' | BlindSplit;
export const JOB_SPLITS: readonly JobSplit[] = ['tune', 'test', ...BLIND_SPLITS];

export function emptyJobCounts(): JobFieldCounts {
  return emptyCountsOf(JOB_EVALUATED_FIELDS);
}

/** The hashed split of the main set; the blind sets never go through the hash. */
export function jobSplitOf(id: string): Exclude<JobSplit, BlindSplit> {
  return fnv1a(`masar-job-text-v1\n${id}`) % 100 < 70 ? 'tune' : 'test';
}

function scoreScalar(counts: Counts, predicted: string | null, truth: string | null): void {
  if (predicted !== null && truth !== null && predicted === truth) {
    counts.tp++;
    return;
  }
  if (predicted !== null && predicted !== '') counts.fp++;
  if (truth !== null && truth !== '') counts.fn++;
}

const experienceKey = (experience: Experience | null) => (experience ? `${experience.value} ${experience.unit}` : null);

export function scoreJob(parsed: ParsedJob, truth: JobTruth, counts: JobFieldCounts = emptyJobCounts()): JobFieldCounts {
  scoreScalar(counts.title, parsed.title === null ? null : comparisonKey(parsed.title), comparisonKey(truth.title));
  scoreScalar(counts.sector, parsed.sector, truth.sector);
  scoreScalar(counts.job_type, parsed.job_type, truth.job_type);
  scoreScalar(counts.experience, experienceKey(parsed.experience), experienceKey(truth.experience));
  scoreList(counts.skills, parsed.skills.map((skill) => skill.id), truth.skills.map((skill) => skill.id));
  const withImportance = (skills: readonly JobSkill[]) => skills.map((skill) => `${skill.id} ${skill.importance}`);
  scoreList(counts.skill_importance, withImportance(parsed.skills), withImportance(truth.skills));
  scoreScalar(counts.city, parsed.location.city, truth.location.city);
  scoreScalar(counts.workplace, parsed.location.workplace, truth.location.workplace);
  return counts;
}

export function addJobCounts(into: JobFieldCounts, from: JobFieldCounts): JobFieldCounts {
  return addCountsOf(JOB_EVALUATED_FIELDS, into, from);
}

/** The fields' F1 as one figure: their counts pooled (skill importance stands in for skills). */
export function pooledCounts(counts: JobFieldCounts): Counts {
  return JOB_EVALUATED_FIELDS.filter((field) => field !== 'skills').reduce(
    (sum, field) => ({ tp: sum.tp + counts[field].tp, fp: sum.fp + counts[field].fp, fn: sum.fn + counts[field].fn }),
    { tp: 0, fp: 0, fn: 0 },
  );
}

export interface LabelledJob {
  truth: JobTruth;
  text: string;
  /** Forced by the loader (the blind set); otherwise jobSplitOf(truth.id) decides. */
  split?: JobSplit;
}

export interface JobEvaluationRun {
  bySplit: Record<JobSplit, { counts: JobFieldCounts; documents: number }>;
  /** Per split and language. */
  byLanguage: Record<string, { counts: JobFieldCounts; documents: number }>;
  /** Share of parsed descriptions within the length limits, per split. */
  descriptionsInRange: Record<JobSplit, number>;
  results: Array<{ truth: JobTruth; parsed: ParsedJob; split: JobSplit; counts: JobFieldCounts }>;
}

export function evaluateJobs(jobs: readonly LabelledJob[], parse: (text: string) => ParsedJob, limits: { min: number; max: number }): JobEvaluationRun {
  const perSplit = <T>(make: () => T) => Object.fromEntries(JOB_SPLITS.map((split) => [split, make()])) as Record<JobSplit, T>;
  const bySplit: JobEvaluationRun['bySplit'] = perSplit(() => ({ counts: emptyJobCounts(), documents: 0 }));
  const byLanguage: JobEvaluationRun['byLanguage'] = {};
  const inRange = perSplit(() => 0);
  const results: JobEvaluationRun['results'] = [];
  for (const { truth, text, split: forcedSplit } of jobs) {
    const split = forcedSplit ?? jobSplitOf(truth.id);
    const parsed = parse(text);
    const counts = scoreJob(parsed, truth);
    addJobCounts(bySplit[split].counts, counts);
    bySplit[split].documents++;
    const language = (byLanguage[`${split} ${truth.lang}`] ??= { counts: emptyJobCounts(), documents: 0 });
    addJobCounts(language.counts, counts);
    language.documents++;
    const length = parsed.description?.length ?? 0;
    if (length >= limits.min && length <= limits.max) inRange[split]++;
    results.push({ truth, parsed, split, counts });
  }
  const descriptionsInRange = perSplit(() => 1);
  for (const split of JOB_SPLITS) if (bySplit[split].documents) descriptionsInRange[split] = inRange[split] / bySplit[split].documents;
  return { bySplit, byLanguage, descriptionsInRange, results };
}
