import { boolean, index, integer, jsonb, pgTable, primaryKey, real, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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
    status: text('status', { enum: ['draft', 'published', 'closed'] }).notNull().default('draft'),
    /** How the job was started: the editor alone, or the text, link, file or standard profile way (issue #11). */
    origin: text('origin', { enum: ['form', 'text', 'link', 'file', 'standard'] }).notNull().default('form'),
    /** What the job-text parser read when the job was started from text, a link or a file (shared JobReading). */
    reading: jsonb('reading'),
    location_city: text('location_city'),
    /** ISO 3166-1 alpha-2. */
    location_country: text('location_country'),
    workplace: text('workplace', { enum: ['on_site', 'hybrid', 'remote'] }).notNull().default('on_site'),
    salary_min: integer('salary_min'),
    salary_max: integer('salary_max'),
    /** Set whenever a bound is; null for a job without a salary. */
    salary_currency: text('salary_currency'),
    salary_period: text('salary_period', { enum: ['hour', 'month', 'year'] }),
    /** The code of the job's short link /j/{code}, made on first asking (POST job/short-url/). */
    short_code: text('short_code'),
    /** The standard job profile (a catalogue occupation id) the job was made from, if any. */
    occupation_id: text('occupation_id'),
    public_key: text('public_key').notNull(),
    created_by: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: createdAt(),
    /** Any change to the job or its skills; matching refreshes a job whose change is newer than its lists. */
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    published_at: timestamp('published_at', { withTimezone: true }),
    closed_at: timestamp('closed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('jobs_public_key').on(table.public_key),
    uniqueIndex('jobs_short_code').on(table.short_code),
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

/**
 * A job's interview questions (issue #11), in the recruiter's order: typed, or suggested from the job's
 * must-have skills and occupation, or proposed by a configured LLM. Later read by AI interviews and pre-screening.
 */
export const jobQuestions = pgTable(
  'job_questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    job_id: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    question: text('question').notNull(),
    kind: text('kind', { enum: ['technical', 'behavioural', 'situational'] }).notNull(),
    /** Catalogue skill ids the question probes. */
    skill_ids: jsonb('skill_ids').$type<string[]>().notNull().default([]),
    /** What a good answer shows: the rubric the interview evaluation scores against. */
    rubric: text('rubric').notNull(),
    source: text('source', { enum: ['typed', 'suggested', 'llm'] }).notNull().default('typed'),
    created_at: createdAt(),
  },
  (table) => [index('job_questions_job').on(table.job_id, table.position)],
);
