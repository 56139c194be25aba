import { z } from 'zod';
import { prescreeningAnswersInputSchema } from './prescreening.ts';
import { TOO_LONG, textString } from './fields.ts';
import { pagingFields } from './api.ts';
import { jobSchema } from './jobs.ts';

/**
 * Contracts of the candidate's matching calls (spec §7 candidate: matching-jobs, skill-gap/,
 * upskill-courses/, career-path/, favorite-jobs/, job/{action}). Scores are in [0, 1]; a person sees
 * round(score × 100) % (spec §9). Reasons arrive as sentences in the request's language.
 */

/** Spec §9: the candidate's job list shows 12 jobs a page. */
export const CANDIDATE_JOBS_PAGE_SIZE = 12;
/** Spec §9: the candidate dashboard loads page 0 with 5 top jobs. */
export const DASHBOARD_TOP_JOBS = 5;
/** Spec §9: the career path shows this many next roles (n = 3). */
export const CAREER_PATH_COUNT = 3;
/** Spec §3/§9: jobs and candidates are matched only strictly above this score (engines, server lists). */
export const MATCH_SCORE_THRESHOLD = 0.2;
/** Spec §5 search terms: the longest job-title filter the candidate's job list takes. */
export const JOB_TITLE_SEARCH_MAX_LENGTH = 100;

/** Match percentage as people see it (spec §9). */
export function matchPercent(score: number): number {
  return Math.round(score * 100);
}

/** A skill of the job the candidate holds. */
export const matchedSkillSchema = z.object({
  id: z.string(),
  name: z.string(),
});
export type MatchedSkill = z.infer<typeof matchedSkillSchema>;

/**
 * A skill of the job the candidate does not hold. A related skill of theirs may earn it partial credit in the
 * score: `via` names it ("partly, through Statistics"); it stays a skill to gain, as in the career path
 * (docs/decisions/0026-partial-credit-is-a-gap.md).
 */
export const gapSkillSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** 1 (useful) to 5 (essential). */
  importance: z.number(),
  required: z.boolean(),
  /** The candidate's related skill that earns partial credit, by name; null when nothing does. */
  via: z.string().nullable(),
});
export type GapSkill = z.infer<typeof gapSkillSchema>;

/** What the candidate has done with a job. */
export const jobMarksSchema = z.object({
  is_favorite: z.boolean(),
  is_applied: z.boolean(),
  is_dismissed: z.boolean(),
});

/** A job as the candidate sees it in lists: the Job of spec §3 with its match. */
export const matchedJobSchema = jobSchema.extend({
  matching_score: z.number().min(0).max(1),
  /** The score against the job's ideal candidate (see docs/decisions/0010-matching-weights.md). */
  norm_score: z.number().min(0).max(1),
  job_match: z.array(matchedSkillSchema),
  job_gap: z.array(gapSkillSchema),
  /** The top reasons, strongest first, as sentences in the request's language. */
  reasons: z.array(z.string()),
  ...jobMarksSchema.shape,
});
export type MatchedJob = z.infer<typeof matchedJobSchema>;

/**
 * GET /api/candidate/matching-jobs: the candidate's best matches, best first. `candidate_id` may only be
 * the caller's own id; `job_title` filters (trimmed and lower-cased, spec §5).
 */
export const matchingJobsQuerySchema = z.strictObject({
  ...pagingFields,
  candidate_id: z.uuid({ error: 'validation.invalidType' }).optional(),
  job_title: textString().trim().max(JOB_TITLE_SEARCH_MAX_LENGTH, TOO_LONG).optional(),
  /** Only the jobs the candidate saved. */
  favorites_only: z
    .enum(['true', 'false'], { error: 'validation.invalidType' })
    .transform((value) => value === 'true')
    .optional(),
});
export type MatchingJobsQuery = z.infer<typeof matchingJobsQuerySchema>;

export const matchingJobListSchema = z.object({
  total: z.number().int(),
  results: z.array(matchedJobSchema),
  pagination: z.object({ page: z.number().int(), limit: z.number().int() }),
  searched_title: z.string().nullable(),
  /** When the candidate's matches were last brought up to date; null while the first computation runs. */
  updated_at: z.string().nullable(),
});
export type MatchingJobList = z.infer<typeof matchingJobListSchema>;

/** POST /api/candidate/skill-gap/: one job against the candidate's profile. */
export const skillGapRequestSchema = z.strictObject({
  job_id: z.uuid({ error: 'job.notFound' }),
});
export type SkillGapRequest = z.infer<typeof skillGapRequestSchema>;

export const matchComponentsSchema = z.object({
  skills: z.number().nullable(),
  title: z.number().nullable(),
  experience: z.number(),
  education: z.number(),
  interest: z.number().nullable(),
});

export const skillGapSchema = z.object({
  job_id: z.string(),
  score: z.number().min(0).max(1),
  norm_score: z.number().min(0).max(1),
  matching_data: z.object({ matched: z.array(matchedSkillSchema), gap: z.array(gapSkillSchema) }),
  components: matchComponentsSchema,
  reasons: z.array(z.string()),
  /** What the candidate has done with the job, for its page. */
  ...jobMarksSchema.shape,
});
export type SkillGap = z.infer<typeof skillGapSchema>;

/**
 * POST /api/candidate/upskill-courses/: courses for the gaps of one job (`job_id`), or, without it, for the
 * gaps of the candidate's best matches as a whole.
 */
export const upskillCoursesRequestSchema = z.strictObject({
  job_id: z.uuid({ error: 'job.notFound' }).optional(),
});
export type UpskillCoursesRequest = z.infer<typeof upskillCoursesRequestSchema>;

export const courseSchema = z.object({
  id: z.string(),
  title: z.string(),
  provider: z.string(),
  url: z.string(),
  level: z.enum(['beginner', 'intermediate', 'advanced']),
  duration_hours: z.number(),
  language: z.string(),
  price_kind: z.enum(['free', 'freemium', 'paid', 'subscription']),
  /** How well the course closes the gaps it was chosen for, 0–1. */
  score: z.number().min(0).max(1),
  /** The gap skills it teaches. */
  skills: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type UpskillCourse = z.infer<typeof courseSchema>;

/** Courses grouped by skill category; categories sorted by the total score of their courses, descending (spec §9). */
export const upskillCoursesSchema = z.object({
  job_id: z.string().nullable(),
  categories: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      score: z.number(),
      courses: z.array(courseSchema),
    }),
  ),
  /** Gap skills no course in the catalogue teaches. */
  uncovered: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type UpskillCourses = z.infer<typeof upskillCoursesSchema>;

/** POST /api/candidate/career-path/ (uid, n = 3). `uid` may only be the caller's own id. */
export const careerPathRequestSchema = z.strictObject({
  uid: z.uuid({ error: 'validation.invalidType' }),
  n: z.coerce
    .number({ error: 'validation.invalidType' })
    .int()
    .min(1, { error: 'validation.invalidType' })
    .max(10, { error: 'validation.invalidType' })
    .default(CAREER_PATH_COUNT),
});
export type CareerPathRequest = z.infer<typeof careerPathRequestSchema>;

export const occupationSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  /** O*NET job zone, 1 (little preparation) to 5 (extensive). */
  job_zone: z.number().int().min(1).max(5),
});

export const careerStepSchema = z.object({
  occupation: occupationSummarySchema,
  /** How close the step is to what the candidate has now, 0–1. */
  readiness: z.number().min(0).max(1),
  skills_held: z.array(z.object({ id: z.string(), name: z.string() })),
  /**
   * Core skills not held, most important first; `via` names the candidate's related skill that counts in part
   * towards one (as a job's gap does), null when none does.
   */
  skills_to_gain: z.array(z.object({ id: z.string(), name: z.string(), importance: z.number(), via: z.string().nullable() })),
  /** The catalogue's level: none, secondary, vocational, associate, bachelor, master, doctorate. */
  typical_education: z.enum(['none', 'secondary', 'vocational', 'associate', 'bachelor', 'master', 'doctorate']),
  typical_experience_years: z.object({ min: z.number(), max: z.number() }),
  /** Published jobs of this occupation. */
  open_jobs: z.number().int(),
});
export type CareerStep = z.infer<typeof careerStepSchema>;

export const careerPathSchema = z.object({
  /** The occupation the candidate's profile points to; null when it cannot be told. */
  current: occupationSummarySchema.nullable(),
  steps: z.array(careerStepSchema),
});
export type CareerPath = z.infer<typeof careerPathSchema>;

/**
 * POST /api/candidate/career-gap/: one catalogue occupation (a career as My Next Move lists it) against the
 * candidate's own profile. An unknown or malformed id answers 'Standard job profile not found'.
 */
export const careerGapRequestSchema = z.strictObject({
  occupation_id: z.string({ error: 'job.profileNotFound' }).trim().min(1, { error: 'job.profileNotFound' }).max(100, { error: 'job.profileNotFound' }),
});
export type CareerGapRequest = z.infer<typeof careerGapRequestSchema>;

export const careerGapSchema = z.object({
  occupation: occupationSummarySchema,
  /** The occupation's core skills the candidate holds. */
  skills_held: z.array(z.object({ id: z.string(), name: z.string(), importance: z.number(), required: z.boolean() })),
  /** Core skills not held, as a job's gap: importance, must-have (catalogue importance 4 or 5), and `via`. */
  skills_missing: z.array(gapSkillSchema),
  /** How much of the occupation's skills the candidate covers, importance-weighted, 0–1. */
  skills_score: z.number().min(0).max(1).nullable(),
  /** Courses for the missing skills, grouped by category as upskill-courses/ groups them. */
  courses: upskillCoursesSchema.omit({ job_id: true }),
});
export type CareerGap = z.infer<typeof careerGapSchema>;

/** POST /api/candidate/favorite-jobs/: which of these jobs the candidate saved. */
export const favoriteJobsRequestSchema = z.strictObject({
  job_ids: z.array(z.uuid({ error: 'job.notFound' })).max(100, TOO_LONG),
});
export const favoriteJobsSchema = z.object({
  favorites: z.array(z.object({ job_id: z.string(), is_favorite: z.boolean() })),
});

/** POST /api/candidate/job/{action} (job_id): save (favourite), unsave, apply, dismiss, undismiss. */
export const JOB_ACTIONS = ['save', 'unsave', 'apply', 'dismiss', 'undismiss'] as const;
export type JobAction = (typeof JOB_ACTIONS)[number];
export const jobActionParamsSchema = z.strictObject({ action: z.enum(JOB_ACTIONS, { error: 'validation.invalidType' }) });
export const jobActionRequestSchema = z.strictObject({
  job_id: z.uuid({ error: 'job.notFound' }),
  /** apply only: the answers to the job's pre-screening questions, stored with the application (decision 0070). */
  prescreening_answers: prescreeningAnswersInputSchema.optional(),
});
export type JobActionRequest = z.input<typeof jobActionRequestSchema>;
export const jobActionResultSchema = z.object({ job_id: z.string(), ...jobMarksSchema.shape });
export type JobActionResult = z.infer<typeof jobActionResultSchema>;
