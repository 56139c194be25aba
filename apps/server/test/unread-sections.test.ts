/**
 * Issue #10: a resume section with text the parser could not read comes back marked for review
 * (confidence 0 at the bare section path), and the mark goes when the person edits that section.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from './helpers/test-app.ts';
import { newcomer, uploadFile } from './helpers/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const UNREAD_RESUME = Buffer.from(`Huda Al-Mansour
huda.mansour@example.com
Experience
I have spent most of my working life looking after patients, first on a busy surgical ward and later in
intensive care, where I learned to stay calm when things go wrong and to teach newer colleagues.
Education
I studied nursing in Riyadh and have kept learning on the job ever since, through courses and practice.
Skills
Patient care, Triage
`);

const profileOf = async (token: string) => json(await t.app.inject({ method: 'GET', url: '/api/user/profile/', headers: { token } })).data;

async function candidateWithUnreadResume() {
  const { token } = await newcomer(t.app);
  const resume = await uploadFile(t.app, token, UNREAD_RESUME, 'resume', 'huda.txt');
  await t.app.inject({
    method: 'POST',
    url: '/api/candidate/onboarding/',
    headers: { token },
    payload: { candidate_resume: resume, candidate_availability: ['online'], accepted_disclaimer: true },
  });
  const deadline = Date.now() + 30_000;
  for (;;) {
    const data = await profileOf(token);
    if (data.status !== 'in_progress') return { token, profile: data.upload_response };
    if (Date.now() > deadline) throw new Error('the parse did not finish');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const edit = (token: string, payload: object) => t.app.inject({ method: 'PATCH', url: '/api/user/edit-details/', headers: { token }, payload });

describe('a section the parser could not read', () => {
  it('is marked for review in the profile, and the mark goes when the person edits that section', async () => {
    const { token, profile } = await candidateWithUnreadResume();
    expect(profile.work_history_detailed).toEqual({});
    expect(profile.education).toEqual([]);
    expect(profile.confidence).toMatchObject({ work_history_detailed: 0, education: 0 });

    const job = { job_title: 'Staff Nurse', organization: 'King Fahad Medical City', start: '2019-03', end: null, currently_working: true };
    const afterWork = json(await edit(token, { work_history: [job] })).data.upload_response;
    expect(afterWork.confidence.work_history_detailed).toBeUndefined();
    // Only the section edited loses its mark.
    expect(afterWork.confidence.education).toBe(0);

    const school = { degree_title: 'Bachelor of Science in Nursing', institution: 'King Saud University', start: '2012-09', end: '2016-06' };
    const afterEducation = json(await edit(token, { education: [school] })).data.upload_response;
    expect(afterEducation.confidence.education).toBeUndefined();
  });

  it("takes a newer resume's mark with the section applied from it, and only with that section", async () => {
    const { token } = await candidateWithUnreadResume();
    const job = { job_title: 'Staff Nurse', organization: 'King Fahad Medical City', start: '2019-03', end: null, currently_working: true };
    const school = { degree_title: 'Bachelor of Science in Nursing', institution: 'King Saud University', start: '2012-09', end: '2016-06' };
    expect(json(await edit(token, { work_history: [job], education: [school] })).data.upload_response.confidence).toEqual({
      'personal_details.email': expect.any(Number),
      'personal_details.name': expect.any(Number),
      'skills.0': expect.any(Number),
      'skills.1': expect.any(Number),
    });

    const newer = await uploadFile(t.app, token, UNREAD_RESUME, 'resume', 'newer.txt');
    await t.app.inject({ method: 'POST', url: '/api/candidate/resume/', headers: { token }, payload: { file_id: newer } });
    const deadline = Date.now() + 30_000;
    while ((await profileOf(token)).proposed?.status !== 'completed') {
      if (Date.now() > deadline) throw new Error('the proposal did not finish');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const applied = json(
      await t.app.inject({ method: 'POST', url: '/api/candidate/resume/apply/', headers: { token }, payload: { sections: ['work_history'] } }),
    ).data.upload_response;
    expect(applied.work_history_detailed).toEqual({});
    expect(applied.confidence.work_history_detailed).toBe(0);
    expect(applied.education).toHaveLength(1);
    expect(applied.confidence.education).toBeUndefined();
  });
});
