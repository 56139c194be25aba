import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCatalogue } from '@masar/catalog/catalogue';
import { scoreMatch } from '@masar/engines/matching/score-match';
import { jobs } from '../src/db/schema/jobs.ts';
import { users } from '../src/db/schema/accounts.ts';
import { seedDemo } from '../src/db/seed/demo.ts';
import { skillGraph, toMatchCandidate, toMatchJob } from '../src/modules/matching/match-inputs.ts';
import { findPoolProfile, loadJobsForMatching, topJobCandidates } from '../src/modules/matching/matching.repository.ts';
import { insertJob } from '../src/modules/jobs/jobs.repository.ts';
import { createUser, logIn, ROLE_IDS } from './helpers/factories.ts';
import { createTestApp, json, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let sara: { token: string; userId: string };
let daniel: { token: string; userId: string };
let recruiterToken: string;
const SOFTWARE_DEVELOPERS = 'occ:15-1252.00';

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.database.db);
  await t.app.ctx.matching.recomputeAll();
  sara = await logIn(t.app, 'sara@masar.demo', 'Masar#Sara26');
  daniel = await logIn(t.app, 'daniel@masar.demo', 'Masar#Dan26');
  recruiterToken = (await logIn(t.app, 'recruiter@masar.demo', 'Masar#Hire26')).token;
});
afterAll(async () => {
  await t.close();
});

const matchingJobs = (token: string, query = '', lang = 'en') =>
  t.app.inject({ method: 'GET', url: `/api/candidate/matching-jobs?${query}`, headers: { token, lang } });
const post = (url: string, token: string, payload: object, lang = 'en') =>
  t.app.inject({ method: 'POST', url: `/api/candidate/${url}`, headers: { token, lang }, payload });

interface ListedJob {
  jid: string;
  job_title: string;
  matching_score: number;
  job_match: Array<{ id: string; name: string }>;
  job_gap: Array<{ id: string; name: string; required: boolean; via: string | null }>;
  reasons: string[];
  is_favorite: boolean;
  is_dismissed: boolean;
}

describe("the candidate's matching jobs", () => {
  it('lists the best jobs first, each above 0.2, explained, with when they were computed', async () => {
    const response = await matchingJobs(sara.token, 'page=0&limit=5');
    expect(response.statusCode).toBe(200);
    const { data } = json(response);
    expect(data.total).toBeGreaterThan(5);
    expect(data.results).toHaveLength(5);
    expect(data.pagination).toEqual({ page: 0, limit: 5 });
    expect(data.updated_at).toEqual(expect.any(String));
    const results: ListedJob[] = data.results;
    const scores = results.map((job) => job.matching_score);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    for (const job of results) {
      expect(job.matching_score).toBeGreaterThan(0.2);
      expect(job.reasons.length).toBeGreaterThan(0);
      expect(job.job_match.length + job.job_gap.length).toBeGreaterThan(0);
    }
    // Sara is a data engineer: her best match is a data or software job, and she holds some of its skills.
    expect(results[0]!.job_title).toMatch(/data|software|database|computer/i);
    expect(results[0]!.job_match.length).toBeGreaterThan(0);
  });

  it('pages on, and finds a title trimmed and lower-cased', async () => {
    const first: ListedJob[] = json(await matchingJobs(sara.token, 'page=0&limit=3')).data.results;
    const second: ListedJob[] = json(await matchingJobs(sara.token, 'page=1&limit=3')).data.results;
    expect(second.map((job) => job.jid)).not.toContain(first[0]!.jid);
    const title = first[0]!.job_title;
    const { data } = json(await matchingJobs(sara.token, `job_title=${encodeURIComponent(`  ${title.toUpperCase()} `)}`));
    expect(data.searched_title).toBe(title.toLowerCase());
    expect(data.results.map((job: ListedJob) => job.job_title)).toContain(title);
    // The plural of a title finds it too.
    const plural = json(await matchingJobs(sara.token, `job_title=${encodeURIComponent(`${title}s`)}`)).data;
    expect(plural.results.map((job: ListedJob) => job.job_title)).toContain(title);
  });

  it('stores exactly the score the engine gives the pair', async () => {
    const listed: ListedJob[] = json(await matchingJobs(daniel.token, 'limit=10')).data.results;
    const profile = await findPoolProfile(t.database.db, daniel.userId);
    const stored = await loadJobsForMatching(t.database.db, listed.map((job) => job.jid));
    for (const job of stored) {
      const expected = scoreMatch(toMatchCandidate(profile!), toMatchJob(job), skillGraph()).matching_score;
      expect(listed.find((entry) => entry.jid === job.id)!.matching_score).toBe(expected);
    }
    // Daniel is a nurse: nursing or healthcare first (the demo's nursing jobs are posted in English and in Arabic).
    expect(listed[0]!.job_title).toMatch(/nurs|health|medical|patient|care|ممرض|تمريض/i);
  });

  it('speaks Arabic when asked', async () => {
    const results: ListedJob[] = json(await matchingJobs(sara.token, 'limit=3', 'ar')).data.results;
    expect(results[0]!.reasons.join(' ')).toMatch(/[\u0600-\u06FF]/);
    // The job's own skill list (its chips) names the catalogue's skills in Arabic too, as the match does (issue #9).
    const skills = (results[0] as unknown as { skills: Array<{ id: string; name: string }> }).skills;
    expect(skills.map((skill) => skill.name)).toEqual(skills.map((skill) => loadCatalogue().skillsById.get(skill.id)?.name.ar ?? skill.name));
    expect(skills.some((skill) => /[\u0600-\u06FF]/.test(skill.name))).toBe(true);
  });

  it.each([
    ['page=-1', 'page', 'Page must be 0 or more'],
    ['limit=0', 'limit', 'Limit must be from 1 to 100'],
    ['limit=101', 'limit', 'Limit must be from 1 to 100'],
    ['limit=ten', 'limit', 'Invalid value'],
    ['candidate_id=42', 'candidate_id', 'Invalid value'],
    ['unknown=1', 'unknown', 'Unknown field'],
  ])('refuses bad paging %s', async (query, path, message) => {
    const response = await matchingJobs(sara.token, query);
    expect(response.statusCode).toBe(400);
    expect(json(response).errors).toContainEqual({ path, message });
  });

  it("refuses another candidate's id, recruiters, unapproved candidates and strangers", async () => {
    const other = await matchingJobs(sara.token, `candidate_id=${daniel.userId}`);
    // Another candidate's matches answer as if there were no such candidate (decision 0020).
    expect(other.statusCode).toBe(404);
    expect(json(other).message).toBe('User not found');
    expect(json(await matchingJobs(sara.token, `candidate_id=${sara.userId}&limit=1`)).data.results).toHaveLength(1);
    const recruiter = await matchingJobs(recruiterToken);
    expect(recruiter.statusCode).toBe(403);
    expect(json(recruiter).message).toBe('Only candidates can do this');
    const pending = await createUser(t.app, { is_account_confirmed: false });
    expect((await matchingJobs((await logIn(t.app, pending.email)).token)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/candidate/matching-jobs' })).statusCode).toBe(401);
  });

  it('computes a first list at once for an approved candidate who has none yet', async () => {
    const newcomer = await createUser(t.app, { role_id: ROLE_IDS.individual });
    const { token } = await logIn(t.app, newcomer.email);
    await t.app.inject({
      method: 'PATCH',
      url: '/api/user/edit-details/',
      headers: { token },
      payload: {
        work_history: [{ job_title: 'Registered Nurse', organization: 'City Hospital', start: '2018-01', end: null, currently_working: true, details: '' }],
        skills: ['Patient Care', 'Wound Care', 'Triage'],
      },
    });
    const { data } = json(await matchingJobs(token, 'limit=3'));
    expect(data.updated_at).toEqual(expect.any(String));
    expect(data.results.length).toBeGreaterThan(0);
  });
});

describe('one job: skill gap, courses, career path', () => {
  let jobId: string;
  beforeAll(async () => {
    jobId = json(await matchingJobs(sara.token, 'limit=1')).data.results[0].jid;
  });

  it('answers the skill gap of a job with the spec’s fields, and the score the list shows', async () => {
    const listed: ListedJob = json(await matchingJobs(sara.token, 'limit=1')).data.results[0];
    const { data } = json(await post('skill-gap/', sara.token, { job_id: jobId }));
    expect(data).toMatchObject({ job_id: jobId, score: listed.matching_score, is_favorite: false, is_applied: false, is_dismissed: false });
    expect(data.matching_data.matched).toEqual(listed.job_match);
    expect(data.matching_data.gap).toEqual(listed.job_gap);
    expect(Object.keys(data.components).sort()).toEqual(['education', 'experience', 'interest', 'skills', 'title']);
  });

  it("says 'Job not exist' for an unknown or malformed job", async () => {
    const unknown = await post('skill-gap/', sara.token, { job_id: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown).message).toBe('Job not exist');
    const malformed = await post('skill-gap/', sara.token, { job_id: 'nope' });
    expect(malformed.statusCode).toBe(400);
    expect(json(malformed).errors).toContainEqual({ path: 'job_id', message: 'Job not exist' });
  });

  it('groups courses for the gaps by category, categories by their total score, descending', async () => {
    const gap: ListedJob['job_gap'] = json(await post('skill-gap/', sara.token, { job_id: jobId })).data.matching_data.gap;
    const { data } = json(await post('upskill-courses/', sara.token, { job_id: jobId }));
    expect(data.job_id).toBe(jobId);
    const totals = data.categories.map((category: { score: number }) => category.score);
    expect([...totals].sort((a: number, b: number) => b - a)).toEqual(totals);
    const gapIds = new Set(gap.map((skill) => skill.id));
    for (const category of data.categories) {
      expect(category.courses.length).toBeGreaterThan(0);
      const sum = category.courses.reduce((total: number, course: { score: number }) => total + course.score, 0);
      expect(category.score).toBeCloseTo(sum, 3);
      for (const course of category.courses) for (const skill of course.skills) expect(gapIds.has(skill.id)).toBe(true);
    }
    const covered = new Set(data.categories.flatMap((c: { courses: { skills: { id: string }[] }[] }) => c.courses.flatMap((course) => course.skills.map((s) => s.id))));
    for (const skill of data.uncovered) expect(covered.has(skill.id)).toBe(false);
  });

  it('recommends courses for the candidate as a whole without a job', async () => {
    const { data } = json(await post('upskill-courses/', daniel.token, {}));
    expect(data.job_id).toBeNull();
    expect(data.categories.length).toBeGreaterThan(0);
  });

  it('shows three next roles from where the candidate is, each with what it takes', async () => {
    const response = await post('career-path/', daniel.token, { uid: daniel.userId, n: 3 });
    expect(response.statusCode).toBe(200);
    const { data } = json(response);
    expect(data.current).toMatchObject({ id: expect.stringMatching(/^occ:/), title: expect.any(String) });
    expect(data.steps).toHaveLength(3);
    for (const step of data.steps) {
      expect(step.occupation.job_zone).toBeGreaterThanOrEqual(data.current.job_zone);
      expect(step.skills_to_gain.length + step.skills_held.length).toBeGreaterThan(0);
      expect(step.typical_experience_years).toEqual({ min: expect.any(Number), max: expect.any(Number) });
    }
    const arabic = json(await post('career-path/', daniel.token, { uid: daniel.userId }, 'ar')).data;
    expect(arabic.steps).toHaveLength(3);
    expect(arabic.current.title).toMatch(/[\u0600-\u06FF]/);
  });

  it("refuses another candidate's career path and a bad count", async () => {
    expect((await post('career-path/', sara.token, { uid: daniel.userId })).statusCode).toBe(404);
    expect((await post('career-path/', sara.token, { uid: sara.userId, n: 0 })).statusCode).toBe(400);
    expect((await post('career-path/', recruiterToken, { uid: sara.userId })).statusCode).toBe(403);
  });

  it("shows a career's skills held and missing, must-haves marked, and courses for the gaps, in both languages", async () => {
    const { data } = json(await post('career-gap/', sara.token, { occupation_id: SOFTWARE_DEVELOPERS }));
    const profile = json(await t.app.inject({ method: 'GET', url: `/api/recruiter/post-job/standard/${SOFTWARE_DEVELOPERS}`, headers: { token: recruiterToken } })).data;
    expect(data.occupation).toMatchObject({ id: SOFTWARE_DEVELOPERS, title: profile.title });
    // Every core skill is either held or missing, with the catalogue's importance and must-have.
    const listed = [...data.skills_held, ...data.skills_missing].map(({ id, importance, required }) => ({ id, importance, required }));
    expect(listed.sort((a, b) => a.id.localeCompare(b.id))).toEqual(
      profile.skills.map(({ id, importance, required }: { id: string; importance: number; required: boolean }) => ({ id, importance, required })).sort((a: { id: string }, b: { id: string }) => a.id.localeCompare(b.id)),
    );
    expect(data.skills_held.length).toBeGreaterThan(0);
    expect(data.skills_missing.length).toBeGreaterThan(0);
    // Courses teach only the missing skills, and every missing skill is taught or said to be uncovered.
    const missing = new Set(data.skills_missing.map((skill: { id: string }) => skill.id));
    const taught = data.courses.categories.flatMap((category: { courses: Array<{ skills: Array<{ id: string }> }> }) => category.courses.flatMap((course) => course.skills.map((skill) => skill.id)));
    expect(taught.length).toBeGreaterThan(0);
    for (const id of taught) expect(missing.has(id)).toBe(true);
    for (const { id } of data.courses.uncovered) expect(missing.has(id)).toBe(true);
    const arabic = json(await post('career-gap/', sara.token, { occupation_id: SOFTWARE_DEVELOPERS }, 'ar')).data;
    expect(arabic.occupation.title).toMatch(/[\u0600-\u06FF]/);
    expect(arabic.skills_missing.map((skill: { id: string }) => skill.id)).toEqual(data.skills_missing.map((skill: { id: string }) => skill.id));
  });

  it("answers 'Standard job profile not found' for an unknown or malformed career, and refuses recruiters", async () => {
    for (const occupation_id of ['occ:99-9999.99', '']) {
      const response = await post('career-gap/', sara.token, { occupation_id });
      expect(response.statusCode).toBe(occupation_id ? 404 : 400);
      expect(json(response).message).toBe('Standard job profile not found');
    }
    expect((await post('career-gap/', recruiterToken, { occupation_id: SOFTWARE_DEVELOPERS })).statusCode).toBe(403);
  });
});

describe('saving, applying and dismissing', () => {
  it('saves a job, reports it saved, lists it among the saved, and unsaves it', async () => {
    const job: ListedJob = json(await matchingJobs(daniel.token, 'limit=1')).data.results[0];
    const saved = await post('job/save', daniel.token, { job_id: job.jid });
    expect(saved.statusCode).toBe(200);
    expect(json(saved)).toMatchObject({ data: { job_id: job.jid, is_favorite: true }, message: 'Job saved' });
    const status = json(await post('favorite-jobs/', daniel.token, { job_ids: [job.jid] })).data.favorites;
    expect(status).toEqual([{ job_id: job.jid, is_favorite: true }]);
    const listed = json(await matchingJobs(daniel.token, 'limit=1')).data.results[0];
    expect(listed.is_favorite).toBe(true);
    const favorites = json(await matchingJobs(daniel.token, 'favorites_only=true')).data;
    expect(favorites.results.map((entry: ListedJob) => entry.jid)).toEqual([job.jid]);
    expect(json(await post('job/unsave', daniel.token, { job_id: job.jid })).data.is_favorite).toBe(false);
    expect(json(await matchingJobs(daniel.token, 'favorites_only=true')).data.total).toBe(0);
  });

  it('applies once, and hides a dismissed job from the matches until it is brought back', async () => {
    const [first, second]: ListedJob[] = json(await matchingJobs(daniel.token, 'limit=2')).data.results;
    const applied = json(await post('job/apply', daniel.token, { job_id: first!.jid }, 'ar'));
    expect(applied).toMatchObject({ data: { is_applied: true }, message: 'أُرسل طلبك' });
    expect(json(await post('skill-gap/', daniel.token, { job_id: first!.jid })).data).toMatchObject({ is_applied: true, is_dismissed: false });
    const before = json(await matchingJobs(daniel.token, 'limit=100')).data.total;
    expect(json(await post('job/dismiss', daniel.token, { job_id: second!.jid })).data.is_dismissed).toBe(true);
    const after = json(await matchingJobs(daniel.token, 'limit=100')).data;
    expect(after.total).toBe(before - 1);
    expect(after.results.map((job: ListedJob) => job.jid)).not.toContain(second!.jid);
    await post('job/undismiss', daniel.token, { job_id: second!.jid });
    expect(json(await matchingJobs(daniel.token, 'limit=100')).data.total).toBe(before);
  });

  it('refuses an unknown action, an unknown job, too many ids and recruiters', async () => {
    expect((await post('job/share', daniel.token, { job_id: '00000000-0000-4000-8000-000000000000' })).statusCode).toBe(400);
    const unknown = await post('job/save', daniel.token, { job_id: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown).message).toBe('Job not exist');
    const ids = Array.from({ length: 101 }, () => '00000000-0000-4000-8000-000000000000');
    expect((await post('favorite-jobs/', daniel.token, { job_ids: ids })).statusCode).toBe(400);
    expect((await post('favorite-jobs/', recruiterToken, { job_ids: [] })).statusCode).toBe(403);
  });
});

describe('who may call the candidate matching endpoints', () => {
  const JOB = '00000000-0000-4000-8000-000000000000';
  const calls = (uid: string) =>
    [
      ['GET', '/api/candidate/matching-jobs', undefined],
      ['POST', '/api/candidate/skill-gap/', { job_id: JOB }],
      ['POST', '/api/candidate/upskill-courses/', {}],
      ['POST', '/api/candidate/career-path/', { uid }],
      ['POST', '/api/candidate/career-gap/', { occupation_id: 'occ:15-1252.00' }],
      ['POST', '/api/candidate/favorite-jobs/', { job_ids: [JOB] }],
      ['POST', '/api/candidate/job/save', { job_id: JOB }],
    ] as const;

  it.each([
    ['recruiter admin', ROLE_IDS['recruiter admin']],
    ['recruiter', ROLE_IDS.recruiter],
    ['talent manager', ROLE_IDS['talent manager']],
  ])('refuses a %s on every one of them', async (_role, roleId) => {
    const user = await createUser(t.app, { role_id: roleId });
    const { token, userId } = await logIn(t.app, user.email);
    for (const [method, url, payload] of calls(userId)) {
      const response = await t.app.inject({ method, url, headers: { token }, ...(payload ? { payload } : {}) });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(json(response).message).toBe('Only candidates can do this');
    }
  });

  it('asks anyone signed out to log in', async () => {
    for (const [method, url, payload] of calls(sara.userId)) {
      const response = await t.app.inject({ method, url, ...(payload ? { payload } : {}) });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });
});

describe('keeping matches up to date', () => {
  it('recomputes a candidate after a profile change, and puts them in the jobs’ lists', async () => {
    const newcomer = await createUser(t.app, { role_id: ROLE_IDS.individual });
    const { token, userId } = await logIn(t.app, newcomer.email);
    const edit = (job_title: string, skills: string[]) =>
      t.app.inject({
        method: 'PATCH',
        url: '/api/user/edit-details/',
        headers: { token },
        payload: { work_history: [{ job_title, organization: 'Acme', start: '2015-01', end: null, currently_working: true, details: '' }], skills },
      });
    await edit('Registered Nurse', ['Patient Care', 'Wound Care', 'Triage', 'Infection Control']);
    await t.app.ctx.matching.refreshCandidate(userId);
    const nursing: ListedJob = json(await matchingJobs(token, 'limit=1')).data.results[0];
    expect(nursing.job_title).toMatch(/nurs|health|medical|patient|care/i);
    const inJobList = await topJobCandidates(t.database.db, nursing.jid, 100);
    expect(inJobList.map((entry) => entry.id)).toContain(userId);

    await edit('Senior Data Engineer', ['Python', 'SQL', 'Apache Spark', 'ETL', 'Data Analysis']);
    await t.app.ctx.matching.refreshCandidate(userId);
    const data: ListedJob = json(await matchingJobs(token, 'limit=1')).data.results[0];
    expect(data.job_title).toMatch(/data|software|database|computer/i);
    // No longer a nurse: gone from the nursing job's list unless still above its floor.
    const nursingScore = (await topJobCandidates(t.database.db, nursing.jid, 100)).find((entry) => entry.id === userId)?.score;
    expect(nursingScore === undefined || nursingScore < nursing.matching_score).toBe(true);
  });

  it('takes a withdrawn job out of every list, and puts it back when published again', async () => {
    const job: ListedJob = json(await matchingJobs(sara.token, 'limit=1')).data.results[0];
    await t.database.db.update(jobs).set({ status: 'draft', updated_at: new Date() }).where(eq(jobs.id, job.jid));
    await t.app.ctx.matching.sweep();
    expect(json(await matchingJobs(sara.token, 'limit=100')).data.results.map((entry: ListedJob) => entry.jid)).not.toContain(job.jid);
    expect(await topJobCandidates(t.database.db, job.jid, 100)).toEqual([]);

    await t.database.db.update(jobs).set({ status: 'published', updated_at: new Date() }).where(eq(jobs.id, job.jid));
    await t.app.ctx.matching.sweep();
    expect(json(await matchingJobs(sara.token, 'limit=1')).data.results[0].jid).toBe(job.jid);
    expect((await topJobCandidates(t.database.db, job.jid, 100)).map((entry) => entry.id)).toContain(sara.userId);
  });

  it('leaves a candidate out of every job list once they leave the pool, also when a job is recomputed later', async () => {
    const leaver = await createUser(t.app, { role_id: ROLE_IDS.individual });
    const { token, userId } = await logIn(t.app, leaver.email);
    await t.app.inject({
      method: 'PATCH',
      url: '/api/user/edit-details/',
      headers: { token },
      payload: { work_history: [{ job_title: 'Registered Nurse', organization: 'Clinic', start: '2012-01', end: null, currently_working: true, details: '' }], skills: ['Patient Care', 'Triage'] },
    });
    await t.app.ctx.matching.refreshCandidate(userId);
    const job: ListedJob = json(await matchingJobs(token, 'limit=1')).data.results[0];
    await t.app.ctx.matching.refreshJob(job.jid);
    expect((await topJobCandidates(t.database.db, job.jid, 100)).map((entry) => entry.id)).toContain(userId);

    await t.database.db.update(users).set({ is_account_confirmed: false, updated_at: new Date() }).where(eq(users.id, userId));
    await t.app.ctx.matching.sweep();
    expect((await topJobCandidates(t.database.db, job.jid, 100)).map((entry) => entry.id)).not.toContain(userId);
    await t.app.ctx.matching.refreshJob(job.jid);
    expect((await topJobCandidates(t.database.db, job.jid, 100)).map((entry) => entry.id)).not.toContain(userId);
  });

  it('gives the same lists whether computed all at once or one change at a time', async () => {
    const before = json(await matchingJobs(daniel.token, 'limit=100')).data.results.map((job: ListedJob) => [job.jid, job.matching_score]);
    await t.app.ctx.matching.recomputeAll();
    const after = json(await matchingJobs(daniel.token, 'limit=100')).data.results.map((job: ListedJob) => [job.jid, job.matching_score]);
    expect(after).toEqual(before);
  });
});

describe('a skill credited through a related one (issue #9)', () => {
  it('answers Java as a plain gap for a TypeScript developer, and Data Analysis as a gap partly through Statistics, in Arabic', async () => {
    const edited = await t.app.inject({
      method: 'PATCH',
      url: '/api/user/edit-details/',
      headers: { token: sara.token },
      payload: { skills: ['TypeScript', 'Statistics', 'React'] },
    });
    expect(edited.statusCode).toBe(200);
    const [template] = await t.database.db.select().from(jobs).limit(1);
    const job = await insertJob(
      t.database.db,
      {
        company_id: template!.company_id,
        job_title: 'Java Developer',
        sector: 'technology',
        industry: null,
        job_type: 'full_time',
        experience_value: 2,
        experience_unit: 'years',
        description: 'Build the bank’s Java services and the analyses behind them.',
        status: 'published',
        occupation_id: null,
        public_key: 'partial-credit-java',
        created_by: template!.created_by,
        published_at: new Date(),
      },
      [
        { skill_id: 'skill:java', name: 'Java', importance: 5, required: true },
        { skill_id: 'skill:data-analysis', name: 'Data Analysis', importance: 4, required: false },
        { skill_id: 'skill:react', name: 'React', importance: 3, required: false },
      ],
    );
    const { data } = json(await post('skill-gap/', sara.token, { job_id: job.id }, 'ar'));
    const names = (id: string) => loadCatalogue().skillsById.get(id)!.name.ar;
    expect(data.matching_data.matched).toEqual([{ id: 'skill:react', name: names('skill:react') }]);
    expect(data.matching_data.gap).toEqual([
      { id: 'skill:java', name: names('skill:java'), importance: 5, required: true, via: null },
      { id: 'skill:data-analysis', name: names('skill:data-analysis'), importance: 4, required: false, via: names('skill:statistics') },
    ]);
    // The reasons say the partial credit in Arabic, with the skills' Arabic names.
    expect(data.reasons.join(' ')).not.toMatch(/Statistics|Data Analysis/);
  });
});
