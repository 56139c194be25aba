/**
 * Issue #17: the candidate's lists cost a fixed, small number of queries whatever the page size — the stored
 * list, its jobs with their skills and marks — and the caller comes from memory. A page that goes back to a
 * query per job (or per job's skills or marks) fails here.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../src/db/seed/demo.ts';
import { logIn } from './helpers/factories.ts';
import { createTestApp, json, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let token: string;
const queries: string[] = [];
beforeAll(async () => {
  t = await createTestApp({ runWorkers: false, onQuery: (query) => queries.push(query) });
  await seedDemo(t.database.db);
  await t.app.ctx.matching.recomputeAll();
  token = (await logIn(t.app, 'sara@masar.demo', 'Masar#Sara26')).token;
  // The caller is read once here; every call below finds it in memory.
  expect((await t.app.inject({ method: 'GET', url: '/api/user/', headers: { token } })).statusCode).toBe(200);
});
afterAll(async () => {
  await t.close();
});

/** The queries one call sends, and its answer. */
async function counted(request: { method: 'GET' | 'POST'; url: string; payload?: object }) {
  queries.length = 0;
  const response = await t.app.inject({ ...request, headers: { token } });
  expect(response.statusCode).toBe(200);
  return { queries: [...queries], data: json(response).data };
}

describe('queries per call', () => {
  it('GET matching-jobs: two, for one job or twenty', async () => {
    const one = await counted({ method: 'GET', url: '/api/candidate/matching-jobs?limit=1' });
    const twenty = await counted({ method: 'GET', url: '/api/candidate/matching-jobs?limit=20' });
    expect(one.data.results).toHaveLength(1);
    expect(twenty.data.results.length).toBeGreaterThan(1);
    expect(twenty.data.results[0].job_match.length + twenty.data.results[0].job_gap.length).toBeGreaterThan(0);
    expect(one.queries).toHaveLength(2);
    expect(twenty.queries).toHaveLength(2);
  });

  it('POST skill-gap/: two', async () => {
    const list = await counted({ method: 'GET', url: '/api/candidate/matching-jobs?limit=1' });
    const gap = await counted({ method: 'POST', url: '/api/candidate/skill-gap/', payload: { job_id: list.data.results[0].jid } });
    expect(gap.data.job_id).toBe(list.data.results[0].jid);
    expect(gap.queries).toHaveLength(2);
  });

  it("POST jobs/ (the candidate's job list): one, for one job or twenty", async () => {
    const one = await counted({ method: 'POST', url: '/api/candidate/jobs/', payload: { page: 0, limit: 1 } });
    const twenty = await counted({ method: 'POST', url: '/api/candidate/jobs/', payload: { page: 0, limit: 20 } });
    expect(one.data.results).toHaveLength(1);
    expect(twenty.data.results.length).toBeGreaterThan(1);
    expect(twenty.data.total).toBe(one.data.total);
    expect(twenty.data.results[0].skills.length).toBeGreaterThan(0);
    expect(one.queries).toHaveLength(1);
    expect(twenty.queries).toHaveLength(1);
  });

  it('POST jobs/ past the last page still counts every job', async () => {
    const first = await counted({ method: 'POST', url: '/api/candidate/jobs/', payload: { page: 0, limit: 20 } });
    const past = await counted({ method: 'POST', url: '/api/candidate/jobs/', payload: { page: 50, limit: 20 } });
    expect(past.data.results).toEqual([]);
    expect(past.data.total).toBe(first.data.total);
  });
});
