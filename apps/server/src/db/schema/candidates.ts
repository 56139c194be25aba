import type { CandidateProfile } from '@masar/shared/profile';
import { jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { files } from './files.ts';

/** What a candidate gave at onboarding, and the profile parsed from the resume (upload_response). */
export const candidateProfiles = pgTable('candidate_profiles', {
  user_id: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  avatar_file_id: uuid('avatar_file_id').references(() => files.id, { onDelete: 'set null' }),
  resume_file_id: uuid('resume_file_id').references(() => files.id, { onDelete: 'set null' }),
  social_links: jsonb('social_links').$type<Record<string, string>>().notNull().default({}),
  availability: jsonb('availability').$type<string[]>().notNull().default([]),
  /**
   * ISO 3166-1 alpha-2, or null when the candidate did not say. Only for the portal's workforce
   * statistics and fairness checks (locals against foreigners), never read by matching (decision 0053).
   */
  nationality: text('nationality'),
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
