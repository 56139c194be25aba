import { customType, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** The candidate's words the search shows matched: kept as written, so highlights show the candidate's own text. */
export interface SearchDocumentFields {
  titles: string[];
  /** Each skill as the candidate wrote it, with every name the catalogue gives it (both languages). */
  skills: Array<{ name: string; terms: string[] }>;
  education: string[];
  summary: string | null;
}

/**
 * One row per candidate in the approved pool (decision 0045): what the free-text search finds and shows. Written
 * by the candidate-search module when a profile or an approval changes, and by its sweep.
 */
export const candidateSearchDocuments = pgTable(
  'candidate_search_documents',
  {
    user_id: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    current_title: text('current_title'),
    location: text('location'),
    /** ISO 3166-1 alpha-2 and the city's English name, read from the profile's location with the built-in list. */
    country: text('country'),
    city: text('city'),
    /** Whole years of work as of `indexed_month` (overlapping jobs counted once). */
    experience_years: integer('experience_years').notNull(),
    availability: text('availability').array().notNull(),
    top_skills: jsonb('top_skills').$type<string[]>().notNull(),
    fields: jsonb('fields').$type<SearchDocumentFields>().notNull(),
    /** Titles and skills (A) above education (B) above the summary (C), english and arabic lexemes. */
    document: tsvector('document').notNull(),
    indexed_at: timestamp('indexed_at', { withTimezone: true }).notNull().defaultNow(),
    /** 'YYYY-MM': a current job's years grow each month, so the sweep re-indexes older documents. */
    indexed_month: text('indexed_month').notNull(),
  },
  (table) => [
    index('candidate_search_documents_document').using('gin', table.document),
    index('candidate_search_documents_place').on(table.country, table.city),
  ],
);
