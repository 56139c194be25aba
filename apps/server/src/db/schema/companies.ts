import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

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
