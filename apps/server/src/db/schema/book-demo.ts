import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { users } from './accounts.ts';

export const demoRequests = pgTable('demo_requests', {
  id: uuid('id').primaryKey().defaultRandom(),
  full_name: text('full_name').notNull(),
  email: text('email').notNull(),
  company_name: text('company_name').notNull(),
  message: text('message'),
  user_id: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  created_at: createdAt(),
});
