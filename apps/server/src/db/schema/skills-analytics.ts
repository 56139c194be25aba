import { bigint, boolean, date, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

const SIDES = ['local', 'foreign', 'unstated'] as const;

/**
 * What each candidate of the approved pool adds to the skill supply's counts, as the last roll-up counted them
 * (decision 0066): the versions of their account and profile it read, their side, when they joined the pool and
 * their distinct catalogue skills, categories and sectors. A roll-up recounts only the candidates whose versions
 * differ (or who joined or left the pool) and moves the counts by the difference between their old row and the
 * new one. An erased account sets `candidate_id` to null at once, so the row names no one; the next roll-up
 * takes its share off the counts and deletes it.
 */
export const skillSupplyMembers = pgTable(
  'skill_supply_members',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    candidate_id: uuid('candidate_id').references(() => users.id, { onDelete: 'set null' }),
    user_updated_at: timestamp('user_updated_at', { withTimezone: true }).notNull(),
    profile_updated_at: timestamp('profile_updated_at', { withTimezone: true }).notNull(),
    side: text('side', { enum: SIDES }).notNull(),
    joined_at: timestamp('joined_at', { withTimezone: true }).notNull(),
    skill_ids: text('skill_ids').array().notNull(),
    category_ids: text('category_ids').array().notNull(),
    sector_ids: text('sector_ids').array().notNull(),
  },
  (table) => [uniqueIndex('skill_supply_members_candidate').on(table.candidate_id)],
);

/**
 * The approved pool's supply (decision 0066): distinct candidates per skill, category and sector, and the pool
 * itself (kind 'pool', key ''), each by side. A few thousand rows, read whole by every skills analytics call.
 */
export const skillSupplyCounts = pgTable(
  'skill_supply_counts',
  {
    kind: text('kind', { enum: ['pool', 'skill', 'category', 'sector'] }).notNull(),
    key: text('key').notNull(),
    locals: integer('locals').notNull(),
    foreigners: integer('foreigners').notNull(),
    unstated: integer('unstated').notNull(),
  },
  (table) => [primaryKey({ columns: [table.kind, table.key] })],
);

/**
 * Holders of each skill by the week (ISO, from Monday, UTC) or month they joined the pool, and by side: the
 * trend's newcomers (decision 0056), read for the five skills followed, split into locals, foreigners and the
 * unstated (decision 0094).
 */
export const skillSupplyJoins = pgTable(
  'skill_supply_joins',
  {
    skill_id: text('skill_id').notNull(),
    period: text('period', { enum: ['week', 'month'] }).notNull(),
    period_start: date('period_start', { mode: 'string' }).notNull(),
    side: text('side', { enum: SIDES }).notNull(),
    joined: integer('joined').notNull(),
  },
  (table) => [primaryKey({ columns: [table.skill_id, table.period, table.period_start, table.side] })],
);

/**
 * What the counts were made with: the home country (it decides the sides) and a fingerprint of the catalogue's
 * skill → category and sector map. When either changes, the next roll-up counts the whole pool again.
 */
export const skillSupplyState = pgTable('skill_supply_state', {
  /** Always true: the table holds one row. */
  id: boolean('id').primaryKey().default(true),
  home_country: text('home_country').notNull(),
  places_fingerprint: text('places_fingerprint').notNull(),
  rolled_up_at: timestamp('rolled_up_at', { withTimezone: true }).notNull(),
});

/**
 * The portal's demand (decision 0066): published jobs asking for each skill, and those where it is a must-have,
 * counted again by every roll-up; `skill_id` '' holds the number of published jobs. The same for every recruiter,
 * so a call reads it rather than grouping every published job's skills; a company's own demand is read live.
 */
export const skillDemandCounts = pgTable('skill_demand_counts', {
  skill_id: text('skill_id').primaryKey(),
  /** The name a job gave it (the first by sort order), for a skill the catalogue does not know. */
  name: text('name').notNull(),
  jobs: integer('jobs').notNull(),
  must_have_jobs: integer('must_have_jobs').notNull(),
});
