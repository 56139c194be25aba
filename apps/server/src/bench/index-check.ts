/**
 * The job index against the engine, pair by pair, on a market built from the catalogue: the large version
 * of the check in apps/server/test/matching-scale.test.ts, which runs a small market so that the suite holds
 * on a busy machine. `npm run bench -- index` runs it (40 candidates × 3,000 jobs by default) and fails when
 * the index misses a job, finds one the engine does not, or gives another score.
 */
import { createJobIndex, forEachJobAbove } from '@masar/engines/matching/match-index';
import { prepareCandidate, prepareJob, scorePreparedValue } from '@masar/engines/matching/score-match';
import { skillGraph, toMatchCandidate, toMatchJob } from '../modules/matching/match-inputs.ts';
import { createSyntheticWorld } from './synthetic-world.ts';

export interface IndexCheckOptions {
  candidates: number;
  jobs: number;
  threshold?: number;
  seed?: number;
}

export interface IndexCheckResult {
  candidates: number;
  jobs: number;
  pairs: number;
  matches: number;
  /** Candidates whose jobs above the threshold differ between the index and the engine. */
  disagreements: number;
  engineMs: number;
  indexMs: number;
}

export function checkJobIndex(options: IndexCheckOptions): IndexCheckResult {
  const threshold = options.threshold ?? 0.2;
  const world = createSyntheticWorld(options.seed ?? 23);
  const graph = skillGraph();
  const jobs = Array.from({ length: options.jobs }, (_, i) =>
    toMatchJob({ id: `job-${String(i).padStart(6, '0')}`, ...world.job(), experience_unit: 'years' as const }),
  );
  const index = createJobIndex(jobs, graph);
  const prepared = jobs.map((job) => prepareJob(job));
  let matches = 0;
  let disagreements = 0;
  let engineMs = 0;
  let indexMs = 0;
  for (let i = 0; i < options.candidates; i += 1) {
    const candidate = prepareCandidate(toMatchCandidate(world.candidate(`Candidate ${i}`)), graph);
    let start = performance.now();
    const expected = new Map<string, number>();
    for (const job of prepared) {
      const score = scorePreparedValue(candidate, job, graph);
      if (score > threshold) expected.set(job.job.id, score);
    }
    engineMs += performance.now() - start;
    start = performance.now();
    const found = new Map<string, number>();
    forEachJobAbove(index, candidate, threshold, (job, score) => found.set(index.ids[job]!, score));
    indexMs += performance.now() - start;
    const same = found.size === expected.size && [...expected].every(([id, score]) => found.get(id) === score);
    if (!same) disagreements += 1;
    matches += expected.size;
  }
  const round = (ms: number) => Math.round(ms);
  return {
    candidates: options.candidates,
    jobs: options.jobs,
    pairs: options.candidates * options.jobs,
    matches,
    disagreements,
    engineMs: round(engineMs),
    indexMs: round(indexMs),
  };
}
