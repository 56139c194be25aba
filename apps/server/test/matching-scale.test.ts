import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { benchmarkMatchingScale } from '../src/bench/matching-scale.ts';
import { createMatching } from '../src/modules/matching/matching.service.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ runWorkers: false });
});
afterAll(async () => {
  await t.close();
});

describe('the matching scale benchmark', () => {
  it('fills a synthetic market, computes every list and times the reads, on a small scale', async () => {
    const result = await benchmarkMatchingScale(t.app, { candidates: 300, jobs: 200, samples: 20 });
    expect(result).toMatchObject({ candidates: 300, jobs: 200 });
    // The market is real enough that most candidates and jobs find matches.
    expect(result.candidateRows).toBeGreaterThan(300 * 3);
    expect(result.jobRows).toBeGreaterThan(200 * 3);
    for (const timing of [result.candidateTop20, result.jobTop20, result.endpointTop20, result.refreshCandidate, result.refreshJob]) {
      expect(timing.p50).toBeGreaterThan(0);
      expect(timing.p95).toBeGreaterThanOrEqual(timing.p50);
    }
    // Both reads start from the list's owner in its index, never from every job or candidate.
    expect(result.plans.candidateTop20).toMatch(/on candidate_job_matches[\s\S]*?Index Cond: \(candidate_id = /);
    expect(result.plans.jobTop20).toMatch(/on job_candidate_matches[\s\S]*?Index Cond: \(job_id = /);
  });

  it('computes the same lists on worker threads as in one thread', async () => {
    const lists = async () => {
      const read = (table: string) => t.database.db.execute(sql.raw(`select * from ${table} order by 1, 2`));
      return [await read('candidate_job_matches'), await read('job_candidate_matches')].map((result) => (result as { rows: unknown[] }).rows);
    };
    await createMatching(t.database.db, { threads: 1 }).recomputeAll();
    const inline = await lists();
    await createMatching(t.database.db, { threads: 2 }).recomputeAll();
    expect(await lists()).toEqual(inline);
    expect(inline[0]!.length).toBeGreaterThan(300);
  });
});
