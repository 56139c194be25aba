import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from './helpers/test-app.ts';
import { createUser, logIn, newcomer, ROLE_IDS, uploadFile } from './helpers/factories.ts';

const fixture = (name: string) =>
  readFileSync(new URL(`../../../packages/engines/src/resume-parser/__fixtures__/${name}`, import.meta.url));

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const profileOf = async (token: string) => json(await t.app.inject({ method: 'GET', url: '/api/user/profile/', headers: { token } }));

async function waitForParse(token: string) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const { data } = await profileOf(token);
    if (data.status !== 'in_progress') return data;
    if (Date.now() > deadline) throw new Error('the parse did not finish');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function onboardWith(bytes: Buffer, name: string) {
  const { user, token } = await newcomer(t.app);
  const resume = await uploadFile(t.app, token, bytes, 'resume', name);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/candidate/onboarding/',
    headers: { token },
    payload: { candidate_resume: resume, candidate_availability: ['online'], accepted_disclaimer: true },
  });
  expect(json(response).data.profile_status).toBe('in_progress');
  return { user, token };
}

describe('resume parsing through the job queue', () => {
  it('goes from in_progress to completed, and answers the parsed profile as upload_response', async () => {
    const { token } = await onboardWith(fixture('en-27-hr.pdf'), 'grace.pdf');
    const data = await waitForParse(token);
    expect(data.status).toBe('completed');
    expect(data.upload_response.personal_details).toMatchObject({ name: 'Grace Mensah', email: 'grace.mensah@example.com' });
    expect(data.upload_response.work_history_detailed['0']).toMatchObject({ job_title: 'HR Manager', organization: 'Pearl Hospitality Group', currently_working: true });
    const me = json(await t.app.inject({ method: 'GET', url: '/api/user/', headers: { token } })).data;
    expect(me.profile_status).toBe('completed');
  });

  it('goes to failed with the reason for a PDF with no text, and takes another resume', async () => {
    const { token } = await onboardWith(fixture('image-only.pdf'), 'scan.pdf');
    const failed = await waitForParse(token);
    expect(failed.status).toBe('failed');
    expect(failed.error).toBe('no_text_layer');
    expect(failed.upload_response).toBeNull();
    const again = await uploadFile(t.app, token, fixture('en-27-hr.docx'), 'resume', 'grace.docx');
    const response = await t.app.inject({ method: 'POST', url: '/api/candidate/resume/', headers: { token }, payload: { file_id: again } });
    expect(json(response).data.status).toBe('in_progress');
    expect((await waitForParse(token)).status).toBe('completed');
  });
});

describe('editing the profile', () => {
  async function candidateWithoutResume() {
    const { token } = await newcomer(t.app);
    await t.app.inject({ method: 'POST', url: '/api/candidate/onboarding/', headers: { token }, payload: { candidate_availability: ['on_site'], accepted_disclaimer: true } });
    return token;
  }
  const edit = (token: string, payload: object, lang = 'en') =>
    t.app.inject({ method: 'PATCH', url: '/api/user/edit-details/', headers: { token, lang }, payload });
  const work = (overrides: Record<string, unknown> = {}) => ({ job_title: 'Data Analyst', organization: 'Tabuk Energy', start: '2020-01', end: '2022-06', ...overrides });

  it('fills a profile by hand: work history latest first, skills matched to the catalogue, links and availability', async () => {
    const token = await candidateWithoutResume();
    const response = await edit(token, {
      personal_details: { name: 'Omar Haddad', location: 'Amman, Jordan', links: ['https://github.com/omar'] },
      work_history: [work(), work({ job_title: 'Senior Data Analyst', start: '2022-07', end: null, currently_working: true })],
      skills: ['python', 'SQL', 'Python', 'Basket weaving'],
      social_links: { linkedin: 'https://www.linkedin.com/in/omar-haddad' },
      availability: ['online', 'on_site'],
    });
    expect(response.statusCode).toBe(200);
    const { data, message } = json(response);
    expect(message).toBe('Profile Updated Successfully');
    expect(data.upload_response.work_history_detailed['0'].job_title).toBe('Senior Data Analyst');
    expect(data.upload_response.career_path).toEqual(['Senior Data Analyst', 'Data Analyst']);
    const skills = data.upload_response.skills;
    expect(skills).toHaveLength(3);
    expect(skills[0]).toMatchObject({ name: 'python', ref_skill: { name: 'Python' } });
    expect(skills[2]).toEqual({ name: 'Basket weaving', ref_skill: null });
    expect(data.social_links).toEqual({ linkedin: 'https://www.linkedin.com/in/omar-haddad' });
    expect(data.availability).toEqual(['online', 'on_site']);
  });

  it.each([
    ['a missing job title', { work_history: [work({ job_title: '' })] }, 'work_history.0.job_title', 'Field is required'],
    ['an end before the start', { work_history: [work({ start: '2022-01', end: '2021-12' })] }, 'work_history.0.end', 'End date must be after start date'],
    ['a start in the future', { work_history: [work({ start: '2999-01', end: null, currently_working: true })] }, 'work_history.0.start', 'Future dates are not allowed'],
    ['an end in the future', { work_history: [work({ end: '2999-01' })] }, 'work_history.0.end', 'Future dates are not allowed'],
    ['no end for a past job', { work_history: [work({ end: null })] }, 'work_history.0.end', 'Field is required'],
    ['a badly written date', { work_history: [work({ start: 'Jan 2020' })] }, 'work_history.0.start', 'Enter a date as YYYY-MM'],
    ['an education end before its start', { education: [{ degree_title: 'BSc', institution: 'KAUST', start: '2018-09', end: '2017-06' }] }, 'education.0.end', 'End date must be after start date'],
    ['an education start in the future', { education: [{ degree_title: 'BSc', institution: 'KAUST', start: '2999-09', expected_end: '2999-10' }] }, 'education.0.start', 'Future dates are not allowed'],
    ['an education end in the future', { education: [{ degree_title: 'BSc', institution: 'KAUST', start: '2018-09', end: '2999-06' }] }, 'education.0.end', 'Future dates are not allowed'],
    ['a certificate issued in the future', { certifications: [{ name: 'PMP', issue_date: '2999-05', no_expiry: true }] }, 'certifications.0.issue_date', 'Future dates are not allowed'],
    ['a certificate expiring before it was issued', { certifications: [{ name: 'PMP', issue_date: '2021-05', expiry_date: '2020-05' }] }, 'certifications.0.expiry_date', 'Expiry date must be after issue date'],
    ['a certificate with neither expiry nor "no expiry"', { certifications: [{ name: 'PMP', issue_date: '2021-05' }] }, 'certifications.0.expiry_date', 'Field is required'],
  ])('refuses %s with the spec message', async (_case, payload, path, message) => {
    const token = await candidateWithoutResume();
    const response = await edit(token, payload);
    expect(response.statusCode).toBe(400);
    expect(json(response).errors).toContainEqual({ path, message });
  });

  it('answers the date rules in Arabic too', async () => {
    const token = await candidateWithoutResume();
    const response = await edit(token, { work_history: [work({ start: '2022-01', end: '2021-12' })] }, 'ar');
    expect(json(response).errors).toContainEqual({ path: 'work_history.0.end', message: 'يجب أن يكون تاريخ الانتهاء بعد تاريخ البدء' });
  });

  it('accepts an expected end in the future for a degree in progress, and a certificate without expiry', async () => {
    const token = await candidateWithoutResume();
    const response = await edit(token, {
      education: [{ degree_title: 'MSc Data Science', institution: 'KFUPM', start: '2025-09', expected_end: '2027-06' }],
      certifications: [{ name: 'AWS Solutions Architect', issue_date: '2024-03', no_expiry: true }],
    });
    expect(response.statusCode).toBe(200);
    expect(json(response).data.upload_response.certifications[0]).toMatchObject({ no_expiry: true, expiry_date: null });
  });

  it("adds and removes awards; another person's uid or an unknown id is 'Failed to remove'", async () => {
    const token = await candidateWithoutResume();
    const added = json(await t.app.inject({ method: 'POST', url: '/api/user/awards/', headers: { token }, payload: { title: 'Employee of the Year', date: '2023-12' } }));
    const award = added.data.upload_response.highlights_awards[0];
    expect(award).toMatchObject({ title: 'Employee of the Year', date: '2023-12', id: expect.any(String) });
    const me = json(await t.app.inject({ method: 'GET', url: '/api/user/', headers: { token } })).data;
    const other = await createUser(t.app);
    const foreign = await t.app.inject({ method: 'DELETE', url: `/api/user/award/?reward_id=${award.id}&uid=${other.id}`, headers: { token } });
    expect(json(foreign).message).toBe('Failed to remove');
    const unknown = await t.app.inject({ method: 'DELETE', url: `/api/user/award/?reward_id=nope&uid=${me.id}`, headers: { token } });
    expect(json(unknown).message).toBe('Failed to remove');
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/user/award/?reward_id=${award.id}&uid=${me.id}`, headers: { token } });
    expect(json(removed)).toMatchObject({ message: 'Removed Successfully', data: { upload_response: { highlights_awards: [] } } });
  });

  it('refuses an award dated in the future with the spec message, and keeps only the earlier one', async () => {
    const token = await candidateWithoutResume();
    const award = (date: string) => t.app.inject({ method: 'POST', url: '/api/user/awards/', headers: { token }, payload: { title: 'Employee of the Year', date } });
    expect((await award('2023-12')).statusCode).toBe(200);
    const response = await award('2999-12');
    expect(response.statusCode).toBe(400);
    expect(json(response).errors).toContainEqual({ path: 'date', message: 'Future dates are not allowed' });
    expect((await profileOf(token)).data.upload_response.highlights_awards).toEqual([expect.objectContaining({ date: '2023-12' })]);
  });

  it('is for candidates only', async () => {
    const recruiter = await createUser(t.app, { role_id: ROLE_IDS.recruiter });
    const token = (await logIn(t.app, recruiter.email)).token;
    const response = await edit(token, { summary: 'x' });
    // Who may call the route is no secret: a recruiter is refused (403) with the spec's message.
    expect(response.statusCode).toBe(403);
    expect(json(response).message).toBe('Candidate Profile Not Exist');
  });
});

describe('JSON Resume', () => {
  it('exports the profile and imports it back into another account', async () => {
    const { token } = await onboardWith(fixture('en-27-hr.pdf'), 'grace.pdf');
    await waitForParse(token);
    const exported = await t.app.inject({ method: 'GET', url: '/api/user/profile/json-resume/', headers: { token } });
    expect(exported.headers['content-disposition']).toContain('resume.json');
    const resume = json(exported);
    expect(resume.basics).toMatchObject({ name: 'Grace Mensah', email: 'grace.mensah@example.com' });
    expect(resume.work[0]).toMatchObject({ position: 'HR Manager', name: 'Pearl Hospitality Group' });

    const other = await newcomer(t.app);
    await t.app.inject({ method: 'POST', url: '/api/candidate/onboarding/', headers: { token: other.token }, payload: { candidate_availability: ['online'], accepted_disclaimer: true } });
    const imported = await t.app.inject({ method: 'POST', url: '/api/user/profile/json-resume/', headers: { token: other.token }, payload: resume });
    expect(imported.statusCode).toBe(200);
    const profile = json(imported).data.upload_response;
    expect(profile.personal_details.name).toBe('Grace Mensah');
    expect(profile.work_history_detailed['0']).toMatchObject({ job_title: 'HR Manager', currently_working: true });
  });

  it('refuses an import that breaks the date rules, with the same message as an edit', async () => {
    const { token } = await newcomer(t.app);
    await t.app.inject({ method: 'POST', url: '/api/candidate/onboarding/', headers: { token }, payload: { candidate_availability: ['online'], accepted_disclaimer: true } });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/profile/json-resume/',
      headers: { token },
      payload: { work: [{ name: 'Acme', position: 'Engineer', startDate: '2022-01', endDate: '2020-01' }] },
    });
    expect(response.statusCode).toBe(400);
    expect(json(response).errors).toContainEqual({ path: 'work_history.0.end', message: 'End date must be after start date' });
  });
});

describe('a newer resume, reviewed before it is saved', () => {
  async function waitForProposal(token: string) {
    const deadline = Date.now() + 30_000;
    for (;;) {
      const { data } = await profileOf(token);
      if (data.proposed && data.proposed.status !== 'in_progress') return data;
      if (Date.now() > deadline) throw new Error('the proposal did not finish');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  it('parses into a proposal, changes nothing until sections are applied, then takes only those', async () => {
    const { token } = await onboardWith(fixture('en-27-hr.pdf'), 'grace.pdf');
    const before = (await waitForParse(token)).upload_response;
    const newer = await uploadFile(t.app, token, fixture('en-07-hr.docx'), 'resume', 'newer.docx');
    const queued = json(await t.app.inject({ method: 'POST', url: '/api/candidate/resume/', headers: { token }, payload: { file_id: newer } }));
    expect(queued.data).toMatchObject({ status: 'completed', proposed: { status: 'in_progress' } });

    const reviewed = await waitForProposal(token);
    expect(reviewed.proposed.status).toBe('completed');
    expect(reviewed.upload_response).toEqual(before);
    const proposed = reviewed.proposed.upload_response;
    expect(proposed.personal_details.name).not.toBe(before.personal_details.name);

    const applied = json(
      await t.app.inject({ method: 'POST', url: '/api/candidate/resume/apply/', headers: { token }, payload: { sections: ['work_history'] } }),
    ).data;
    expect(applied.proposed).toBeNull();
    expect(applied.upload_response.work_history_detailed).toEqual(proposed.work_history_detailed);
    expect(applied.upload_response.career_path).toEqual(proposed.career_path);
    expect(applied.upload_response.personal_details).toEqual(before.personal_details);
  });

  it('discards a proposal with no sections, and answers 409 when there is none', async () => {
    const { token } = await onboardWith(fixture('en-27-hr.pdf'), 'grace.pdf');
    const before = (await waitForParse(token)).upload_response;
    const newer = await uploadFile(t.app, token, fixture('en-07-hr.docx'), 'resume', 'newer.docx');
    await t.app.inject({ method: 'POST', url: '/api/candidate/resume/', headers: { token }, payload: { file_id: newer } });
    await waitForProposal(token);
    const discarded = json(await t.app.inject({ method: 'POST', url: '/api/candidate/resume/apply/', headers: { token }, payload: { sections: [] } })).data;
    expect(discarded).toMatchObject({ proposed: null, upload_response: before });
    const none = await t.app.inject({ method: 'POST', url: '/api/candidate/resume/apply/', headers: { token }, payload: { sections: ['skills'] } });
    expect(none.statusCode).toBe(409);
  });
});

describe('nationality (optional, decision 0053)', () => {
  const edit = (token: string, payload: object) => t.app.inject({ method: 'PATCH', url: '/api/user/edit-details/', headers: { token }, payload });
  const onboard = (token: string, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/candidate/onboarding/', headers: { token }, payload: { candidate_availability: ['online'], accepted_disclaimer: true, ...payload } });

  it('is given at onboarding, changed and withdrawn in the profile, and kept by edits that leave it out', async () => {
    const { token } = await newcomer(t.app);
    expect((await onboard(token, { candidate_nationality: 'EG' })).statusCode).toBe(200);
    expect((await profileOf(token)).data.nationality).toBe('EG');

    expect(json(await edit(token, { nationality: 'SA' })).data.nationality).toBe('SA');
    expect(json(await edit(token, { summary: 'Accountant in Riyadh' })).data.nationality).toBe('SA');
    expect(json(await edit(token, { nationality: null })).data.nationality).toBeNull();
    expect(json(await edit(token, { nationality: 'JO' })).data.nationality).toBe('JO');
    expect(json(await edit(token, { nationality: '' })).data.nationality).toBeNull();
  });

  it('is null for a candidate who did not say', async () => {
    const { token } = await newcomer(t.app);
    await onboard(token, {});
    expect((await profileOf(token)).data.nationality).toBeNull();
  });

  it('refuses a code that is not a country', async () => {
    const { token } = await newcomer(t.app);
    const refused = await onboard(token, { candidate_nationality: 'XX' });
    expect(refused.statusCode).toBe(400);
    expect(json(refused).errors).toContainEqual({ path: 'candidate_nationality', message: 'Choose a country from the list' });
    await onboard(token, {});
    const edited = await edit(token, { nationality: 'Saudi' });
    expect(edited.statusCode).toBe(400);
    expect(json(edited).errors).toContainEqual({ path: 'nationality', message: 'Choose a country from the list' });
  });
});
