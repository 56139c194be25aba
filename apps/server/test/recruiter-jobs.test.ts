/**
 * The recruiter's job calls of spec §7 under /api/recruiter/ (issue #11, decision 0033): post a draft from
 * text or the editor's fields, edit it, publish it within the company's limit, list, count and delete; only
 * the company's recruiters and recruiter admins reach its jobs, and matching follows publishing and deleting.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { topJobCandidates } from '../src/modules/matching/matching.repository.ts';
import { createCompany, createUser, logIn, recruiterCallers, ROLE_IDS, tokenOf } from './helpers/factories.ts';
import { ConfigError } from '../src/config.ts';
import { createTestApp, json, testConfig, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let recruiter: string;
let admin: string;
let otherRecruiter: string;
let limitedRecruiter: string;
let candidate: { token: string; userId: string };
let pending: string;

const DESCRIPTION = 'Turn our logistics data into clear weekly reports for the operations team, and keep the dashboards right.';
const fields = (overrides: Record<string, unknown> = {}) => ({
  job_title: 'Data Analyst',
  sector: 'technology',
  job_type: 'full_time',
  experience: { value: 3, unit: 'years' },
  skills: [
    { id: 'skill:sql', importance: 'must_have' },
    { id: 'skill:power-bi', importance: 'nice_to_have' },
  ],
  description: DESCRIPTION,
  occupation_id: 'occ:masar-data-analyst',
  ...overrides,
});

const POSTING = `Data Analyst
Location: Riyadh, Saudi Arabia
Job type: Full time
Experience: 3 years

About the role
We are looking for a data analyst to turn our logistics data into clear weekly reports for the operations team and its managers.

Requirements
- Strong SQL is required
- Power BI dashboards
- Python is a plus`;

beforeAll(async () => {
  t = await createTestApp({ env: { JOB_POSTING_LIMIT: '2', CONTACT_EMAIL: 'jobs@masar.test' } });
  ({ recruiter, admin, otherRecruiter, pending } = await recruiterCallers(t.app, 'Nakheel Logistics', 'Other Co'));
  limitedRecruiter = await tokenOf(t.app, { role_id: ROLE_IDS.recruiter, company_id: await createCompany(t.app, 'Limited Co') });
  const user = await createUser(t.app);
  candidate = await logIn(t.app, user.email);
  const profile = await t.app.inject({
    method: 'PATCH',
    url: '/api/user/edit-details/',
    headers: { token: candidate.token },
    payload: {
      work_history: [{ job_title: 'Data Analyst', organization: 'Retail Co', start: '2019-01', end: null, currently_working: true, details: '' }],
      skills: ['SQL', 'Power BI', 'Data analysis'],
    },
  });
  expect(profile.statusCode).toBe(200);
});

afterAll(async () => {
  await t?.close();
});

const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object, lang = 'en') =>
  t.app.inject({ method, url: `/api/recruiter/${url}`, headers: { token, lang }, ...(payload ? { payload } : {}) });

async function draft(token = recruiter, overrides: Record<string, unknown> = {}): Promise<string> {
  const response = await call('POST', 'post-job/', token, fields(overrides));
  expect(response.statusCode).toBe(200);
  return json(response).data.job.jid;
}

describe('posting a job', () => {
  it('makes a draft for the company from the editor’s fields: Job Posted Successfully, in both languages', async () => {
    const response = await call('POST', 'post-job/', recruiter, fields());
    expect(response.statusCode).toBe(200);
    const body = json(response);
    expect(body.message).toBe('Job Posted Successfully');
    expect(body.data.reading).toBeNull();
    expect(body.data.job).toMatchObject({
      job_title: 'Data Analyst',
      sector: 'technology',
      status: 'draft',
      experience: { value: 3, unit: 'years' },
      description: DESCRIPTION,
      company: { company_name: 'Nakheel Logistics' },
      standard_occupation: { id: 'occ:masar-data-analyst', title: 'Data Analyst' },
      published_at: null,
    });
    expect(body.data.job.skills).toEqual([
      { id: 'skill:sql', name: 'SQL', importance: 5, required: true },
      { id: 'skill:power-bi', name: 'Power BI', importance: 3, required: false },
    ]);
    expect(json(await call('POST', 'post-job/', admin, fields(), 'ar')).message).toBe('تم نشر الوظيفة بنجاح');
  });

  it('keeps the location and an optional salary range, and says how each job was started', async () => {
    const plain = json(await call('POST', 'post-job/', recruiter, fields({ occupation_id: null }))).data.job;
    expect(plain).toMatchObject({ location: { city: null, country: null, workplace: 'on_site' }, salary: null, origin: 'form', closed_at: null });
    const full = json(
      await call('POST', 'post-job/', recruiter, fields({ location: { city: 'Jeddah', country: 'SA', workplace: 'hybrid' }, salary: { min: 12_000, max: 18_000 } })),
    ).data.job;
    expect(full).toMatchObject({
      location: { city: 'Jeddah', country: 'SA', workplace: 'hybrid' },
      salary: { min: 12_000, max: 18_000, currency: 'SAR', period: 'month' },
      origin: 'standard',
    });
    const openEnded = json(await call('POST', 'update-job/', recruiter, { job_id: full.jid, ...fields({ salary: { min: 40, currency: 'USD', period: 'hour' } }) })).data;
    expect(openEnded.salary).toEqual({ min: 40, max: null, currency: 'USD', period: 'hour' });
    expect(openEnded.location).toEqual({ city: null, country: null, workplace: 'on_site' });
    const parsed = json(await call('POST', 'post-job/', recruiter, { job_text: POSTING })).data.job;
    expect(parsed).toMatchObject({ origin: 'text', location: { city: 'Riyadh', country: 'SA' } });
  });

  it('reads typed or pasted text into a draft and says what it read and how sure it is: Job Parsed Successfully', async () => {
    const response = await call('POST', 'post-job/', recruiter, { job_text: POSTING });
    expect(response.statusCode).toBe(200);
    const { data, message } = json(response);
    expect(message).toBe('Job Parsed Successfully');
    expect(data.job).toMatchObject({ job_title: 'Data Analyst', job_type: 'full_time', experience: { value: 3, unit: 'years' }, status: 'draft' });
    expect(data.job.skills.map((skill: { id: string }) => skill.id)).toEqual(expect.arrayContaining(['skill:sql', 'skill:power-bi']));
    expect(data.reading.read).toEqual(expect.arrayContaining(['title', 'job_type', 'experience', 'skills']));
    expect(data.reading.confidence.title).toBeGreaterThan(0);
    expect(data.reading.location).toMatchObject({ city: 'Riyadh', country: 'SA' });
    expect(json(await call('POST', 'post-job/', recruiter, { job_text: POSTING }, 'ar')).message).toBe('تمت قراءة الوظيفة بنجاح');
  });

  it('refuses unknown fields, a text with fields, too long text, a short description and names not in the catalogue', async () => {
    const cases: Array<[object, string, string]> = [
      [{ ...fields(), bonus: 10 }, 'bonus', 'Unknown field'],
      [fields({ salary: 10 }), 'salary', 'Invalid value'],
      [fields({ salary: { min: null, max: null } }), 'salary', 'Enter the lowest or the highest salary, or remove the salary'],
      [fields({ salary: { min: 9000, max: 8000 } }), 'salary', 'The lowest salary cannot be above the highest'],
      [fields({ salary: { min: 9000, currency: 'XYZ' } }), 'salary', 'Invalid value'],
      [fields({ location: { city: 'Riyadh', country: 'Saudi Arabia' } }), 'location', 'Choose a country'],
      [fields({ location: { workplace: 'moon' } }), 'location', 'Invalid value'],
      [{ job_text: POSTING, job_title: 'Analyst' }, 'job_title', 'Unknown field'],
      [{ job_text: 'x'.repeat(50_001) }, 'job_text', 'Must be at most 50000 characters'],
      [fields({ description: 'Too short.' }), 'description', 'Description must be 70 to 700 characters'],
      [fields({ description: 'x'.repeat(701) }), 'description', 'Description must be 70 to 700 characters'],
      [fields({ job_title: 'x'.repeat(151) }), 'job_title', 'Must be at most 150 characters'],
      [fields({ sector: 'astrology' }), 'sector', 'Choose a sector from the list'],
      [fields({ skills: [{ id: 'skill:nope', importance: 'must_have' }] }), 'skills', 'Choose skills from the list'],
    ];
    for (const [payload, field, message] of cases) {
      const response = await call('POST', 'post-job/', recruiter, payload);
      expect(response.statusCode, field).toBe(400);
      const body = json(response);
      expect(body.code).toBe('VALIDATION_ERROR');
      expect(JSON.stringify(body), field).toContain(message);
    }
    const arabic = json(await call('POST', 'post-job/', recruiter, fields({ description: 'قصير' }), 'ar'));
    expect(arabic.message).toBe('يجب أن يكون الوصف بين 70 و700 حرف');
  });
});

describe('who reaches the company’s jobs', () => {
  it('lets the company’s recruiters and recruiter admins change its jobs, and nobody else', async () => {
    const id = await draft(recruiter);
    const update = (token: string) => call('POST', 'update-job-description/', token, { job_id: id, description: `${DESCRIPTION} Updated.` });
    expect((await update(admin)).statusCode).toBe(200);
    // Another company's recruiter: the job is not theirs, so it is not there.
    const foreign = await update(otherRecruiter);
    expect(foreign.statusCode).toBe(404);
    expect(json(foreign).message).toBe('Job not exist');
    expect(json(await call('POST', 'update-job-description/', otherRecruiter, { job_id: id, description: `${DESCRIPTION} Updated.` }, 'ar')).message).toBe('الوظيفة غير موجودة');
    expect((await call('POST', `publish-job/${id}`, otherRecruiter)).statusCode).toBe(404);
    expect((await call('POST', 'delete-job', otherRecruiter, { job_id: id })).statusCode).toBe(404);
    expect(json(await call('POST', 'jobs/', otherRecruiter, {})).data.results.map((job: { jid: string }) => job.jid)).not.toContain(id);
    // Candidates and recruiters awaiting approval are refused by the access layer.
    for (const token of [candidate.token, pending]) {
      expect((await update(token)).statusCode).toBe(403);
      expect((await call('POST', 'post-job/', token, fields())).statusCode).toBe(403);
      expect((await call('GET', 'total-jobs/', token)).statusCode).toBe(403);
    }
    // A candidate sees a draft as not there, and the job once published.
    const read = () => t.app.inject({ method: 'GET', url: `/api/user/job/${id}`, headers: { token: candidate.token } });
    expect((await read()).statusCode).toBe(404);
    expect((await call('POST', `publish-job/${id}`, recruiter)).statusCode).toBe(200);
    expect((await read()).statusCode).toBe(200);
    await call('POST', 'delete-job', recruiter, { job_id: id });
  });

  it('tells a recruiter admin of no company that only a company’s member posts its jobs, and shows them none', async () => {
    const loner = await tokenOf(t.app, { role_id: ROLE_IDS['recruiter admin'] });
    const refused = await call('POST', 'post-job/', loner, fields(), 'ar');
    expect(refused.statusCode).toBe(403);
    expect(json(refused).message).toBe('لا ينشر وظائف الشركة إلا عضو فيها');
    expect(json(await call('POST', 'post-job/', loner, fields())).message).toBe('Only a member of a company can post its jobs');
    expect(json(await call('GET', 'total-jobs/', loner)).data.total).toBe(0);
    expect(json(await call('POST', 'jobs/', loner, {})).data.results).toEqual([]);
  });
});

describe('editing a job', () => {
  it('saves the editor’s fields and the description: Job Updated Successfully, in both languages', async () => {
    const id = await draft();
    const response = await call('POST', 'update-job/', recruiter, { job_id: id, ...fields({ job_title: 'Senior Data Analyst', job_type: 'part_time', skills: [{ id: 'skill:python', importance: 'must_have' }] }) });
    expect(response.statusCode).toBe(200);
    expect(json(response).message).toBe('Job Updated Successfully');
    expect(json(response).data).toMatchObject({ job_title: 'Senior Data Analyst', job_type: 'part_time', skills: [{ id: 'skill:python', required: true }] });
    const description = await call('POST', 'update-job-description/', recruiter, { job_id: id, description: `${DESCRIPTION} Arabic a plus.` }, 'ar');
    expect(json(description).message).toBe('تم تحديث الوظيفة بنجاح');
    expect(json(description).data.description).toBe(`${DESCRIPTION} Arabic a plus.`);
    const unknown = await call('POST', 'update-job/', recruiter, { job_id: id, ...fields(), status: 'published' });
    expect(unknown.statusCode).toBe(400);
    expect(json(unknown).message).toBe('Unknown field');
    const missing = await call('POST', 'update-job/', recruiter, { job_id: '00000000-0000-4000-8000-000000000000', ...fields() });
    expect(missing.statusCode).toBe(404);
    expect(json(missing).message).toBe('Job not exist');
  });
});

describe('publishing, listing, counting and deleting', () => {
  it('publishes a draft, and matching picks the job up for a matching candidate', async () => {
    await t.app.ctx.matching.refreshCandidate(candidate.userId);
    // Matching hears of the job through the domain event (its once-a-minute sweep would only catch up later).
    const refreshJob = vi.spyOn(t.app.ctx.matching, 'refreshJob');
    const refreshesOf = (jobId: string) => refreshJob.mock.calls.filter(([called]) => called === jobId).length;
    const id = await draft();
    const response = await call('POST', `publish-job/${id}`, recruiter, undefined, 'ar');
    expect(response.statusCode).toBe(200);
    expect(json(response).message).toBe('تم إعلان الوظيفة بنجاح');
    expect(json(response).data).toMatchObject({ status: 'published', published_at: expect.any(String) });
    expect(json(await call('POST', `publish-job/${id}`, recruiter)).message).toBe('Job Published Successfully');
    // job.published reaches matching through the job queue: the candidate is on the job's list.
    await vi.waitFor(() => expect(refreshJob).toHaveBeenCalledWith(id), { timeout: 20_000, interval: 100 });
    await vi.waitFor(async () => expect((await topJobCandidates(t.database.db, id, 100)).map((entry) => entry.id)).toContain(candidate.userId), { timeout: 20_000, interval: 200 });
    expect(refreshesOf(id)).toBe(1);
    const listed = json(await call('POST', 'jobs/', recruiter, { status: 'published' })).data.results.find((job: { jid: string }) => job.jid === id);
    expect(listed.candidates_count).toBeGreaterThan(0);

    // Editing the published job tells matching too.
    expect((await call('POST', 'update-job-description/', admin, { job_id: id, description: `${DESCRIPTION} Now hybrid.` })).statusCode).toBe(200);
    await vi.waitFor(() => expect(refreshesOf(id)).toBe(2), { timeout: 20_000, interval: 100 });

    // Deleting removes it from every list and its matches go.
    const removed = await call('POST', 'delete-job', recruiter, { job_id: id }, 'ar');
    expect(removed.statusCode).toBe(200);
    expect(json(removed).message).toBe('تمت الإزالة بنجاح');
    expect(json(await call('POST', 'delete-job', recruiter, { job_id: id })).message).toBe('Job not exist');
    // Matching hears of its going, so the candidates' lists refill.
    await vi.waitFor(() => expect(refreshesOf(id)).toBe(3), { timeout: 20_000, interval: 100 });
    refreshJob.mockRestore();
    expect(await topJobCandidates(t.database.db, id, 100)).toEqual([]);
    const matches = await t.app.inject({ method: 'GET', url: '/api/candidate/matching-jobs?limit=100', headers: { token: candidate.token } });
    expect(json(matches).data.results.map((job: { jid: string }) => job.jid)).not.toContain(id);
    expect(json(await call('POST', 'jobs/', recruiter, { limit_per_page: 100 })).data.results.map((job: { jid: string }) => job.jid)).not.toContain(id);
  });

  it('asks for what a draft read from text still lacks before publishing it', async () => {
    const response = await call('POST', 'post-job/', recruiter, { job_text: 'Welder\nFull time' });
    const { jid, description } = json(response).data.job;
    expect(description).toBe('');
    const refused = await call('POST', `publish-job/${jid}`, recruiter);
    expect(refused.statusCode).toBe(400);
    expect(json(refused).message).toMatch(/^Complete the job before publishing it: .*description/);
  });

  it('lists the company’s jobs with paging, the dashboard’s five, status, title and dates, and counts them', async () => {
    const before = json(await call('GET', 'total-jobs/', otherRecruiter)).data;
    expect(before).toEqual({ total: 0, published: 0, drafts: 0, closed: 0, limit: 2 });
    const ids: string[] = [];
    for (let n = 0; n < 7; n++) ids.push(await draft(otherRecruiter, { job_title: n === 3 ? 'Warehouse Supervisor' : `Data Analyst ${n}` }));
    await call('POST', `publish-job/${ids[0]}`, otherRecruiter);
    expect(json(await call('GET', 'total-jobs/', otherRecruiter)).data).toEqual({ total: 7, published: 1, drafts: 6, closed: 0, limit: 2 });

    const page = json(await call('POST', 'jobs/', otherRecruiter, { page: 1, limit_per_page: 3 })).data;
    expect(page.total).toBe(7);
    expect(page.pagination).toEqual({ page: 1, limit: 3 });
    expect(page.results.map((job: { jid: string }) => job.jid)).toEqual([ids[3], ids[2], ids[1]]);
    const dashboard = json(await call('POST', 'jobs/', otherRecruiter, { dashboard: true, page: 1, limit_per_page: 50 })).data;
    expect(dashboard.pagination).toEqual({ page: 0, limit: 5 });
    expect(dashboard.results.map((job: { jid: string }) => job.jid)).toEqual(ids.slice(2).reverse());
    expect(json(await call('POST', 'jobs/', otherRecruiter, { status: 'published' })).data.results.map((job: { jid: string }) => job.jid)).toEqual([ids[0]]);
    expect(json(await call('POST', 'jobs/', otherRecruiter, { job_title: '  WAREHOUSE ' })).data.results.map((job: { jid: string }) => job.jid)).toEqual([ids[3]]);
    const today = new Date().toISOString().slice(0, 10);
    expect(json(await call('POST', 'jobs/', otherRecruiter, { date_from: today, date_to: today })).data.total).toBe(7);
    expect(json(await call('POST', 'jobs/', otherRecruiter, { date_to: '2020-01-01' })).data.total).toBe(0);
    expect((await call('POST', 'jobs/', otherRecruiter, { limit: 5 })).statusCode).toBe(400);

    // Deleting a dashboard job lowers the total and the next one takes its place.
    await call('POST', 'delete-job', otherRecruiter, { job_id: ids[6] });
    expect(json(await call('GET', 'total-jobs/', otherRecruiter)).data.total).toBe(6);
    expect(json(await call('POST', 'jobs/', otherRecruiter, { dashboard: true })).data.results.map((job: { jid: string }) => job.jid)).toEqual(ids.slice(1, 6).reverse());
  });

  it('refuses publishing past the company’s limit with 403 and the contact e-mail, in both languages', async () => {
    const ids = [await draft(limitedRecruiter), await draft(limitedRecruiter), await draft(limitedRecruiter)];
    expect((await call('POST', `publish-job/${ids[0]}`, limitedRecruiter)).statusCode).toBe(200);
    expect((await call('POST', `publish-job/${ids[1]}`, limitedRecruiter)).statusCode).toBe(200);
    const refused = await call('POST', `publish-job/${ids[2]}`, limitedRecruiter);
    expect(refused.statusCode).toBe(403);
    expect(json(refused).message).toBe('Limit Reached. Please contact at jobs@masar.test for more information');
    expect(json(await call('POST', `publish-job/${ids[2]}`, limitedRecruiter, undefined, 'ar')).message).toBe('تم بلوغ الحد. يرجى التواصل عبر jobs@masar.test لمزيد من المعلومات');
    // Drafts do not count: more may be posted; deleting a published job frees its place.
    expect((await call('POST', 'post-job/', limitedRecruiter, fields())).statusCode).toBe(200);
    await call('POST', 'delete-job', limitedRecruiter, { job_id: ids[0] });
    expect((await call('POST', `publish-job/${ids[2]}`, limitedRecruiter)).statusCode).toBe(200);
  });
});

describe('closing a job, and the recruiter’s view of one', () => {
  it('closes a published job: it leaves the candidates’ lists and the public page, stays the company’s, and may be published again', async () => {
    const refreshJob = vi.spyOn(t.app.ctx.matching, 'refreshJob');
    const id = await draft(admin);
    // Closing a draft changes nothing.
    expect(json(await call('POST', `close-job/${id}`, admin)).data).toMatchObject({ status: 'draft', closed_at: null });
    const published = json(await call('POST', `publish-job/${id}`, admin)).data;
    await vi.waitFor(() => expect(refreshJob).toHaveBeenCalledWith(id), { timeout: 20_000, interval: 100 });
    const calls = refreshJob.mock.calls.length;

    const closed = await call('POST', `close-job/${id}`, recruiter, undefined, 'ar');
    expect(closed.statusCode).toBe(200);
    expect(json(closed).message).toBe('تم إغلاق الوظيفة بنجاح');
    expect(json(closed).data).toMatchObject({ status: 'closed', closed_at: expect.any(String) });
    expect(json(await call('POST', `close-job/${id}`, recruiter)).message).toBe('Job Closed Successfully');
    // Matching hears of it once, and the job leaves every candidate's list and the public page. The refresh
    // must have finished, not only started, before its list is read (on a busy machine it had not, yet).
    await vi.waitFor(
      () => {
        expect(refreshJob.mock.calls.length).toBe(calls + 1);
        expect(refreshJob.mock.settledResults.at(-1)?.type).toBe('fulfilled');
      },
      { timeout: 20_000, interval: 100 },
    );
    refreshJob.mockRestore();
    expect(await topJobCandidates(t.database.db, id, 100)).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: `/api/user/public/job/${published.public_key}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/user/job/${id}`, headers: { token: candidate.token } })).statusCode).toBe(404);
    expect(json(await call('POST', 'jobs/', recruiter, { status: 'closed', limit_per_page: 100 })).data.results.map((job: { jid: string }) => job.jid)).toContain(id);

    // Another company's recruiter and a candidate cannot close it.
    expect((await call('POST', `close-job/${id}`, otherRecruiter)).statusCode).toBe(404);
    expect((await call('POST', `close-job/${id}`, candidate.token)).statusCode).toBe(403);

    const reopened = json(await call('POST', `publish-job/${id}`, recruiter)).data;
    expect(reopened).toMatchObject({ status: 'published', closed_at: null });
    expect((await t.app.inject({ method: 'GET', url: `/api/user/public/job/${published.public_key}` })).statusCode).toBe(200);
  });

  it('forgets that the parser read a field once the recruiter changes it, and keeps the marks of the fields left alone', async () => {
    const { job, reading } = json(await call('POST', 'post-job/', recruiter, { job_text: POSTING })).data;
    expect(reading.read).toEqual(expect.arrayContaining(['title', 'job_type', 'experience', 'skills']));
    const sameSkills = job.skills.map((skill: { id: string; required: boolean }) => ({ id: skill.id, importance: skill.required ? 'must_have' : 'nice_to_have' }));
    const saved = await call('POST', 'update-job/', recruiter, {
      job_id: job.jid,
      ...fields({ job_title: 'Senior Data Analyst', job_type: job.job_type, experience: job.experience, skills: sameSkills, occupation_id: null, location: job.location }),
    });
    expect(saved.statusCode).toBe(200);
    const after = json(await call('GET', `job/${job.jid}`, recruiter)).data.reading;
    expect(after.read).not.toContain('title');
    expect(after.confidence.title).toBeUndefined();
    expect(after.read).toEqual(expect.arrayContaining(['job_type', 'experience', 'skills']));
    expect(after.confidence.skills).toBe(reading.confidence.skills);
  });

  it('shows the company’s recruiters one of its jobs with its candidates count and what the parser read; nobody else', async () => {
    const fromText = json(await call('POST', 'post-job/', recruiter, { job_text: POSTING })).data;
    const detail = await call('GET', `job/${fromText.job.jid}`, admin, undefined, 'ar');
    expect(detail.statusCode).toBe(200);
    expect(json(detail).data).toMatchObject({ jid: fromText.job.jid, candidates_count: 0, reading: fromText.reading });
    const typed = json(await call('GET', `job/${await draft()}`, recruiter)).data;
    expect(typed.reading).toBeNull();
    expect((await call('GET', `job/${fromText.job.jid}`, otherRecruiter)).statusCode).toBe(404);
    expect((await call('GET', `job/${fromText.job.jid}`, candidate.token)).statusCode).toBe(403);
    expect((await call('GET', 'job/not-a-uuid', recruiter)).statusCode).toBe(400);
  });
});

describe('the posting limit’s settings', () => {
  it('defaults to 25 published jobs and the portal’s contact address, and refuses values that are not', () => {
    expect(testConfig()).toMatchObject({ jobPostingLimit: 25, contactEmail: 'support@masar.local' });
    expect(() => testConfig({ JOB_POSTING_LIMIT: 'many' })).toThrow(ConfigError);
    expect(() => testConfig({ CONTACT_EMAIL: 'nobody' })).toThrow(/CONTACT_EMAIL/);
  });
});
