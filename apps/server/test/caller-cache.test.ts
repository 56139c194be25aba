/**
 * Issue #17, decision 0086: an authenticated request's caller comes from memory, and every change to it —
 * made by this process, another API process on the same server, a tool or a job — is heard and applied.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import { createCallerCache } from '../src/modules/accounts/caller-cache.ts';
import { createUser, logIn } from './helpers/factories.ts';
import { createTestApp, json, testBuildOptions, testConfig, type TestApp } from './helpers/test-app.ts';

// An hour: anything these tests see change was heard, not timed out.
const NEVER_EXPIRES = 60 * 60 * 1000;

let t: TestApp;
const queries: string[] = [];
beforeAll(async () => {
  t = await createTestApp({ runWorkers: false, callerCacheTtlMs: NEVER_EXPIRES, onQuery: (query) => queries.push(query) });
});
afterAll(async () => {
  await t.close();
});

const me = (app: App, token: string) => app.inject({ method: 'GET', url: '/api/user/', headers: { token } });

/** Polls until `check` holds: a change from elsewhere arrives in milliseconds, but the machine is shared. */
async function eventually(check: () => Promise<boolean>, timeoutMs = 20_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
}

describe('the caller of an authenticated request', () => {
  it('is read once (the session and the account, in one query), then answered from memory with no query', async () => {
    const user = await createUser(t.app);
    const session = await logIn(t.app, user.email, user.password);
    queries.length = 0;
    const first = await me(t.app, session.token);
    expect(first.statusCode).toBe(200);
    expect(queries.length).toBe(1);
    queries.length = 0;
    const second = await me(t.app, session.token);
    expect(second.statusCode).toBe(200);
    expect(json(second)).toEqual(json(first));
    expect(queries).toEqual([]);
  });

  it('changes at once when the account is changed behind the API (a tool, a job, another process)', async () => {
    const user = await createUser(t.app);
    const session = await logIn(t.app, user.email, user.password);
    expect(json(await me(t.app, session.token)).data.first_name).toBe('Test');
    await t.database.executeSql(`update users set first_name = 'Renamed' where id = $1`, [user.id]);
    expect(await eventually(async () => json(await me(t.app, session.token)).data.first_name === 'Renamed')).toBe(true);
  });

  it('is refused once its session is revoked behind the API, and an approval withdrawn is seen', async () => {
    const user = await createUser(t.app);
    const session = await logIn(t.app, user.email, user.password);
    const other = await logIn(t.app, user.email, user.password);
    expect((await me(t.app, session.token)).statusCode).toBe(200);
    expect((await me(t.app, other.token)).statusCode).toBe(200);
    await t.database.executeSql(`update sessions set revoked_at = now(), revoked_reason = 'test' where user_id = $1 and revoked_at is null and id = (select id from sessions where user_id = $1 order by created_at limit 1)`, [user.id]);
    expect(await eventually(async () => (await me(t.app, session.token)).statusCode === 401)).toBe(true);
    expect((await me(t.app, other.token)).statusCode).toBe(200);
    await t.database.executeSql(`update users set approval_status = 'DECLINED', approval_reason = 'test' where id = $1`, [user.id]);
    expect(await eventually(async () => json(await me(t.app, other.token)).data.approval_status === 'DECLINED')).toBe(true);
  });

  it('is forgotten after its time in memory even when no change is heard (the bound when a notice is lost)', async () => {
    const user = await createUser(t.app);
    const session = await logIn(t.app, user.email, user.password);
    let now = Date.now();
    let verified = 0;
    const tokens = { ...t.app.ctx.tokens, verify: (token: string) => ((verified += 1), t.app.ctx.tokens.verify(token)) };
    const cache = await createCallerCache({ database: t.database, db: t.database.db, tokens, ttlMs: 10_000, now: () => now });
    try {
      expect((await cache.find(session.token))?.user.first_name).toBe('Test');
      // A change no trigger announces, as if the announcement were lost on the way.
      await t.database.executeSql('alter table users disable trigger users_caller_changed');
      try {
        await t.database.executeSql(`update users set first_name = 'Unheard' where id = $1`, [user.id]);
      } finally {
        await t.database.executeSql('alter table users enable trigger users_caller_changed');
      }
      now += 9_000;
      expect((await cache.find(session.token))?.user.first_name).toBe('Test');
      now += 2_000;
      queries.length = 0;
      expect((await cache.find(session.token))?.user.first_name).toBe('Unheard');
      // The caller was read again; the token's signature, checked once, was not checked again (decision 0118).
      expect(queries.length).toBe(1);
      expect(verified).toBe(1);
      // A token it never checked is checked, and a forged one refused.
      expect(await cache.find(`${session.token.slice(0, -2)}xx`)).toBeNull();
      expect(verified).toBe(2);
    } finally {
      await cache.close();
    }
  });
});

describe('two API processes on one PostgreSQL database', () => {
  let second: { app: App; database: Database };
  beforeAll(async () => {
    const database = await openDatabase({ databaseUrl: t.database.connectionString, dataDir: mkdtempSync(path.join(tmpdir(), 'masar-test-')) });
    const app = await buildApp({ config: testConfig(), database, ...testBuildOptions, runWorkers: false, callerCacheTtlMs: NEVER_EXPIRES });
    second = { app, database };
  });
  afterAll(async () => {
    await second.app.close();
    await second.database.close();
  });

  it('a logout in one is refused by the other, which had the caller in memory', async () => {
    const user = await createUser(t.app);
    const session = await logIn(t.app, user.email, user.password);
    for (const app of [t.app, t.app, second.app, second.app]) expect((await me(app, session.token)).statusCode).toBe(200);
    const logout = await t.app.inject({ method: 'GET', url: `/api/user/auth/logout-user/${user.id}`, headers: { token: session.token } });
    expect(logout.statusCode).toBe(200);
    expect((await me(t.app, session.token)).statusCode).toBe(401);
    expect(await eventually(async () => (await me(second.app, session.token)).statusCode === 401)).toBe(true);
  });

  it('a password change in one ends the other sessions in the other', async () => {
    const user = await createUser(t.app);
    const kept = await logIn(t.app, user.email, user.password);
    const ended = await logIn(t.app, user.email, user.password);
    expect((await me(second.app, ended.token)).statusCode).toBe(200);
    const change = await t.app.inject({
      method: 'PATCH',
      url: '/api/user/',
      headers: { token: kept.token },
      payload: { current_password: user.password, new_password: 'Another#Moon43', confirm_password: 'Another#Moon43' },
    });
    expect(change.statusCode).toBe(200);
    expect((await me(t.app, ended.token)).statusCode).toBe(401);
    expect(await eventually(async () => (await me(second.app, ended.token)).statusCode === 401)).toBe(true);
    expect((await me(second.app, kept.token)).statusCode).toBe(200);
  });
});
