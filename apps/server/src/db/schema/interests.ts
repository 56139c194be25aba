import { jsonb, pgTable, primaryKey, smallint, text, timestamp, uuid, integer } from 'drizzle-orm/pg-core';
import type { InterestScores } from '@masar/shared/interests';
import { users } from './accounts.ts';

/**
 * A candidate's My Next Move (issue #14, decisions 0061–0063): one per candidate, answered over as many
 * visits as they like, or with the six scores typed. `kind` is the way the candidate last gave their
 * interests, and the one the results read; both the answers and the typed scores are kept. Scores are
 * computed from the answers when read.
 */
export const interestAssessments = pgTable('interest_assessments', {
  id: uuid('id').primaryKey().defaultRandom(),
  candidate_id: uuid('candidate_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  kind: text('kind', { enum: ['my_next_move_assessment', 'my_next_move_scores_assessment'] })
    .notNull()
    .default('my_next_move_assessment'),
  /** The six scores as typed, 0–40 each; null until the candidate types them. */
  typed_scores: jsonb('typed_scores').$type<InterestScores>(),
  /** The job zone chosen, 1–5; 0 until chosen (spec §4). */
  job_zone: smallint('job_zone').notNull().default(0),
  started_at: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  /** When all 60 activities were first answered. */
  completed_at: timestamp('completed_at', { withTimezone: true }),
});

/** Every answer as last given: 0–4, or -1 when the candidate took it back. */
export const interestAnswers = pgTable(
  'interest_answers',
  {
    assessment_id: uuid('assessment_id')
      .notNull()
      .references(() => interestAssessments.id, { onDelete: 'cascade' }),
    question_number: smallint('question_number').notNull(),
    answer_number: smallint('answer_number').notNull(),
    times_answered: integer('times_answered').notNull().default(1),
    answered_at: timestamp('answered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.assessment_id, table.question_number] })],
);
