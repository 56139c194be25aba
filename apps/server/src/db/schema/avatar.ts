import { sql } from 'drizzle-orm';
import { pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { interviews } from './interviews.ts';

/**
 * The streaming avatar's sessions (decision 0085): which digital-human session the provider opened for an
 * interview's room. At most one is live per interview; a stopped one is kept with its time, the record of
 * what the portal used of the provider.
 */
export const avatarSessions = pgTable(
  'avatar_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    interview_id: uuid('interview_id')
      .notNull()
      .references(() => interviews.id, { onDelete: 'cascade' }),
    /** The provider's session id (spec §3's digital-human session_id). */
    provider_session_id: text('provider_session_id').notNull(),
    created_at: createdAt(),
    stopped_at: timestamp('stopped_at', { withTimezone: true }),
  },
  // One live session per interview: a second room (another tab) replaces the first, never runs beside it.
  (table) => [uniqueIndex('avatar_sessions_one_live').on(table.interview_id).where(sql`${table.stopped_at} is null`)],
);
