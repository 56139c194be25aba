/**
 * Issue #9: e-mail changes, invitations and demo requests had no limit (20 changes sent 20 mails to a
 * victim's address, 50 invitations 50 mails, 100 anonymous demo requests made 100 rows). Each is now
 * limited per account, per client address and, where mail goes to someone else, per address mailed
 * (decision 0006); beyond a limit the answer is 429 with the usual message and nothing is sent or stored.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, nextIp, type TestApp } from './helpers/test-app.ts';
import { createUser, logIn, ROLE_IDS, uniqueEmail } from './helpers/factories.ts';
import { RATE_LIMITS } from '../src/modules/rate-limits/rate-limits.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const TOO_MANY = /^Too many attempts\. Please wait \d+ minute\(s\) and try again$/;

function expectRateLimited(response: { statusCode: number; json(): unknown }) {
  expect(response.statusCode).toBe(429);
  const body = response.json() as { code: string; message: string };
  expect(body.code).toBe('RATE_LIMITED');
  expect(body.message).toMatch(TOO_MANY);
}

const mailsTo = async (address: string) =>
  (await t.database.executeSql(`select id from mails where to_address = $1`, [address])).rows.length;

async function signedIn(values: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(t.app, values);
  const { token } = await logIn(t.app, user.email, user.password, nextIp());
  return { user, token };
}

describe('changing the e-mail', () => {
  const changeEmail = (token: string, email: string, password: string, ip = nextIp()) =>
    t.app.inject({ method: 'PATCH', url: '/api/user/', headers: { token }, payload: { email, current_password: password }, remoteAddress: ip });

  it(`allows ${RATE_LIMITS.emailChangesPerAccount.max} changes an hour to one account, then answers 429 and mails nobody`, async () => {
    const { user, token } = await signedIn();
    for (let i = 0; i < RATE_LIMITS.emailChangesPerAccount.max; i += 1) {
      expect((await changeEmail(token, uniqueEmail('change'), user.password)).statusCode).toBe(200);
    }
    const victim = uniqueEmail('victim');
    expectRateLimited(await changeEmail(token, victim, user.password));
    expect(await mailsTo(victim)).toBe(0);
  });

  it(`sends no more than ${RATE_LIMITS.emailChangesPerAddress.max} changes to one address an hour, from any accounts`, async () => {
    const victim = uniqueEmail('victim');
    for (let i = 0; i < RATE_LIMITS.emailChangesPerAddress.max; i += 1) {
      // Each account takes the address, then lets it go, so the next one can take it again.
      const { user, token } = await signedIn();
      expect((await changeEmail(token, victim, user.password)).statusCode).toBe(200);
      expect((await changeEmail(token, uniqueEmail('away'), user.password)).statusCode).toBe(200);
    }
    const verificationsBefore = (
      await t.database.executeSql(`select id from mails where to_address = $1 and subject like 'Verify%'`, [victim])
    ).rows.length;
    expect(verificationsBefore).toBe(RATE_LIMITS.emailChangesPerAddress.max);
    const { user, token } = await signedIn();
    expectRateLimited(await changeEmail(token, victim, user.password));
    const { rows } = await t.database.executeSql(`select email from users where id = $1`, [user.id]);
    expect(rows).toEqual([{ email: user.email }]);
  });

  it(`answers 429 after ${RATE_LIMITS.emailChangesPerIp.max} changes from one client address`, async () => {
    const ip = nextIp();
    for (let i = 0; i < RATE_LIMITS.emailChangesPerIp.max; i += 1) {
      const { user, token } = await signedIn();
      expect((await changeEmail(token, uniqueEmail('change'), user.password, ip)).statusCode).toBe(200);
    }
    const { user, token } = await signedIn();
    expectRateLimited(await changeEmail(token, uniqueEmail('change'), user.password, ip));
  });

  it('counts no other edit of the account', async () => {
    const { token } = await signedIn();
    for (let i = 0; i <= RATE_LIMITS.emailChangesPerAccount.max; i += 1) {
      const response = await t.app.inject({ method: 'PATCH', url: '/api/user/', headers: { token }, payload: { full_name: `Layla ${i}` } });
      expect(response.statusCode).toBe(200);
    }
  });
});

describe('inviting colleagues', () => {
  async function recruiterOfNewCompany() {
    const company = await t.database.executeSql(`insert into companies (company_name) values ('Oasis Health') returning id`);
    const companyId = (company.rows[0] as { id: string }).id;
    return signedIn({ role_id: ROLE_IDS.recruiter, company_id: companyId });
  }
  const invite = (token: string, email: string, ip = nextIp()) =>
    t.app.inject({ method: 'POST', url: '/api/recruiter/invitations/', headers: { token }, payload: { email }, remoteAddress: ip });

  it(`allows ${RATE_LIMITS.invitationsPerAccount.max} invitations an hour to one recruiter, then answers 429 and mails nobody`, async () => {
    const { token } = await recruiterOfNewCompany();
    for (let i = 0; i < RATE_LIMITS.invitationsPerAccount.max; i += 1) {
      expect((await invite(token, uniqueEmail('colleague'))).statusCode).toBe(200);
    }
    const one = uniqueEmail('colleague');
    expectRateLimited(await invite(token, one));
    expect(await mailsTo(one)).toBe(0);
  });

  it(`sends no more than ${RATE_LIMITS.invitationsPerAddress.max} invitations a day to one address, from any companies`, async () => {
    const victim = uniqueEmail('victim');
    for (let i = 0; i < RATE_LIMITS.invitationsPerAddress.max; i += 1) {
      const { token } = await recruiterOfNewCompany();
      expect((await invite(token, victim)).statusCode).toBe(200);
    }
    const { token } = await recruiterOfNewCompany();
    expectRateLimited(await invite(token, victim));
    expect(await mailsTo(victim)).toBe(RATE_LIMITS.invitationsPerAddress.max);
  });

  it(`answers 429 after ${RATE_LIMITS.invitationsPerIp.max} invitations from one client address`, async () => {
    const ip = nextIp();
    const first = await recruiterOfNewCompany();
    const second = await recruiterOfNewCompany();
    for (let i = 0; i < RATE_LIMITS.invitationsPerIp.max; i += 1) {
      const { token } = i < RATE_LIMITS.invitationsPerAccount.max ? first : second;
      expect((await invite(token, uniqueEmail('colleague'), ip)).statusCode).toBe(200);
    }
    const { token } = await recruiterOfNewCompany();
    expectRateLimited(await invite(token, uniqueEmail('colleague'), ip));
  });
});

describe('asking for a demo', () => {
  const demo = (ip: string, token?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/user/book-demo/',
      headers: token ? { token } : {},
      payload: { full_name: 'Khalid Omar', email: 'k@example.com', company_name: `Co ${ip}` },
      remoteAddress: ip,
    });
  const rowsFrom = async (ip: string) =>
    (await t.database.executeSql(`select id from demo_requests where company_name = $1`, [`Co ${ip}`])).rows.length;

  it(`stores ${RATE_LIMITS.demoRequestsPerIp.max} anonymous requests an hour from one address, then answers 429 and stores nothing`, async () => {
    const ip = nextIp();
    for (let i = 0; i < RATE_LIMITS.demoRequestsPerIp.max; i += 1) expect((await demo(ip)).statusCode).toBe(201);
    const refused = await demo(ip);
    expectRateLimited(refused);
    expect(json(refused).message).toMatch(TOO_MANY);
    expect(await rowsFrom(ip)).toBe(RATE_LIMITS.demoRequestsPerIp.max);
  });

  it(`stores ${RATE_LIMITS.demoRequestsPerAccount.max} requests an hour from one account, from any addresses`, async () => {
    const { token } = await signedIn();
    for (let i = 0; i < RATE_LIMITS.demoRequestsPerAccount.max; i += 1) expect((await demo(nextIp(), token)).statusCode).toBe(201);
    expectRateLimited(await demo(nextIp(), token));
  });

  it('answers the limit in Arabic for an Arabic page', async () => {
    const ip = nextIp();
    for (let i = 0; i < RATE_LIMITS.demoRequestsPerIp.max; i += 1) await demo(ip);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/user/book-demo/',
      headers: { lang: 'ar' },
      payload: { full_name: 'Khalid Omar', email: 'k@example.com', company_name: 'Co' },
      remoteAddress: ip,
    });
    expect(refused.statusCode).toBe(429);
    expect(json(refused).message).toMatch(/^محاولات كثيرة/);
  });
});
