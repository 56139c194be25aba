import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeFromMail, createTestApp, json, nextIp, type TestApp } from './helpers/test-app.ts';
import { createUser, DEFAULT_PASSWORD, logIn, signupBody } from './helpers/factories.ts';
import { RATE_LIMITS } from '../src/modules/rate-limits/rate-limits.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, payload: object, headers: Record<string, string> = {}, ip = nextIp()) =>
  t.app.inject({ method: 'POST', url, payload, headers, remoteAddress: ip });
const verify = (code: string, email: string) => post(`/api/user/auth/verify-email/${code}`, { email });

/** Signs up (which opens no session, decision 0024) and answers the new account's id and its link's code. */
async function signUp() {
  const body = signupBody();
  expect((await post('/api/user/auth/register-user/', body)).statusCode).toBe(201);
  const mail = await t.waitForMail(body.email, /Verify/);
  const { rows } = await t.database.executeSql(`select id from users where email = $1`, [body.email]);
  const user = rows[0] as { id: string };
  return { body, user, code: codeFromMail(mail, '/auth/verify-email') };
}

/** A signed-in account whose address waits for verification, as after changing the e-mail. */
async function pendingAccount() {
  const user = await createUser(t.app);
  const { token } = await logIn(t.app, user.email);
  await t.database.executeSql(`update users set is_email_confirmed = false where id = $1`, [user.id]);
  return { user, token };
}

/** Moves a code's expiry into the past, as if its time had run out. */
async function expireCodes(userId: string) {
  await t.database.executeSql(`update one_time_codes set expires_at = now() - interval '1 second' where user_id = $1`, [userId]);
}

/** Seconds from the creation of the user's newest code of that purpose to its expiry. */
async function codeLifetimeSeconds(userId: string, purpose: 'email_verification' | 'password_reset') {
  const { rows } = await t.database.executeSql(
    `select extract(epoch from expires_at - created_at)::float8 as seconds from one_time_codes
      where user_id = $1 and purpose = $2 order by created_at desc limit 1`,
    [userId, purpose],
  );
  return (rows[0] as { seconds: number }).seconds;
}

describe('code lifetimes', () => {
  it('a verification code expires 24 hours after it is created', async () => {
    const { user } = await signUp();
    expect(Math.abs((await codeLifetimeSeconds(user.id, 'email_verification')) - 24 * 60 * 60)).toBeLessThan(5);
  });

  it('a reset code expires 30 minutes after it is created', async () => {
    const user = await createUser(t.app);
    expect((await post('/api/user/auth/forgot-password/', { email: user.email })).statusCode).toBe(200);
    await t.waitForMail(user.email, /Reset/);
    expect(Math.abs((await codeLifetimeSeconds(user.id, 'password_reset')) - 30 * 60)).toBeLessThan(5);
  });
});

describe('POST /api/user/auth/verify-email/{token}', () => {
  it('signs the person in when the link is opened in the browser that signed up, and only there', async () => {
    const deviceKey = 'k'.repeat(43);
    const body = signupBody({ device_key: deviceKey });
    expect((await post('/api/user/auth/register-user/', body)).statusCode).toBe(201);
    const code = codeFromMail(await t.waitForMail(body.email, /Verify/), '/auth/verify-email');

    // Another browser's key (or none) confirms the address and opens nothing.
    const elsewhere = await post(`/api/user/auth/verify-email/${code}`, { email: body.email, device_key: 'x'.repeat(43) });
    expect(json(elsewhere)).toEqual({ data: { is_email_confirmed: true }, message: 'Your e-mail is verified' });

    const other = signupBody({ device_key: deviceKey });
    expect((await post('/api/user/auth/register-user/', other)).statusCode).toBe(201);
    const otherCode = codeFromMail(await t.waitForMail(other.email, /Verify/), '/auth/verify-email');
    const here = await post(`/api/user/auth/verify-email/${otherCode}`, { email: other.email, device_key: deviceKey });
    expect(here.statusCode).toBe(200);
    const { session } = json(here).data;
    expect(session.user.email).toBe(other.email);
    const current = json(await t.app.inject({ method: 'GET', url: '/api/user/', headers: { token: session.token } }));
    expect(current.data).toMatchObject({ email: other.email, is_email_confirmed: true, is_onboarding_completed: false });
  });

  it('opens no session for a sign-up with a taken address, whatever key it sent', async () => {
    const { body } = await signUp();
    const again = signupBody({ email: body.email, device_key: 'a'.repeat(43) });
    expect((await post('/api/user/auth/register-user/', again)).statusCode).toBe(201);
    const { rows } = await t.database.executeSql(
      `select count(*)::int as n from one_time_codes c join users u on u.id = c.user_id
        where u.email = $1 and c.device_key_hash is not null`,
      [body.email],
    );
    expect(rows).toEqual([{ n: 0 }]);
  });

  it('confirms the e-mail once; a second confirmation answers 409 so the web logs the person out', async () => {
    const { body, user, code } = await signUp();
    const first = await verify(code, body.email);
    expect(first.statusCode).toBe(200);
    expect(json(first)).toEqual({ data: { is_email_confirmed: true }, message: 'Your e-mail is verified' });
    const { token } = await logIn(t.app, body.email);
    const current = json(await t.app.inject({ method: 'GET', url: '/api/user/', headers: { token } }));
    expect(current.data.is_email_confirmed).toBe(true);
    const second = await verify(code, body.email);
    expect(second.statusCode).toBe(409);
    expect(json(second)).toEqual({ message: 'Your e-mail is already verified. Please log in', code: 'ALREADY_VERIFIED' });
    const events = await t.database.executeSql(`select event from audit_log where user_id = $1`, [user.id]);
    expect(events.rows).toContainEqual({ event: 'email_verified' });
  });

  it('refuses a wrong code, a code for another e-mail, and an expired code', async () => {
    const { body, user, code } = await signUp();
    expect(json(await verify('wrong-code', body.email))).toEqual({ message: 'This link is not valid. Ask for a new one', code: 'CODE_INVALID' });
    expect((await verify(code, 'someone-else@example.com')).statusCode).toBe(400);
    await expireCodes(user.id);
    const expired = await verify(code, body.email);
    expect(expired.statusCode).toBe(400);
    expect(json(expired)).toEqual({ message: 'This link has expired. Ask for a new one', code: 'CODE_EXPIRED' });
  });

  it('a resent link replaces the old one', async () => {
    const { user, token } = await pendingAccount();
    const resendAndRead = async () => {
      const sentAt = new Date();
      const resend = await post('/api/user/auth/resend-verification/', {}, { token });
      expect(resend.statusCode).toBe(200);
      expect(json(resend).message).toBe('We sent you a verification e-mail');
      return codeFromMail(await t.waitForMail(user.email, /Verify/, { after: sentAt }), '/auth/verify-email');
    };
    const code = await resendAndRead();
    const newCode = await resendAndRead();
    expect(newCode).not.toBe(code);
    expect(json(await verify(code, user.email)).code).toBe('CODE_EXPIRED');
    expect((await verify(newCode, user.email)).statusCode).toBe(200);
    const again = await post('/api/user/auth/resend-verification/', {}, { token });
    expect(again.statusCode).toBe(409);
  });

  it(`answers 429 after ${RATE_LIMITS.verifyEmailPerIp.max} tries from one address`, async () => {
    const ip = nextIp();
    for (let i = 0; i < RATE_LIMITS.verifyEmailPerIp.max; i += 1) {
      await post(`/api/user/auth/verify-email/guess-${i}`, { email: `guess${i}@example.com` }, {}, ip);
    }
    expect((await post('/api/user/auth/verify-email/guess', { email: 'x@example.com' }, {}, ip)).statusCode).toBe(429);
  });

  it(`answers 429 to wrong codes after ${RATE_LIMITS.verifyEmailFailuresPerAccount.max} failures on one account, yet the owner's link still verifies`, async () => {
    const { body, code } = await signUp();
    for (let i = 0; i < RATE_LIMITS.verifyEmailFailuresPerAccount.max; i += 1) {
      expect((await verify(`guess-${i}`, body.email)).statusCode).toBe(400);
    }
    const refused = await verify('guess', body.email);
    expect(refused.statusCode).toBe(429);
    expect(json(refused).message).toMatch(/^Too many attempts\. Please wait \d+ minute\(s\) and try again$/);
    const owner = await verify(code, body.email);
    expect(owner.statusCode).toBe(200);
    expect(json(owner).message).toBe('Your e-mail is verified');
  });

  it(`answers 429 after ${RATE_LIMITS.resendVerificationPerAccount.max} resends`, async () => {
    const { token } = await pendingAccount();
    for (let i = 0; i < RATE_LIMITS.resendVerificationPerAccount.max; i += 1) {
      expect((await post('/api/user/auth/resend-verification/', {}, { token })).statusCode).toBe(200);
    }
    expect((await post('/api/user/auth/resend-verification/', {}, { token })).statusCode).toBe(429);
  });
});

describe('forgot-password/ and reset-password/', () => {
  async function requestReset(email: string) {
    const sentAt = new Date();
    const response = await post('/api/user/auth/forgot-password/', { email });
    expect(response.statusCode).toBe(200);
    return codeFromMail(await t.waitForMail(email, /Reset/, { after: sentAt }), '/auth/reset-password');
  }
  const reset = (code: string, password = 'New#Horizon7') =>
    post('/api/user/auth/reset-password/', { code, password, confirm_password: password });

  it('answers the same for an unknown e-mail, and sends no mail', async () => {
    const response = await post('/api/user/auth/forgot-password/', { email: 'ghost@example.com' });
    expect(response.statusCode).toBe(200);
    expect(json(response).message).toBe('If an account exists for this e-mail, we sent a link to reset the password');
    const mails = await t.database.executeSql(`select id from mails where to_address = 'ghost@example.com'`);
    expect(mails.rows).toHaveLength(0);
  });

  it('resets the password once, ends every session, and the new password logs in', async () => {
    const user = await createUser(t.app);
    const session = await logIn(t.app, user.email, user.password);
    const code = await requestReset(user.email);
    const response = await reset(code);
    expect(response.statusCode).toBe(200);
    expect(json(response).message).toBe('Your password has been changed. Please log in');
    expect((await t.app.inject({ method: 'GET', url: '/api/user/', headers: { token: session.token } })).statusCode).toBe(401);
    expect((await post('/api/user/auth/login-user/', { email: user.email, password: user.password })).statusCode).toBe(401);
    expect((await post('/api/user/auth/login-user/', { email: user.email, password: 'New#Horizon7' })).statusCode).toBe(200);
    const reused = await reset(code, 'Other#Horizon8');
    expect(json(reused)).toEqual({ message: 'This link has already been used', code: 'CODE_USED' });
    const events = await t.database.executeSql(`select event from audit_log where user_id = $1`, [user.id]);
    expect(events.rows).toContainEqual({ event: 'password_reset' });
  });

  it('refuses a wrong code, an expired code, a weak or common password, and a confirmation that differs', async () => {
    const user = await createUser(t.app);
    const code = await requestReset(user.email);
    expect(json(await reset('wrong')).code).toBe('CODE_INVALID');
    const weak = await reset(code, 'weak');
    expect(weak.statusCode).toBe(400);
    expect(json(weak).errors).toContainEqual({ path: 'password', message: 'Password must be at least 8 characters' });
    expect(json(await reset(code, 'Password1!')).errors).toContainEqual({
      path: 'password',
      message: 'This password is too common. Choose a less predictable one',
    });
    const mismatch = await post('/api/user/auth/reset-password/', { code, password: 'New#Horizon7', confirm_password: 'New#Horizon8' });
    expect(json(mismatch).errors).toContainEqual({ path: 'confirm_password', message: 'Passwords do not match' });
    await expireCodes(user.id);
    expect(json(await reset(code)).code).toBe('CODE_EXPIRED');
  });

  it(`sends no more than ${RATE_LIMITS.forgotPasswordPerAccount.max} links an hour to one account, and answers the usual message beyond`, async () => {
    const user = await createUser(t.app);
    const mailsTo = async () =>
      (await t.database.executeSql(`select id from mails where to_address = $1`, [user.email])).rows.length;
    const requestsQueued = async () =>
      (await t.database.executeSql(`select id from pgboss.job where name = 'accounts.password-reset-request' and data->>'email' = $1`, [user.email])).rows.length;
    for (let i = 0; i < RATE_LIMITS.forgotPasswordPerAccount.max; i += 1) {
      expect((await post('/api/user/auth/forgot-password/', { email: user.email })).statusCode).toBe(200);
    }
    const beyond = await post('/api/user/auth/forgot-password/', { email: user.email });
    expect(beyond.statusCode).toBe(200);
    expect(json(beyond)).toEqual({ message: 'If an account exists for this e-mail, we sent a link to reset the password' });
    expect(await requestsQueued()).toBe(RATE_LIMITS.forgotPasswordPerAccount.max);
    const deadline = Date.now() + 15_000;
    while ((await mailsTo()) < RATE_LIMITS.forgotPasswordPerAccount.max && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(await mailsTo()).toBe(RATE_LIMITS.forgotPasswordPerAccount.max);
  });

  it(`answers 429 after ${RATE_LIMITS.forgotPasswordPerIp.max} requests from one address`, async () => {
    const ip = nextIp();
    for (let i = 0; i < RATE_LIMITS.forgotPasswordPerIp.max; i += 1) {
      await post('/api/user/auth/forgot-password/', { email: `nobody${i}@example.com` }, {}, ip);
    }
    expect((await post('/api/user/auth/forgot-password/', { email: 'x@example.com' }, {}, ip)).statusCode).toBe(429);
  });

  it(`answers 429 after ${RATE_LIMITS.resetPasswordPerIp.max} reset attempts from one address`, async () => {
    const ip = nextIp();
    for (let i = 0; i < RATE_LIMITS.resetPasswordPerIp.max; i += 1) {
      await post('/api/user/auth/reset-password/', { code: `guess${i}`, password: 'New#Horizon7', confirm_password: 'New#Horizon7' }, {}, ip);
    }
    const refused = await post('/api/user/auth/reset-password/', { code: 'guess', password: 'New#Horizon7', confirm_password: 'New#Horizon7' }, {}, ip);
    expect(refused.statusCode).toBe(429);
  });

  it(`answers 429 after ${RATE_LIMITS.resetPasswordPerAccount.max} reset attempts on one account, from any address`, async () => {
    const user = await createUser(t.app);
    const code = await requestReset(user.email);
    for (let i = 0; i < RATE_LIMITS.resetPasswordPerAccount.max; i += 1) {
      expect((await reset(code, 'Password1!')).statusCode).toBe(400);
    }
    const refused = await reset(code);
    expect(refused.statusCode).toBe(429);
    expect(json(refused).code).toBe('RATE_LIMITED');
  });

  it('a password reset proves the address: an unverified account becomes verified', async () => {
    const user = await createUser(t.app, { is_email_confirmed: false, password: DEFAULT_PASSWORD });
    await reset(await requestReset(user.email));
    const row = await t.database.executeSql(`select is_email_confirmed from users where id = $1`, [user.id]);
    expect(row.rows).toEqual([{ is_email_confirmed: true }]);
  });
});
