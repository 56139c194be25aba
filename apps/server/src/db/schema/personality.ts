import { index, integer, pgTable, primaryKey, smallint, timestamp, uuid } from 'drizzle-orm/pg-core';
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
