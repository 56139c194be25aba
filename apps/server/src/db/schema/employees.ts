import { index, jsonb, pgTable, primaryKey, real, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { users } from './accounts.ts';
import { companies } from './companies.ts';
import { jobs } from './jobs.ts';

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

/** A skill an employee lacks for a job, as stored with their match: enough to count and name it later. */
export interface StoredGap {
  id: string;
  required: boolean;
}

/**
 * Each employee's score for each published job of their company above the match threshold, with the skills
 * they lack for it (decision 0048, amended): computed by the `employees.match-company` job whenever the
 * company's employees or jobs change, so the talent manager's and the recruiter's views read rows instead
 * of scoring the whole workforce on every request.
 */
export const employeeJobMatches = pgTable(
  'employee_job_matches',
  {
    employee_id: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    job_id: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    company_id: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    score: real('score').notNull(),
    gaps: jsonb('gaps').$type<StoredGap[]>().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.employee_id, table.job_id] }),
    index('employee_job_matches_company_job_score').on(table.company_id, table.job_id, table.score),
  ],
);

/**
 * When a company's stored matches were last asked for and last computed: the views say "being updated" while
 * a request is newer than the computation, and the sweep recomputes a company whose request went unanswered.
 */
export const employeeMatchRuns = pgTable('employee_match_runs', {
  company_id: uuid('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  requested_at: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
  computed_at: timestamp('computed_at', { withTimezone: true }),
});
