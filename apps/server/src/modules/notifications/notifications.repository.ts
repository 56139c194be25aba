import { and, count, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Notification, NotificationKind } from '@masar/shared/notifications';
import type { Db } from '../../db/client.ts';
import { preparedPer } from '../../db/prepared.ts';
import { notifications } from '../../db/schema/notifications.ts';
import type { NewNotification } from './notifications.service.ts';

type NotificationRow = typeof notifications.$inferSelect;

export async function insertNotification(db: Db, notification: NewNotification): Promise<string> {
  const [row] = await db
    .insert(notifications)
    .values({ user_id: notification.userId, kind: notification.kind, params: notification.params, link: notification.link ?? null })
    .returning({ id: notifications.id });
  return row!.id;
}

/**
 * Tells every server process listening on NOTIFICATIONS_CHANNEL whose notifications changed. Inside a
 * transaction PostgreSQL delivers it at the commit, and not at all on a rollback.
 */
export async function announceNotification(db: Db, channel: string, userId: string): Promise<void> {
  await db.execute(sql`select pg_notify(${channel}, ${userId})`);
}

function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    kind: row.kind,
    params: row.params,
    link: row.link,
    is_read: row.read_at !== null,
    created_at: row.created_at.toISOString(),
  };
}

// The bell's count, asked for on every page: prepared (db/prepared.ts).
const unreadCount = preparedPer((db) =>
  db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.user_id, sql.placeholder('userId')), isNull(notifications.read_at)))
    .prepare('notifications_unread_count'),
);

export async function countUnread(db: Db, userId: string): Promise<number> {
  const [row] = await unreadCount(db).execute({ userId });
  return row?.n ?? 0;
}

/** One page of a person's notifications, newest first (the `notifications_latest` index's order). */
export async function listNotifications(
  db: Db,
  userId: string,
  page: { offset: number; limit: number; isRead: boolean | undefined },
): Promise<{ total: number; results: Notification[] }> {
  const where = and(
    eq(notifications.user_id, userId),
    page.isRead === undefined ? undefined : page.isRead ? isNotNull(notifications.read_at) : isNull(notifications.read_at),
  );
  const [totalRow] = await db.select({ n: count() }).from(notifications).where(where);
  const rows = await db
    .select()
    .from(notifications)
    .where(where)
    .orderBy(desc(notifications.created_at), desc(notifications.id))
    .limit(page.limit)
    .offset(page.offset);
  return { total: totalRow?.n ?? 0, results: rows.map(toNotification) };
}

/** Marks the person's unread notifications among `ids` (or all of them) as read; answers how many changed. */
export async function markRead(db: Db, userId: string, ids: readonly string[] | 'all'): Promise<number> {
  const changed = await db
    .update(notifications)
    .set({ read_at: sql`now()` })
    .where(
      and(
        eq(notifications.user_id, userId),
        isNull(notifications.read_at),
        ids === 'all' ? undefined : inArray(notifications.id, [...ids]),
      ),
    )
    .returning({ id: notifications.id });
  return changed.length;
}

/** Every notification of a person, oldest first, as the data export lists them. */
export async function listAllNotifications(db: Db, userId: string): Promise<Notification[]> {
  const rows = await db.select().from(notifications).where(eq(notifications.user_id, userId)).orderBy(notifications.created_at);
  return rows.map(toNotification);
}

/** The kind of the person's latest notification among `kinds`, or null when they have none of them. */
export async function latestKindAmong(db: Db, userId: string, kinds: readonly NotificationKind[]): Promise<NotificationKind | null> {
  const [row] = await db
    .select({ kind: notifications.kind })
    .from(notifications)
    .where(and(eq(notifications.user_id, userId), inArray(notifications.kind, [...kinds])))
    .orderBy(desc(notifications.created_at), desc(notifications.id))
    .limit(1);
  return row?.kind ?? null;
}
