import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, real, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import {
  CAMERA_PERMISSIONS,
  INTEGRITY_NOTE_KINDS,
  INTERVIEW_ACTORS,
  INTERVIEW_HISTORY_ACTIONS,
  INTERVIEW_RECORDING_KINDS,
  INTERVIEW_STATES,
  type InterviewDetails,
} from '@masar/shared/interviews';
import { createdAt } from './columns.ts';
import { users } from './accounts.ts';
import { companies } from './companies.ts';
import { files } from './files.ts';
import { jobs } from './jobs.ts';

/**
 * AI interviews (issue #16, decision 0075): one row per invitation of a candidate to an interview for a
 * company's job, with spec §3's interview state. The questions are copied into `details` when it is
 * created, so editing the job's list never changes an interview already sent.
 */
export const interviews = pgTable(
  'interviews',
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
    /** The recruiter who started it; null once that account is gone. */
    recruiter_id: uuid('recruiter_id').references(() => users.id, { onDelete: 'set null' }),
    state: text('state', { enum: INTERVIEW_STATES }).notNull().default('invited'),
    /** 1, and one more with each redo; answers belong to an attempt. */
    attempt: integer('attempt').notNull().default(1),
    details: jsonb('details').$type<InterviewDetails>().notNull(),
    /** Set when the candidate pauses; resuming clears it. */
    stop_flag: boolean('stop_flag').notNull().default(false),
    /** Whether the candidate's browser can record video; null until the room has looked. */
    camera_recording_supported: boolean('camera_recording_supported'),
    camera_permission: text('camera_permission', { enum: CAMERA_PERMISSIONS }),
    created_at: createdAt(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    started_at: timestamp('started_at', { withTimezone: true }),
    finished_at: timestamp('finished_at', { withTimezone: true }),
    /** An interview still invited or in progress at this time is expired by the sweep. */
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('interviews_company').on(table.company_id, table.created_at.desc()),
    index('interviews_candidate').on(table.candidate_id, table.created_at.desc()),
    index('interviews_open_expiry').on(table.expires_at).where(sql`${table.state} in ('invited', 'in_progress')`),
    // The lost-evaluation sweep's window of completed interviews (decision 0090, amended by 0099).
    index('interviews_completed_finished').on(table.finished_at).where(sql`${table.state} = 'completed'`),
    // One open interview per candidate and job: two recruiters starting one at once get one.
    uniqueIndex('interviews_one_open').on(table.candidate_id, table.job_id).where(sql`${table.state} in ('invited', 'in_progress')`),
  ],
);

/** Every move of an interview: who did what, from which state to which, when and why. */
export const interviewHistory = pgTable(
  'interview_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    interview_id: uuid('interview_id')
      .notNull()
      .references(() => interviews.id, { onDelete: 'cascade' }),
    action: text('action', { enum: INTERVIEW_HISTORY_ACTIONS }).notNull(),
    from_state: text('from_state', { enum: INTERVIEW_STATES }),
    to_state: text('to_state', { enum: INTERVIEW_STATES }).notNull(),
    actor: text('actor', { enum: INTERVIEW_ACTORS }).notNull(),
    by_user_id: uuid('by_user_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason'),
    /** The attempt the move left the interview on. */
    attempt: integer('attempt').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('interview_history_interview').on(table.interview_id, table.at)],
);

/** The candidate's answer to one question of one attempt: its transcript, as saved last. */
export const interviewAnswers = pgTable(
  'interview_answers',
  {
    interview_id: uuid('interview_id')
      .notNull()
      .references(() => interviews.id, { onDelete: 'cascade' }),
    attempt: integer('attempt').notNull(),
    /** The question's id in `details` (the job question it was copied from). */
    question_id: text('question_id').notNull(),
    position: integer('position').notNull(),
    transcript: text('transcript').notNull(),
    /**
     * The one follow-up question composed when the main answer was first saved (decision 0084, amended):
     * kept so that a resume asks the same words again; null when the answer needed none, and on the
     * follow-up's own answer (its `question_id` is the question's with `:follow-up` after it).
     */
    follow_up: text('follow_up'),
    started_at: timestamp('started_at', { withTimezone: true }),
    ended_at: timestamp('ended_at', { withTimezone: true }),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.interview_id, table.attempt, table.question_id] })],
);

/**
 * The room's recordings (decision 0083): the camera video of an attempt (`question_id` null) and each
 * answer's audio. Registered with the upload's id when recording starts, so a recording whose tab closed
 * mid-answer is still known; the file is set once the upload is put together.
 */
export const interviewRecordings = pgTable(
  'interview_recordings',
  {
    upload_id: uuid('upload_id').primaryKey(),
    interview_id: uuid('interview_id')
      .notNull()
      .references(() => interviews.id, { onDelete: 'cascade' }),
    attempt: integer('attempt').notNull(),
    question_id: text('question_id'),
    kind: text('kind', { enum: INTERVIEW_RECORDING_KINDS }).notNull(),
    file_id: uuid('file_id').references(() => files.id, { onDelete: 'set null' }),
    /** When the recorder started, on the room's clock: places the answer on the recording (decision 0091). */
    started_at: timestamp('started_at', { withTimezone: true, precision: 3 }),
    /** Cut off and put together by the server's sweep from the chunks that arrived (decision 0091). */
    partial: boolean('partial').notNull().default(false),
    /** The chunks that never arrived, as inclusive index ranges; empty for a whole recording. */
    missing_chunks: jsonb('missing_chunks').$type<Array<{ from: number; to: number }>>().notNull().default([]),
    created_at: createdAt(),
  },
  (table) => [
    index('interview_recordings_interview').on(table.interview_id, table.attempt),
    // The sweep's look-up: recordings registered and never put together.
    index('interview_recordings_unfinished').on(table.created_at).where(sql`${table.file_id} is null`),
  ],
);

/** What the report notes beside the answers and never scores: the tab hidden, a long silence (decision 0083). */
export const interviewIntegrityNotes = pgTable(
  'interview_integrity_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    interview_id: uuid('interview_id')
      .notNull()
      .references(() => interviews.id, { onDelete: 'cascade' }),
    attempt: integer('attempt').notNull(),
    kind: text('kind', { enum: INTEGRITY_NOTE_KINDS }).notNull(),
    question_id: text('question_id'),
    /** How long the tab stayed hidden, or the silence lasted. */
    seconds: real('seconds').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('interview_integrity_notes_interview').on(table.interview_id, table.attempt, table.at)],
);
