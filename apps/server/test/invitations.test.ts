import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restoreUserState } from '@masar/shared/user-states';
import { codeFromMail, createTestApp, json, type TestApp } from './helpers/test-app.ts';
import { createUser, logIn, newcomer, ROLE_IDS, uniqueEmail } from './helpers/factories.ts';

let t: TestApp;
let companyId: string;
let recruiterToken: string;
beforeAll(async () => {
  t = await createTestApp();
  const company = await t.database.executeSql(`insert into companies (company_name) values ('Oasis Health') returning id`);
  companyId = (company.rows[0] as { id: string }).id;
  const recruiter = await createUser(t.app, { role_id: ROLE_IDS.recruiter, company_id: companyId });
  recruiterToken = (await logIn(t.app, recruiter.email)).token;
});
afterAll(async () => {
  await t.close();
});

const invite = (email: string, token = recruiterToken) =>
  t.app.inject({ method: 'POST', url: '/api/recruiter/invitations/', headers: { token }, payload: { email } });

async function invitedCode(email: string): Promise<string> {
  const sentAt = new Date();
  expect((await invite(email)).statusCode).toBe(200);
  const mail = await t.waitForMail(email, /Join Oasis Health/, { after: sentAt });
  return codeFromMail({ text_body: mail.text_body.replace('?invite=', '/') }, '/auth/signup');
}

describe('inviting colleagues', () => {
  it('a confirmed recruiter invites by e-mail; the colleague joins the company confirmed', async () => {
    const colleague = await newcomer(t.app);
    const code = await invitedCode(colleague.user.email);
    const preview = await t.app.inject({ method: 'GET', url: `/api/recruiter/invitations/${code}` });
    expect(json(preview).data).toEqual({ company_name: 'Oasis Health', email: colleague.user.email, kind: 'colleague' });

    const joined = await t.app.inject({ method: 'POST', url: '/api/recruiter/onboarding/join/', headers: { token: colleague.token }, payload: { invite_code: code } });
    expect(joined.statusCode).toBe(200);
    const { data, message } = json(joined);
    expect(message).toBe('You joined Oasis Health');
    expect(data).toMatchObject({ role_name: 'recruiter', is_onboarding_completed: true, is_account_confirmed: true, companyDetail: { id: companyId } });
    expect(restoreUserState(data)).toBe('RECRUITER');

    const list = json(await t.app.inject({ method: 'GET', url: '/api/recruiter/invitations/', headers: { token: recruiterToken } })).data;
    expect(list.find((i: { email: string }) => i.email === colleague.user.email).accepted_at).not.toBeNull();
    const again = await t.app.inject({ method: 'POST', url: '/api/recruiter/onboarding/join/', headers: { token: colleague.token }, payload: { invite_code: code } });
    expect(again.statusCode).toBe(409);
  });

  it('refuses an invitation used by another address, an unknown code and an expired one', async () => {
    const invited = uniqueEmail('invited');
    const code = await invitedCode(invited);
    const stranger = await newcomer(t.app);
    const wrong = await t.app.inject({ method: 'POST', url: '/api/recruiter/onboarding/join/', headers: { token: stranger.token }, payload: { invite_code: code } });
    expect(wrong.statusCode).toBe(403);
    expect(json(wrong).message).toBe('This invitation is for another e-mail address. Log in with the invited address');
    const unknown = await t.app.inject({ method: 'POST', url: '/api/recruiter/onboarding/join/', headers: { token: stranger.token }, payload: { invite_code: 'nope' } });
    expect(json(unknown).message).toBe('This invitation is not valid. Ask for a new one');
    await t.database.executeSql(`update company_invitations set expires_at = now() - interval '1 second' where email = $1`, [invited]);
    expect(json(await t.app.inject({ method: 'GET', url: `/api/recruiter/invitations/${code}` })).message).toBe('This invitation has expired. Ask for a new one');
  });

  it('refuses invitations from an unconfirmed recruiter, a candidate, and for an existing member', async () => {
    const pending = await createUser(t.app, { role_id: ROLE_IDS.recruiter, company_id: companyId, is_account_confirmed: false });
    const pendingToken = (await logIn(t.app, pending.email)).token;
    const refused = await invite(uniqueEmail(), pendingToken);
    expect(refused.statusCode).toBe(403);
    expect(json(refused).message).toBe('Your company must be approved before you can invite colleagues');
    const candidateToken = (await logIn(t.app, (await createUser(t.app)).email)).token;
    expect((await invite(uniqueEmail(), candidateToken)).statusCode).toBe(403);
    const member = await invite(pending.email);
    expect(member.statusCode).toBe(409);
    expect((await t.app.inject({ method: 'POST', url: '/api/recruiter/invitations/', payload: { email: 'x@example.com' } })).statusCode).toBe(401);
    expect((await invite('not-an-email')).statusCode).toBe(400);
  });

  it('warns, without refusing, when the address is not at the company website\'s domain, before and when inviting (issue #9)', async () => {
    const company = await t.database.executeSql(
      `insert into companies (company_name, company_website) values ('Acme', 'https://www.acme.com.sa/careers') returning id`,
    );
    const acmeRecruiter = await createUser(t.app, { role_id: ROLE_IDS.recruiter, company_id: (company.rows[0] as { id: string }).id });
    const acmeToken = (await logIn(t.app, acmeRecruiter.email)).token;
    const check = async (email: string, token = acmeToken) => {
      const response = await t.app.inject({ method: 'POST', url: '/api/recruiter/invitations/check/', headers: { token }, payload: { email } });
      expect(response.statusCode).toBe(200);
      return json(response).data;
    };
    // www. is not part of the domain; a subdomain of it is the same company; a public suffix (com.sa) is not a domain.
    expect(await check('Sara@ACME.com.sa')).toEqual({ domain_mismatch: false, company_domain: 'acme.com.sa' });
    expect(await check('sara@hr.acme.com.sa')).toEqual({ domain_mismatch: false, company_domain: 'acme.com.sa' });
    expect(await check('sara@gmail.com')).toEqual({ domain_mismatch: true, company_domain: 'acme.com.sa' });
    expect(await check('sara@other.com.sa')).toEqual({ domain_mismatch: true, company_domain: 'acme.com.sa' });
    expect(await check('sara@acme.com')).toEqual({ domain_mismatch: true, company_domain: 'acme.com.sa' });

    // The invitation is sent all the same, and says so too, for an API client to warn.
    const elsewhere = await t.app.inject({ method: 'POST', url: '/api/recruiter/invitations/', headers: { token: acmeToken }, payload: { email: 'sara.acme@gmail.com' } });
    expect(elsewhere.statusCode).toBe(200);
    expect(json(elsewhere).data).toMatchObject({ email: 'sara.acme@gmail.com', domain_mismatch: true });
    await t.waitForMail('sara.acme@gmail.com', /Join Acme/);
    const colleague = json(await t.app.inject({ method: 'POST', url: '/api/recruiter/invitations/', headers: { token: acmeToken }, payload: { email: 'omar@hr.acme.com.sa' } })).data;
    expect(colleague.domain_mismatch).toBe(false);

    // Oasis Health gave no website: nothing to compare, no warning.
    expect(await check('sara@gmail.com', recruiterToken)).toEqual({ domain_mismatch: false, company_domain: null });
    expect(json(await invite(uniqueEmail())).data.domain_mismatch).toBe(false);
    // Who may not invite may not check either.
    const candidateToken = (await logIn(t.app, (await createUser(t.app)).email)).token;
    expect((await t.app.inject({ method: 'POST', url: '/api/recruiter/invitations/check/', headers: { token: candidateToken }, payload: { email: 'a@b.com' } })).statusCode).toBe(403);
  });
});
