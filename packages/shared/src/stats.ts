import { z } from 'zod';

/** Spec §9 "Top-jobs dashboard load: page 0, 5 per page". */
export const TOP_JOBS_PAGE_SIZE = 5;

export const STATS_RANGES = ['weekly', 'monthly'] as const;

/** Where people come from against the portal's home country (decision 0053): the filter of both analytics calls. */
export const NATIONALITY_GROUPS = ['local', 'foreign', 'unstated'] as const;
export type NationalityGroup = (typeof NATIONALITY_GROUPS)[number];
export const nationalityFilterSchema = z.enum(NATIONALITY_GROUPS, { error: 'validation.invalidType' }).optional();
/** Another company's figures: a recruiter admin's filter only (a recruiter naming another company gets 403). */
export const companyFilterSchema = z.uuid({ error: 'validation.invalidType' }).optional();

/**
 * POST /api/recruiter/stats/ (spec §7 `POST stats/`): the range, which page of the top jobs, and the filters
 * (decision 0094): one nationality group, and for a recruiter admin another company.
 */
export const statsRequestSchema = z.strictObject({
  range: z.enum(STATS_RANGES, { error: 'validation.invalidType' }).default('weekly'),
  nationality: nationalityFilterSchema,
  company_id: companyFilterSchema,
  top_jobs_page: z.coerce.number({ error: 'validation.invalidType' }).int({ error: 'validation.invalidType' }).min(0, { error: 'validation.invalidType' }).max(1000).default(0),
  top_jobs_limit: z.coerce
    .number({ error: 'validation.invalidType' })
    .int({ error: 'validation.invalidType' })
    .min(1, { error: 'validation.invalidType' })
    .max(50, { error: 'validation.invalidType' })
    .default(TOP_JOBS_PAGE_SIZE),
});
export type StatsRequest = z.input<typeof statsRequestSchema>;

/** A count of people in a group: exact when 0 or at least 5, else "fewer_than_5" (decision 0055). */
export const protectedCountSchema = z.union([z.number().int(), z.literal('fewer_than_5')]);
export type ProtectedCountValue = z.infer<typeof protectedCountSchema>;

export const nationalityBreakdownSchema = z.object({
  local: protectedCountSchema,
  foreign: protectedCountSchema,
  unstated: protectedCountSchema,
  total: protectedCountSchema,
});
export type NationalityBreakdown = z.infer<typeof nationalityBreakdownSchema>;

/**
 * A figure of the period beside the previous period's; `change` is current − previous. Counts of the company's
 * own activity are exact; filtered by nationality they count people of one group and follow the "fewer than 5"
 * rule (decision 0094), and `change` is null when either side is hidden.
 */
export const figureSchema = z.object({ current: protectedCountSchema, previous: protectedCountSchema, change: z.number().nullable() });
export type Figure = z.infer<typeof figureSchema>;

/** The same for a figure that may have no value (no job got an application). */
export const optionalFigureSchema = z.object({ current: z.number().nullable(), previous: z.number().nullable(), change: z.number().nullable() });

const periodSchema = z.object({ start: z.string(), end: z.string() });

export const topJobSchema = z.object({
  id: z.string(),
  job_title: z.string(),
  published_at: z.string().nullable(),
  /** Candidates matching above 0.2 now. */
  candidates: z.number().int(),
  pipeline: z.object({ matched: z.number().int(), poked: z.number().int(), interested: z.number().int(), applied: z.number().int() }),
});
export type TopJob = z.infer<typeof topJobSchema>;

export const recruiterStatsSchema = z.object({
  range: z.enum(STATS_RANGES),
  /** The filters the figures were counted with. */
  filters: z.object({ nationality: z.enum(NATIONALITY_GROUPS).nullable(), company_id: z.string().nullable() }),
  period: periodSchema,
  previous_period: periodSchema,
  /** The company's numbers. */
  figures: z.object({
    open_jobs: figureSchema,
    new_matching_candidates: figureSchema,
    pokes_sent: figureSchema,
    pokes_answered: figureSchema,
    applications: figureSchema,
    /** Median hours from publishing a job to its first application, over jobs whose first application fell in the period. */
    hours_to_first_application: optionalFigureSchema,
  }),
  top_jobs: z.object({ page: z.number().int(), limit: z.number().int(), total: z.number().int(), results: z.array(topJobSchema) }),
  /** Locals, foreigners and unstated (PORTAL_HOME_COUNTRY), each protected by the "fewer than 5" rule. */
  nationality: z.object({
    home_country: z.string(),
    /** The people matching the company's open jobs above 0.2 now. */
    matching_candidates: nationalityBreakdownSchema,
    /** Applications to the company's jobs in the period, by the applicant's group. */
    applications: nationalityBreakdownSchema,
    /** The portal's approved pool, anonymous. */
    portal_pool: nationalityBreakdownSchema,
  }),
  /** The portal as a whole, for a recruiter admin only (null for a recruiter). */
  portal: z
    .object({
      signups: figureSchema,
      approvals: figureSchema,
      approvals_pending: z.object({ count: z.number().int(), oldest_days: z.number().nullable(), median_days: z.number().nullable() }),
      companies: z.number().int(),
      open_jobs: z.number().int(),
      /** The companies a recruiter admin may look at instead of their own, by name. */
      company_choices: z.array(z.object({ id: z.string(), name: z.string() })),
    })
    .nullable(),
});
export type RecruiterStats = z.infer<typeof recruiterStatsSchema>;
