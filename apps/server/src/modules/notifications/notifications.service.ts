import type { MarkNotificationsSeenRequest, Notification, NotificationKind, NotificationList, NotificationListQuery, NotificationParams } from '@masar/shared/notifications';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import type { EventPayload } from '../../events/catalogue.ts';
import { findUserById } from '../accounts/users.service.ts';
import * as repository from './notifications.repository.ts';

/** The PostgreSQL channel that carries "this person has a new notification" between server processes. */
export const NOTIFICATIONS_CHANNEL = 'masar_notifications';

export interface NewNotification {
  userId: string;
  kind: NotificationKind;
  params: NotificationParams;
  /** The app path the notification opens. */
  link?: string | null;
}

/**
 * Adds a notification for a person, in the caller's transaction when `db` is one: a poke and the
 * notification that tells of it are written together or not at all. Processes holding the person's live
 * connection hear of it once the transaction commits.
 */
export async function addNotification(db: Db, notification: NewNotification): Promise<string> {
  const id = await repository.insertNotification(db, notification);
  await repository.announceNotification(db, NOTIFICATIONS_CHANNEL, notification.userId);
  return id;
}

export function countUnread(db: Db, userId: string): Promise<number> {
  return repository.countUnread(db, userId);
}

/** The caller's notifications, newest first; only ever their own. */
export async function listNotifications(ctx: AppContext, userId: string, query: NotificationListQuery): Promise<NotificationList> {
  const { total, results } = await repository.listNotifications(ctx.db, userId, {
    offset: query.page * query.limit,
    limit: query.limit,
    isRead: query.is_read,
  });
  return { total, results, pagination: { page: query.page, limit: query.limit } };
}

/**
 * Marks the caller's notifications as read: the ids given (anyone else's are ignored, as if they did not
 * exist) or all. The caller's other tabs and devices hear of it as of a new notification, so their bells
 * agree. Answers the unread count left.
 */
export async function markSeen(ctx: AppContext, userId: string, request: MarkNotificationsSeenRequest): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    const changed = await repository.markRead(tx, userId, request.all ? 'all' : (request.ids ?? []));
    if (changed > 0) await repository.announceNotification(tx, NOTIFICATIONS_CHANNEL, userId);
    return repository.countUnread(tx, userId);
  });
}

/** A person's notifications for their data export. */
export function exportNotifications(db: Db, userId: string): Promise<Notification[]> {
  return repository.listAllNotifications(db, userId);
}

/** Where an approved account starts, by role; a declined one sees its status on the approval page. */
const APPROVED_HOME = { individual: '/candidate/dashboard', recruiter: '/recruiter/dashboard' } as const;
const DECLINED_PAGE = '/approval-pending';

/**
 * Tells a person an admin approved or declined their account (`account.approval-decided`). A delivery
 * that is retried after it wrote finds its notification already the person's latest decision and adds
 * none; a later, different decision (declined, then approved) is told again.
 */
export async function notifyApprovalDecided(ctx: AppContext, event: EventPayload<'account.approval-decided'>): Promise<void> {
  const kind: NotificationKind = event.approved ? 'approval' : 'decline';
  await ctx.db.transaction(async (tx) => {
    const user = await findUserById(tx, event.userId);
    if (!user) return;
    if ((await repository.latestKindAmong(tx, event.userId, ['approval', 'decline'])) === kind) return;
    const reason = event.approved ? null : user.approval_reason;
    await addNotification(tx, {
      userId: event.userId,
      kind,
      params: { role: event.role, ...(reason ? { reason: reason.slice(0, 500) } : {}) },
      link: event.approved ? APPROVED_HOME[event.role] : DECLINED_PAGE,
    });
  });
}
