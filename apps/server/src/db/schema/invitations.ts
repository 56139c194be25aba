import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { users } from './accounts.ts';
import { companies } from './companies.ts';

/** An invitation to join a company (a colleague, an employee or a talent manager); the code is kept hashed. */
export const companyInvitations = pgTable(
  'company_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    company_id: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    /** What the invitee becomes: a recruiter colleague, an employee (internal mobility) or the company's talent manager. */
    kind: text('kind', { enum: ['colleague', 'employee', 'talent_manager'] }).notNull().default('colleague'),
    invited_by: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    code_hash: text('code_hash').notNull(),
    created_at: createdAt(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    accepted_at: timestamp('accepted_at', { withTimezone: true }),
    accepted_by: uuid('accepted_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [uniqueIndex('company_invitations_code').on(table.code_hash), index('company_invitations_company').on(table.company_id)],
);
