import { sql } from 'drizzle-orm';
import type { OnetAlternateTitle, OnetRelated, OnetTechnologySkill } from '@masar/catalog/importers/onet';
import type { RiasecScores } from '@masar/catalog/occupations';
import type { CandidateProfile } from '@masar/shared/profile';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const roles = pgTable('roles', {
  id: serial('id').primaryKey(),
  role_name: text('role_name').notNull().unique(),
});

export const companies = pgTable('companies', {
  id: uuid('id').primaryKey().defaultRandom(),
  company_name: text('company_name').notNull(),
  company_avatar_file_id: uuid('company_avatar_file_id'),
  company_size: integer('company_size'),
  /** A sector id from the catalogue (GET sectors/). */
  company_industry: text('company_industry'),
  company_country: text('company_country'),
  company_city: text('company_city'),
  company_website: text('company_website'),
  company_description: text('company_description'),
  created_at: createdAt(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    first_name: text('first_name').notNull(),
    last_name: text('last_name').notNull().default(''),
    email: text('email').notNull(),
    /** Null for accounts made through a social provider that never set a password. */
    password_hash: text('password_hash'),
    country_code: text('country_code'),
    mobile_number: text('mobile_number'),
    role_id: integer('role_id').references(() => roles.id),
    company_id: uuid('company_id').references(() => companies.id, { onDelete: 'set null' }),
    is_email_confirmed: boolean('is_email_confirmed').notNull().default(false),
    is_onboarding_completed: boolean('is_onboarding_completed').notNull().default(false),
    is_account_confirmed: boolean('is_account_confirmed').notNull().default(false),
    accepted_terms: boolean('accepted_terms').notNull().default(false),
    accepted_terms_at: timestamp('accepted_terms_at', { withTimezone: true }),
    /** Spec §3 approval status: how a recruiter admin decided on this account. */
    approval_status: text('approval_status', { enum: ['PENDING', 'APPROVED', 'DECLINED'] }).notNull().default('PENDING'),
    approval_reason: text('approval_reason'),
    approval_decided_at: timestamp('approval_decided_at', { withTimezone: true }),
    approval_decided_by: uuid('approval_decided_by'),
    onboarded_at: timestamp('onboarded_at', { withTimezone: true }),
    locale: text('locale').notNull().default('en'),
    created_at: createdAt(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('users_email_unique').on(sql`lower(${table.email})`)],
);

/** A social sign-in identity; a user is found by (provider, subject), never by e-mail alone. */
export const userIdentities = pgTable(
  'user_identities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    created_at: createdAt(),
  },
  (table) => [uniqueIndex('user_identities_provider_subject').on(table.provider, table.subject)],
);

/** A login session: the family of refresh tokens that rotate within it. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ip: text('ip'),
    user_agent: text('user_agent'),
    created_at: createdAt(),
    last_used_at: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
    revoked_reason: text('revoked_reason'),
  },
  (table) => [index('sessions_user_id').on(table.user_id)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    session_id: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    token_hash: text('token_hash').notNull(),
    created_at: createdAt(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when this token was exchanged for the next one; presenting it again is reuse. */
    rotated_at: timestamp('rotated_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('refresh_tokens_hash').on(table.token_hash),
    index('refresh_tokens_session').on(table.session_id),
  ],
);

/** Single-use codes sent by e-mail or handed over after social sign-in; only their hash is kept. */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['email_verification', 'password_reset', 'social_login'] }).notNull(),
    code_hash: text('code_hash').notNull(),
    created_at: createdAt(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('one_time_codes_hash').on(table.code_hash),
    index('one_time_codes_user_purpose').on(table.user_id, table.purpose),
  ],
);

/** Every e-mail Masar sends; the job queue delivers it, and without SMTP it stays here for /dev/mailbox. */
export const mails = pgTable(
  'mails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to_address: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text_body: text('text_body').notNull(),
    html_body: text('html_body').notNull(),
    status: text('status', { enum: ['pending', 'sent', 'failed'] }).notNull().default('pending'),
    transport: text('transport'),
    attempts: integer('attempts').notNull().default(0),
    last_error: text('last_error'),
    created_at: createdAt(),
    sent_at: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [index('mails_status').on(table.status), index('mails_to').on(table.to_address)],
);

/** Security-relevant events. It names users by id only, so deleting a user leaves no personal data here. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    event: text('event').notNull(),
    user_id: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    ip: text('ip'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    created_at: createdAt(),
  },
  (table) => [index('audit_log_user').on(table.user_id), index('audit_log_event').on(table.event)],
);

/** Fixed-window counters for rate limits, shared by every API instance. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  window_started_at: timestamp('window_started_at', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
});

export const demoRequests = pgTable('demo_requests', {
  id: uuid('id').primaryKey().defaultRandom(),
  full_name: text('full_name').notNull(),
  email: text('email').notNull(),
  company_name: text('company_name').notNull(),
  message: text('message'),
  user_id: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  created_at: createdAt(),
});

/** A stored file. Its storage key is made by the server; the person's file name is kept for display only. */
export const files = pgTable(
  'files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    owner_id: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    category: text('category').notNull(),
    kind: text('kind', { enum: ['pdf', 'docx', 'doc', 'txt', 'png', 'jpg', 'svg'] }).notNull(),
    size_bytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    storage_key: text('storage_key').notNull(),
    file_name: text('file_name').notNull(),
    created_at: createdAt(),
  },
  (table) => [index('files_owner').on(table.owner_id)],
);

/** A chunked upload in progress (or done): the client names it, so a retry after a dropped connection resumes it. */
export const uploads = pgTable('uploads', {
  id: uuid('id').primaryKey(),
  user_id: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  category: text('category').notNull(),
  file_name: text('file_name').notNull(),
  chunk_count: integer('chunk_count').notNull(),
  file_id: uuid('file_id').references(() => files.id, { onDelete: 'set null' }),
  created_at: createdAt(),
});

export const uploadChunks = pgTable(
  'upload_chunks',
  {
    upload_id: uuid('upload_id')
      .notNull()
      .references(() => uploads.id, { onDelete: 'cascade' }),
    chunk_index: integer('chunk_index').notNull(),
    size_bytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    created_at: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.upload_id, table.chunk_index] })],
);

/** What a candidate gave at onboarding, and the profile parsed from the resume (upload_response). */
export const candidateProfiles = pgTable('candidate_profiles', {
  user_id: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  avatar_file_id: uuid('avatar_file_id').references(() => files.id, { onDelete: 'set null' }),
  resume_file_id: uuid('resume_file_id').references(() => files.id, { onDelete: 'set null' }),
  social_links: jsonb('social_links').$type<Record<string, string>>().notNull().default({}),
  availability: jsonb('availability').$type<string[]>().notNull().default([]),
  disclaimer_accepted_at: timestamp('disclaimer_accepted_at', { withTimezone: true }),
  parse_status: text('parse_status', { enum: ['in_progress', 'completed', 'failed'] }),
  parse_error: text('parse_error'),
  parsed_at: timestamp('parsed_at', { withTimezone: true }),
  profile: jsonb('profile').$type<CandidateProfile>(),
  /** A newer resume parsed for review; nothing of it is saved until the candidate applies sections. */
  proposed_file_id: uuid('proposed_file_id').references(() => files.id, { onDelete: 'set null' }),
  proposed_status: text('proposed_status', { enum: ['in_progress', 'completed', 'failed'] }),
  proposed_error: text('proposed_error'),
  proposed_profile: jsonb('proposed_profile').$type<CandidateProfile>(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A confirmed recruiter's invitation of a colleague to the same company; the code is kept hashed. */
export const companyInvitations = pgTable(
  'company_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    company_id: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    invited_by: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    code_hash: text('code_hash').notNull(),
    created_at: createdAt(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    accepted_at: timestamp('accepted_at', { withTimezone: true }),
    accepted_by: uuid('accepted_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [uniqueIndex('company_invitations_code').on(table.code_hash), index('company_invitations_company').on(table.company_id)],
);

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

/**
 * O*NET occupations an operator imported (`npm run import:onet`), as the official files give them; the server
 * lays them over the shipped catalogue at start (docs/decisions/0019). `related`, `technology_skills` and
 * `alternate_titles` are the parser's lists.
 */
export const catalogueOnetOccupations = pgTable('catalogue_onet_occupations', {
  code: text('code').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  riasec: jsonb('riasec').$type<RiasecScores>(),
  holland_code: text('holland_code'),
  job_zone: integer('job_zone'),
  related: jsonb('related').$type<OnetRelated[]>().notNull(),
  technology_skills: jsonb('technology_skills').$type<OnetTechnologySkill[]>().notNull(),
  alternate_titles: jsonb('alternate_titles').$type<OnetAlternateTitle[]>().notNull(),
});

/** ESCO skills an operator imported (`npm run import:esco`), with their Arabic labels when skills_ar.csv was given. */
export const catalogueEscoSkills = pgTable('catalogue_esco_skills', {
  uri: text('uri').primaryKey(),
  name: text('name').notNull(),
  name_ar: text('name_ar'),
  aliases: jsonb('aliases').$type<string[]>().notNull(),
  aliases_ar: jsonb('aliases_ar').$type<string[]>().notNull(),
  hidden_aliases: jsonb('hidden_aliases').$type<string[]>().notNull(),
  skill_type: text('skill_type').notNull(),
  reuse_level: text('reuse_level').notNull(),
  description: text('description').notNull(),
  modified: text('modified').notNull(),
  related: jsonb('related').$type<Array<{ uri: string; relation: string }>>().notNull(),
});

/** One row per imported source ('onet', 'esco'): a digest of what is stored, so the same files import once. */
export const catalogueImports = pgTable('catalogue_imports', {
  source: text('source').primaryKey(),
  digest: text('digest').notNull(),
  records: integer('records').notNull(),
  imported_at: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
});
