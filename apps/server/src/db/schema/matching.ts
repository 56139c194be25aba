import { index, integer, jsonb, pgTable, primaryKey, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { jobs } from './jobs.ts';

/** A candidate's own marks on a job: saved (the favourite record of spec §3), applied, dismissed. */
export const candidateJobMarks = pgTable(
  'candidate_job_marks',
  {
    candidate_id: uuid('candidate_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    job_id: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    favorited_at: timestamp('favorited_at', { withTimezone: true }),
    applied_at: timestamp('applied_at', { withTimezone: true }),
    dismissed_at: timestamp('dismissed_at', { withTimezone: true }),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.candidate_id, table.job_id] }), index('candidate_job_marks_job').on(table.job_id)],
);

/**
 * What matching knows of a candidate in the pool: the inputs it last scored (derived from the profile), when,
 * and its best-jobs list's floor: every job that scores above the floor is in the list (docs/decisions/0016).
 */
export const candidateMatching = pgTable('candidate_matching', {
  candidate_id: uuid('candidate_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The engine's MatchCandidate (without id) as last computed; null when the candidate is not in the pool. */
  match_input: jsonb('match_input').$type<Record<string, unknown>>(),
  /** When the inputs were read for the lists below (a later profile change makes them stale). */
  computed_at: timestamp('computed_at', { withTimezone: true }).notNull(),
  floor: real('floor').notNull(),
  /** Jobs above the threshold at that time (the list keeps the best of them). */
  total: integer('total').notNull(),
  /** Set when the list shrank too far (jobs withdrawn): the next sweep recomputes it. */
  refresh_requested_at: timestamp('refresh_requested_at', { withTimezone: true }),
});

/** The same for a job and its best-candidates list. */
export const jobMatching = pgTable('job_matching', {
  job_id: uuid('job_id')
    .primaryKey()
    .references(() => jobs.id, { onDelete: 'cascade' }),
  computed_at: timestamp('computed_at', { withTimezone: true }).notNull(),
  floor: real('floor').notNull(),
  total: integer('total').notNull(),
  refresh_requested_at: timestamp('refresh_requested_at', { withTimezone: true }),
});

/** Each candidate's best jobs (score above 0.2, spec §9), kept by matching jobs, read by the candidate's lists. */
export const candidateJobMatches = pgTable(
  'candidate_job_matches',
  {
    candidate_id: uuid('candidate_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    job_id: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    score: real('score').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.candidate_id, table.job_id] }),
    index('candidate_job_matches_best').on(table.candidate_id, table.score.desc(), table.job_id),
    index('candidate_job_matches_job').on(table.job_id),
  ],
);

/** Each job's best candidates (the spec's matching candidates, score above 0.2). */
export const jobCandidateMatches = pgTable(
  'job_candidate_matches',
  {
    job_id: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    candidate_id: uuid('candidate_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    score: real('score').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.job_id, table.candidate_id] }),
    index('job_candidate_matches_best').on(table.job_id, table.score.desc(), table.candidate_id),
    index('job_candidate_matches_candidate').on(table.candidate_id),
  ],
);

/** Small facts about matching as a whole, such as the catalogue and engine versions the lists were computed with. */
export const matchingMeta = pgTable('matching_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
