import { boolean, index, integer, pgTable, primaryKey, real, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { users } from './accounts.ts';
import { companies } from './companies.ts';

/** The Job entity of spec §3. A job belongs to a company; candidates see published jobs only. */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    external_job_id: text('external_job_id'),
    company_id: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    job_title: text('job_title').notNull(),
    /** A sector id from the catalogue. */
    sector: text('sector').notNull(),
    industry: text('industry'),
    job_type: text('job_type', { enum: ['full_time', 'part_time'] }).notNull(),
    experience_value: integer('experience_value').notNull().default(0),
    experience_unit: text('experience_unit', { enum: ['years', 'months'] }).notNull().default('years'),
    description: text('description').notNull(),
    status: text('status', { enum: ['draft', 'published'] }).notNull().default('draft'),
    /** The standard job profile (a catalogue occupation id) the job was made from, if any. */
    occupation_id: text('occupation_id'),
    public_key: text('public_key').notNull(),
    created_by: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: createdAt(),
    /** Any change to the job or its skills; matching refreshes a job whose change is newer than its lists. */
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    published_at: timestamp('published_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('jobs_public_key').on(table.public_key),
    index('jobs_company').on(table.company_id),
    index('jobs_published').on(table.status, table.published_at),
  ],
);

export const jobSkills = pgTable(
  'job_skills',
  {
    job_id: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    skill_id: text('skill_id').notNull(),
    name: text('name').notNull(),
    importance: real('importance').notNull(),
    required: boolean('required').notNull().default(false),
  },
  (table) => [primaryKey({ columns: [table.job_id, table.skill_id] }), index('job_skills_skill').on(table.skill_id)],
);
