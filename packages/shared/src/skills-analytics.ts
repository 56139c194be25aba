import { z } from 'zod';
import { companyFilterSchema, NATIONALITY_GROUPS, nationalityFilterSchema } from './stats.ts';

/**
 * Contract of a recruiter's skills analytics (issue #13, decision 0056): POST /api/recruiter/skills-analytics/.
 * Counts of people follow decision 0055: 1 to 4 are sent as 'fewer_than_5', never exactly; counts of jobs are exact.
 */

/** How many periods the supply trend covers: twelve weeks or twelve months. */
export const SKILLS_ANALYTICS_PERIODS = 12;
/** How many skills, categories and sectors each ranking shows. */
export const SKILLS_ANALYTICS_TOP = 10;
/** How many of the top skills the trend follows. */
export const SKILLS_ANALYTICS_TREND_SKILLS = 5;
/** How many courses each gap skill lists. */
export const SKILLS_ANALYTICS_COURSES_PER_SKILL = 3;

export const analyticsRangeSchema = z.enum(['weekly', 'monthly']);
export type AnalyticsRange = z.infer<typeof analyticsRangeSchema>;

/** A catalogue id (sector or skill category); an id the catalogue does not know matches nothing. */
const catalogueIdSchema = z.string({ error: 'validation.invalidType' }).trim().min(1, { error: 'validation.invalidType' }).max(100).optional();

/**
 * The range, and the filters (decision 0094): a sector or a skill category of the catalogue (supply, demand and
 * gap narrowed to its skills), one nationality group (the supply and its trend counted for that group alone;
 * demand counts jobs, which have none), and for a recruiter admin another company's demand.
 */
export const skillsAnalyticsRequestSchema = z.object({
  range: analyticsRangeSchema.default('monthly'),
  sector: catalogueIdSchema,
  category: catalogueIdSchema,
  nationality: nationalityFilterSchema,
  company_id: companyFilterSchema,
});
export type SkillsAnalyticsRequest = z.infer<typeof skillsAnalyticsRequestSchema>;
export const skillsAnalyticsFiltersSchema = z.object({
  sector: z.string().nullable(),
  category: z.string().nullable(),
  nationality: z.enum(NATIONALITY_GROUPS).nullable(),
  company_id: z.string().nullable(),
});
export type SkillsAnalyticsFilters = z.infer<typeof skillsAnalyticsFiltersSchema>;

/** A count of people (decision 0055): 0 or 5 and more exactly, 1 to 4 as the words "fewer than 5". */
export const groupCountSchema = z.union([
  z
    .number()
    .int()
    .refine((count) => count === 0 || count >= 5, { error: 'a group of 1 to 4 is never sent exactly' }),
  z.literal('fewer_than_5'),
]);
export type GroupCount = z.infer<typeof groupCountSchema>;

/** Locals, foreigners and those who did not say, against the portal's home country; null until nationality is known. */
export const workforceSplitSchema = z.object({ local: groupCountSchema, foreign: groupCountSchema, unstated: groupCountSchema });
export type WorkforceSplit = z.infer<typeof workforceSplitSchema>;

const namedSchema = z.object({ id: z.string(), name: z.string() });

export const supplySkillSchema = z.object({
  id: z.string(),
  name: z.string(),
  category: namedSchema,
  sector: namedSchema,
  holders: groupCountSchema,
  workforce: workforceSplitSchema.nullable(),
});
export type SupplySkill = z.infer<typeof supplySkillSchema>;

export const supplyGroupSchema = z.object({ id: z.string(), name: z.string(), holders: groupCountSchema, workforce: workforceSplitSchema.nullable() });
export type SupplyGroup = z.infer<typeof supplyGroupSchema>;

/** A point of the trend: holders at the end of the period (of the group filtered, if any), split by side when not filtered. */
export const trendPointSchema = z.object({
  period: z.string(),
  holders: groupCountSchema,
  change: groupCountSchema,
  workforce: workforceSplitSchema.nullable(),
});
export const skillTrendSchema = z.object({ id: z.string(), name: z.string(), points: z.array(trendPointSchema) });
export type SkillTrend = z.infer<typeof skillTrendSchema>;

export const demandSkillSchema = z.object({ id: z.string(), name: z.string(), jobs: z.number().int(), must_have_jobs: z.number().int() });
export type DemandSkill = z.infer<typeof demandSkillSchema>;

export const gapCourseSchema = z.object({
  id: z.string(),
  title: z.string(),
  provider: z.string(),
  url: z.string(),
  language: z.string(),
  price_kind: z.string(),
  duration_hours: z.number(),
});
export type GapCourse = z.infer<typeof gapCourseSchema>;

export const gapSkillRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Shares in [0, 1]: of the portal's published jobs asking for the skill, of the pool holding it. */
  demand_share: z.number(),
  supply_share: z.number(),
  gap: z.number(),
  jobs: z.number().int(),
  must_have_jobs: z.number().int(),
  /** The company's own published jobs asking for it. */
  company_jobs: z.number().int(),
  holders: groupCountSchema,
  workforce: workforceSplitSchema.nullable(),
  courses: z.array(gapCourseSchema),
});
export type GapSkillRow = z.infer<typeof gapSkillRowSchema>;

export const skillsAnalyticsSchema = z.object({
  range: analyticsRangeSchema,
  filters: skillsAnalyticsFiltersSchema,
  /** What the filters may be set to, in the reader's language: the catalogue's sectors and categories, and for a recruiter admin the companies. */
  choices: z.object({
    sectors: z.array(namedSchema),
    categories: z.array(namedSchema.extend({ sector: z.string() })),
    companies: z.array(namedSchema),
  }),
  /** The period starts ('YYYY-MM-DD', UTC, Mondays or firsts of the month) of the trend, oldest first. */
  periods: z.array(z.string()),
  supply: z.object({
    pool: groupCountSchema,
    pool_workforce: workforceSplitSchema.nullable(),
    top_skills: z.array(supplySkillSchema),
    categories: z.array(supplyGroupSchema),
    sectors: z.array(supplyGroupSchema),
    trend: z.array(skillTrendSchema),
  }),
  demand: z.object({
    company_jobs: z.number().int(),
    portal_jobs: z.number().int(),
    company: z.array(demandSkillSchema),
    portal: z.array(demandSkillSchema),
  }),
  gap: z.array(gapSkillRowSchema),
});
export type SkillsAnalytics = z.infer<typeof skillsAnalyticsSchema>;
