import { index, integer, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { files } from './files.ts';
import { users } from './accounts.ts';

/**
 * A candidate's personality assessment (issue #14, decisions 0058–0059): one per candidate, taken over as
 * many visits as they like. The result is scored from the answers when read; the timestamps say when the
 * short scale (questions 1–50) and the whole (1–100) were first complete.
 */
export const personalityAssessments = pgTable(
  'personality_assessments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    candidate_id: uuid('candidate_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    started_at: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    short_scale_completed_at: timestamp('short_scale_completed_at', { withTimezone: true }),
    completed_at: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [index('personality_assessments_short_done').on(table.short_scale_completed_at)],
);

/** Every answer as it was last given: 1–5, or -1 when the candidate took an answer back. */
export const personalityAnswers = pgTable(
  'personality_answers',
  {
    assessment_id: uuid('assessment_id')
      .notNull()
      .references(() => personalityAssessments.id, { onDelete: 'cascade' }),
    question_number: smallint('question_number').notNull(),
    answer_number: smallint('answer_number').notNull(),
    /** How many times this question was answered: a changed answer is still the candidate's own. */
    times_answered: integer('times_answered').notNull().default(1),
    answered_at: timestamp('answered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.assessment_id, table.question_number] })],
);

/**
 * The PDF report of an assessment in one language, for the candidate or for the company's recruiters (decision 0064): made by a job, kept as a file owned by
 * the candidate (so their data export and erasure include it). `made_from` is the assessment's
 * `updated_at` the report was made from: a later answer makes it stale, and the next request makes it anew.
 */
export const personalityReports = pgTable(
  'personality_reports',
  {
    assessment_id: uuid('assessment_id')
      .notNull()
      .references(() => personalityAssessments.id, { onDelete: 'cascade' }),
    locale: text('locale', { enum: ['en', 'ar'] }).notNull(),
    // The candidate is spoken to; the company's recruiters read about the candidate (decision 0060).
    audience: text('audience', { enum: ['candidate', 'recruiter'] })
      .notNull()
      .default('candidate'),
    status: text('status', { enum: ['pending', 'ready', 'failed'] }).notNull(),
    made_from: timestamp('made_from', { withTimezone: true }).notNull(),
    file_id: uuid('file_id').references(() => files.id, { onDelete: 'set null' }),
    requested_at: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.assessment_id, table.locale, table.audience] })],
);
