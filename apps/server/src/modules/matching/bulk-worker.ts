/**
 * A worker thread of the full computation (bulk-compute.ts): it builds its own job index from the jobs it is
 * given, scores the candidates it is sent, answers each one's best jobs, and at the end hands over its jobs'
 * best-candidate lists as flat arrays (transferred, not copied).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { createBulkMatcher, createJobIndex } from '@masar/engines/matching/match-index';
import { prepareCandidate } from '@masar/engines/matching/score-match';
import type { MatchCandidate, MatchJob, RelatedSkill, SkillGraph } from '@masar/engines/matching/types';

export interface BulkWorkerData {
  jobs: MatchJob[];
  /**
   * The skill graph of the catalogue in use: a thread starts with the shipped catalogue, not the one the
   * server installed with the operator's imports, so the graph comes from the main thread.
   */
  related: Array<[skillId: string, related: RelatedSkill[]]>;
  candidateLimit: number;
  jobLimit: number;
  threshold: number;
}

export type BulkWorkerRequest = { type: 'candidates'; batch: Array<{ ordinal: number; input: MatchCandidate }> } | { type: 'finish' };

export interface CandidateLists {
  type: 'lists';
  lists: Array<{ ordinal: number; top: Array<[job: number, score: number]>; total: number }>;
}

/** Job j's list is ordinals[start[j] .. start[j + 1]) with their scores, best first. */
export interface JobLists {
  type: 'jobs';
  start: Int32Array;
  ordinals: Int32Array;
  scores: Float64Array;
  totals: Uint32Array;
}

const data = workerData as BulkWorkerData;
const relatedById = new Map(data.related);
const graph: SkillGraph = { related: (id) => relatedById.get(id) ?? [] };
const index = createJobIndex(data.jobs, graph);
const bulk = createBulkMatcher(index, { candidateLimit: data.candidateLimit, jobLimit: data.jobLimit, threshold: data.threshold });
const port = parentPort!;

port.on('message', (request: BulkWorkerRequest) => {
  if (request.type === 'candidates') {
    const lists = request.batch.map(({ ordinal, input }) => {
      const { top, total } = bulk.add(prepareCandidate(input, graph), ordinal);
      return { ordinal, top: top.map(({ job, score }): [number, number] => [job, score]), total };
    });
    port.postMessage({ type: 'lists', lists } satisfies CandidateLists);
    return;
  }
  const count = index.ids.length;
  const start = new Int32Array(count + 1);
  const totals = new Uint32Array(count);
  const perJob = Array.from({ length: count }, (_, job) => {
    const { top, total } = bulk.candidatesOf(job);
    totals[job] = total;
    return top;
  });
  let size = 0;
  perJob.forEach((top, job) => {
    start[job] = size;
    size += top.length;
  });
  start[count] = size;
  const ordinals = new Int32Array(size);
  const scores = new Float64Array(size);
  perJob.forEach((top, job) => {
    top.forEach(({ item, score }, i) => {
      ordinals[start[job]! + i] = item;
      scores[start[job]! + i] = score;
    });
  });
  const message: JobLists = { type: 'jobs', start, ordinals, scores, totals };
  port.postMessage(message, [start.buffer, ordinals.buffer, scores.buffer, totals.buffer]);
});
