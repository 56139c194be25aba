import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restoreUserState } from '@masar/shared/user-states';
import { createTestApp, json, type TestApp } from './helpers/test-app.ts';
import { createUser, logIn, ROLE_IDS } from './helpers/factories.ts';
import { listRecentMails } from '../src/modules/mail/mail.repository.ts';
import { upsertCandidateProfile } from '../src/modules/candidates/candidate-profiles.repository.ts';
import { emptyProfile } from '@masar/shared/profile';

let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp();
  adminToken = (await logIn(t.app, (await createUser(t.app, { role_id: ROLE_IDS['recruiter admin'] })).email)).token;
});
afterAll(async () => {
  await t.close();
});

/** A candidate who finished onboarding and waits for a decision. */
async function pendingCandidate(firstName = 'Pending') {
  const user = await createUser(t.app, { first_name: firstName, is_account_confirmed: false, approval_status: 'PENDING', onboarded_at: new Date() });
  return user;
}

const post = (url: string, payload: object, token = adminToken) =>
  t.app.inject({ method: 'POST', url: `/api/recruiter/admin${url}`, headers: { token }, payload });

describe('approvals (recruiter admin only)', () => {
  it('lists pending candidates by default, searched by name, paged', async () => {
    const marker = `Zubair${Date.now()}`;
    await pendingCandidate(marker);
    await pendingCandidate(marker);
    const page0 = json(await post('/search-candidates/', { search: `  ${marker.toUpperCase()} `, limit: 1 })).data;
    expect(page0.total).toBe(2);
    expect(page0.results).toHaveLength(1);
    expect(page0.results[0]).toMatchObject({ first_name: marker, approval_status: 'PENDING', role_name: 'individual' });
    expect(page0.pagination).toEqual({ page: 0, limit: 1 });
    const page1 = json(await post('/search-candidates/', { search: marker, limit: 1, page: 1 })).data;
    expect(page1.results[0].id).not.toBe(page0.results[0].id);
  });

  it('approves a candidate: the account is confirmed, the person is e-mailed, and the list moves', async () => {
    const user = await pendingCandidate();
    const response = await post('/action-candidate/', { candidate_id: user.id, action: 'APPROVE' });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toMatchObject({ message: 'The account is approved', data: { id: user.id, approval_status: 'APPROVED' } });
    const token = (await logIn(t.app, user.email)).token;
    const me = json(await t.app.inject({ method: 'GET', url: '/api/user/', headers: { token } })).data;
    expect(me.is_account_confirmed).toBe(true);
    expect(restoreUserState(me)).toBe('CANDIDATE');
    expect((await t.waitForMail(user.email, /approved/)).text_body).toContain('/auth/login');
    const approved = json(await post('/search-candidates/', { status: 'APPROVED', search: user.email })).data;
    expect(approved.results.map((r: { id: string }) => r.id)).toEqual([user.id]);
  });

  it('approves once: a second approval, even a simultaneous one, changes nothing and mails nobody again (issue #9)', async () => {
    const user = await pendingCandidate();
    const [first, second] = await Promise.all([
      post('/action-candidate/', { candidate_id: user.id, action: 'APPROVE' }),
      post('/action-candidate/', { candidate_id: user.id, action: 'APPROVE' }),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const again = await post('/action-candidate/', { candidate_id: user.id, action: 'APPROVE' });
    expect(json(again)).toMatchObject({ data: { id: user.id, approval_status: 'APPROVED' } });
    await t.waitForMail(user.email, /approved/);
    const mails = await listRecentMails(t.database.db, 50, user.email);
    expect(mails.filter((mail) => /approved/.test(mail.subject))).toHaveLength(1);
  });

  it('declines with a reason that the person sees', async () => {
    const user = await pendingCandidate();
    const response = await post('/action-candidate/', { candidate_id: user.id, action: 'DECLINE', reason: 'The resume is empty' });
    expect(json(response).message).toBe('The account is declined');
    const token = (await logIn(t.app, user.email)).token;
    const me = json(await t.app.inject({ method: 'GET', url: '/api/user/', headers: { token } })).data;
    expect(me).toMatchObject({ is_account_confirmed: false, approval_status: 'DECLINED', approval_reason: 'The resume is empty' });
    expect(restoreUserState(me)).toBe('ONBOARDING_COMPLETED');
    expect((await t.waitForMail(user.email, /About your Masar account/)).text_body).toContain('Reason: The resume is empty');
  });

  it('shows one candidate for review, and answers an unknown one with the spec message', async () => {
    const user = await pendingCandidate();
    expect(json(await t.app.inject({ method: 'GET', url: `/api/recruiter/admin/candidates/${user.id}`, headers: { token: adminToken } })).data.id).toBe(user.id);
    const unknown = await t.app.inject({ method: 'GET', url: '/api/recruiter/admin/candidates/00000000-0000-4000-8000-000000000000', headers: { token: adminToken } });
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown).message).toBe('Candidate Profile Not Exist');
    const recruiter = await createUser(t.app, { role_id: ROLE_IDS.recruiter });
    expect((await post('/action-candidate/', { candidate_id: recruiter.id, action: 'APPROVE' })).statusCode).toBe(404);
  });

  it('shows the admin the profile parsed from the resume before the decision, and keeps it out of the list (issue #9)', async () => {
    const user = await pendingCandidate(`Parsed${Date.now()}`);
    const profile = {
      ...emptyProfile(),
      summary: 'Data analyst who turns ledgers into dashboards',
      work_history_detailed: {
        '0': { job_title: 'Senior Data Analyst', organization: 'Tabuk Energy', start: '2021-03', end: null, currently_working: true, details: '' },
      },
      skills: [{ name: 'SQL', ref_skill: null }],
    };
    await upsertCandidateProfile(t.database.db, user.id, { parse_status: 'completed', profile });
    const url = `/api/recruiter/admin/candidates/${user.id}`;
    const review = await t.app.inject({ method: 'GET', url, headers: { token: adminToken } });
    expect(review.statusCode).toBe(200);
    expect(json(review).data).toMatchObject({ id: user.id, profile_status: 'completed', upload_response: profile });
    const list = json(await post('/search-candidates/', { search: user.first_name })).data;
    expect(list.results[0].id).toBe(user.id);
    expect(list.results[0]).not.toHaveProperty('upload_response');

    // While a resume is read there is nothing to show yet, as on the candidate's own page.
    await upsertCandidateProfile(t.database.db, user.id, { parse_status: 'in_progress' });
    expect(json(await t.app.inject({ method: 'GET', url, headers: { token: adminToken } })).data).toMatchObject({ profile_status: 'in_progress', upload_response: null });
    const noResume = await pendingCandidate();
    expect(json(await t.app.inject({ method: 'GET', url: `/api/recruiter/admin/candidates/${noResume.id}`, headers: { token: adminToken } })).data.upload_response).toBeNull();

    // Nobody but a confirmed recruiter admin sees it: a recruiter of a company, an admin not yet confirmed.
    const company = await t.database.executeSql(`insert into companies (company_name) values ($1) returning id`, ['Other Co']);
    const companyId = (company.rows[0] as { id: string }).id;
    for (const overrides of [
      { role_id: ROLE_IDS.recruiter, company_id: companyId },
      { role_id: ROLE_IDS['recruiter admin'], company_id: companyId, is_account_confirmed: false },
    ]) {
      const token = (await logIn(t.app, (await createUser(t.app, overrides)).email)).token;
      const refused = await t.app.inject({ method: 'GET', url, headers: { token } });
      expect(refused.statusCode).toBe(403);
      expect(refused.body).not.toContain('Data analyst');
    }
  });

  /** A recruiter who onboarded a new company and waits for a recruiter admin. */
  async function pendingRecruiter(companyName: string) {
    const company = await t.database.executeSql(`insert into companies (company_name) values ($1) returning id`, [companyName]);
    return createUser(t.app, {
      role_id: ROLE_IDS.recruiter,
      company_id: (company.rows[0] as { id: string }).id,
      is_account_confirmed: false,
      onboarded_at: new Date(),
    });
  }

  it('approves recruiters, e-mails them, and makes one a recruiter admin', async () => {
    const recruiter = await pendingRecruiter('Tabuk Energy');
    const list = json(await post('/search-recruiters/', { search: 'tabuk energy' })).data;
    expect(list.results[0]).toMatchObject({ id: recruiter.id, company: { company_name: 'Tabuk Energy' } });
    const approved = await post('/action-recruiter/', { recruiter_id: recruiter.id, action: 'APPROVE' });
    expect(approved.statusCode).toBe(200);
    expect(json(approved)).toMatchObject({ message: 'The account is approved', data: { approval_status: 'APPROVED' } });
    const mail = await t.waitForMail(recruiter.email, /approved/);
    expect(mail.subject).toBe('Your Masar account is approved');
    expect(mail.text_body).toContain('Your account is approved. You can now log in and get started.');
    expect(mail.text_body).toContain('/auth/login');
    const token = (await logIn(t.app, recruiter.email)).token;
    const me = json(await t.app.inject({ method: 'GET', url: '/api/user/', headers: { token } })).data;
    expect(me.is_account_confirmed).toBe(true);
    expect(restoreUserState(me)).toBe('RECRUITER');
    const promoted = await post('/action-recruiter/', { recruiter_id: recruiter.id, action: 'MAKE_ADMIN' });
    expect(json(promoted)).toMatchObject({ message: 'The recruiter is now a recruiter admin', data: { role_name: 'recruiter admin' } });
  });

  it('declines a recruiter with a reason that the recruiter sees and is e-mailed, and moves the list', async () => {
    const recruiter = await pendingRecruiter('Nowhere Trading');
    const response = await post('/action-recruiter/', { recruiter_id: recruiter.id, action: 'DECLINE', reason: 'We could not verify the company' });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toMatchObject({ message: 'The account is declined', data: { id: recruiter.id, approval_status: 'DECLINED' } });
    const token = (await logIn(t.app, recruiter.email)).token;
    const me = json(await t.app.inject({ method: 'GET', url: '/api/user/', headers: { token } })).data;
    expect(me).toMatchObject({ is_account_confirmed: false, approval_status: 'DECLINED', approval_reason: 'We could not verify the company' });
    expect(restoreUserState(me)).toBe('ONBOARDING_COMPLETED');
    expect((await t.waitForMail(recruiter.email, /About your Masar account/)).text_body).toContain('Reason: We could not verify the company');
    const declined = json(await post('/search-recruiters/', { status: 'DECLINED', search: 'nowhere trading' })).data;
    expect(declined.results.map((r: { id: string }) => r.id)).toEqual([recruiter.id]);
    const pending = json(await post('/search-recruiters/', { search: 'nowhere trading' })).data;
    expect(pending.total).toBe(0);
  });

  it.each([
    ['a candidate', { role_id: ROLE_IDS.individual }],
    ['a recruiter', { role_id: ROLE_IDS.recruiter }],
    ['a talent manager', { role_id: ROLE_IDS['talent manager'] }],
    ['an unconfirmed recruiter admin', { role_id: ROLE_IDS['recruiter admin'], is_account_confirmed: false }],
  ])('refuses %s on every approvals route', async (_case, overrides) => {
    const token = (await logIn(t.app, (await createUser(t.app, overrides)).email)).token;
    const candidate = await pendingCandidate();
    for (const [url, payload] of [
      ['/search-candidates/', {}],
      ['/action-candidate/', { candidate_id: candidate.id, action: 'APPROVE' }],
      ['/search-recruiters/', {}],
      ['/action-recruiter/', { recruiter_id: candidate.id, action: 'MAKE_ADMIN' }],
    ] as const) {
      const response = await post(url, payload, token);
      expect(response.statusCode, url).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: `/api/recruiter/admin/candidates/${candidate.id}`, headers: { token } })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/api/recruiter/admin/search-candidates/', payload: {} })).statusCode).toBe(401);
  });

  it.each([
    [{ page: -1 }, 'page', 'Page must be 0 or more'],
    [{ limit: 0 }, 'limit', 'Limit must be from 1 to 100'],
    [{ limit: 101 }, 'limit', 'Limit must be from 1 to 100'],
    [{ status: 'MAYBE' }, 'status', 'Invalid value'],
  ])('refuses bad paging and filters %o', async (payload, path, message) => {
    const response = await post('/search-candidates/', payload);
    expect(response.statusCode).toBe(400);
    expect(json(response).errors).toContainEqual({ path, message });
  });
});
