import { index, integer, jsonb, pgTable, primaryKey, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import {
  EVALUATION_BANDS,
  INSUFFICIENT_REASONS,
  OVERRIDE_TARGETS,
  type InterviewOpinionAnswer,
} from '@masar/shared/interview-reports';
import type { AnswerEvaluation } from '@masar/engines/interview-evaluation/types';
import { users } from './accounts.ts';
import { interviews } from './interviews.ts';

/**
 * AI interview evaluations (issue #16, decision 0084). One row per answer the engine scored, with the
 * engine's version and the ids of its inputs (interview, attempt, question, the answer's `updated_at`), so
 * every automated score can be traced to what made it and from what.
 */
export const interviewAnswerEvaluations = pgTable(
  'interview_answer_evaluations',
  {
    interview_id: uuid('interview_id')
      .notNull()
      .references(() => interviews.id, { onDelete: 'cascade' }),
    attempt: integer('attempt').notNull(),
    question_id: text('question_id').notNull(),
    /** The answer's `updated_at` when it was scored: a later correction is a different input. */
    answer_updated_at: timestamp('answer_updated_at', { withTimezone: true }).notNull(),
    engine_version: text('engine_version').notNull(),
    status: text('status', { enum: ['evaluated', 'insufficient_evidence'] }).notNull(),
    insufficient_reason: text('insufficient_reason', { enum: INSUFFICIENT_REASONS }),
    band: text('band', { enum: EVALUATION_BANDS }),
    score: real('score'),
    /** The engine's whole answer: criteria with their sentences, skills, strengths and gaps. */
    result: jsonb('result').$type<AnswerEvaluation>().notNull(),
    evaluated_at: timestamp('evaluated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.interview_id, table.attempt, table.question_id] })],
);

/** One row per evaluated attempt: the job's mark that it ran (until then the report says "evaluation pending") and the overall band. */
export const interviewAttemptEvaluations = pgTable(
  'interview_attempt_evaluations',
  {
    interview_id: uuid('interview_id')
      .notNull()
      .references(() => interviews.id, { onDelete: 'cascade' }),
    attempt: integer('attempt').notNull(),
    engine_version: text('engine_version').notNull(),
    band: text('band', { enum: EVALUATION_BANDS }),
    score: real('score'),
    evaluated_answers: integer('evaluated_answers').notNull(),
    insufficient_answers: integer('insufficient_answers').notNull(),
    evaluated_at: timestamp('evaluated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.interview_id, table.attempt] }),
    // The lost-second-opinion sweep's hour of evaluations (decision 0099).
    index('interview_attempt_evaluations_evaluated').on(table.evaluated_at),
  ],
);

/** The candidate's request for a person to review an attempt: at most one per attempt, kept by the key. */
export const interviewReviewRequests = pgTable(
  'interview_review_requests',
  {
    interview_id: uuid('interview_id')
      .notNull()
      .references(() => interviews.id, { onDelete: 'cascade' }),
    attempt: integer('attempt').notNull(),
    requested_at: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.interview_id, table.attempt] })],
);

/** A recruiter's band for a score, with why; the automatic score stays as it was, beside it. */
export const interviewScoreOverrides = pgTable(
  'interview_score_overrides',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    interview_id: uuid('interview_id')
      .notNull()
      .references(() => interviews.id, { onDelete: 'cascade' }),
    attempt: integer('attempt').notNull(),
    /** Null for the interview's overall band. */
    question_id: text('question_id'),
    target: text('target', { enum: OVERRIDE_TARGETS }).notNull(),
    band: text('band', { enum: EVALUATION_BANDS }).notNull(),
    reason: text('reason').notNull(),
    by_user_id: uuid('by_user_id').references(() => users.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('interview_score_overrides_interview').on(table.interview_id, table.attempt, table.at)],
);

/**
 * A configured LLM's second opinion on an attempt's answers (decision 0090): shown beside the engine's,
 * never the score. One row per attempt, written once all its answers were judged, with the model, the
 * prompt's version and, per answer, the ids of its inputs (question, the answer's `updated_at`).
 */
export const interviewSecondOpinions = pgTable(
  'interview_second_opinions',
  {
    interview_id: uuid('interview_id')
      .notNull()
      .references(() => interviews.id, { onDelete: 'cascade' }),
    attempt: integer('attempt').notNull(),
    model: text('model').notNull(),
    prompt_version: text('prompt_version').notNull(),
    answers: jsonb('answers').$type<InterviewOpinionAnswer[]>().notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.interview_id, table.attempt] })],
);
