/**
 * Issue #12's notifications: the count, the list and marking read (only ever one's own), the live stream
 * (pushed at the commit, never after a rollback, across server processes on PostgreSQL, within limits,
 * closed with the app), and the approval and decline notifications.
 */
import { tmpdir } from 'node:os';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp, type App } from '../src/app.ts';
import { openDatabase } from '../src/db/client.ts';
import { addNotification, type NewNotification } from '../src/modules/notifications/notifications.service.ts';
import { openEventStream } from './helpers/event-stream.ts';
import { createUser, logIn, ROLE_IDS } from './helpers/factories.ts';
import { createTestApp, json, testBuildOptions, testConfig, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let baseUrl: string;
beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t.close();
});

const poke = (jobTitle: string): Omit<NewNotification, 'userId'> => ({
  kind: 'poke',
  params: { job_title: jobTitle, company_name: 'Riyadh Care' },
  link: '/candidate/jobs/view/00000000-0000-4000-8000-000000000001',
});

async function person() {
  const user = await createUser(t.app);
  return { id: user.id, token: (await logIn(t.app, user.email)).token };
}

const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url: `/api/user/notifications${url}`, headers: token ? { token } : {} });
const seen = (payload: object, token: string) =>
  t.app.inject({ method: 'POST', url: '/api/user/notifications/seen/', headers: { token }, payload });
const countOf = async (token: string) => json(await get('/count/', token)).data.count as number;
const titlesOf = (list: { results: Array<{ params: { job_title?: string } }> }) =>
  list.results.map((n) => n.params.job_title);


/**
 * Adds a poke notification a few milliseconds after the one before: the list is newest first, and the embedded
 * database's clock can give two inserts in the same millisecond the same time (a quiet CI run ordered such a
 * pair by id once).
 */
async function addApart(userId: string, title: string) {
  await new Promise((resolve) => setTimeout(resolve, 3));
  await addNotification(t.app.ctx.db, { userId, ...poke(title) });
}
describe('count, list and seen', () => {
  it('counts the unread and lists them newest first, with what the sentence needs', async () => {
    const me = await person();
    expect(await countOf(me.token)).toBe(0);
    for (const title of ['Nurse', 'Pharmacist', 'Surgeon']) await addApart(me.id, title);
    expect(await countOf(me.token)).toBe(3);
    const list = json(await get('/list/', me.token)).data;
    expect(list).toMatchObject({ total: 3, pagination: { page: 0, limit: 20 } });
    expect(titlesOf(list)).toEqual(['Surgeon', 'Pharmacist', 'Nurse']);
    expect(list.results[0]).toMatchObject({
      kind: 'poke',
      params: { company_name: 'Riyadh Care' },
      link: poke('x').link,
      is_read: false,
    });
  });

  it('pages, filters by is_read, and refuses a limit above 50', async () => {
    const me = await person();
    for (let i = 1; i <= 5; i += 1) await addApart(me.id, `Job ${i}`);
    const second = json(await get('/list/?page=1&limit=2', me.token)).data;
    expect(second).toMatchObject({ total: 5, pagination: { page: 1, limit: 2 } });
    expect(titlesOf(second)).toEqual(['Job 3', 'Job 2']);
    const newest = json(await get('/list/?limit=1', me.token)).data.results[0];
    expect(json(await seen({ ids: [newest.id] }, me.token)).data.count).toBe(4);
    expect(titlesOf(json(await get('/list/?is_read=true', me.token)).data)).toEqual(['Job 5']);
    expect(json(await get('/list/?is_read=false', me.token)).data.total).toBe(4);
    const tooMany = await get('/list/?limit=51', me.token);
    expect(tooMany.statusCode).toBe(400);
    expect(json(tooMany).errors).toEqual([{ path: 'limit', message: 'Limit must be from 1 to 50' }]);
  });

  it('marks all as read, and ignores the ids of another person', async () => {
    const me = await person();
    const other = await person();
    await addNotification(t.app.ctx.db, { userId: me.id, ...poke('Mine') });
    const theirs = await addNotification(t.app.ctx.db, { userId: other.id, ...poke('Theirs') });
    const answer = await seen({ ids: [theirs] }, me.token);
    expect(answer.statusCode).toBe(200);
    expect(json(answer)).toEqual({ data: { count: 1 }, message: 'Marked as read' });
    expect(await countOf(other.token)).toBe(1);
    expect(
      json(await get('/list/', me.token)).data.results.map(
        (n: { params: { job_title: string } }) => n.params.job_title,
      ),
    ).toEqual(['Mine']);
    expect(json(await seen({ all: true }, me.token)).data.count).toBe(0);
    expect(await countOf(other.token)).toBe(1);
  });

  it('refuses a seen call that names neither ids nor all, or both', async () => {
    const me = await person();
    for (const body of [{}, { ids: [] }, { all: true, ids: ['00000000-0000-4000-8000-000000000001'] }]) {
      const answer = await t.app.inject({
        method: 'POST',
        url: '/api/user/notifications/seen/',
        headers: { token: me.token, lang: 'ar' },
        payload: body,
      });
      expect(answer.statusCode).toBe(400);
      expect(JSON.stringify(json(answer).errors)).toContain('حدد الإشعارات');
    }
  });

  it('answers 401 without a token, and serves any signed-in person, approved or not', async () => {
    expect((await get('/count/')).statusCode).toBe(401);
    expect((await get('/list/')).statusCode).toBe(401);
    const pending = await createUser(t.app, {
      is_account_confirmed: false,
      approval_status: 'PENDING',
      onboarded_at: new Date(),
    });
    expect((await get('/count/', (await logIn(t.app, pending.email)).token)).statusCode).toBe(200);
  });
});

describe('approval and decline', () => {
  it("tells a candidate an admin approved them, then declined them, with the decline's reason", async () => {
    const admin = await logIn(t.app, (await createUser(t.app, { role_id: ROLE_IDS['recruiter admin'] })).email);
    const candidate = await createUser(t.app, {
      is_account_confirmed: false,
      approval_status: 'PENDING',
      onboarded_at: new Date(),
    });
    const { token } = await logIn(t.app, candidate.email);
    const act = (action: string, reason?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/recruiter/admin/action-candidate/',
        headers: { token: admin.token },
        payload: { candidate_id: candidate.id, action, ...(reason ? { reason } : {}) },
      });
    expect((await act('APPROVE')).statusCode).toBe(200);
    await vi.waitFor(async () => expect(await countOf(token)).toBe(1), { timeout: 15_000, interval: 100 });
    expect(json(await get('/list/', token)).data.results).toEqual([
      expect.objectContaining({
        kind: 'approval',
        params: { role: 'individual' },
        link: '/candidate/dashboard',
        is_read: false,
      }),
    ]);
    expect((await act('DECLINE', 'The resume is not readable')).statusCode).toBe(200);
    await vi.waitFor(async () => expect(await countOf(token)).toBe(2), { timeout: 15_000, interval: 100 });
    expect(json(await get('/list/?limit=1', token)).data.results[0]).toMatchObject({
      kind: 'decline',
      params: { role: 'individual', reason: 'The resume is not readable' },
      link: '/approval-pending',
    });
  });

  it('adds nothing when the same decision is delivered twice (a retried event)', async () => {
    const candidate = await createUser(t.app);
    const { token } = await logIn(t.app, candidate.email);
    const { notifyApprovalDecided } = await import('../src/modules/notifications/notifications.service.ts');
    const event = { userId: candidate.id, role: 'individual' as const, approved: true };
    await notifyApprovalDecided(t.app.ctx, event);
    await notifyApprovalDecided(t.app.ctx, event);
    expect(await countOf(token)).toBe(1);
  });
});

describe('GET /api/user/notifications/stream/', () => {
  it('sends the unread count at once, and again when a notification is committed', async () => {
    const me = await person();
    await addNotification(t.app.ctx.db, { userId: me.id, ...poke('Before') });
    const stream = await openEventStream(`${baseUrl}/api/user/notifications/stream/`, me.token);
    try {
      expect(stream.status).toBe(200);
      expect(await stream.next()).toEqual({ event: 'unread', data: { count: 1 } });
      await t.app.ctx.db.transaction((tx) => addNotification(tx, { userId: me.id, ...poke('After') }));
      expect(await stream.next()).toEqual({ event: 'unread', data: { count: 2 } });
      // Read on another tab: this one's bell follows.
      await seen({ all: true }, me.token);
      expect(await stream.next()).toEqual({ event: 'unread', data: { count: 0 } });
    } finally {
      await stream.close();
    }
  });

  it('pushes nothing for a notification whose transaction rolled back, nor for another person', async () => {
    const me = await person();
    const other = await person();
    const stream = await openEventStream(`${baseUrl}/api/user/notifications/stream/`, me.token);
    try {
      expect(await stream.next()).toEqual({ event: 'unread', data: { count: 0 } });
      await expect(
        t.app.ctx.db.transaction(async (tx) => {
          await addNotification(tx, { userId: me.id, ...poke('Rolled back') });
          throw new Error('the poke failed');
        }),
      ).rejects.toThrow('the poke failed');
      await addNotification(t.app.ctx.db, { userId: other.id, ...poke('Not mine') });
      await addNotification(t.app.ctx.db, { userId: me.id, ...poke('Committed') });
      // The first event after the opening one is the committed notification's: nothing came before it.
      expect(await stream.next()).toEqual({ event: 'unread', data: { count: 1 } });
    } finally {
      await stream.close();
    }
  });

  it('answers 401 without a valid token', async () => {
    for (const token of [undefined, 'not-a-token']) {
      const stream = await openEventStream(`${baseUrl}/api/user/notifications/stream/`, token);
      expect(stream.status).toBe(401);
      await stream.close();
    }
  });

  it('sends heartbeats, and ends every stream when the app closes', async () => {
    const other = await createTestApp({ env: { NOTIFICATION_HEARTBEAT_SECONDS: '1' } });
    try {
      const url = `${await other.app.listen({ port: 0, host: '127.0.0.1' })}/api/user/notifications/stream/`;
      const user = await createUser(other.app);
      const stream = await openEventStream(url, (await logIn(other.app, user.email)).token);
      expect(await stream.next()).toEqual({ event: 'unread', data: { count: 0 } });
      expect(await stream.nextComment()).toBe('keep-alive');
      await other.app.close();
      await stream.ended();
    } finally {
      await other.close().catch(() => undefined);
    }
  });
});

describe('stream limits', () => {
  let limited: TestApp;
  let url: string;
  beforeAll(async () => {
    limited = await createTestApp({
      env: { NOTIFICATION_STREAMS_PER_PERSON: '2', NOTIFICATION_STREAMS_PER_PROCESS: '3' },
    });
    url = `${await limited.app.listen({ port: 0, host: '127.0.0.1' })}/api/user/notifications/stream/`;
  });
  afterAll(async () => {
    await limited.close();
  });

  it('refuses a person past their streams and the process past its own, and frees a closed stream’s place', async () => {
    const tokens = [];
    for (let i = 0; i < 3; i += 1) tokens.push((await logIn(limited.app, (await createUser(limited.app)).email)).token);
    const [first, second, third] = tokens as [string, string, string];
    const mine = [await openEventStream(url, first), await openEventStream(url, first)];
    const refused = await openEventStream(url, first);
    expect(refused.status).toBe(429);
    await refused.close();
    const theirs = await openEventStream(url, second);
    expect(theirs.status).toBe(200);
    const full = await openEventStream(url, third);
    expect(full.status).toBe(429);
    await full.close();
    await mine[0]!.close();
    await vi.waitFor(
      async () => {
        const again = await openEventStream(url, third);
        const status = again.status;
        if (status !== 200) await again.close();
        else mine[0] = again;
        expect(status).toBe(200);
      },
      { timeout: 10_000, interval: 100 },
    );
    for (const stream of [...mine, theirs]) await stream.close();
  });
});

describe('across server processes (PostgreSQL LISTEN/NOTIFY)', () => {
  let second: App;
  let secondUrl: string;
  let closeSecondDatabase: () => Promise<void>;
  beforeAll(async () => {
    const database = await openDatabase({ databaseUrl: t.database.connectionString, dataDir: tmpdir() });
    closeSecondDatabase = () => database.close();
    second = await buildApp({ config: testConfig(), database, ...testBuildOptions, runWorkers: false });
    secondUrl = await second.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await second.close();
    await closeSecondDatabase();
  });

  it('pushes a notification added through one process on a stream held by the other', async () => {
    const me = await person();
    const stream = await openEventStream(`${secondUrl}/api/user/notifications/stream/`, me.token);
    try {
      expect(await stream.next()).toEqual({ event: 'unread', data: { count: 0 } });
      await t.app.ctx.db.transaction((tx) => addNotification(tx, { userId: me.id, ...poke('From the first process') }));
      expect(await stream.next()).toEqual({ event: 'unread', data: { count: 1 } });
    } finally {
      await stream.close();
    }
  });

  it('listens again after the server drops the listening connection, and resends the counts', async () => {
    const me = await person();
    const stream = await openEventStream(`${secondUrl}/api/user/notifications/stream/`, me.token);
    try {
      expect(await stream.next()).toEqual({ event: 'unread', data: { count: 0 } });
      await t.app.ctx.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'masar-listener' and datname = current_database()`,
      );
      // Back on a new connection: the open streams get their counts again (anything announced meanwhile was missed).
      expect(await stream.next()).toEqual({ event: 'unread', data: { count: 0 } });
      await addNotification(t.app.ctx.db, { userId: me.id, ...poke('After the drop') });
      expect(await stream.next()).toEqual({ event: 'unread', data: { count: 1 } });
    } finally {
      await stream.close();
    }
  });
});
