/**
 * The full computation's scoring, in this thread or spread over worker threads (bulk-worker.ts). Candidates
 * are numbered in id order ("ordinals"); each worker scores its share and keeps its own best lists per job,
 * which are merged at the end: the best of the union of per-worker best lists is the best overall.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { createBulkMatcher, createJobIndex } from '@masar/engines/matching/match-index';
import { prepareCandidate } from '@masar/engines/matching/score-match';
import { loadCatalogue } from '@masar/catalog/catalogue';
import type { MatchCandidate, MatchJob, RelatedSkill } from '@masar/engines/matching/types';
import type { BulkWorkerData, BulkWorkerRequest, CandidateLists, JobLists } from './bulk-worker.ts';
import { skillGraph } from './match-inputs.ts';

export interface BulkOptions {
  candidateLimit: number;
  jobLimit: number;
  threshold: number;
}

export type ScoredCandidate = CandidateLists['lists'][number];

export interface BulkComputation {
  /** The jobs in index order (by id): list entries name jobs by their place here. */
  jobIds: readonly string[];
  score(batch: Array<{ ordinal: number; input: MatchCandidate }>): Promise<ScoredCandidate[]>;
  /** Each job's best candidates (ordinals, best first) and how many scored above the threshold. */
  finish(): Promise<(job: number) => { top: Array<{ item: number; score: number }>; total: number }>;
  close(): Promise<void>;
}

const byId = (a: MatchJob, b: MatchJob) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

export function createInlineComputation(jobs: readonly MatchJob[], options: BulkOptions): BulkComputation {
  const graph = skillGraph();
  const index = createJobIndex(jobs, graph);
  const bulk = createBulkMatcher(index, options);
  return {
    jobIds: index.ids,
    score: async (batch) =>
      batch.map(({ ordinal, input }) => {
        const { top, total } = bulk.add(prepareCandidate(input, graph), ordinal);
        return { ordinal, top: top.map(({ job, score }): [number, number] => [job, score]), total };
      }),
    finish: async () => (job) => bulk.candidatesOf(job),
    close: async () => undefined,
  };
}

/** Threads worth starting: one a core, at most four. */
export function bulkThreads(): number {
  return Math.max(1, Math.min(4, availableParallelism()));
}

function ask<T>(worker: Worker, request: BulkWorkerRequest): Promise<T> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: T) => {
      worker.off('error', onError);
      resolve(message);
    };
    const onError = (error: Error) => {
      worker.off('message', onMessage);
      reject(error);
    };
    worker.once('message', onMessage);
    worker.once('error', onError);
    worker.postMessage(request);
  });
}

export function createThreadedComputation(jobs: readonly MatchJob[], options: BulkOptions, threads = bulkThreads()): BulkComputation {
  const graph = skillGraph();
  const related = loadCatalogue().skills.map(({ id }): [string, RelatedSkill[]] => [id, [...graph.related(id)]]);
  const workerData: BulkWorkerData = { jobs: [...jobs], related, ...options };
  const workers = Array.from({ length: threads }, () => new Worker(new URL('./bulk-worker-entry.mjs', import.meta.url), { workerData }));
  return {
    jobIds: [...jobs].sort(byId).map((job) => job.id),
    async score(batch) {
      const share = Math.ceil(batch.length / workers.length);
      const answers = await Promise.all(
        workers.map((worker, i) => ask<CandidateLists>(worker, { type: 'candidates', batch: batch.slice(i * share, (i + 1) * share) })),
      );
      return answers.flatMap((answer) => answer.lists);
    },
    async finish() {
      const parts = await Promise.all(workers.map((worker) => ask<JobLists>(worker, { type: 'finish' })));
      return (job) => {
        const merged: Array<{ item: number; score: number }> = [];
        let total = 0;
        for (const part of parts) {
          total += part.totals[job] ?? 0;
          for (let k = part.start[job]!; k < part.start[job + 1]!; k += 1) merged.push({ item: part.ordinals[k]!, score: part.scores[k]! });
        }
        merged.sort((a, b) => b.score - a.score || a.item - b.item);
        return { top: merged.slice(0, options.jobLimit), total };
      };
    },
    async close() {
      await Promise.all(workers.map((worker) => worker.terminate()));
    },
  };
}
