import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, nextIp, type TestApp } from './helpers/test-app.ts';
import { signupBody, uniqueEmail } from './helpers/factories.ts';
import { RATE_LIMITS } from '../src/modules/rate-limits/rate-limits.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const register = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/user/auth/register-user/', payload: payload as object, headers, remoteAddress: nextIp() });

describe('POST /api/user/auth/register-user/', () => {
  it('creates an unverified account, answers the address and no session, and sends the verification e-mail', async () => {
    const body = signupBody({ full_name: '  Layla   bint Hassan ', mobile_number: '٥٠١٢٣٤٥٦٧' });
    const response = await register(body);
    expect(response.statusCode).toBe(201);
    expect(json(response)).toEqual({ data: { email: body.email }, message: 'Signup Successful' });
    const { rows } = await t.database.executeSql(
      `select first_name, last_name, mobile_number, country_code, is_email_confirmed, is_onboarding_completed,
              is_account_confirmed, accepted_terms, role_id from users where email = $1`,
      [body.email],
    );
    expect(rows).toEqual([
      {
        first_name: 'Layla',
        last_name: 'bint Hassan',
        mobile_number: '501234567',
        country_code: '+971',
        is_email_confirmed: false,
        is_onboarding_completed: false,
        is_account_confirmed: false,
        accepted_terms: true,
        role_id: null,
      },
    ]);

    const mail = await t.waitForMail(body.email, /Verify your e-mail/);
    expect(mail.text_body).toContain(`http://masar.test/auth/verify-email/`);
    expect(mail.text_body).toContain(`?email=${encodeURIComponent(body.email)}`);
  });

  it('writes the e-mail in Arabic for an Arabic sign-up, and answers in Arabic', async () => {
    const body = signupBody();
    const response = await register(body, { lang: 'ar' });
    expect(json(response).message).toBe('تم إنشاء الحساب بنجاح');
    const mail = await t.waitForMail(body.email);
    expect(mail.subject).toBe('تحقق من بريدك الإلكتروني في مسار');
  });

  it('records the sign-up in the audit log without personal data', async () => {
    const body = signupBody();
    expect((await register(body)).statusCode).toBe(201);
    const rows = await t.database.executeSql(
      `select event, details from audit_log where user_id = (select id from users where email = $1)`,
      [body.email],
    );
    expect(rows.rows).toEqual([{ event: 'signup', details: {} }]);
  });

  it('makes no second account with the same e-mail, whatever its case, yet answers as for a new one', async () => {
    const body = signupBody();
    expect((await register(body)).statusCode).toBe(201);
    const again = await register({ ...signupBody(), email: body.email.toUpperCase() });
    expect(again.statusCode).toBe(201);
    expect(json(again)).toEqual({ data: { email: body.email.toLowerCase() }, message: 'Signup Successful' });
    const { rows } = await t.database.executeSql(`select id from users where lower(email) = $1`, [body.email.toLowerCase()]);
    expect(rows).toHaveLength(1);
  });

  it.each([
    ['a missing full name', { full_name: undefined }, 'full_name', 'Field is required'],
    ['a blank full name', { full_name: '   ' }, 'full_name', 'Field is required'],
    ['a full name of the wrong type', { full_name: 42 }, 'full_name', 'Invalid value'],
    ['a missing e-mail', { email: undefined }, 'email', 'Email is required'],
    ['a bad e-mail', { email: 'not-an-email' }, 'email', 'Invalid Email'],
    ['a too long e-mail', { email: `${'a'.repeat(250)}@example.com` }, 'email', 'Must be at most 254 characters'],
    ['a missing password', { password: undefined }, 'password', 'Password is required'],
    ['a short password', { password: 'Ab#1234', confirm_password: 'Ab#1234' }, 'password', 'Password must be at least 8 characters'],
    ['a long password', { password: 'Abcdefgh#12345678', confirm_password: 'Abcdefgh#12345678' }, 'password', 'Password must be at most 16 characters'],
    ['a password without a symbol', { password: 'Abcdefgh12', confirm_password: 'Abcdefgh12' }, 'password', 'Password must combine a lowercase letter, an uppercase letter, a digit and a special character'],
    ['a password without an upper-case letter', { password: 'abcdef#12', confirm_password: 'abcdef#12' }, 'password', 'Password must combine a lowercase letter, an uppercase letter, a digit and a special character'],
    ['a password with a character not allowed', { password: 'Abcdef#12 x', confirm_password: 'Abcdef#12 x' }, 'password', 'Password may only contain letters, digits and the special characters @ ~ ` $ ! # ^ ( ) _ - = + % * ? &'],
    ['a confirmation that differs', { confirm_password: 'Zebra#Moon43' }, 'confirm_password', 'Passwords do not match'],
    ['a bad country code', { country_code: '966' }, 'country_code', 'Choose a country code'],
    ['a bad mobile number', { mobile_number: '12ab' }, 'mobile_number', 'Enter a mobile number of 4 to 14 digits'],
    ['terms not accepted', { accepted_terms: false }, 'accepted_terms', 'You must accept the terms and conditions to proceed.'],
    ['an unknown field', { is_account_confirmed: true }, 'is_account_confirmed', 'Unknown field'],
  ])('refuses %s with its message', async (_case, overrides, path, message) => {
    const response = await register(signupBody(overrides));
    expect(response.statusCode).toBe(400);
    const body = json(response);
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.errors).toContainEqual({ path, message });
  });

  it.each(['Password1!', 'P@ssw0rd', 'Welcome@2026', 'Qwerty#123'])('refuses the common password %s', async (password) => {
    const response = await register(signupBody({ password, confirm_password: password }));
    expect(response.statusCode).toBe(400);
    expect(json(response).errors).toContainEqual({
      path: 'password',
      message: 'This password is too common. Choose a less predictable one',
    });
  });

  it('accepts 8 and 16 characters, the inclusive bounds', async () => {
    for (const password of ['Zq#4mK9p', 'Zq#4mK9pLw2$Xr7v']) {
      const response = await register(signupBody({ password, confirm_password: password }));
      expect(response.statusCode).toBe(201);
    }
  });

  it(`answers 429 after ${RATE_LIMITS.registerPerIp.max} sign-ups from one address`, async () => {
    const ip = nextIp();
    for (let i = 0; i < RATE_LIMITS.registerPerIp.max; i += 1) {
      const ok = await t.app.inject({ method: 'POST', url: '/api/user/auth/register-user/', payload: signupBody(), remoteAddress: ip });
      expect(ok.statusCode).toBe(201);
    }
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/user/auth/register-user/',
      payload: signupBody({ email: uniqueEmail() }),
      remoteAddress: ip,
    });
    expect(refused.statusCode).toBe(429);
    expect(json(refused)).toMatchObject({ code: 'RATE_LIMITED' });
    expect(json(refused).message).toMatch(/^Too many attempts\. Please wait \d+ minute\(s\) and try again$/);
  });

  it(`answers 429 after ${RATE_LIMITS.registerPerAccount.max} sign-ups with one e-mail, from any address`, async () => {
    const body = signupBody();
    expect((await register(body)).statusCode).toBe(201);
    for (let i = 1; i < RATE_LIMITS.registerPerAccount.max; i += 1) {
      expect((await register(signupBody({ email: body.email }))).statusCode).toBe(201);
    }
    const refused = await register(signupBody({ email: body.email }));
    expect(refused.statusCode).toBe(429);
    expect(json(refused).code).toBe('RATE_LIMITED');
  });
});
