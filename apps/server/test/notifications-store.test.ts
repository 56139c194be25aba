/**
 * Issue #12: a notification is written in the transaction of what it tells of (a poke, an answer), so a
 * rolled-back poke leaves no notification, and the announcement to other server processes goes with it.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/accounts.ts';
import { notifications } from '../src/db/schema/notifications.ts';
import { addNotification } from '../src/modules/notifications/notifications.service.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { createUser } from './helpers/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const poke = { kind: 'poke' as const, params: { job_title: 'Staff Nurse', company_name: 'Riyadh Care' }, link: '/candidate/jobs/view/1' };

describe('addNotification', () => {
  it('keeps the notification when its transaction commits', async () => {
    const person = await createUser(t.app);
    await t.app.ctx.db.transaction((tx) => addNotification(tx, { userId: person.id, ...poke }));
    const rows = await t.app.ctx.db.select().from(notifications).where(eq(notifications.user_id, person.id));
    expect(rows).toEqual([
      expect.objectContaining({ kind: 'poke', params: poke.params, link: poke.link, read_at: null, user_id: person.id }),
    ]);
  });

  it('leaves nothing when its transaction rolls back', async () => {
    const person = await createUser(t.app);
    await expect(
      t.app.ctx.db.transaction(async (tx) => {
        await addNotification(tx, { userId: person.id, ...poke });
        throw new Error('the poke failed');
      }),
    ).rejects.toThrow('the poke failed');
    expect(await t.app.ctx.db.select().from(notifications).where(eq(notifications.user_id, person.id))).toEqual([]);
  });

  it('goes when the person is deleted', async () => {
    const person = await createUser(t.app);
    await addNotification(t.app.ctx.db, { userId: person.id, kind: 'approval', params: {} });
    await t.app.ctx.db.delete(users).where(eq(users.id, person.id));
    expect(await t.app.ctx.db.select().from(notifications).where(eq(notifications.user_id, person.id))).toEqual([]);
  });
});
