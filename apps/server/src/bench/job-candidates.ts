/**
 * A job's candidates page at scale (issue #12): a pool of synthetic candidates, each job's stored list
 * (JOB_LIST_SIZE candidates above 0.2) bulk-inserted into job_candidate_matches as matching would leave it, a
 * few applicants below the list per job, then POST search-candidates/ timed as the company's recruiter calls
 * it: authentication, ownership, the list, the candidates' rows, the page explained with the engine.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { App } from '../app.ts';
import { hashPassword } from '../lib/passwords.ts';
import { JOB_LIST_SIZE } from '../modules/matching/matching.service.ts';
import { BENCH_PASSWORD, loadWorld, sample, timeConcurrently, type Timing } from './matching-scale.ts';
import { rowsOf } from '../db/rows.ts';

export interface JobCandidatesBenchOptions {
  candidates: number;
  jobs: number;
  /** Timed requests. */
  samples?: number;
  /** Applicants per job below the stored list (scored when the page is read). */
  applicants?: number;
  /** Requests in flight at once (1: one after the other). */
  connections?: number;
  log?: (line: string) => void;
}

export interface JobCandidatesBenchResult {
  candidates: number;
  jobs: number;
  listRows: number;
  loadSeconds: number;
  firstPage: Timing;
  filtered: Timing;
  /** GET /api/user/ by the same callers: the session check alone, to read the others against on a busy machine. */
  baseline: Timing;
}

/** Deterministic pseudo-random numbers, so runs compare. */
function generator(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

export async function benchmarkJobCandidates(
  app: App,
  options: JobCandidatesBenchOptions,
): Promise<JobCandidatesBenchResult> {
  const { db } = app.ctx;
  const samples = options.samples ?? 200;
  const applicants = options.applicants ?? 5;
  const started = performance.now();
  const { candidateIds, jobIds } = await loadWorld(db, {
    candidates: options.candidates,
    jobs: options.jobs,
    log: options.log,
  });

  const random = generator(23);
  const matches: Array<{ j: string; c: string; s: number }> = [];
  const marks: Array<{ j: string; c: string }> = [];
  for (const jobId of jobIds) {
    const chosen = new Set<string>();
    while (chosen.size < JOB_LIST_SIZE + applicants)
      chosen.add(candidateIds[Math.floor(random() * candidateIds.length)]!);
    const [listed, applied] = [[...chosen].slice(0, JOB_LIST_SIZE), [...chosen].slice(JOB_LIST_SIZE)];
    for (const candidateId of listed)
      matches.push({ j: jobId, c: candidateId, s: Math.round((0.21 + random() * 0.78) * 10_000) / 10_000 });
    for (const candidateId of applied) marks.push({ j: jobId, c: candidateId });
  }
  for (let i = 0; i < matches.length; i += 5_000) {
    await db.execute(sql`
      insert into job_candidate_matches (job_id, candidate_id, score)
      select r.j, r.c, r.s from jsonb_to_recordset(${JSON.stringify(matches.slice(i, i + 5_000))}::jsonb) as r(j uuid, c uuid, s real)`);
  }
  await db.execute(sql`
    insert into candidate_job_marks (candidate_id, job_id, applied_at)
    select r.c, r.j, now() from jsonb_to_recordset(${JSON.stringify(marks)}::jsonb) as r(j uuid, c uuid)`);
  await db.execute(sql`analyze job_candidate_matches, candidate_job_marks, users, candidate_profiles`);
  const loadSeconds = Math.round(((performance.now() - started) / 1000) * 10) / 10;

  // One recruiter per company, each timing its own company's jobs.
  const companies = rowsOf<{ id: string; jobs: string[] | null }>(
    await db.execute(
      sql`select id::text, (select array_agg(j.id::text) from jobs j where j.company_id = c.id) as jobs from companies c`,
    ),
  );
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  const callers: Array<{ token: string; jobId: string }> = [];
  for (const [i, company] of companies.entries()) {
    if (!company.jobs?.length) continue;
    const email = `bench-recruiter-${i}@masar.bench`;
    await db.execute(sql`
      insert into users (id, first_name, last_name, email, password_hash, role_id, company_id, is_email_confirmed, is_onboarding_completed,
        is_account_confirmed, approval_status, accepted_terms)
      values (${randomUUID()}, 'Bench', 'Recruiter', ${email}, ${passwordHash}, (select id from roles where role_name = 'recruiter'), ${company.id},
        true, true, true, 'APPROVED', true)`);
    const login = await app.inject({
      method: 'POST',
      url: '/api/user/auth/login-user/',
      payload: { email, password: BENCH_PASSWORD },
      remoteAddress: `10.251.${i >> 8}.${i & 255}`,
    });
    const token = login.json<{ data: { token: string } }>().data.token;
    for (const jobId of company.jobs) callers.push({ token, jobId });
  }

  const search = (body: object) => async (caller: { token: string; jobId: string }) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/recruiter/search-candidates/',
      headers: { token: caller.token },
      payload: { job_ids: [caller.jobId], page: 0, limit: 10, ...body },
    });
    if (response.statusCode !== 200)
      throw new Error(`search-candidates answered ${response.statusCode}: ${response.body}`);
  };
  const timed = sample(callers, samples, 29);
  options.log?.('  job candidates pages…');
  for (const caller of timed.slice(0, 5)) await search({})(caller);
  const connections = options.connections ?? 1;
  const firstPage = await timeConcurrently(timed, search({}), connections);
  const filtered = await timeConcurrently(timed, search({ min_score: 0.5 }), connections);
  const baseline = await timeConcurrently(
    timed,
    async (caller) => {
      await app.inject({ method: 'GET', url: '/api/user/', headers: { token: caller.token } });
    },
    connections,
  );
  return {
    baseline,
    candidates: options.candidates,
    jobs: options.jobs,
    listRows: matches.length,
    loadSeconds,
    firstPage,
    filtered,
  };
}
