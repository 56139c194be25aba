import { z } from 'zod';
import { TOO_LONG, requiredString, textString } from './fields.ts';
import { pagingFields } from './api.ts';
import { DESCRIPTION_MAX_LENGTH, DESCRIPTION_MIN_LENGTH } from './constants.ts';

/** Spec §3 job type options. */
export const JOB_TYPES = ['full_time', 'part_time'] as const;
/** Decision 0036: a draft becomes published; a published job can be closed (it leaves every list) and published again. */
export const JOB_STATUSES = ['draft', 'published', 'closed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];
/** How a job was started (issue #11's four ways, or the editor's fields alone). */
export const JOB_ORIGINS = ['form', 'text', 'link', 'file', 'standard'] as const;
export type JobOrigin = (typeof JOB_ORIGINS)[number];
/** Salary currencies the editor offers: the region's and the three most quoted abroad (decision 0036). */
export const SALARY_CURRENCIES = ['SAR', 'AED', 'QAR', 'KWD', 'BHD', 'OMR', 'EGP', 'JOD', 'USD', 'EUR', 'GBP'] as const;
export const SALARY_PERIODS = ['hour', 'month', 'year'] as const;
export const SALARY_MAX = 10_000_000;
export const EXPERIENCE_UNITS = ['years', 'months'] as const;
/** Issue #11: where the work happens (the editor's location choice). */
export const WORKPLACE_TYPES = ['on_site', 'hybrid', 'remote'] as const;
/** Issue #11: a job skill's importance in the editor; must_have is `required: true` on the stored skill. */
export const SKILL_IMPORTANCE = ['must_have', 'nice_to_have'] as const;

/** Where the job is done: the city and country (ISO 3166-1 alpha-2) and on site, hybrid or remote. */
export const jobLocationSchema = z.object({
  city: z.string().nullable(),
  country: z.string().nullable(),
  workplace: z.enum(WORKPLACE_TYPES),
});
export type JobLocation = z.infer<typeof jobLocationSchema>;

/** An optional salary range: either bound may be left open, never both. */
export const jobSalarySchema = z.object({
  min: z.number().int().nullable(),
  max: z.number().int().nullable(),
  currency: z.enum(SALARY_CURRENCIES),
  period: z.enum(SALARY_PERIODS),
});
export type JobSalary = z.infer<typeof jobSalarySchema>;

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
  location: jobLocationSchema,
  salary: jobSalarySchema.nullable(),
  origin: z.enum(JOB_ORIGINS),
  standard_occupation: z.object({ id: z.string(), title: z.string() }).nullable(),
  /** The key of the public page /public/job/{key}. */
  public_key: z.string(),
  created_at: z.string(),
  published_at: z.string().nullable(),
  closed_at: z.string().nullable(),
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
  location: z
    .object({ city: z.string().nullable(), region: z.string().nullable(), country: z.string().nullable() })
    .nullable(),
  remote: z.boolean(),
  /** schema.org values: FULL_TIME, PART_TIME, CONTRACTOR, TEMPORARY, INTERN, VOLUNTEER, PER_DIEM, OTHER. */
  employment_type: z.array(z.string()),
  date_posted: z.string().nullable(),
  salary: z
    .object({
      currency: z.string().nullable(),
      min: z.number().nullable(),
      max: z.number().nullable(),
      unit: z.string().nullable(),
    })
    .nullable(),
  language: z.string().nullable(),
  /** The page's readable text, one paragraph or list item a line. */
  text: z.string(),
});
export type JobFromLinkAnswer = z.infer<typeof jobFromLinkSchema>;

/** Text the job-text parser reads at most (the engine's JOB_TEXT_MAX_LENGTH); a longer paste is refused. */
export const JOB_TEXT_MAX_LENGTH = 50_000;
export const JOB_TITLE_MAX_LENGTH = 150;
export const JOB_SKILLS_MAX = 50;

const jobDescription = () =>
  requiredString()
    .min(DESCRIPTION_MIN_LENGTH, { error: 'job.descriptionLength' })
    .max(DESCRIPTION_MAX_LENGTH, { error: 'job.descriptionLength' });

/** Either end of the editor's salary range: whole, not negative, or left open. */
const salaryBound = () =>
  z
    .number({ error: 'validation.invalidType' })
    .int({ error: 'validation.invalidType' })
    .min(0)
    .max(SALARY_MAX)
    .nullable()
    .default(null);

/** The job editor's fields (issue #11), as post-job/ and update-job/ take them; unknown fields are refused. */
export const jobFieldsShape = {
  job_title: requiredString().max(JOB_TITLE_MAX_LENGTH, TOO_LONG),
  /** A catalogue sector id. */
  sector: requiredString().max(60, TOO_LONG),
  industry: textString().trim().max(100, TOO_LONG).nullable().optional(),
  job_type: z.enum(JOB_TYPES, { error: 'validation.invalidType' }),
  experience: z
    .strictObject({
      value: z.number({ error: 'validation.invalidType' }).int({ error: 'validation.invalidType' }).min(0).max(600),
      unit: z.enum(EXPERIENCE_UNITS, { error: 'validation.invalidType' }),
    })
    .default({ value: 0, unit: 'years' }),
  /** Catalogue skill ids with the editor's importance. */
  skills: z
    .array(
      z.strictObject({
        id: requiredString().max(80, TOO_LONG),
        importance: z.enum(SKILL_IMPORTANCE, { error: 'validation.invalidType' }),
      }),
    )
    .max(JOB_SKILLS_MAX, TOO_LONG)
    .default([]),
  description: jobDescription(),
  /** The standard job profile (a catalogue occupation id) the job starts from. */
  occupation_id: textString().trim().max(80, TOO_LONG).nullable().optional(),
  location: z
    .strictObject(
      {
        city: textString().trim().max(100, TOO_LONG).nullable().default(null),
        country: z
          .string({ error: 'validation.invalidType' })
          .regex(/^[A-Z]{2}$/, { error: 'onboarding.country' })
          .nullable()
          .default(null),
        workplace: z.enum(WORKPLACE_TYPES, { error: 'validation.invalidType' }).default('on_site'),
      },
      { error: 'validation.invalidType' },
    )
    .default({ city: null, country: null, workplace: 'on_site' }),
  salary: z
    .strictObject(
      {
        min: salaryBound(),
        max: salaryBound(),
        currency: z.enum(SALARY_CURRENCIES, { error: 'validation.invalidType' }).default('SAR'),
        period: z.enum(SALARY_PERIODS, { error: 'validation.invalidType' }).default('month'),
      },
      { error: 'validation.invalidType' },
    )
    .refine((salary) => salary.min !== null || salary.max !== null, { error: 'job.salaryEmpty', path: ['min'] })
    .refine((salary) => salary.min === null || salary.max === null || salary.min <= salary.max, {
      error: 'job.salaryRange',
      path: ['max'],
    })
    .nullable()
    .default(null),
};
export const jobFieldsSchema = z.strictObject(jobFieldsShape);
export type JobFields = z.infer<typeof jobFieldsSchema>;

/**
 * POST post-job/ (decision 0033): either `job_text`, typed or pasted, which the job-text parser reads into a
 * draft, or the editor's fields. Both make a draft; publish-job/{id} makes it visible.
 */
export const postJobRequestSchema = z
  .strictObject({
    job_text: requiredString().max(JOB_TEXT_MAX_LENGTH, TOO_LONG).optional(),
    ...(Object.fromEntries(Object.keys(jobFieldsShape).map((key) => [key, z.unknown().optional()])) as Record<
      keyof typeof jobFieldsShape,
      z.ZodOptional<z.ZodUnknown>
    >),
  })
  .superRefine((value, ctx) => {
    const { job_text: text, ...fields } = value;
    if (text !== undefined) {
      for (const key of Object.keys(fields))
        if (fields[key as keyof typeof fields] !== undefined)
          ctx.addIssue({ code: 'custom', path: [key], message: 'validation.unknownField' });
      return;
    }
    const parsed = jobFieldsSchema.safeParse(fields);
    if (!parsed.success)
      for (const issue of parsed.error.issues)
        ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  })
  .transform(({ job_text: text, ...fields }): { job_text: string } | JobFields =>
    text !== undefined ? { job_text: text } : jobFieldsSchema.parse(fields),
  );
export type PostJobRequest = z.infer<typeof postJobRequestSchema>;

/** POST update-job/: the editor's fields for one of the company's jobs. */
export const updateJobRequestSchema = z.strictObject({ job_id: z.uuid({ error: 'job.notFound' }), ...jobFieldsShape });
export type UpdateJobRequest = z.infer<typeof updateJobRequestSchema>;
/** POST update-job-description/. */
export const updateJobDescriptionRequestSchema = z.strictObject({
  job_id: z.uuid({ error: 'job.notFound' }),
  description: jobDescription(),
});
/** POST close-job/{id} takes the id in the path (jobIdParamsSchema). POST delete-job. */
export const deleteJobRequestSchema = z.strictObject({ job_id: z.uuid({ error: 'job.notFound' }) });

/** What the parser read from a posted text: the fields it filled and how sure it is of each (0 to 1). */
export const jobReadingSchema = z.object({
  read: z.array(z.string()),
  confidence: z.record(z.string(), z.number()),
  location: z.object({
    city: z.string().nullable(),
    country: z.string().nullable(),
    workplace: z.enum(WORKPLACE_TYPES).nullable(),
  }),
});
export type JobReading = z.infer<typeof jobReadingSchema>;
export const postedJobSchema = z.object({ job: jobSchema, reading: jobReadingSchema.nullable() });

/** A recruiter's job in their list: the job and its candidates above the matching threshold (spec §9: 0.2). */
export const recruiterJobSchema = jobSchema.extend({ candidates_count: z.number().int() });
/**
 * GET /api/recruiter/job/{id}: one of the company's jobs for its recruiters, with what the parser read when it
 * was started from text, a link or a file (kept so the editor can still show it after a reload).
 */
export const recruiterJobDetailSchema = recruiterJobSchema.extend({ reading: jobReadingSchema.nullable() });
export type RecruiterJobDetail = z.infer<typeof recruiterJobDetailSchema>;

/** POST jobs/ for recruiters (spec §7: paging, dashboard flag, limit_per_page), with the list's filters. */
export const recruiterJobListRequestSchema = z.strictObject({
  page: pagingFields.page,
  limit_per_page: z.coerce
    .number({ error: 'validation.invalidType' })
    .int()
    .min(1, { error: 'paging.limit' })
    .max(100, { error: 'paging.limit' })
    .default(10),
  /** The dashboard's top jobs: page 0, 5 a page, whatever else is asked. */
  dashboard: z.boolean({ error: 'validation.invalidType' }).default(false),
  status: z.enum(JOB_STATUSES, { error: 'validation.invalidType' }).optional(),
  job_title: textString().trim().max(100, TOO_LONG).optional(),
  /** Created on or after / before the end of these days (YYYY-MM-DD). */
  date_from: z.iso.date({ error: 'validation.invalidType' }).optional(),
  date_to: z.iso.date({ error: 'validation.invalidType' }).optional(),
});
export type RecruiterJobListRequest = z.infer<typeof recruiterJobListRequestSchema>;
export const recruiterJobListSchema = z.object({
  total: z.number().int(),
  results: z.array(recruiterJobSchema),
  pagination: z.object({ page: z.number().int(), limit: z.number().int() }),
});
/** GET total-jobs/: the company's jobs, the published ones, and the posting limit they count against. */
export const totalJobsSchema = z.object({
  total: z.number().int(),
  published: z.number().int(),
  drafts: z.number().int(),
  closed: z.number().int(),
  limit: z.number().int(),
});

/**
 * POST post-job/link/ (issue #11, decision 0030): a page that holds a posting becomes a draft (origin `link`)
 * with what the parser read, 'Job Crawled Successfully'; a page without one makes no draft and answers the
 * page (its title and text) for the text way.
 */
export const postedJobFromLinkSchema = z.object({ page: jobFromLinkSchema, job: jobSchema.nullable(), reading: jobReadingSchema.nullable() });
export type PostedJobFromLink = z.infer<typeof postedJobFromLinkSchema>;

/** POST post-job/file/: a pdf, docx or txt uploaded in the `jobs` category, read into a draft ('Job Parsed Successfully'). */
export const jobFileRequestSchema = z.strictObject({
  file_id: z.uuid({ error: (issue) => (issue.input === undefined ? 'validation.required' : 'validation.invalidType') }),
});
export type JobFileRequest = z.infer<typeof jobFileRequestSchema>;

/** GET post-job/search/?job_title=: the catalogue's standard job profiles (occupations) by title, English or Arabic. */
export const standardProfileSearchQuerySchema = z.strictObject({
  job_title: requiredString().max(100, TOO_LONG),
  limit: z.coerce.number({ error: 'validation.invalidType' }).int().min(1).max(50).default(20),
});
export type StandardProfileSearchQuery = z.infer<typeof standardProfileSearchQuerySchema>;
export const standardProfileSummarySchema = z.object({
  /** A catalogue occupation id (`occ:15-1252.00`). */
  id: z.string(),
  title: z.string(),
  alternate_titles: z.array(z.string()),
  sector: z.object({ id: z.string(), name: z.string() }),
  /** O*NET job zone, 1 (little preparation) to 5 (extensive). */
  job_zone: z.number().int(),
  skills_count: z.number().int(),
});
export type StandardProfileSummary = z.infer<typeof standardProfileSummarySchema>;
export const standardProfileSearchSchema = z.object({ results: z.array(standardProfileSummarySchema) });
/** GET post-job/standard/{id}: one standard job profile, to view and to start a job from. */
export const standardProfileSchema = standardProfileSummarySchema.extend({
  description: z.string(),
  /** Catalogue skills, most important first; importance 1–5, `required` for the essential ones (the editor's must-have). */
  skills: z.array(jobSkillSchema),
  /** What the work involves, a sentence each. */
  tasks: z.array(z.string()),
  /** An education level key: none, secondary, vocational, associate, bachelor, master, doctorate. */
  typical_education: z.string(),
  typical_experience_years: z.object({ min: z.number(), max: z.number() }),
});
export type StandardProfile = z.infer<typeof standardProfileSchema>;
export const standardProfileParamsSchema = z.strictObject({ id: z.string().regex(/^occ:[\w.-]{1,80}$/, { error: 'job.unknownOccupation' }) });

/** POST job/short-url/: the short link of one of the company's jobs (decision 0041). */
export const jobShortUrlRequestSchema = z.strictObject({ job_id: z.uuid({ error: 'job.notFound' }) });
export const jobShortUrlSchema = z.object({
  /** Absolute, on the app's public origin: {origin}/j/{code}. */
  short_url: z.string(),
});
