/**
 * Keeping the stored matches up to date (docs/decisions/0016-matching-at-scale.md). Scores are never
 * computed per request for lists: a changed profile recomputes that candidate's list against the job index,
 * a changed job recomputes that job's list against the candidate pool, and each change is merged into the
 * other side's lists; a new catalogue or engine version recomputes everything in one pass. A sweep finds
 * whatever changed without a job being queued (a crash between commit and queueing loses nothing).
 */
import { loadCatalogue } from '@masar/catalog/catalogue';
import { createJobIndex, createTopK, forEachJobAbove, type JobIndex } from '@masar/engines/matching/match-index';
import { createCandidateScorer } from '@masar/engines/matching/candidate-scorer';
import { prepareCandidate } from '@masar/engines/matching/score-match';
import type { MatchCandidate } from '@masar/engines/matching/types';
import { ENGINE_VERSION } from '@masar/engines/matching/weights';
import { MATCH_SCORE_THRESHOLD } from '@masar/shared/matching';
import type { FastifyBaseLogger } from 'fastify';
import type { GapSkill, MatchedSkill } from '@masar/shared/matching';
import type { Locale } from '@masar/shared/messages';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { findPublishedJobRecords, type JobRecord } from '../jobs/jobs.service.ts';
import { explainMatch } from './match-explanation.ts';
import { bulkThreads, createInlineComputation, createThreadedComputation, type BulkComputation } from './bulk-compute.ts';
import { skillGraph, skillRelations, toMatchCandidate, toMatchJob } from './match-inputs.ts';
import {
  analyzeLists,
  countPool,
  loadMatchInputs,
  matchInputsFingerprint,
  findPoolProfile,
  listStaleCandidates,
  listStaleJobs,
  loadJobsForMatching,
  loadPoolPage,
  loadPublishedJobs,
  mergeIntoLists,
  publishedJobsFingerprint,
  readMeta,
  removeCandidate,
  removeJob,
  replaceCandidateList,
  replaceJobList,
  requestRefreshIfShort,
  writeListStates,
  writeRebuiltLists,
  beginListRebuild,
  finishListRebuild,
  abandonListRebuild,
  writeMeta,
  jobCandidateTotals,
  companyApplicationRows,
  findPoolProfiles,
  jobEntryRows,
  type BulkList,
  type PoolCandidate,
  type Scored,
} from './matching.repository.ts';

/** A candidate keeps their best 60 jobs: five pages of the job list (spec §9: 12 a page). */
export const CANDIDATE_LIST_SIZE = 60;
/** A job keeps its best 100 candidates, what a recruiter reviews before searching further. */
export const JOB_LIST_SIZE = 100;
/** A list shorter than this, with matches below its floor unseen, is recomputed (members left it). */
export const CANDIDATE_LOW_WATER = 24;
export const JOB_LOW_WATER = 40;
/** Pool pages and bulk writes go this many rows at a time, so the embedded database serves requests in between. */
const POOL_PAGE = 2_000;
const WRITE_BATCH = 500;
const VERSION_KEY = 'version';

/** The version stored lists must have been computed with; a new catalogue or engine means a full computation. */
export function matchingVersion(): string {
  return `${loadCatalogue().version}/${ENGINE_VERSION}`;
}

export interface FullComputation {
  candidates: number;
  jobs: number;
  threads: number;
  milliseconds: number;
  /** Seconds reading the pool, scoring, and writing each side (scoring and writing overlap). */
  seconds: Record<string, number>;
}

export interface Matching {
  refreshCandidate(candidateId: string): Promise<void>;
  refreshJob(jobId: string): Promise<void>;
  /** Every list from scratch; answers how many candidates and jobs it computed, and where the time went. */
  recomputeAll(): Promise<FullComputation>;
  /** Recomputes what is out of date; a version change first recomputes everything. */
  sweep(): Promise<{ candidates: number; jobs: number; full: boolean }>;
  /** Each job's candidates above the threshold (spec §9: 0.2) as last computed; a job not computed yet has none. */
  candidateCounts(jobIds: readonly string[]): Promise<Map<string, number>>;
}

function inputOf(candidate: PoolCandidate): MatchCandidate {
  return candidate.match_input !== null ? (candidate.match_input as unknown as MatchCandidate) : toMatchCandidate(candidate.profile!);
}

/** A list's floor: every member scoring above it is in the list (the threshold when nothing was cut). */
function floorOf(list: readonly Scored[], total: number): number {
  return total > list.length && list.length > 0 ? list[list.length - 1]!.score : MATCH_SCORE_THRESHOLD;
}

export interface MatchingOptions {
  logger?: FastifyBaseLogger;
  /** Threads for the full computation; by default one a core once the pool is large. */
  threads?: number;
}

/** Pools at least this big are computed on worker threads. */
const THREADED_POOL = 5_000;

export function createMatching(db: Db, options: MatchingOptions = {}): Matching {
  const { logger } = options;
  let cached: { fingerprint: string; index: JobIndex } | undefined;
  // One computation at a time in this process: a list's merge must not interleave with a computation of the
  // same list, and one computation at a time keeps the pool's other connections for requests.
  let queue: Promise<unknown> = Promise.resolve();
  const serialize = <T>(work: () => Promise<T>): Promise<T> => {
    const run = queue.then(work, work);
    queue = run.catch(() => undefined);
    return run;
  };

  async function jobIndex(): Promise<JobIndex> {
    const fingerprint = await publishedJobsFingerprint(db);
    if (cached?.fingerprint !== fingerprint) {
      const jobs = await loadPublishedJobs(db);
      cached = { fingerprint, index: createJobIndex(jobs.map((job) => toMatchJob(job)), skillGraph()) };
    }
    return cached.index;
  }

  /**
   * The inputs of every candidate with lists, as they were last computed, kept in memory for scoring a job
   * against the whole pool: reading and parsing them costs more than scoring them. Rows computed since the
   * last read are read again; a candidate who left shows in the count, and everything is read again.
   * (Candidates not computed yet join the jobs' lists when their own lists are computed.)
   */
  let pool: { last: string | null; inputs: Map<string, MatchCandidate>; sorted: Array<[string, MatchCandidate]> | undefined } | undefined;
  async function poolInputs(): Promise<ReadonlyArray<[string, MatchCandidate]>> {
    const { count, last } = await matchInputsFingerprint(db);
    if (pool === undefined || pool.last !== last || pool.inputs.size !== count) {
      const incremental = pool !== undefined && pool.inputs.size <= count;
      const inputs = incremental ? pool!.inputs : new Map<string, MatchCandidate>();
      for (const row of await loadMatchInputs(db, incremental ? pool!.last : null)) inputs.set(row.id, row.input as unknown as MatchCandidate);
      pool = { last, inputs, sorted: undefined };
      if (inputs.size !== count) {
        pool.inputs = new Map((await loadMatchInputs(db, null)).map((row) => [row.id, row.input as unknown as MatchCandidate]));
      }
    }
    pool.sorted ??= [...pool.inputs].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return pool.sorted;
  }

  async function refreshCandidate(candidateId: string): Promise<void> {
    const computedAt = new Date();
    const profile = await findPoolProfile(db, candidateId);
    if (profile === undefined) {
      await db.transaction(async (tx) => {
        const left = await removeCandidate(tx, candidateId);
        await requestRefreshIfShort(tx, 'job', left, { lowWater: JOB_LOW_WATER, threshold: MATCH_SCORE_THRESHOLD });
      });
      return;
    }
    const input = toMatchCandidate(profile);
    const index = await jobIndex();
    const all: Scored[] = [];
    const top = createTopK(CANDIDATE_LIST_SIZE);
    forEachJobAbove(index, prepareCandidate(input, skillGraph()), MATCH_SCORE_THRESHOLD, (job, score) => {
      all.push({ id: index.ids[job]!, score });
      top.offer(job, score);
    });
    const list = top.sorted().map(({ item, score }) => ({ id: index.ids[item]!, score }));
    await db.transaction(async (tx) => {
      const state = { computedAt, floor: floorOf(list, all.length), total: all.length };
      const wrote = await replaceCandidateList(tx, candidateId, input as unknown as Record<string, unknown>, list, state);
      if (wrote) await mergeIntoLists(tx, 'job', candidateId, all, { size: JOB_LIST_SIZE, lowWater: JOB_LOW_WATER, threshold: MATCH_SCORE_THRESHOLD });
    });
  }

  async function refreshJob(jobId: string): Promise<void> {
    const computedAt = new Date();
    const [job] = await loadJobsForMatching(db, [jobId]);
    if (job === undefined) {
      await db.transaction(async (tx) => {
        const left = await removeJob(tx, jobId);
        await requestRefreshIfShort(tx, 'candidate', left, { lowWater: CANDIDATE_LOW_WATER, threshold: MATCH_SCORE_THRESHOLD });
      });
      return;
    }
    const score = createCandidateScorer(toMatchJob(job), skillRelations());
    const all: Scored[] = [];
    const top = createTopK(JOB_LIST_SIZE);
    // In id order, so the position breaks ties by id.
    for (const [id, input] of await poolInputs()) {
      const value = score(input);
      if (value <= MATCH_SCORE_THRESHOLD) continue;
      top.offer(all.length, value);
      all.push({ id, score: value });
    }
    const list = top.sorted().map(({ item }) => all[item]!);
    await db.transaction(async (tx) => {
      const wrote = await replaceJobList(tx, jobId, list, { computedAt, floor: floorOf(list, all.length), total: all.length });
      if (wrote) {
        await mergeIntoLists(tx, 'candidate', jobId, all, { size: CANDIDATE_LIST_SIZE, lowWater: CANDIDATE_LOW_WATER, threshold: MATCH_SCORE_THRESHOLD });
      }
    });
  }

  async function recomputeAll() {
    const started = performance.now();
    const computedAt = new Date();
    cached = undefined;
    const jobs = (await loadPublishedJobs(db)).map((job) => toMatchJob(job));
    const pool = await countPool(db);
    const bulkOptions = { candidateLimit: CANDIDATE_LIST_SIZE, jobLimit: JOB_LIST_SIZE, threshold: MATCH_SCORE_THRESHOLD };
    // Worker threads pay off once their start (a second or two each) is small next to the work.
    const threads = options.threads ?? (pool >= THREADED_POOL ? bulkThreads() : 1);
    const computation = threads > 1 ? createThreadedComputation(jobs, bulkOptions, threads) : createInlineComputation(jobs, bulkOptions);
    const candidateIds: string[] = [];
    await beginListRebuild(db);
    // Where the time goes, for the log (scoring and writing overlap).
    const spent = { reading: 0, scoring: 0, writingCandidates: 0, writingJobs: 0, swapping: 0 };
    const timed = async <T>(phase: keyof typeof spent, work: () => Promise<T>): Promise<T> => {
      const start = performance.now();
      try {
        return await work();
      } finally {
        spent[phase] += performance.now() - start;
      }
    };
    try {
      const inputs = new Map<number, Record<string, unknown>>();
      const scorePage = async (page: PoolCandidate[]) => {
        const batch = page.map((candidate) => {
          const ordinal = candidateIds.push(candidate.id) - 1;
          const input = inputOf(candidate);
          inputs.set(ordinal, input as unknown as Record<string, unknown>);
          return { ordinal, input };
        });
        return timed('scoring', () => computation.score(batch));
      };
      const writePage = async (scored: Awaited<ReturnType<BulkComputation['score']>>) => {
        const lists: BulkList[] = scored.map(({ ordinal, top, total }) => {
          const list = top.map(([job, score]) => ({ id: computation.jobIds[job]!, score }));
          const input = inputs.get(ordinal)!;
          inputs.delete(ordinal);
          return { ownerId: candidateIds[ordinal]!, list, floor: floorOf(list, total), total, input };
        });
        for (let i = 0; i < lists.length; i += WRITE_BATCH) {
          const batch = lists.slice(i, i + WRITE_BATCH);
          await timed('writingCandidates', async () => {
            await writeRebuiltLists(db, 'candidate', batch);
            await writeListStates(db, 'candidate', batch, computedAt);
          });
        }
      };
      // Pages are scored while the previous one is written.
      let pending: Promise<void> = Promise.resolve();
      for (let after: string | null = null; ; ) {
        const page = await timed('reading', () => loadPoolPage(db, after, POOL_PAGE));
        const scored = await scorePage(page);
        await pending;
        pending = writePage(scored);
        if (page.length < POOL_PAGE) break;
        after = page[page.length - 1]!.id;
      }
      await pending;
      const listsOf = await computation.finish();
      for (let start = 0; start < computation.jobIds.length; start += WRITE_BATCH) {
        const lists: BulkList[] = [];
        for (let job = start; job < Math.min(computation.jobIds.length, start + WRITE_BATCH); job += 1) {
          const { top, total } = listsOf(job);
          const list = top.map(({ item, score }) => ({ id: candidateIds[item]!, score }));
          lists.push({ ownerId: computation.jobIds[job]!, list, floor: floorOf(list, total), total });
        }
        await timed('writingJobs', async () => {
          await writeRebuiltLists(db, 'job', lists);
          await writeListStates(db, 'job', lists, computedAt);
        });
      }
      await timed('swapping', () => finishListRebuild(db, computedAt));
    } catch (error) {
      await abandonListRebuild(db);
      throw error;
    } finally {
      await computation.close();
    }
    // The lists were rewritten wholesale: fresh statistics keep the planner on their indexes (the embedded
    // database has no autovacuum to do it).
    await analyzeLists(db);
    await writeMeta(db, VERSION_KEY, matchingVersion());
    const milliseconds = Math.round(performance.now() - started);
    const seconds = Object.fromEntries(Object.entries(spent).map(([phase, ms]) => [phase, Math.round(ms / 100) / 10]));
    logger?.info({ candidates: candidateIds.length, jobs: jobs.length, threads, milliseconds, seconds }, 'matching: full computation done');
    return { candidates: candidateIds.length, jobs: jobs.length, threads, milliseconds, seconds };
  }

  async function sweep() {
    if ((await readMeta(db, VERSION_KEY)) !== matchingVersion()) {
      await recomputeAll();
      return { candidates: 0, jobs: 0, full: true };
    }
    // Jobs first: a candidate refreshed after them sees them in the index.
    const jobs = await listStaleJobs(db, 200);
    for (const id of jobs) await refreshJob(id);
    const candidates = await listStaleCandidates(db, 500);
    for (const id of candidates) await refreshCandidate(id);
    return { candidates: candidates.length, jobs: jobs.length, full: false };
  }

  return {
    refreshCandidate: (id) => serialize(() => refreshCandidate(id)),
    refreshJob: (id) => serialize(() => refreshJob(id)),
    recomputeAll: () => serialize(recomputeAll),
    sweep: () => serialize(sweep),
    candidateCounts: (ids) => jobCandidateTotals(db, ids),
  };
}

// ---- the recruiter's side (issue #12): a job's candidates, read from the stored lists and explained ----------

/** A candidate on a job's list: the stored score, or, for an applicant below the list, the engine's. */
export interface JobListEntry {
  job_id: string;
  candidate_id: string;
  score: number;
  /** When the candidate applied to the job; null when they did not. */
  applied_at: Date | null;
  /** An applicant below the list, explained in the reader's language while being scored (the page reuses it). */
  explained?: ExplainedCandidateMatch;
}

/**
 * The candidates of these jobs as a recruiter sees them: the stored list (approved candidates above the
 * threshold, at or above `minScore`) and, whatever their score, the approved candidates who applied
 * (docs/decisions/0049-who-recruiters-see.md). Unordered; a job that is not published has no list. `records`
 * are the jobs when the caller read them already (its ownership check), so they are not read again.
 */
export async function jobCandidateEntries(
  ctx: AppContext,
  jobIds: readonly string[],
  minScore: number,
  options: { records?: ReadonlyMap<string, JobRecord>; locale?: Locale } = {},
): Promise<JobListEntry[]> {
  const rows = await jobEntryRows(ctx.db, jobIds, Math.max(minScore, MATCH_SCORE_THRESHOLD));
  const entries: JobListEntry[] = [];
  const unscored: typeof rows = [];
  for (const row of rows) {
    if (row.score !== null) entries.push({ job_id: row.job_id, candidate_id: row.candidate_id, score: row.score, applied_at: row.applied_at });
    else unscored.push(row);
  }
  if (unscored.length > 0) {
    // Applicants outside the stored list (below it, or below the threshold) are scored now; few apply.
    const profiles = new Map(unscored.flatMap((row) => (row.profile ? [[row.candidate_id, row.profile] as const] : [])));
    const explained = await explainCandidateMatches(ctx, unscored, options.locale ?? 'en', { records: options.records, profiles });
    const byPair = new Map(explained.map((match) => [`${match.job_id}/${match.candidate_id}`, match]));
    for (const applicant of unscored) {
      const match = byPair.get(`${applicant.job_id}/${applicant.candidate_id}`);
      if (match !== undefined && match.score >= minScore)
        entries.push({ job_id: applicant.job_id, candidate_id: applicant.candidate_id, score: match.score, applied_at: applicant.applied_at, explained: match });
    }
  }
  return entries;
}

export interface ExplainedCandidateMatch {
  job_id: string;
  candidate_id: string;
  score: number;
  matched: MatchedSkill[];
  gap: GapSkill[];
  reasons: string[];
}

/**
 * These candidate–job pairs scored and explained with the engine, in the reader's language: the explanation
 * the candidate reads for the same job (match-explanation.ts). Pairs whose job is not published or whose
 * candidate is not in the pool are left out. `known` holds jobs (any status: only published ones are used) and
 * pool profiles the caller read already; only the rest are read.
 */
export async function explainCandidateMatches(
  ctx: AppContext,
  pairs: ReadonlyArray<{ job_id: string; candidate_id: string }>,
  locale: Locale,
  known: {
    records?: ReadonlyMap<string, JobRecord> | undefined;
    profiles?: ReadonlyMap<string, NonNullable<PoolCandidate['profile']>> | undefined;
  } = {},
): Promise<ExplainedCandidateMatch[]> {
  const jobIds = [...new Set(pairs.map((pair) => pair.job_id))];
  const candidateIds = [...new Set(pairs.map((pair) => pair.candidate_id))];
  const [records, profiles] = await Promise.all([
    known.records
      ? new Map([...known.records].filter(([id, record]) => record.job.status === 'published' && jobIds.includes(id)))
      : findPublishedJobRecords(ctx, jobIds),
    known.profiles ?? findPoolProfiles(ctx.db, candidateIds),
  ]);
  const inputs = new Map(
    candidateIds.flatMap((id) => {
      const profile = profiles.get(id);
      return profile ? [[id, toMatchCandidate(profile)] as const] : [];
    }),
  );
  return pairs.flatMap((pair) => {
    const record = records.get(pair.job_id);
    const input = inputs.get(pair.candidate_id);
    if (!record || !input) return [];
    const { result, matched, gap, reasons } = explainMatch(input, record, locale);
    return [{ job_id: pair.job_id, candidate_id: pair.candidate_id, score: result.matching_score, matched, gap, reasons }];
  });
}

/** Applications of these candidates (every one when none are named) to the company's jobs, newest first. */
export function companyApplications(ctx: AppContext, companyId: string, candidateIds?: readonly string[]) {
  return companyApplicationRows(ctx.db, companyId, candidateIds);
}
