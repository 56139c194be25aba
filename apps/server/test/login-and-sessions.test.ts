import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, nextIp, type TestApp } from './helpers/test-app.ts';
import { createUser, logIn } from './helpers/factories.ts';
import { RATE_LIMITS } from '../src/modules/rate-limits/rate-limits.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const login = (payload: object, ip = nextIp()) =>
  t.app.inject({ method: 'POST', url: '/api/user/auth/login-user/', payload, remoteAddress: ip });
const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/user/', headers: { token } });
const refresh = (refresh_token: string) =>
  t.app.inject({ method: 'POST', url: '/api/user/auth/refresh-token/', payload: { refresh_token }, remoteAddress: nextIp() });
const auditEvents = async (userId: string) =>
  (await t.database.executeSql(`select event from audit_log where user_id = $1 order by id`, [userId])).rows.map(
    (row) => (row as { event: string }).event,
  );

describe('POST /api/user/auth/login-user/', () => {
  it('answers data.user with its refresh token and data.token, which opens GET /api/user/', async () => {
    const user = await createUser(t.app);
    const response = await login({ email: user.email.toUpperCase(), password: user.password });
    expect(response.statusCode).toBe(200);
    const { data } = json(response);
    expect(data.user).toMatchObject({ id: user.id, email: user.email, role_name: 'individual' });
    expect(data.user.refresh_token).toEqual(expect.any(String));
    const current = await me(data.token);
    expect(current.statusCode).toBe(200);
    expect(json(current).data).toMatchObject({ id: user.id, companyDetail: null });
    expect(await auditEvents(user.id)).toContain('login_succeeded');
  });

  it('answers the same message for a wrong password and an unknown account, and audits the failure', async () => {
    const user = await createUser(t.app);
    const wrong = await login({ email: user.email, password: 'Wrong#Pass1' });
    const unknown = await login({ email: 'nobody@example.com', password: 'Wrong#Pass1' });
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(json(response)).toEqual({ message: 'Incorrect e-mail or password. Just signed up? Open the link we e-mailed you first', code: 'INVALID_CREDENTIALS' });
    }
    expect(await auditEvents(user.id)).toContain('login_failed');
  });

  it.each([
    [{ password: 'x' }, 'email', 'Email is required'],
    [{ email: 'a@b.co' }, 'password', 'Password is required'],
    [{ email: 'bad', password: 'x' }, 'email', 'Invalid Email'],
    [{ email: 'a@b.co', password: 'x', remember: true }, 'remember', 'Unknown field'],
  ])('refuses %o', async (payload, path, message) => {
    const response = await login(payload);
    expect(response.statusCode).toBe(400);
    expect(json(response).errors).toContainEqual({ path, message });
  });

  it(`slows guessing on one account from one address after ${RATE_LIMITS.loginFailuresPerAccountAndIp.max} failures, but not the owner elsewhere`, async () => {
    const user = await createUser(t.app);
    const attackerIp = nextIp();
    for (let i = 0; i < RATE_LIMITS.loginFailuresPerAccountAndIp.max; i += 1) {
      expect((await login({ email: user.email, password: 'Wrong#Pass1' }, attackerIp)).statusCode).toBe(401);
      await letTheAccountDelayPass(user.email);
    }
    const refused = await login({ email: user.email, password: user.password }, attackerIp);
    expect(refused.statusCode).toBe(429);
    expect(json(refused).code).toBe('RATE_LIMITED');
    // The real owner, from their own address, still gets in.
    expect((await login({ email: user.email, password: user.password }, nextIp())).statusCode).toBe(200);
  });

  it(`answers 429 after ${RATE_LIMITS.loginPerIp.max} attempts from one address`, async () => {
    const ip = nextIp();
    for (let i = 0; i < RATE_LIMITS.loginPerIp.max; i += 1) {
      await login({ email: `nobody${i}@example.com`, password: 'Wrong#Pass1' }, ip);
    }
    const refused = await login({ email: 'another@example.com', password: 'Wrong#Pass1' }, ip);
    expect(refused.statusCode).toBe(429);
  }, 60_000);
});

/** Moves the account's last failed login a minute and more into the past, as if the delay had passed. */
async function letTheAccountDelayPass(email: string) {
  await t.database.executeSql(
    `update rate_limits set window_started_at = now() - interval '61 seconds' where key = $1`,
    [`loginFailuresPerAccount:${email}`],
  );
}

describe('sessions and tokens', () => {
  it('refuses a missing, malformed, foreign-signed or expired access token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/user/' })).statusCode).toBe(401);
    expect((await me('not-a-token')).statusCode).toBe(401);
    const { SignJWT } = await import('jose');
    const foreign = await new SignJWT({ sid: 'x' })
      .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' })
      .setSubject('x')
      .setAudience('masar-api')
      .setIssuer('http://masar.test')
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode('another-secret-another-secret-another'));
    expect((await me(foreign)).statusCode).toBe(401);
    const unsigned = `${Buffer.from('{"alg":"none","typ":"at+jwt"}').toString('base64url')}.${Buffer.from('{"sub":"x","sid":"y"}').toString('base64url')}.`;
    expect((await me(unsigned)).statusCode).toBe(401);
    const response = await me('not-a-token');
    expect(json(response)).toEqual({ message: 'Please log in to continue', code: 'UNAUTHORIZED' });
  });

  describe('an access token signed with the real secret, for a live session', () => {
    /** Signs the claims Masar signs, for the caller's own session, changing one thing at a time. */
    async function craft(change: { alg?: string; typ?: string; audience?: string; expiresAt?: number } = {}) {
      const user = await createUser(t.app);
      const session = await logIn(t.app, user.email, user.password);
      const { sid } = decodeJwt(session.token);
      return new SignJWT({ sid })
        .setProtectedHeader({ alg: change.alg ?? 'HS256', typ: change.typ ?? 'at+jwt' })
        .setSubject(user.id)
        .setAudience(change.audience ?? 'masar-api')
        .setIssuer(t.config.appUrl)
        .setIssuedAt()
        .setExpirationTime(change.expiresAt ?? '5m')
        .sign(new TextEncoder().encode(t.config.jwtSecret));
    }

    it('is accepted as it is, so the refusals below are for the one thing changed', async () => {
      expect((await me(await craft())).statusCode).toBe(200);
    });

    it.each([
      ['an exp in the past', { expiresAt: Math.floor(Date.now() / 1000) - 60 }],
      ['another audience', { audience: 'another-api' }],
      ['another token type (an ID token)', { typ: 'JWT' }],
      ['an algorithm outside the allow-list (HS512)', { alg: 'HS512' }],
    ])('is refused with 401 when it has %s', async (_what, change) => {
      const response = await me(await craft(change));
      expect(response.statusCode).toBe(401);
      expect(json(response)).toEqual({ message: 'Please log in to continue', code: 'UNAUTHORIZED' });
    });
  });

  it('rotates the refresh token on every use and answers the new access token in data', async () => {
    const user = await createUser(t.app);
    const session = await logIn(t.app, user.email, user.password);
    const first = await refresh(session.refreshToken);
    expect(first.statusCode).toBe(200);
    const body = json(first);
    expect(body.data).toEqual(expect.any(String));
    expect(body.refresh_token).not.toBe(session.refreshToken);
    expect((await me(body.data)).statusCode).toBe(200);
    const second = await refresh(body.refresh_token);
    expect(second.statusCode).toBe(200);
  });

  it('revokes the whole family when a rotated refresh token is presented again', async () => {
    const user = await createUser(t.app);
    const session = await logIn(t.app, user.email, user.password);
    const rotated = json(await refresh(session.refreshToken));
    const reuse = await refresh(session.refreshToken);
    expect(reuse.statusCode).toBe(401);
    expect(json(reuse)).toEqual({ message: 'Your session has ended. Please log in again', code: 'REFRESH_INVALID' });
    // Neither the newest refresh token nor any access token of the family works any more.
    expect((await refresh(rotated.refresh_token)).statusCode).toBe(401);
    expect((await me(rotated.data)).statusCode).toBe(401);
    expect((await me(session.token)).statusCode).toBe(401);
    expect(await auditEvents(user.id)).toContain('refresh_token_reuse');
  });

  it('refuses an unknown refresh token and a missing one', async () => {
    expect((await refresh('unknown-token')).statusCode).toBe(401);
    const missing = await t.app.inject({ method: 'POST', url: '/api/user/auth/refresh-token/', payload: {} });
    expect(missing.statusCode).toBe(400);
  });

  it('logout revokes the session: its access and refresh tokens stop working at once; other sessions go on', async () => {
    const user = await createUser(t.app);
    const session = await logIn(t.app, user.email, user.password);
    const other = await logIn(t.app, user.email, user.password);
    const response = await t.app.inject({ method: 'GET', url: `/api/user/auth/logout-user/${user.id}`, headers: { token: session.token } });
    expect(response.statusCode).toBe(200);
    expect(json(response).message).toBe('Logged out');
    expect((await me(session.token)).statusCode).toBe(401);
    expect((await refresh(session.refreshToken)).statusCode).toBe(401);
    expect((await me(other.token)).statusCode).toBe(200);
  });

  it("refuses to log out another user's session, and an anonymous logout", async () => {
    const user = await createUser(t.app);
    const other = await createUser(t.app);
    const session = await logIn(t.app, user.email, user.password);
    const response = await t.app.inject({ method: 'GET', url: `/api/user/auth/logout-user/${other.id}`, headers: { token: session.token } });
    expect(response.statusCode).toBe(404);
    expect((await me(session.token)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/user/auth/logout-user/${user.id}` })).statusCode).toBe(401);
  });
});
