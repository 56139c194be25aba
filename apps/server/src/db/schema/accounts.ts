import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { companies } from './companies.ts';

export const roles = pgTable('roles', {
  id: serial('id').primaryKey(),
  role_name: text('role_name').notNull().unique(),
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
  (table) => [
    uniqueIndex('users_email_unique').on(sql`lower(${table.email})`),
    // The approvals queue and the admin dashboard's "pending" figure read only the few accounts awaiting a
    // decision; without this they scanned every account (100,000 candidates at the dashboard's benchmark).
    index('users_pending_approval')
      .on(table.role_id)
      .where(sql`${table.approval_status} = 'PENDING' and ${table.is_onboarding_completed}`),
  ],
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
    /** Verification codes of a sign-up: the hash of the signing-up browser's key (decision 0024). */
    device_key_hash: text('device_key_hash'),
    created_at: createdAt(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('one_time_codes_hash').on(table.code_hash),
    index('one_time_codes_user_purpose').on(table.user_id, table.purpose),
  ],
);
