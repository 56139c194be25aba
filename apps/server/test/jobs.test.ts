import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, nextIp, type TestApp } from './helpers/test-app.ts';
import { createUser, logIn, ROLE_IDS } from './helpers/factories.ts';
import { seedDemo } from '../src/db/seed/demo.ts';
import { loadCatalogue } from '@masar/catalog/catalogue';

let t: TestApp;
let candidateToken: string;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.database.db);
  candidateToken = (await logIn(t.app, (await createUser(t.app)).email)).token;
});
afterAll(async () => {
  await t.close();
});

const listJobs = (payload: object, token = candidateToken) =>
  t.app.inject({ method: 'POST', url: '/api/candidate/jobs/', headers: { token }, payload });

describe('jobs as data', () => {
  it('lists published jobs to a candidate, paged, newest first, with skills and company', async () => {
    const { data } = json(await listJobs({ page: 0, limit: 12 }));
    expect(data.total).toBeGreaterThanOrEqual(40);
    expect(data.results).toHaveLength(12);
    expect(data.pagination).toEqual({ page: 0, limit: 12 });
    const job = data.results[0];
    expect(job).toMatchObject({ status: 'published', company: { company_name: expect.any(String) }, standard_occupation: { id: expect.stringMatching(/^occ:/) } });
    expect(job.skills.length).toBeGreaterThan(0);
    const next = json(await listJobs({ page: 1, limit: 12 })).data.results;
    expect(next[0].jid).not.toBe(job.jid);
  });

  it('searches titles trimmed and lower-cased, and filters by sector and job type', async () => {
    const { data: all } = json(await listJobs({ limit: 100 }));
    const title: string = all.results[3].job_title;
    const { data } = json(await listJobs({ job_title: `  ${title.toUpperCase()}  ` }));
    expect(data.searched_title).toBe(title.toLowerCase());
    expect(data.results.map((job: { job_title: string }) => job.job_title)).toContain(title);
    const healthcare = json(await listJobs({ sector: 'healthcare', limit: 100 })).data.results;
    expect(healthcare.length).toBeGreaterThan(0);
    expect(healthcare.every((job: { sector: string }) => job.sector === 'healthcare')).toBe(true);
    const partTime = json(await listJobs({ job_type: 'part_time', limit: 100 })).data.results;
    expect(partTime.every((job: { job_type: string }) => job.job_type === 'part_time')).toBe(true);
  });

  it.each([
    [{ page: -1 }, 'page', 'Page must be 0 or more'],
    [{ limit: 0 }, 'limit', 'Limit must be from 1 to 100'],
    [{ limit: 101 }, 'limit', 'Limit must be from 1 to 100'],
    [{ job_type: 'contract' }, 'job_type', 'Invalid value'],
  ])('refuses bad paging %o', async (payload, path, message) => {
    const response = await listJobs(payload);
    expect(response.statusCode).toBe(400);
    expect(json(response).errors).toContainEqual({ path, message });
  });

  it('shows one job to candidates and recruiters, answers "Job not exist" for an unknown one, and opens the public page to anyone', async () => {
    const job = json(await listJobs({ limit: 1 })).data.results[0];
    for (const path of ['job-details', 'job']) {
      const response = await t.app.inject({ method: 'GET', url: `/api/user/${path}/${job.jid}`, headers: { token: candidateToken } });
      expect(json(response).data.jid).toBe(job.jid);
    }
    const recruiter = await createUser(t.app, { role_id: ROLE_IDS.recruiter });
    const recruiterToken = (await logIn(t.app, recruiter.email)).token;
    expect((await t.app.inject({ method: 'GET', url: `/api/user/job/${job.jid}`, headers: { token: recruiterToken } })).statusCode).toBe(200);
    const unknown = await t.app.inject({ method: 'GET', url: '/api/user/job/00000000-0000-4000-8000-000000000000', headers: { token: candidateToken } });
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown).message).toBe('Job not exist');
    expect(json(await t.app.inject({ method: 'GET', url: '/api/user/job/not-a-job', headers: { token: candidateToken } })).message).toBe('Job not exist');
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/user/public/job/${job.public_key}`, remoteAddress: nextIp() });
    expect(json(anonymous).data.job_title).toBe(job.job_title);
    expect((await t.app.inject({ method: 'GET', url: '/api/user/public/job/nope' })).statusCode).toBe(404);
  });

  it('names the catalogue skills and the standard occupation in the reader\'s language on every job answer (issue #9)', async () => {
    const catalogue = loadCatalogue();
    const english = json(await listJobs({ limit: 1 })).data.results[0];
    const arabicName = (id: string) => catalogue.skillsById.get(id)!.name.ar;
    const expected = english.skills.map((skill: { id: string }) => arabicName(skill.id));
    expect(english.skills.map((skill: { id: string; name: string }) => skill.name)).toEqual(
      english.skills.map((skill: { id: string }) => catalogue.skillsById.get(skill.id)!.name.en),
    );
    const arabicList = json(await t.app.inject({ method: 'POST', url: '/api/candidate/jobs/', headers: { token: candidateToken, lang: 'ar' }, payload: { limit: 1 } })).data.results[0];
    const arabicJob = json(await t.app.inject({ method: 'GET', url: `/api/user/job/${english.jid}`, headers: { token: candidateToken, lang: 'ar' } })).data;
    const arabicPublic = json(await t.app.inject({ method: 'GET', url: `/api/user/public/job/${english.public_key}`, headers: { lang: 'ar' }, remoteAddress: nextIp() })).data;
    for (const job of [arabicList, arabicJob, arabicPublic]) {
      expect(job.skills.map((skill: { name: string }) => skill.name)).toEqual(expected);
      expect(job.standard_occupation.title).toBe(catalogue.occupationsById.get(english.standard_occupation.id)!.title.ar);
    }
    expect(expected.some((name: string) => /[\u0600-\u06FF]/.test(name))).toBe(true);
  });

  it("hides drafts from candidates and other companies, and shows them to the company's recruiters", async () => {
    const job = json(await listJobs({ limit: 1 })).data.results[0];
    await t.database.executeSql(`update jobs set status = 'draft' where id = $1`, [job.jid]);
    expect((await t.app.inject({ method: 'GET', url: `/api/user/job/${job.jid}`, headers: { token: candidateToken } })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/user/public/job/${job.public_key}` })).statusCode).toBe(404);
    const outsider = await createUser(t.app, { role_id: ROLE_IDS.recruiter });
    expect((await t.app.inject({ method: 'GET', url: `/api/user/job/${job.jid}`, headers: { token: (await logIn(t.app, outsider.email)).token } })).statusCode).toBe(404);
    const colleague = await createUser(t.app, { role_id: ROLE_IDS.recruiter, company_id: job.company.id });
    const own = await t.app.inject({ method: 'GET', url: `/api/user/job/${job.jid}`, headers: { token: (await logIn(t.app, colleague.email)).token } });
    expect(json(own).data.status).toBe('draft');
    await t.database.executeSql(`update jobs set status = 'published' where id = $1`, [job.jid]);
  });

  it('refuses the job list to recruiters, unapproved candidates and anonymous callers', async () => {
    const recruiter = await createUser(t.app, { role_id: ROLE_IDS.recruiter });
    expect((await listJobs({}, (await logIn(t.app, recruiter.email)).token)).statusCode).toBe(403);
    const pending = await createUser(t.app, { is_account_confirmed: false });
    expect((await listJobs({}, (await logIn(t.app, pending.email)).token)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/api/candidate/jobs/', payload: {} })).statusCode).toBe(401);
  });
});
