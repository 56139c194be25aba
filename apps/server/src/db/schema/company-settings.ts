import { boolean, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { companies } from './companies.ts';

/**
 * Spec §3 company settings (issue #16); a company without a row has the defaults: redo allowed (spec §6), typed
 * answers allowed (decision 0100).
 */
export const companySettings = pgTable('company_settings', {
  company_id: uuid('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  redo_allowed: boolean('redo_allowed').notNull().default(true),
  typed_answers_allowed: boolean('typed_answers_allowed').notNull().default(true),
  updated_by: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
