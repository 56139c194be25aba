/**
 * Issue #9: the account API must not tell a stranger which addresses have accounts (decision 0024).
 * Sign-up answers alike and mails the address in both cases; forgot-password does the same work in the
 * request for any address (compared by what the request does, never by a stopwatch).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, nextIp, type TestApp } from './helpers/test-app.ts';
import { createUser, DEFAULT_PASSWORD, signupBody, uniqueEmail } from './helpers/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers, remoteAddress: nextIp() });
const register = (payload: object, headers: Record<string, string> = {}) =>
  post('/api/user/auth/register-user/', payload, headers);
const login = (email: string, password: string) => post('/api/user/auth/login-user/', { email, password });

describe('sign-up with an address that already has an account', () => {
  it('answers exactly as a new sign-up does, and leaves the account as it was', async () => {
    const owner = await createUser(t.app, { first_name: 'Huda' });
    const fresh = signupBody();
    const newAnswer = await register(fresh);
    const takenAnswer = await register(signupBody({ email: owner.email, password: 'Other#Pass77', confirm_password: 'Other#Pass77' }));

    expect(takenAnswer.statusCode).toBe(newAnswer.statusCode);
    expect(json(takenAnswer)).toEqual({ data: { email: owner.email }, message: 'Signup Successful' });
    expect(json(newAnswer)).toEqual({ data: { email: fresh.email }, message: 'Signup Successful' });
    expect(Object.keys(json(takenAnswer).data)).toEqual(Object.keys(json(newAnswer).data));

    // The owner's password still logs in, the stranger's does not.
    expect((await login(owner.email, owner.password)).statusCode).toBe(200);
    expect((await login(owner.email, 'Other#Pass77')).statusCode).toBe(401);
    const { rows } = await t.database.executeSql(`select first_name from users where email = $1`, [owner.email]);
    expect(rows).toEqual([{ first_name: 'Huda' }]);
  });

  it('mails the owner that someone tried, with a way to log in or reset the password', async () => {
    const owner = await createUser(t.app, { first_name: 'Huda' });
    await register(signupBody({ email: owner.email }));
    const mail = await t.waitForMail(owner.email);
    expect(mail.subject).toBe('Someone tried to create a Masar account with your e-mail');
    expect(mail.text_body).toContain('Hello Huda,');
    expect(mail.text_body).toContain('http://masar.test/auth/login');
    expect(mail.text_body).toContain('http://masar.test/auth/reset-password/email-verification');
    const events = await t.database.executeSql(`select event, details from audit_log where user_id = $1`, [owner.id]);
    expect(events.rows).toEqual([{ event: 'signup_address_taken', details: {} }]);
  });

  it("writes that mail in the owner's language, whatever the language of the sign-up", async () => {
    const owner = await createUser(t.app, { locale: 'ar' });
    await register(signupBody({ email: owner.email }), { lang: 'en' });
    const mail = await t.waitForMail(owner.email);
    expect(mail.subject).toBe('محاولة لإنشاء حساب في مسار ببريدك الإلكتروني');
    expect(mail.html_body).toContain('dir="rtl"');
  });
});

describe('a new account before its address is verified', () => {
  it('cannot log in with its password, answering as a wrong password does, until the link is opened', async () => {
    const body = signupBody();
    await register(body);
    const mail = await t.waitForMail(body.email, /Verify/);

    // Whoever signed up cannot tell "a new account" (its password) from "a taken address" (another's).
    const unverified = await login(body.email, DEFAULT_PASSWORD);
    const wrong = await login(body.email, 'Wrong#Pass99');
    expect(unverified.statusCode).toBe(401);
    expect(json(unverified)).toEqual(json(wrong));
    expect(json(unverified)).toEqual({ message: 'Incorrect e-mail or password. Just signed up? Open the link we e-mailed you first', code: 'INVALID_CREDENTIALS' });

    const code = /\/auth\/verify-email\/([\w-]+)/.exec(mail.text_body)![1]!;
    expect((await post(`/api/user/auth/verify-email/${code}`, { email: body.email })).statusCode).toBe(200);
    expect((await login(body.email, DEFAULT_PASSWORD)).statusCode).toBe(200);
  });

  it('an account that was signed in before keeps logging in while a changed address waits for verification', async () => {
    const user = await createUser(t.app);
    expect((await login(user.email, user.password)).statusCode).toBe(200);
    await t.database.executeSql(`update users set is_email_confirmed = false where id = $1`, [user.id]);
    expect((await login(user.email, user.password)).statusCode).toBe(200);
  });
});

describe('forgot-password does the same in the request for any address', () => {
  let idle: TestApp;
  beforeAll(async () => {
    // No workers: what is left after the request is what the request did.
    idle = await createTestApp({ runWorkers: false });
  });
  afterAll(async () => {
    await idle.close();
  });

  async function whatTheRequestDid(email: string) {
    const before = new Date();
    const response = await idle.app.inject({
      method: 'POST',
      url: '/api/user/auth/forgot-password/',
      payload: { email },
      remoteAddress: nextIp(),
    });
    const count = async (sql: string) => (await idle.database.executeSql(sql, [before])).rows.length;
    const jobs = await idle.database.executeSql(
      `select name, data from pgboss.job where created_on >= $1 and name not like '%dead-letter%' order by created_on`,
      [before],
    );
    return {
      status: response.statusCode,
      body: json(response),
      jobs: jobs.rows.map((row) => {
        const { name, data } = row as { name: string; data: { email?: string } };
        return { name, email: data.email === email ? 'the address asked for' : data.email };
      }),
      codesMade: await count(`select id from one_time_codes where created_at >= $1`),
      mailsWritten: await count(`select id from mails where created_at >= $1`),
      auditRows: await count(`select id from audit_log where created_at >= $1`),
    };
  }

  it('answers alike, queues one job, and makes no code, mail or audit row, for an account and for no account', async () => {
    const user = await createUser(idle.app);
    const existing = await whatTheRequestDid(user.email);
    const unknown = await whatTheRequestDid(uniqueEmail('ghost'));
    expect(existing).toEqual(unknown);
    expect(existing).toEqual({
      status: 200,
      body: { message: 'If an account exists for this e-mail, we sent a link to reset the password' },
      jobs: [{ name: 'accounts.password-reset-request', email: 'the address asked for' }],
      codesMade: 0,
      mailsWritten: 0,
      auditRows: 0,
    });
  });
});

describe('the queued job', () => {
  it('sends the reset link to an account, and nothing for an address without one', async () => {
    const user = await createUser(t.app);
    const ghost = uniqueEmail('ghost');
    await post('/api/user/auth/forgot-password/', { email: ghost });
    await post('/api/user/auth/forgot-password/', { email: user.email });
    const mail = await t.waitForMail(user.email, /Reset/);
    expect(mail.text_body).toContain('http://masar.test/auth/reset-password/');
    const ghostJobDone = async () =>
      (await t.database.executeSql(`select id from pgboss.job where data->>'email' = $1 and state = 'completed'`, [ghost])).rows.length;
    const deadline = Date.now() + 15_000;
    while ((await ghostJobDone()) === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await ghostJobDone()).toBe(1);
    const ghostMails = await t.database.executeSql(`select id from mails where to_address = $1`, [ghost]);
    expect(ghostMails.rows).toHaveLength(0);
  });
});
