import type { OnetAlternateTitle, OnetTask, OnetRelated, OnetTechnologySkill } from '@masar/catalog/importers/onet';
import type { RiasecScores } from '@masar/catalog/occupations';
import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

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
  tasks: jsonb('tasks').$type<OnetTask[]>().notNull().default([]),
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
