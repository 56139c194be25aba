import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { users } from './accounts.ts';
import { companies } from './companies.ts';
import { jobs } from './jobs.ts';

/**
 * A recruiter's invitation to a candidate to consider one of the company's jobs (issue #12): at most one per
 * candidate and job, answered once (docs/decisions/0049-who-recruiters-see.md).
 */
export const candidatePokes = pgTable(
  'candidate_pokes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    company_id: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    job_id: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    candidate_id: uuid('candidate_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The recruiter who poked, told of the answer; null once their account is gone. */
    poked_by: uuid('poked_by').references(() => users.id, { onDelete: 'set null' }),
    poked_at: timestamp('poked_at', { withTimezone: true }).notNull().defaultNow(),
    answer: text('answer', { enum: ['interested', 'not_interested'] }),
    answered_at: timestamp('answered_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('candidate_pokes_once').on(table.job_id, table.candidate_id),
    index('candidate_pokes_candidate').on(table.candidate_id),
    index('candidate_pokes_company').on(table.company_id, table.candidate_id),
  ],
);

/** A recruiter's star on a candidate, for one job or overall (job_id null); each recruiter keeps their own. */
export const recruiterFavorites = pgTable(
  'recruiter_favorites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recruiter_id: uuid('recruiter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    candidate_id: uuid('candidate_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    job_id: uuid('job_id').references(() => jobs.id, { onDelete: 'cascade' }),
    created_at: createdAt(),
  },
  (table) => [
    // One star per recruiter, candidate and job, the overall star (no job) included.
    uniqueIndex('recruiter_favorites_once').on(
      table.recruiter_id,
      table.candidate_id,
      sql`coalesce(${table.job_id}, '00000000-0000-0000-0000-000000000000'::uuid)`,
    ),
    index('recruiter_favorites_latest').on(table.recruiter_id, table.created_at.desc()),
  ],
);
