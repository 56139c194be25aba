/**
 * POST /api/recruiter/stats/ (issue #13, decisions 0054 and 0055) on a world seeded by hand: every figure
 * below is counted from the rows inserted here, not read back from the code under test.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidateProfiles } from '../src/db/schema/candidates.ts';
import { jobs } from '../src/db/schema/jobs.ts';
import { candidateJobMarks, jobCandidateMatches } from '../src/db/schema/matching.ts';
import { candidatePokes } from '../src/db/schema/recruiter-candidates.ts';
import { rollUpStats } from '../src/modules/stats/stats.rollup.ts';
import { createCompany, createUser, recruiterCallers, ROLE_IDS, tokenOf, type RecruiterCallers } from './helpers/factories.ts';
import { createTestApp, json, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let callers: RecruiterCallers;
let otherCompanyRecruiter: string;
let otherCompanyId: string;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const ago = (ms: number) => new Date(Date.now() - ms);

beforeAll(async () => {
  // The world below is written by hand, match lists included, and rolled up by the test itself: the app's job
  // workers would recompute the lists of these jobs and candidates (they have no match records) and roll up
  // beside the test, at times that depend on the machine's load (seen: counts changed, and a deadlock with the
  // full rebuild's table swap on PostgreSQL).
  t = await createTestApp({ runWorkers: false });
  const db = t.database.db;
  callers = await recruiterCallers(t.app, 'Dunes Ltd', 'Quiet Ltd');
  otherCompanyId = await createCompany(t.app, 'Oasis Ltd');
  otherCompanyRecruiter = await tokenOf(t.app, { role_id: ROLE_IDS.recruiter, company_id: otherCompanyId, approval_status: 'APPROVED' });

  // Ten approved candidates who signed up and were approved 9 days ago (the previous week):
  // six Saudis (L1–L6), two Egyptians (F1, F2), one who did not say (U1), and D1, a Saudi matching nothing.
  const candidate = async (nationality: string | null) => {
    const user = await createUser(t.app, { approval_status: 'APPROVED', approval_decided_at: ago(9 * DAY), created_at: ago(9 * DAY) });
    await db.insert(candidateProfiles).values({ user_id: user.id, nationality, availability: ['online'] });
    return user.id;
  };
  const [L1, L2, L3, L4, L5, L6] = [await candidate('SA'), await candidate('SA'), await candidate('SA'), await candidate('SA'), await candidate('SA'), await candidate('SA')];
  const [F1, F2, U1, D1] = [await candidate('EG'), await candidate('EG'), await candidate(null), await candidate('SA')];

  const job = async (companyId: string, title: string, status: 'published' | 'draft', publishedAgo: number | null) => {
    const [row] = await db
      .insert(jobs)
      .values({
        company_id: companyId,
        job_title: title,
        sector: 'finance',
        job_type: 'full_time',
        description: 'A job of the seeded world.',
        status,
        public_key: randomBytes(8).toString('hex'),
        published_at: publishedAgo === null ? null : ago(publishedAgo),
      })
      .returning({ id: jobs.id });
    return row!.id;
  };
  const A1 = await job(callers.companyId, 'Accountant', 'published', 3 * DAY);
  const A2 = await job(callers.companyId, 'Auditor', 'published', 10 * DAY);
  const A3 = await job(callers.companyId, 'Draft job', 'draft', null);
  const B1 = await job(otherCompanyId, 'Oasis analyst', 'published', 2 * DAY);

  const match = (jobId: string, ids: string[], score: number) => db.insert(jobCandidateMatches).values(ids.map((candidate_id) => ({ job_id: jobId, candidate_id, score })));
  await match(A1, [L1, L2, L3, L4, L5, L6, F1, F2, U1], 0.5);
  await match(A1, [D1], 0.15);
  await match(A2, [L1, L2], 0.3);
  await match(A3, [L3], 0.9);
  await match(B1, [L1, L2, L3, L4, L5, L6, F1], 0.6);

  const poke = (companyId: string, jobId: string, candidateId: string, pokedAgo: number, answer: 'interested' | 'not_interested' | null, answeredAgo?: number) =>
    db.insert(candidatePokes).values({
      company_id: companyId,
      job_id: jobId,
      candidate_id: candidateId,
      poked_at: ago(pokedAgo),
      answer,
      answered_at: answeredAgo === undefined ? null : ago(answeredAgo),
    });
  await poke(callers.companyId, A1, L1, 2 * DAY, 'interested', 1 * DAY);
  await poke(callers.companyId, A1, L2, 2 * DAY, 'not_interested', 1 * DAY);
  await poke(callers.companyId, A1, F1, 2 * DAY, null);
  await poke(callers.companyId, A2, L3, 9 * DAY, 'interested', 8 * DAY);
  await poke(otherCompanyId, B1, L4, 1 * DAY, null);

  const apply = (jobId: string, candidateId: string, appliedAgo: number) => db.insert(candidateJobMarks).values({ job_id: jobId, candidate_id: candidateId, applied_at: ago(appliedAgo) });
  // A1 was published 72 hours ago; F2 applied first, 48 hours ago: 24 hours to the first application.
  await apply(A1, F2, 2 * DAY);
  for (const id of [L1, L2, L3, L4, L5]) await apply(A1, id, 1 * DAY);
  // A2 was published 10 days ago; L6 applied 8 days ago: 48 hours, in the previous week.
  await apply(A2, L6, 8 * DAY);
  await apply(B1, L6, 1 * DAY);

  await rollUpStats(db, 'SA', { fromDay: '2000-01-01' });
});
afterAll(async () => {
  await t.close();
});

const stats = (token: string, body: object = { range: 'weekly' }) => t.app.inject({ method: 'POST', url: '/api/recruiter/stats/', headers: { token }, payload: body });

describe('POST /api/recruiter/stats/', () => {
  it("gives a recruiter the company's week beside the previous one", async () => {
    const response = await stats(callers.recruiter);
    expect(response.statusCode).toBe(200);
    const { data } = json(response);
    expect(data.range).toBe('weekly');
    expect(data.figures).toEqual({
      open_jobs: { current: 2, previous: 1, change: 1 },
      new_matching_candidates: { current: 9, previous: 0, change: 9 },
      pokes_sent: { current: 3, previous: 1, change: 2 },
      pokes_answered: { current: 2, previous: 1, change: 1 },
      applications: { current: 6, previous: 1, change: 5 },
      hours_to_first_application: { current: 24, previous: 48, change: -24 },
    });
    expect(data.portal).toBeNull();
  });

  it('lists the top jobs, page 0 and 5 per page by default, with the pipeline matched → poked → interested → applied', async () => {
    const { data } = json(await stats(callers.recruiter));
    expect(data.top_jobs).toMatchObject({ page: 0, limit: 5, total: 2 });
    expect(data.top_jobs.results.map((job: { job_title: string; candidates: number; pipeline: object }) => [job.job_title, job.candidates, job.pipeline])).toEqual([
      ['Accountant', 9, { matched: 9, poked: 3, interested: 1, applied: 6 }],
      ['Auditor', 2, { matched: 2, poked: 1, interested: 1, applied: 1 }],
    ]);
    const second = json(await stats(callers.recruiter, { range: 'weekly', top_jobs_page: 1, top_jobs_limit: 1 })).data;
    expect(second.top_jobs.results.map((job: { job_title: string }) => job.job_title)).toEqual(['Auditor']);
  });

  it('splits locals, foreigners and unstated, and never shows a group of fewer than 5 exactly', async () => {
    const { data } = json(await stats(callers.recruiter));
    expect(data.nationality).toEqual({
      home_country: 'SA',
      // 6 Saudis, 2 Egyptians, 1 unstated match A1 or A2 (D1's 0.15 and the draft's match do not count).
      matching_candidates: { local: 6, foreign: 'fewer_than_5', unstated: 'fewer_than_5', total: 9 },
      // 5 locals and 1 foreigner applied this week: the 1 is hidden, and the 5 with it, or 6 − 5 would give it back.
      applications: { local: 'fewer_than_5', foreign: 'fewer_than_5', unstated: 0, total: 6 },
      // The approved pool: 7 Saudis (D1 too), 2 Egyptians, 1 unstated.
      portal_pool: { local: 7, foreign: 'fewer_than_5', unstated: 'fewer_than_5', total: 10 },
    });
  });

  it('counts the month: the previous week falls into it', async () => {
    const { data } = json(await stats(callers.recruiter, { range: 'monthly' }));
    expect(data.figures.applications).toEqual({ current: 7, previous: 0, change: 7 });
    expect(data.figures.pokes_sent).toEqual({ current: 4, previous: 0, change: 4 });
    expect(data.figures.open_jobs).toEqual({ current: 2, previous: 0, change: 2 });
  });

  it('gives a recruiter admin the portal as a whole as well', async () => {
    const { data } = json(await stats(callers.admin));
    expect(data.figures.applications).toEqual({ current: 6, previous: 1, change: 5 });
    expect(data.portal).toEqual({
      // Six accounts made now (the five of recruiterCallers and Oasis's recruiter), ten candidates 9 days ago.
      signups: { current: 6, previous: 10, change: -4 },
      approvals: { current: 0, previous: 10, change: -10 },
      // recruiterCallers' two recruiters, its unconfirmed recruiter and its candidate await a decision.
      approvals_pending: { count: 4, oldest_days: 0, median_days: 0 },
      companies: 3,
      open_jobs: 3,
      company_choices: [
        { id: callers.companyId, name: 'Dunes Ltd' },
        { id: otherCompanyId, name: 'Oasis Ltd' },
        { id: expect.any(String), name: 'Quiet Ltd' },
      ],
    });
  });

  it("shows another company's recruiter none of this company's numbers", async () => {
    const { data } = json(await stats(callers.otherRecruiter));
    expect(data.figures).toEqual({
      open_jobs: { current: 0, previous: 0, change: 0 },
      new_matching_candidates: { current: 0, previous: 0, change: 0 },
      pokes_sent: { current: 0, previous: 0, change: 0 },
      pokes_answered: { current: 0, previous: 0, change: 0 },
      applications: { current: 0, previous: 0, change: 0 },
      hours_to_first_application: { current: null, previous: null, change: null },
    });
    expect(data.top_jobs).toEqual({ page: 0, limit: 5, total: 0, results: [] });
    expect(data.nationality.matching_candidates).toEqual({ local: 0, foreign: 0, unstated: 0, total: 0 });
    // The portal's anonymous pool is the same for everyone.
    expect(data.nationality.portal_pool).toEqual({ local: 7, foreign: 'fewer_than_5', unstated: 'fewer_than_5', total: 10 });

    const oasis = json(await stats(otherCompanyRecruiter)).data;
    expect(oasis.figures.applications.current).toBe(1);
    expect(oasis.figures.pokes_sent.current).toBe(1);
    expect(oasis.top_jobs.results.map((job: { job_title: string }) => job.job_title)).toEqual(['Oasis analyst']);
  });

  it('refuses a candidate and an unconfirmed recruiter, and a range it does not know', async () => {
    expect((await stats(callers.candidate)).statusCode).toBe(403);
    expect((await stats(callers.pending)).statusCode).toBe(403);
    expect((await stats(callers.recruiter, { range: 'yearly' })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: '/api/recruiter/stats/', payload: { range: 'weekly' } })).statusCode).toBe(401);
  });

  it("filters by nationality: each figure of people is that group's, masked as the group's split shows it (decision 0094)", async () => {
    const small = 'fewer_than_5';
    const local = json(await stats(callers.recruiter, { range: 'weekly', nationality: 'local' })).data;
    expect(local.filters).toEqual({ nationality: 'local', company_id: null });
    expect(local.figures).toEqual({
      // Jobs have no nationality: the company's jobs' figures are the same as unfiltered.
      open_jobs: { current: 2, previous: 1, change: 1 },
      // The 9 first matched today: 6 locals, 2 foreigners, 1 unstated; the 6 are shown, as in the split.
      new_matching_candidates: { current: 6, previous: 0, change: 6 },
      // Pokes this week: L1, L2 (locals) and F1; last week L3. All small.
      pokes_sent: { current: small, previous: small, change: null },
      pokes_answered: { current: small, previous: small, change: null },
      // Applications this week: 5 locals beside 1 foreigner of 6. The split hides the 5 with the 1 (6 − 5 would
      // give it back), so the filter must hide them too; last week L6 alone.
      applications: { current: small, previous: small, change: null },
      hours_to_first_application: { current: 24, previous: 48, change: -24 },
    });
    const foreign = json(await stats(callers.recruiter, { range: 'weekly', nationality: 'foreign' })).data;
    expect(foreign.figures.applications).toEqual({ current: small, previous: 0, change: null });
    expect(foreign.figures.new_matching_candidates).toEqual({ current: small, previous: 0, change: null });
    const unstated = json(await stats(callers.recruiter, { range: 'weekly', nationality: 'unstated' })).data;
    expect(unstated.figures.applications).toEqual({ current: 0, previous: 0, change: 0 });
    expect(unstated.figures.pokes_sent).toEqual({ current: 0, previous: 0, change: 0 });
    // The splits beside the figures are the same filtered or not.
    expect(local.nationality).toEqual(json(await stats(callers.recruiter)).data.nationality);
  });

  it("filters the portal's sign-ups and approvals by nationality for a recruiter admin", async () => {
    const { data } = json(await stats(callers.admin, { range: 'weekly', nationality: 'local' }));
    // Last week's ten candidates: 7 locals (L1–L6, D1), 2 foreigners, 1 unstated; this week's accounts have no
    // nationality. The 7 are shown, as in the split (the two small groups hide each other).
    expect(data.portal.signups).toEqual({ current: 0, previous: 7, change: -7 });
    expect(data.portal.approvals).toEqual({ current: 0, previous: 7, change: -7 });
    const foreign = json(await stats(callers.admin, { range: 'weekly', nationality: 'foreign' })).data;
    expect(foreign.portal.signups).toEqual({ current: 0, previous: 'fewer_than_5', change: null });
  });

  it("lets a recruiter admin read another company's figures, and refuses a recruiter who asks for one", async () => {
    const oasis = json(await stats(callers.admin, { range: 'weekly', company_id: otherCompanyId })).data;
    expect(oasis.filters).toEqual({ nationality: null, company_id: otherCompanyId });
    expect(oasis.figures.applications).toEqual({ current: 1, previous: 0, change: 1 });
    expect(oasis.figures.pokes_sent).toEqual({ current: 1, previous: 0, change: 1 });
    expect(oasis.top_jobs.results.map((job: { job_title: string }) => job.job_title)).toEqual(['Oasis analyst']);
    // 7 match B1: 6 locals and F1; with the total shown, F1 alone hidden would be 7 − 6, so the 6 are hidden too.
    expect(oasis.nationality.matching_candidates).toEqual({ local: 'fewer_than_5', foreign: 'fewer_than_5', unstated: 0, total: 7 });

    const own = await stats(callers.recruiter, { range: 'weekly', company_id: callers.companyId });
    expect(own.statusCode).toBe(200);
    expect(json(own).data.figures.applications.current).toBe(6);
    expect((await stats(callers.recruiter, { range: 'weekly', company_id: otherCompanyId })).statusCode).toBe(403);
    expect((await stats(callers.recruiter, { range: 'weekly', nationality: 'martian' })).statusCode).toBe(400);
    expect((await stats(callers.recruiter, { range: 'weekly', company_id: 'not-a-uuid' })).statusCode).toBe(400);
  });

  it('rolls up again without counting twice', async () => {
    await rollUpStats(t.database.db, 'SA', { fromDay: '2000-01-01' });
    await rollUpStats(t.database.db, 'SA');
    const { data } = json(await stats(callers.recruiter));
    expect(data.figures.applications).toEqual({ current: 6, previous: 1, change: 5 });
    expect(data.figures.new_matching_candidates.current).toBe(9);
  });
});
