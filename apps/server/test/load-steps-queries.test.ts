/**
 * Issue #17, decision 0118: the statements the load test's busiest steps send to PostgreSQL, all of them (a
 * transaction's begin and commit, the callers' settle), counted at the driver. Each is a round trip that costs
 * the API process and the database CPU; a step that goes back to more fails here.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../src/db/seed/demo.ts';
import { CALLER_CHANGED_CHANNEL } from '../src/modules/accounts/caller-cache.ts';
import { createTestApp, json, type TestApp } from './helpers/test-app.ts';

interface Statement {
  text: string;
  values: unknown[];
  /** A prepared statement's name (db/prepared.ts): parsed once per connection. */
  name?: string | undefined;
}

let t: TestApp;
let counting = false;
const statements: Statement[] = [];
const query = pg.Client.prototype.query;
beforeAll(async () => {
  // Every statement of every connection of this process; the job queue's own (pgboss.*) are left out, as they run on their own clock.
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const config = args[0] as string | { text: string; values?: unknown[]; name?: string };
    const text = typeof config === 'string' ? config : config.text;
    const values = (Array.isArray(args[1]) ? args[1] : typeof config === 'string' ? [] : (config.values ?? [])) as unknown[];
    if (counting && !text.includes('pgboss.')) statements.push({ text, values, name: typeof config === 'string' ? undefined : config.name });
    return (query as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof query;
  t = await createTestApp({ runWorkers: false });
  await seedDemo(t.database.db);
  await t.app.ctx.matching.recomputeAll();
});
afterAll(async () => {
  pg.Client.prototype.query = query;
  await t.close();
});

/** The statements one call sends, and its answer. */
async function counted(request: { method: 'GET' | 'POST' | 'PATCH'; url: string; token?: string; payload?: object }) {
  statements.length = 0;
  counting = true;
  try {
    const response = await t.app.inject({ method: request.method, url: request.url, headers: request.token ? { token: request.token } : {}, ...(request.payload ? { payload: request.payload } : {}) });
    expect(response.statusCode).toBe(200);
    return { statements: [...statements], data: json(response).data };
  } finally {
    counting = false;
  }
}

const settles = (list: Statement[]) => list.filter(({ text, values }) => /pg_notify/.test(text) && values[0] === CALLER_CHANGED_CHANNEL);

describe("the load test's steps", () => {
  let token: string;
  let jobId: string;

  it('sign-in: eleven statements, the session and its refresh token in one, and no settle', async () => {
    const login = await counted({ method: 'POST', url: '/api/user/auth/login-user/', payload: { email: 'sara@masar.demo', password: 'Masar#Sara26' } });
    token = login.data.token;
    expect(login.statements.map(({ text }) => text.trim().split(/\s+/)[0]!.toLowerCase())).toEqual([
      'insert', // the address's sign-ins counted
      'select', // its failures on this account
      'select', // the account
      'select', // a session from this address before
      'select', // the account's delay (no session from this address yet)
      'delete', // the account's failures forgotten, from every address
      'begin',
      'insert', // the audit row
      'with', // the session and its refresh token
      'select', // the user as the answer shows it
      'commit',
    ]);
    expect(settles(login.statements)).toEqual([]);
  });

  it('the first call with the new token: its caller in one query, then none', async () => {
    expect((await counted({ method: 'GET', url: '/api/user/', token })).statements).toHaveLength(1);
    expect((await counted({ method: 'GET', url: '/api/user/', token })).statements).toHaveLength(0);
  });

  it('skill gap, a POST that only reads: its two queries and no settle', async () => {
    const list = await counted({ method: 'GET', url: '/api/candidate/matching-jobs?limit=5', token });
    jobId = list.data.results[0].jid;
    const gap = await counted({ method: 'POST', url: '/api/candidate/skill-gap/', token, payload: { job_id: jobId } });
    expect(gap.data.job_id).toBe(jobId);
    expect(gap.statements).toHaveLength(2);
    expect(settles(gap.statements)).toEqual([]);
  });

  it("the candidate's pages send their hottest reads as prepared statements, by name (decision 0125)", async () => {
    const names = (list: Statement[]) => list.map((statement) => statement.name);
    expect(names((await counted({ method: 'GET', url: '/api/user/notifications/count/', token })).statements)).toEqual(['notifications_unread_count']);
    expect(names((await counted({ method: 'GET', url: '/api/user/profile/', token })).statements)).toContain('candidate_profile_of_user');
    // The list: its page of the stored list, then those jobs with their marks (by name); nothing re-read.
    const list = await counted({ method: 'GET', url: '/api/candidate/matching-jobs?page=0&limit=12', token });
    expect(names(list.statements)).toEqual([undefined, 'published_job_records_marked']);
    expect(list.data.results.length).toBeGreaterThan(1);
    const gap = await counted({ method: 'POST', url: '/api/candidate/skill-gap/', token, payload: { job_id: list.data.results[1].jid } });
    expect(names(gap.statements).sort()).toEqual(['pool_profile_versioned', 'published_job_records_marked']);
  });

  it('a profile edit reads the profile once, answers the row it saved, and settles', async () => {
    const summary = 'Looking for my next role (queries test).';
    const edit = await counted({ method: 'PATCH', url: '/api/user/edit-details/', token, payload: { summary } });
    expect(edit.data.upload_response.summary).toBe(summary);
    expect(edit.statements.filter(({ text }) => /from "candidate_profiles"/.test(text))).toHaveLength(1);
    expect(settles(edit.statements)).toHaveLength(1);
    // What it answered is what is read afterwards.
    expect((await counted({ method: 'GET', url: '/api/user/profile/', token })).data).toEqual(edit.data);
  });

  it("a recruiter's dashboard lists and figures, POSTs that only read: no settle", async () => {
    const recruiter = await counted({ method: 'POST', url: '/api/user/auth/login-user/', payload: { email: 'recruiter@masar.demo', password: 'Masar#Hire26' } });
    const rt = recruiter.data.token;
    const stats = await counted({ method: 'POST', url: '/api/recruiter/stats/', token: rt, payload: { range: 'weekly' } });
    const jobs = await counted({ method: 'POST', url: '/api/recruiter/jobs/', token: rt, payload: { page: 0, limit_per_page: 10 } });
    const candidateJobs = await counted({ method: 'POST', url: '/api/candidate/jobs/', token, payload: { page: 0, limit: 5 } });
    expect(jobs.data.results.length).toBeGreaterThan(0);
    for (const call of [stats, jobs, candidateJobs]) expect(settles(call.statements)).toEqual([]);
  });
});
