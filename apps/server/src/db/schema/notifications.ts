import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { NotificationKind, NotificationParams } from '@masar/shared/notifications';
import { createdAt } from './columns.ts';
import { users } from './accounts.ts';

/** A person's notifications (issue #12): newest first, unread until the person has seen them. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<NotificationKind>().notNull(),
    params: jsonb('params').$type<NotificationParams>().notNull(),
    link: text('link'),
    read_at: timestamp('read_at', { withTimezone: true }),
    created_at: createdAt(),
  },
  (table) => [index('notifications_latest').on(table.user_id, table.created_at.desc())],
);
