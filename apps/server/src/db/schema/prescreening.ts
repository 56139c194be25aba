import { boolean, doublePrecision, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ChatAuthor, ChatMessageKind } from '@masar/shared/chat-prescreen';
import type { PrescreeningKind, PrescreeningQuestion, PrescreeningValue } from '@masar/shared/prescreening';
import { createdAt } from './columns.ts';
import { users } from './accounts.ts';
import { jobs } from './jobs.ts';

/**
 * A job's pre-screening questions (issue #15, decision 0070), in the recruiter's order. The list is saved
 * whole; answers keep their own copy of the question, so editing the list never changes what a candidate
 * was asked.
 */
export const prescreeningQuestions = pgTable(
  'prescreening_questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    job_id: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    /** The assessment kind the questions belong to (`prescreening`). */
    assessment: text('assessment', { enum: ['prescreening'] }).notNull(),
    position: integer('position').notNull(),
    kind: text('kind', { enum: ['yes_no', 'multiple_choice', 'number', 'short_text'] }).notNull(),
    question: text('question').notNull(),
    required: boolean('required').notNull().default(true),
    source: text('source', { enum: ['typed', 'interview'] }).notNull().default('typed'),
    required_answer: boolean('required_answer'),
    options: jsonb('options').$type<string[]>().notNull().default([]),
    accepted: jsonb('accepted').$type<string[]>().notNull().default([]),
    min: doublePrecision('min'),
    created_at: createdAt(),
  },
  (table) => [index('prescreening_questions_job').on(table.job_id, table.position)],
);

/** A candidate's answers to a job's questions, stored with the application (one set per application). */
export const prescreeningAnswers = pgTable(
  'prescreening_answers',
  {
    job_id: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    candidate_id: uuid('candidate_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The question's id when answered (not a foreign key: a later save of the list gives new ids). */
    question_id: uuid('question_id').notNull(),
    position: integer('position').notNull(),
    /** The question as it was asked, knock-out rule included. */
    question: jsonb('question').$type<PrescreeningQuestion>().notNull(),
    /** Null: an optional question left blank. */
    value: jsonb('value').$type<PrescreeningValue | null>(),
    knocked_out: boolean('knocked_out').notNull(),
    /** A chat reply that could not be read after two re-asks (decision 0071), kept for the recruiter to read; value is then null. */
    unclear_reply: text('unclear_reply'),
    answered_at: timestamp('answered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.job_id, table.candidate_id, table.question_id] })],
);

/**
 * The chat pre-screen's transcript (chat_bot_messages, decision 0071): one row a message, per candidate × job,
 * in the order said. The answers themselves go to prescreening_answers with the application.
 */
export const chatPrescreenMessages = pgTable(
  'chat_prescreen_messages',
  {
    job_id: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    candidate_id: uuid('candidate_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    author: text('author').$type<ChatAuthor>().notNull(),
    kind: text('kind').$type<ChatMessageKind>().notNull(),
    /** The question's id when said (not a foreign key: a later save of the list gives new ids). */
    question_id: uuid('question_id'),
    question_kind: text('question_kind').$type<PrescreeningKind>(),
    text: text('text').notNull(),
    /** The candidate's reply as read into the question's kind. */
    value: jsonb('value').$type<PrescreeningValue | null>(),
    sent_at: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.job_id, table.candidate_id, table.position] })],
);
