import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { users } from './accounts.ts';
import { companies } from './companies.ts';

/**
 * A company's own employees (internal mobility, decision 0047): imported from a CSV file or invited. An
 * imported employee is matched on the title and catalogue skills kept here; once they have an account
 * (`user_id`, set when they accept an employee invitation) and a parsed resume, on their profile.
 */
export const employees = pgTable(
  'employees',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    company_id: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Lower-cased; one employee per address in a company. */
    email: text('email').notNull(),
    title: text('title').notNull().default(''),
    /** Catalogue skill ids (resolved from the file's names with the catalogue's index, aliases included). */
    skill_ids: text('skill_ids').array().notNull().default([]),
    source: text('source', { enum: ['import', 'invitation'] }).notNull(),
    user_id: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    created_at: createdAt(),
  },
  (table) => [uniqueIndex('employees_company_email').on(table.company_id, table.email), index('employees_user').on(table.user_id)],
);
