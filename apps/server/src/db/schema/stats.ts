import { date, index, integer, pgTable, primaryKey, text, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { companies } from './companies.ts';

/** What a daily count counts (decision 0054). */
export const DAILY_METRICS = [
  'signups',
  'approvals',
  'applications',
  'pokes_sent',
  'pokes_answered',
  'pokes_interested',
  'jobs_published',
  'new_matching_candidates',
] as const;
export type DailyMetric = (typeof DAILY_METRICS)[number];

/**
 * Daily counts for the dashboard (issue #13, decision 0054): per UTC day, per company (null: the portal as
 * a whole), per metric and per nationality group ('local', 'foreign', 'unstated'; 'none' for counts of
 * things rather than people, such as jobs published). Rolled up from the tables the product already keeps
 * by the stats.roll-up job, so a dashboard reads a few dozen rows whatever the size of the pool.
 */
export const dailyCounts = pgTable(
  'daily_counts',
  {
    day: date('day', { mode: 'string' }).notNull(),
    company_id: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    metric: text('metric', { enum: DAILY_METRICS }).notNull(),
    nationality_group: text('nationality_group', { enum: ['local', 'foreign', 'unstated', 'none'] }).notNull(),
    count: integer('count').notNull(),
  },
  (table) => [
    unique('daily_counts_key').on(table.company_id, table.metric, table.day, table.nationality_group).nullsNotDistinct(),
    index('daily_counts_day').on(table.day),
  ],
);

/**
 * The first day a candidate matched one of a company's jobs above 0.2. The matching lists are rewritten on
 * every recompute and keep no dates, so the roll-up notes first sightings here: "new matching candidates"
 * of a period are the candidates first seen in it.
 */
export const companyCandidateFirstMatches = pgTable(
  'company_candidate_first_matches',
  {
    company_id: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    candidate_id: uuid('candidate_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    first_matched_on: date('first_matched_on', { mode: 'string' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.company_id, table.candidate_id] }), index('company_candidate_first_matches_day').on(table.first_matched_on)],
);
