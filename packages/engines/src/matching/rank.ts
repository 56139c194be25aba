/**
 * Ranking over arrays: every job for one candidate, or every candidate for one job. The fixed side is
 * prepared once; every pair is scored, and only the matches kept (strictly above the threshold, spec §9:
 * "above 0.2", and within the limit) are explained. Ties are broken by id, so the order is deterministic.
 */
import { MATCH_SCORE_THRESHOLD } from '@masar/shared/matching';
import {
  prepareCandidate,
  prepareJob,
  scorePrepared,
  scorePreparedValue,
  type PreparedCandidate,
  type PreparedJob,
  type ScoreOptions,
} from './score-match.ts';
import type { MatchCandidate, MatchJob, MatchResult, SkillGraph } from './types.ts';

export interface RankOptions extends ScoreOptions {
  /** Keep matches strictly above this score; default MATCH_SCORE_THRESHOLD (0.2). */
  threshold?: number;
  /** Keep at most this many, best first. */
  limit?: number;
}

export interface RankedJob {
  job_id: string;
  result: MatchResult;
}

export interface RankedCandidate {
  candidate_id: string;
  result: MatchResult;
}

const compareIds = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function keep<T>(
  items: readonly T[],
  id: (item: T) => string,
  value: (item: T) => number,
  options: RankOptions,
): { item: T; score: number }[] {
  const threshold = options.threshold ?? MATCH_SCORE_THRESHOLD;
  const kept = items
    .map((item) => ({ item, score: value(item) }))
    .filter((entry) => entry.score > threshold)
    .sort((a, b) => b.score - a.score || compareIds(id(a.item), id(b.item)));
  return options.limit === undefined ? kept : kept.slice(0, Math.max(0, options.limit));
}

/** The jobs that match a candidate above the threshold, best first. */
export function rankJobsForCandidate(
  candidate: MatchCandidate,
  jobs: readonly MatchJob[],
  graph: SkillGraph,
  options: RankOptions = {},
): RankedJob[] {
  const prepared = prepareCandidate(candidate, graph);
  const preparedJobs: PreparedJob[] = jobs.map((job) => prepareJob(job));
  return keep(
    preparedJobs,
    (job) => job.job.id,
    (job) => scorePreparedValue(prepared, job, graph, options),
    options,
  ).map(({ item }) => ({
    job_id: item.job.id,
    result: scorePrepared(prepared, item, graph, options),
  }));
}

/** The candidates that match a job above the threshold, best first. */
export function rankCandidatesForJob(
  job: MatchJob,
  candidates: readonly (MatchCandidate & { id: string })[],
  graph: SkillGraph,
  options: RankOptions = {},
): RankedCandidate[] {
  const prepared = prepareJob(job);
  const pool: (PreparedCandidate & { id: string })[] = candidates.map((candidate) => ({
    ...prepareCandidate(candidate, graph),
    id: candidate.id,
  }));
  return keep(
    pool,
    (candidate) => candidate.id,
    (candidate) => scorePreparedValue(candidate, prepared, graph, options),
    options,
  ).map(({ item }) => ({
    candidate_id: item.id,
    result: scorePrepared(item, prepared, graph, options),
  }));
}
