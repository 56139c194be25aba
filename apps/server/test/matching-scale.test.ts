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

  it('swaps rebuilt lists in with exactly the tables, indexes and keys the migrations made', async () => {
    const schema = async () => {
      const rows = (table: string) =>
        t.database.db
          .execute(
            sql`select 'index' as kind, indexname as name, indexdef as def from pg_indexes where tablename = ${table}
                union all select 'constraint', conname, pg_get_constraintdef(c.oid) from pg_constraint c join pg_class r on r.oid = c.conrelid
                where r.relname = ${table} order by 1, 2`,
          )
          .then((result) => (result as unknown as { rows: Array<{ kind: string; name: string; def: string }> }).rows);
      return { candidate: await rows('candidate_job_matches'), job: await rows('job_candidate_matches') };
    };
    const before = await schema();
    await t.app.ctx.matching.recomputeAll();
    expect(await schema()).toEqual(before);
    // (PostgreSQL 18 also lists NOT NULL as constraints; older servers do not.)
    expect(before.candidate.map((row) => row.name).filter((name) => !name.endsWith('_not_null'))).toEqual([
      'candidate_job_matches_candidate_id_job_id_pk',
      'candidate_job_matches_candidate_id_users_id_fk',
      'candidate_job_matches_job_id_jobs_id_fk',
      'candidate_job_matches_best',
      'candidate_job_matches_candidate_id_job_id_pk',
      'candidate_job_matches_job',
    ]);
    // The keys act after the swap: deleting a candidate takes their rows with them.
    const count = async (query: ReturnType<typeof sql>) =>
      ((await t.database.db.execute(query)) as unknown as { rows: Array<{ n: number }> }).rows[0]!.n;
    const someone = ((await t.database.db.execute(sql`select candidate_id as id from candidate_job_matches limit 1`)) as unknown as { rows: Array<{ id: string }> }).rows[0]!.id;
    await t.database.db.execute(sql`delete from users where id = ${someone}`);
    expect(await count(sql`select count(*)::int as n from candidate_job_matches where candidate_id = ${someone}`)).toBe(0);
    expect(await count(sql`select count(*)::int as n from job_candidate_matches where candidate_id = ${someone}`)).toBe(0);
  });
});
