import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import {
  ASSESSMENT_CONTENT_TYPES,
  ASSESSMENT_RESULT_STATUSES,
  SKILLS_ASSESSMENT_KINDS,
} from '@masar/shared/assessments';
import { companies } from './companies.ts';
import { files } from './files.ts';
import { users } from './accounts.ts';

/**
 * A candidate's attempt at one skills-assessment kind (issue #15, decision 0072): one per candidate and
 * kind, started when the questionnaire is first opened (or the first answer saved), with its deadline
 * fixed then from the kind's time limit. The engine's result is stored when the scoring job has run.
 */
export const assessmentAttempts = pgTable(
  'assessment_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    candidate_id: uuid('candidate_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: SKILLS_ASSESSMENT_KINDS }).notNull(),
    status: text('status', { enum: ASSESSMENT_RESULT_STATUSES }).notNull().default('IN_PROGRESS'),
    started_at: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    deadline_at: timestamp('deadline_at', { withTimezone: true }).notNull(),
    submitted_at: timestamp('submitted_at', { withTimezone: true }),
    completed_at: timestamp('completed_at', { withTimezone: true }),
    /** The engine's whole result (band or score, every part with its evidence), once COMPLETED. */
    result: jsonb('result'),
    /** The scoring rules and item bank it was scored under, e.g. "rubric 1 · bank 1". */
    scoring_version: text('scoring_version'),
    /** When and by whom it was CANCELLED (decision 0073): only the candidate, before submitting. */
    cancelled_at: timestamp('cancelled_at', { withTimezone: true }),
    cancelled_by: uuid('cancelled_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    unique('assessment_attempts_candidate_kind').on(table.candidate_id, table.kind),
    index('assessment_attempts_status').on(table.status),
  ],
);

/** Every answer as last given, by item id (upserted): the answer as JSON, its type as sent. */
export const assessmentAnswers = pgTable(
  'assessment_answers',
  {
    attempt_id: uuid('attempt_id')
      .notNull()
      .references(() => assessmentAttempts.id, { onDelete: 'cascade' }),
    question_id: text('question_id').notNull(),
    answer_type: text('answer_type', { enum: ASSESSMENT_CONTENT_TYPES }).notNull(),
    answer: jsonb('answer').notNull(),
    times_answered: integer('times_answered').notNull().default(1),
    answered_at: timestamp('answered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.attempt_id, table.question_id] })],
);

/**
 * A score a recruiter recorded with a reason, for the whole attempt or one item, beside the engine's
 * (never replacing it). Every one is kept: a second opinion is a second row.
 */
export const assessmentHumanScores = pgTable(
  'assessment_human_scores',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    attempt_id: uuid('attempt_id')
      .notNull()
      .references(() => assessmentAttempts.id, { onDelete: 'cascade' }),
    question_id: text('question_id'),
    /** A CEFR band for English, a number 0–100 for annotation, as JSON. */
    score: jsonb('score').notNull(),
    reason: text('reason').notNull(),
    scorer_id: uuid('scorer_id').references(() => users.id, { onDelete: 'set null' }),
    company_id: uuid('company_id').references(() => companies.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('assessment_human_scores_attempt').on(table.attempt_id)],
);

/**
 * A result's PDF in one language (decision 0073, the personality report's pattern of decision 0064):
 * pending while the job makes it, then the stored file. `made_from` is the result's state it was made
 * from (the latest of completion and human scores); a later human score makes the next request remake it.
 */
export const assessmentReports = pgTable(
  'assessment_reports',
  {
    attempt_id: uuid('attempt_id')
      .notNull()
      .references(() => assessmentAttempts.id, { onDelete: 'cascade' }),
    locale: text('locale', { enum: ['en', 'ar'] }).notNull(),
    status: text('status', { enum: ['pending', 'ready', 'failed'] }).notNull(),
    made_from: timestamp('made_from', { withTimezone: true }).notNull(),
    file_id: uuid('file_id').references(() => files.id, { onDelete: 'set null' }),
    requested_at: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.attempt_id, table.locale] })],
);
