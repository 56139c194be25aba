import { z } from 'zod';
import { TOO_LONG, requiredString, textString } from './fields.ts';
import { pagingFields } from './api.ts';

/** Spec §3 job type options. */
export const JOB_TYPES = ['full_time', 'part_time'] as const;
export const JOB_STATUSES = ['draft', 'published'] as const;
export const EXPERIENCE_UNITS = ['years', 'months'] as const;
/** Issue #11: where the work happens (the editor's location choice). */
export const WORKPLACE_TYPES = ['on_site', 'hybrid', 'remote'] as const;
/** Issue #11: a job skill's importance in the editor; must_have is `required: true` on the stored skill. */
export const SKILL_IMPORTANCE = ['must_have', 'nice_to_have'] as const;

export const jobSkillSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** 1 (useful) to 5 (essential), as the catalogue's occupations rate skills. */
  importance: z.number().min(1).max(5),
  required: z.boolean(),
});

/** The Job entity of spec §3 (the fields matching adds — matching_score, job_match, … — come with issue #4's matching). */
export const jobSchema = z.object({
  jid: z.string(),
  external_job_id: z.string().nullable(),
  job_title: z.string(),
  sector: z.string(),
  industry: z.string().nullable(),
  job_type: z.enum(JOB_TYPES),
  skills: z.array(jobSkillSchema),
  experience: z.object({ value: z.number().int().min(0), unit: z.enum(EXPERIENCE_UNITS) }),
  description: z.string(),
  company: z.object({ id: z.string(), company_name: z.string() }),
  status: z.enum(JOB_STATUSES),
  standard_occupation: z.object({ id: z.string(), title: z.string() }).nullable(),
  /** The key of the public page /public/job/{key}. */
  public_key: z.string(),
  created_at: z.string(),
  published_at: z.string().nullable(),
});
export type Job = z.infer<typeof jobSchema>;

/** POST jobs/: paging and filters; search terms are trimmed and lower-cased for comparison (spec §5). */
export const jobListRequestSchema = z.strictObject({
  ...pagingFields,
  job_title: textString().trim().max(100, TOO_LONG).optional(),
  sector: textString().trim().max(60, TOO_LONG).optional(),
  job_type: z.enum(JOB_TYPES, { error: 'validation.invalidType' }).optional(),
});
export type JobListRequest = z.infer<typeof jobListRequestSchema>;

export const jobListSchema = z.object({
  total: z.number().int(),
  results: z.array(jobSchema),
  pagination: z.object({ page: z.number().int(), limit: z.number().int() }),
  searched_title: z.string().nullable(),
});

export const jobIdParamsSchema = z.strictObject({ id: z.uuid({ error: 'job.notFound' }) });
export const publicJobParamsSchema = z.strictObject({ key: textString().min(1).max(64) });

/** Post a job from a link (issue #11): the address of the job's page, http or https (decision 0030). */
export const jobLinkRequestSchema = z.strictObject({
  job_link: requiredString()
    .max(2048, TOO_LONG)
    .refine((value) => /^https?:\/\/\S+$/i.test(value), { error: 'jobLink.invalid', abort: true }),
});
export type JobLinkRequest = z.infer<typeof jobLinkRequestSchema>;

/**
 * What a job page holds, for the editor: `found` false is a page without a posting (an empty shell that
 * needs a session), whose title and text still come, for the text way. `source` says where the fields
 * were read: a schema.org JobPosting in JSON-LD or microdata, the OpenGraph and meta tags, or the text.
 */
export const jobFromLinkSchema = z.object({
  found: z.boolean(),
  source: z.enum(['json-ld', 'microdata', 'meta', 'text']),
  /** The page read, after redirects. */
  url: z.string(),
  job_title: z.string().nullable(),
  description: z.string().nullable(),
  hiring_organization: z.string().nullable(),
  location: z.object({ city: z.string().nullable(), region: z.string().nullable(), country: z.string().nullable() }).nullable(),
  remote: z.boolean(),
  /** schema.org values: FULL_TIME, PART_TIME, CONTRACTOR, TEMPORARY, INTERN, VOLUNTEER, PER_DIEM, OTHER. */
  employment_type: z.array(z.string()),
  date_posted: z.string().nullable(),
  salary: z
    .object({ currency: z.string().nullable(), min: z.number().nullable(), max: z.number().nullable(), unit: z.string().nullable() })
    .nullable(),
  language: z.string().nullable(),
  /** The page's readable text, one paragraph or list item a line. */
  text: z.string(),
});
export type JobFromLinkAnswer = z.infer<typeof jobFromLinkSchema>;
