/**
 * Issue #9: "100 wrong passwords from 10 addresses in 2 s, and the owner gets 429 for an hour from any new
 * address, even after resetting the password." Failed logins on an account now slow the next attempt by
 * a growing delay capped at a minute (decision 0006). The schedule is a pure function tested on its own;
 * the integration tests set the counters' state directly instead of waiting.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeFromMail, createTestApp, json, nextIp, type TestApp } from './helpers/test-app.ts';
import { createUser } from './helpers/factories.ts';
import { LOGIN_DELAY, loginDelayMs, loginRetryAfterMs, RATE_LIMITS } from '../src/modules/rate-limits/rate-limits.ts';

describe('the delay schedule', () => {
  it('lets the first failures through, then doubles from one second up to a minute', () => {
    const delays = Array.from({ length: 14 }, (_, failures) => loginDelayMs(failures));
    expect(delays).toEqual([0, 0, 0, 0, 0, 1000, 2000, 4000, 8000, 16_000, 32_000, 60_000, 60_000, 60_000]);
    expect(loginDelayMs(100)).toBe(LOGIN_DELAY.maxDelayMs);
    expect(loginDelayMs(1_000_000)).toBe(60_000);
  });

  it('counts the wait from the last failure', () => {
    const last = new Date('2026-01-01T10:00:00Z');
    const at = (seconds: number) => new Date(last.getTime() + seconds * 1000);
    expect(loginRetryAfterMs(100, last, at(0))).toBe(60_000);
    expect(loginRetryAfterMs(100, last, at(45))).toBe(15_000);
    expect(loginRetryAfterMs(100, last, at(60))).toBe(0);
    expect(loginRetryAfterMs(6, last, at(1))).toBe(1000);
    expect(loginRetryAfterMs(3, last, at(0))).toBe(0);
  });
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const login = (email: string, password: string, ip = nextIp()) =>
  t.app.inject({ method: 'POST', url: '/api/user/auth/login-user/', payload: { email, password }, remoteAddress: ip });

const accountKey = (email: string) => `loginFailuresPerAccount:${email}`;

/** Sets the account's failures as a crowd of addresses would leave them, the last one `secondsAgo`. */
async function setAccountFailures(email: string, count: number, secondsAgo: number) {
  await t.database.executeSql(
    `insert into rate_limits (key, window_started_at, count) values ($1, now() - make_interval(secs => $2), $3)
     on conflict (key) do update set window_started_at = excluded.window_started_at, count = excluded.count`,
    [accountKey(email), secondsAgo, count],
  );
}

const countersOf = async (email: string) =>
  (
    await t.database.executeSql(`select key from rate_limits where key like 'loginFailures%' and key like '%' || $1 || '%' order by key`, [email])
  ).rows.map((row) => (row as { key: string }).key);

describe('a crowd of wrong passwords on one account', () => {
  it('lets the first failures through, then refuses attempts from anywhere before checking the password, saying when to retry', async () => {
    const user = await createUser(t.app);
    // Wrong passwords from as many addresses: the first few are answered as usual.
    for (let i = 0; i < LOGIN_DELAY.freeFailures; i += 1) {
      expect((await login(user.email, 'Wrong#Pass1')).statusCode).toBe(401);
    }
    const failures = async () =>
      (await t.database.executeSql(`select count from rate_limits where key = $1`, [accountKey(user.email)])).rows;
    expect(await failures()).toEqual([{ count: LOGIN_DELAY.freeFailures }]);

    // Three more (set, so that no test depends on how fast the machine is): the next waits 8 seconds.
    await setAccountFailures(user.email, LOGIN_DELAY.freeFailures + 3, 0);
    const refused = await login(user.email, user.password);
    expect(refused.statusCode).toBe(429);
    expect(json(refused).code).toBe('RATE_LIMITED');
    expect(json(refused).message).toMatch(/^Too many failed attempts on this account\. Please wait [1-8] second\(s\) and try again$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(8);
    // A refused attempt is not a failure: it does not make the wait longer.
    expect(await failures()).toEqual([{ count: LOGIN_DELAY.freeFailures + 3 }]);
  });

  it('after 100 failures, the owner logs in from a new address once the delay of at most a minute has passed', async () => {
    const user = await createUser(t.app);
    await setAccountFailures(user.email, 100, 0);
    const tooSoon = await login(user.email, user.password);
    expect(tooSoon.statusCode).toBe(429);
    const retryAfter = Number(tooSoon.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);

    // A minute later (set, not waited for).
    await setAccountFailures(user.email, 100, 61);
    expect((await login(user.email, user.password)).statusCode).toBe(200);
    // A success forgets the failures.
    expect(await countersOf(user.email)).toEqual([]);
    expect((await login(user.email, user.password)).statusCode).toBe(200);
  });

  it('answers the same for an address without an account, so the delay does not tell who has one', async () => {
    const user = await createUser(t.app);
    const ghost = `ghost-${user.id.slice(0, 8)}@example.com`;
    await setAccountFailures(user.email, 100, 0);
    await setAccountFailures(ghost, 100, 0);
    const forAccount = await login(user.email, 'Wrong#Pass1');
    const forGhost = await login(ghost, 'Wrong#Pass1');
    expect(forAccount.statusCode).toBe(429);
    expect(json(forGhost)).toEqual(json(forAccount));
  });

  it('does not slow the owner on an address they have had a session from', async () => {
    const user = await createUser(t.app);
    const ownerIp = nextIp();
    expect((await login(user.email, user.password, ownerIp)).statusCode).toBe(200);
    await setAccountFailures(user.email, 100, 0);
    expect((await login(user.email, user.password, ownerIp)).statusCode).toBe(200);
  });
});

describe('a password reset', () => {
  it("clears the account's failures from every address, so the owner logs in at once", async () => {
    const user = await createUser(t.app);
    const ownerIp = nextIp();
    // The owner's own address has used up its per account+IP limit, and a crowd has made the delay a minute.
    for (let i = 0; i < RATE_LIMITS.loginFailuresPerAccountAndIp.max; i += 1) {
      await setAccountFailures(user.email, 0, 61);
      expect((await login(user.email, 'Wrong#Pass1', ownerIp)).statusCode).toBe(401);
    }
    await setAccountFailures(user.email, 100, 0);
    expect((await login(user.email, user.password, ownerIp)).statusCode).toBe(429);

    const sentAt = new Date();
    await t.app.inject({ method: 'POST', url: '/api/user/auth/forgot-password/', payload: { email: user.email }, remoteAddress: nextIp() });
    const code = codeFromMail(await t.waitForMail(user.email, /Reset/, { after: sentAt }), '/auth/reset-password');
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/user/auth/reset-password/',
      payload: { code, password: 'New#Horizon7', confirm_password: 'New#Horizon7' },
      remoteAddress: nextIp(),
    });
    expect(reset.statusCode).toBe(200);

    expect(await countersOf(user.email)).toEqual([]);
    expect((await login(user.email, 'New#Horizon7', ownerIp)).statusCode).toBe(200);
  });
});
