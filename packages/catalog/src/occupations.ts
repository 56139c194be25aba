import { z } from 'zod';
import { bilingualListSchema, bilingualTextSchema } from './i18n.ts';
import { sectorIdSchema } from './sectors.ts';
import { skillIdSchema } from './skills.ts';

/** O*NET-SOC 2019 code, e.g. "15-1252.00". */
export const onetSocCodeSchema = z.string().regex(/^\d{2}-\d{4}\.\d{2}$/);

/** `occ:` + the O*NET-SOC code, or `occ:masar-<slug>` for a profile with no O*NET equivalent. */
export const occupationIdSchema = z.string().regex(/^occ:(\d{2}-\d{4}\.\d{2}|masar-[a-z0-9-]+)$/);
export type OccupationId = z.infer<typeof occupationIdSchema>;

export const RIASEC_AREAS = [
  'realistic',
  'investigative',
  'artistic',
  'social',
  'enterprising',
  'conventional',
] as const;
export type RiasecArea = (typeof RIASEC_AREAS)[number];

/** Interest-area scores on O*NET's occupational-interest scale (OI), 1.00 to 7.00. */
const riasecScore = z.number().min(1).max(7);
export const riasecSchema = z.object({
  realistic: riasecScore,
  investigative: riasecScore,
  artistic: riasecScore,
  social: riasecScore,
  enterprising: riasecScore,
  conventional: riasecScore,
});
export type RiasecScores = z.infer<typeof riasecSchema>;

/** O*NET job zones: 1 little or no preparation … 5 extensive preparation. */
export const jobZoneSchema = z.number().int().min(1).max(5);
export type JobZone = z.infer<typeof jobZoneSchema>;

export const educationLevelSchema = z.enum([
  'none',
  'secondary',
  'vocational',
  'associate',
  'bachelor',
  'master',
  'doctorate',
]);
export type EducationLevel = z.infer<typeof educationLevelSchema>;

/** The typical education of a job zone, from O*NET's zone definitions, where nothing more precise is known. */
export const JOB_ZONE_EDUCATION: Readonly<Record<number, EducationLevel>> = {
  1: 'none',
  2: 'secondary',
  3: 'vocational',
  4: 'bachelor',
  5: 'master',
};

/** O*NET's job-zone definitions of related experience, in years. */
export const JOB_ZONE_EXPERIENCE_YEARS: Readonly<Record<number, { min: number; max: number }>> = {
  1: { min: 0, max: 0.25 },
  2: { min: 0, max: 1 },
  3: { min: 1, max: 2 },
  4: { min: 2, max: 4 },
  5: { min: 4, max: 8 },
};

/** The Arabic description of an occupation, composed from facts we hold (its sector and top core skills), not translated prose. */
export function composeArabicDescription(sectorNameAr: string, skillNamesAr: readonly string[]): string {
  return `مهنة في قطاع ${sectorNameAr}. من أهم مهاراتها: ${skillNamesAr.slice(0, 4).join('، ')}.`;
}

export const occupationSchema = z.object({
  id: occupationIdSchema,
  onet_soc_code: onetSocCodeSchema.nullable(),
  title: bilingualTextSchema,
  alternate_titles: bilingualListSchema,
  /** Ours, not O*NET's text. */
  description: bilingualTextSchema,
  sector: sectorIdSchema,
  riasec: riasecSchema,
  /** Holland high-point code, the top two or three areas as letters ("IRC"). */
  holland_code: z.string().regex(/^[RIASEC]{1,3}$/),
  job_zone: jobZoneSchema,
  /** Importance 1 (useful) to 5 (essential), most important first. */
  core_skills: z.array(z.object({ skill_id: skillIdSchema, importance: z.number().min(1).max(5) })).min(1),
  typical_education: educationLevelSchema,
  typical_experience_years: z.object({ min: z.number().min(0), max: z.number().min(0) }),
  /** The career-path graph: nearest occupations first. */
  related: z.array(occupationIdSchema),
  /**
   * What the work involves, a sentence each, most central first: O*NET's Task Statements where an import
   * brought them (English; Arabic only where someone wrote it). Absent in the shipped catalogue, which does
   * not make task prose up (decision 0038).
   */
  tasks: bilingualListSchema.optional(),
});
export type Occupation = z.infer<typeof occupationSchema>;

export const occupationsFileSchema = z.object({
  version: z.string(),
  /** SOC major group ("15") or "masar" for profiles with no O*NET code. */
  group: z.string(),
  occupations: z.array(occupationSchema),
});
