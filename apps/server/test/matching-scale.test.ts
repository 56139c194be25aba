import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installCatalogue, loadCatalogue } from '@masar/catalog/catalogue';
import { createJobIndex, forEachJobAbove } from '@masar/engines/matching/match-index';
import { prepareCandidate, prepareJob, scorePreparedValue } from '@masar/engines/matching/score-match';
import { benchmarkMatchingScale } from '../src/bench/matching-scale.ts';
import { createSyntheticWorld } from '../src/bench/synthetic-world.ts';
import { skillGraph, toMatchCandidate, toMatchJob } from '../src/modules/matching/match-inputs.ts';
import { beginListRebuild, finishListRebuild } from '../src/modules/matching/matching.repository.ts';
import { createMatching } from '../src/modules/matching/matching.service.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
/** The rows of a raw query (both drivers answer `{ rows }`). */
async function rows<T>(query: SQL): Promise<T[]> {
  const result: unknown = await t.database.db.execute(query);
  return (result as { rows: T[] }).rows;
}

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
    const lists = async () => [
      await rows(sql`select * from candidate_job_matches order by 1, 2`),
      await rows(sql`select * from job_candidate_matches order by 1, 2`),
    ];
    await createMatching(t.database.db, { threads: 1 }).recomputeAll();
    const inline = await lists();
    await createMatching(t.database.db, { threads: 2 }).recomputeAll();
    expect(await lists()).toEqual(inline);
    expect(inline[0]!.length).toBeGreaterThan(300);
  });

  it('scores on worker threads with the catalogue the server installed, not the shipped one', async () => {
    const shipped = loadCatalogue();
    const lists = () => rows(sql`select * from candidate_job_matches order by 1, 2`);
    await createMatching(t.database.db, { threads: 2 }).recomputeAll();
    const withShipped = await lists();
    // An operator's catalogue in which no skill is related to another: no partial credit anywhere.
    installCatalogue({ ...shipped, skills: shipped.skills.map((skill) => ({ ...skill, related: [] })) });
    try {
      await createMatching(t.database.db, { threads: 1 }).recomputeAll();
      const inline = await lists();
      await createMatching(t.database.db, { threads: 2 }).recomputeAll();
      expect(await lists()).toEqual(inline);
      expect(inline).not.toEqual(withShipped);
    } finally {
      installCatalogue(shipped);
    }
  });

  it('swaps rebuilt lists in with exactly the tables, indexes and keys the migrations made', async () => {
    const definitions = (table: string) =>
      rows<{ kind: string; name: string; def: string }>(
        sql`select 'index' as kind, indexname as name, indexdef as def from pg_indexes where tablename = ${table}
            union all select 'constraint', conname, pg_get_constraintdef(c.oid) from pg_constraint c join pg_class r on r.oid = c.conrelid
            where r.relname = ${table} order by 1, 2`,
      );
    const schema = async () => ({ candidate: await definitions('candidate_job_matches'), job: await definitions('job_candidate_matches') });
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
    const [someone] = await rows<{ id: string }>(sql`select candidate_id as id from candidate_job_matches limit 1`);
    await t.database.db.execute(sql`delete from users where id = ${someone!.id}`);
    const left = await rows<{ n: number }>(
      sql`select (select count(*) from candidate_job_matches where candidate_id = ${someone!.id})
        + (select count(*) from job_candidate_matches where candidate_id = ${someone!.id})::int as n`,
    );
    expect(Number(left[0]!.n)).toBe(0);
  });

  it('swaps rebuilt lists in beside a deletion that holds users and then writes a list, without a deadlock', async () => {
    // As a user's deletion does: users first, then the lists through the cascade. Dropping a list table also
    // locks users, so a swap that took the lists first and users second deadlocked with it (40P01).
    const deletion = new pg.Client({ connectionString: t.database.connectionString });
    await deletion.connect();
    let deleted: Promise<unknown> = Promise.resolve();
    try {
      await beginListRebuild(t.database.db);
      await finishListRebuild(t.database.db, new Date(), {
        async beforeSwap() {
          await deletion.query('begin');
          await deletion.query('lock table users in row exclusive mode');
          // The cascade reaches the lists while the swap is trying for its locks.
          deleted = (async () => {
            await new Promise((resolve) => setTimeout(resolve, 300));
            await deletion.query("delete from candidate_job_matches where candidate_id = '00000000-0000-0000-0000-000000000000'");
            await deletion.query('commit');
          })();
        },
      });
      await deleted;
    } finally {
      await deletion.end();
    }
    // The empty copies were swapped in; the lists are computed again for the tests after this one.
    expect((await rows<{ n: number }>(sql`select count(*)::int as n from candidate_job_matches`))[0]!.n).toBe(0);
    await t.app.ctx.matching.recomputeAll();
  });
});

describe('the job index on a market built from the catalogue', () => {
  it('finds exactly the jobs the engine scores above 0.2, with the same scores', () => {
    // 36,000 pairs, each also scored by the engine: a market of that size has title groups, prefixes and
    // relations enough to exercise every path of the index. The large market is for `npm run bench`.
    const world = createSyntheticWorld(23);
    const graph = skillGraph();
    const jobs = Array.from({ length: 1_200 }, (_, i) => {
      const job = world.job();
      return toMatchJob({ id: `job-${String(i).padStart(5, '0')}`, ...job, experience_unit: 'years' as const });
    });
    const index = createJobIndex(jobs, graph);
    const prepared = jobs.map((job) => prepareJob(job));
    let matches = 0;
    for (let i = 0; i < 30; i += 1) {
      const candidate = prepareCandidate(toMatchCandidate(world.candidate(`Candidate ${i}`)), graph);
      const expected = new Map<string, number>();
      for (const job of prepared) {
        const score = scorePreparedValue(candidate, job, graph);
        if (score > 0.2) expected.set(job.job.id, score);
      }
      const found = new Map<string, number>();
      forEachJobAbove(index, candidate, 0.2, (job, score) => found.set(index.ids[job]!, score));
      expect(found).toEqual(expected);
      matches += expected.size;
    }
    // 760 for this seed; the comparison proves something only when most candidates find jobs.
    expect(matches).toBeGreaterThan(30 * 20);
  });
});
