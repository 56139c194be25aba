import { z } from 'zod';
import { pagingFields } from './api.ts';
import { TOO_LONG, textString } from './fields.ts';
import { gapSkillSchema, matchedSkillSchema } from './matching.ts';
import { AVAILABILITY_OPTIONS } from './onboarding.ts';

/**
 * Contracts of the recruiter's candidate calls (spec §7 recruiter: search-candidates/,
 * matching-candidates-exists/{id}, favorite/, poke-candidates/) and the candidate's answers to pokes
 * (issue #12, docs/decisions/0049-who-recruiters-see.md). Scores are in [0, 1]; people see round(score × 100) %.
 */

/** The most jobs one search-candidates/ call ranks together, and candidates one poke names. */
export const MAX_JOBS_PER_SEARCH = 20;
export const MAX_CANDIDATES_PER_POKE = 50;
/** Spec §9 (as the candidate's top jobs): the recruiter dashboard shows the five best candidates. */
export const DASHBOARD_TOP_CANDIDATES = 5;
export const CANDIDATE_LOCATION_FILTER_MAX_LENGTH = 100;

export const POKE_ANSWERS = ['interested', 'not_interested'] as const;
export type PokeAnswer = (typeof POKE_ANSWERS)[number];

const id = (error: 'job.notFound' | 'user.notFound') => z.uuid({ error });

/** POST search-candidates/: the ranked candidates of one or more of the company's jobs. */
export const searchCandidatesRequestSchema = z.strictObject({
  job_ids: z.array(id('job.notFound')).min(1, { error: 'job.notFound' }).max(MAX_JOBS_PER_SEARCH, TOO_LONG),
  /** The dashboard's short list: the best five, no filters, page 0. */
  dashboard: z.boolean({ error: 'validation.invalidType' }).default(false),
  /** Only candidates at or above this score (0 to 1); the list never goes below the spec's 0.2 for matches. */
  min_score: z
    .number({ error: 'validation.invalidType' })
    .min(0, { error: 'validation.invalidType' })
    .max(1, { error: 'validation.invalidType' })
    .optional(),
  /** Part of the candidate's location, any case. */
  location: textString().trim().max(CANDIDATE_LOCATION_FILTER_MAX_LENGTH, TOO_LONG).optional(),
  availability: z.enum(AVAILABILITY_OPTIONS, { error: 'validation.invalidType' }).optional(),
  /** Only the candidates the recruiter starred (for one of these jobs or overall). */
  saved_only: z.boolean({ error: 'validation.invalidType' }).default(false),
  ...pagingFields,
});
export type SearchCandidatesRequest = z.infer<typeof searchCandidatesRequestSchema>;

/** A candidate's e-mail and phone: shown once they answered a poke of the company "interested" or applied to one of its jobs. */
export const candidateContactSchema = z.object({ email: z.string().nullable(), phone: z.string().nullable() });

/** A poke of the candidate for a job, as the recruiter sees it. */
export const pokeStateSchema = z.object({
  poked_at: z.string(),
  answer: z.enum(POKE_ANSWERS).nullable(),
  answered_at: z.string().nullable(),
});
export type PokeState = z.infer<typeof pokeStateSchema>;

/** What a recruiter may see of a candidate wherever one is listed. */
export const candidateSummarySchema = z.object({
  candidate_id: z.string(),
  name: z.string(),
  /** The latest job title held, from the profile. */
  headline: z.string().nullable(),
  location: z.string().nullable(),
  availability: z.array(z.string()),
  /** Null until contact details are allowed (decision 0049). */
  contact: candidateContactSchema.nullable(),
});

/** One candidate for one job: the match explained as the candidate sees it for the same job. */
export const jobCandidateSchema = candidateSummarySchema.extend({
  job_id: z.string(),
  matching_score: z.number().min(0).max(1),
  /** round(score × 100) (spec §9). */
  match_percentage: z.number().int(),
  matched: z.array(matchedSkillSchema),
  gap: z.array(gapSkillSchema),
  reasons: z.array(z.string()),
  is_favorite: z.boolean(),
  is_applied: z.boolean(),
  applied_at: z.string().nullable(),
  poke: pokeStateSchema.nullable(),
});
export type JobCandidate = z.infer<typeof jobCandidateSchema>;

export const jobCandidateListSchema = z.object({
  total: z.number().int(),
  results: z.array(jobCandidateSchema),
  pagination: z.object({ page: z.number().int(), limit: z.number().int() }),
});
export type JobCandidateList = z.infer<typeof jobCandidateListSchema>;

/** GET matching-candidates-exists/{id}. */
export const matchingCandidatesExistSchema = z.object({ exist: z.boolean() });

/**
 * POST favorite/: star or unstar a candidate, for one job or overall (no job_id). With is_favorite, the
 * star is set to that state, so a retried or doubled click cannot undo itself; without it, the call flips
 * the star as the spec's favourites do.
 */
export const favoriteCandidateRequestSchema = z.strictObject({
  candidate_id: id('user.notFound'),
  job_id: id('job.notFound').nullable().optional(),
  is_favorite: z.boolean().optional(),
});
export type FavoriteCandidateRequest = z.infer<typeof favoriteCandidateRequestSchema>;
export const favoriteCandidateSchema = z.object({
  candidate_id: z.string(),
  job_id: z.string().nullable(),
  is_favorite: z.boolean(),
});

/** GET favorite/: the recruiter's starred candidates, newest first; with job_id, those of that job. */
export const favoriteCandidatesQuerySchema = z.strictObject({ job_id: id('job.notFound').optional(), ...pagingFields });
export const favoriteCandidateEntrySchema = candidateSummarySchema.extend({
  job_id: z.string().nullable(),
  created_at: z.string(),
});
export const favoriteCandidateListSchema = z.object({
  total: z.number().int(),
  results: z.array(favoriteCandidateEntrySchema),
  pagination: z.object({ page: z.number().int(), limit: z.number().int() }),
});

/** POST poke-candidates/: invite one or many candidates to consider a job. */
export const pokeCandidatesRequestSchema = z.strictObject({
  job_id: id('job.notFound'),
  candidate_ids: z
    .array(id('user.notFound'))
    .min(1, { error: 'poke.noCandidates' })
    .max(MAX_CANDIDATES_PER_POKE, TOO_LONG),
});
export type PokeCandidatesRequest = z.infer<typeof pokeCandidatesRequestSchema>;
export const pokeCandidatesSchema = z.object({
  results: z.array(
    z.object({ candidate_id: z.string(), status: z.enum(['poked', 'already_poked']), poked_at: z.string() }),
  ),
});
export type PokeCandidatesResult = z.infer<typeof pokeCandidatesSchema>;

/** The candidate's side: a poke they received. */
export const candidatePokeSchema = z.object({
  id: z.string(),
  job_id: z.string(),
  job_title: z.string(),
  company_name: z.string(),
  poked_at: z.string(),
  answer: z.enum(POKE_ANSWERS).nullable(),
  answered_at: z.string().nullable(),
});
export type CandidatePoke = z.infer<typeof candidatePokeSchema>;
export const candidatePokesQuerySchema = z.strictObject({ job_id: id('job.notFound').optional() });
export const candidatePokeListSchema = z.object({ results: z.array(candidatePokeSchema) });
export const pokeAnswerRequestSchema = z.strictObject({ answer: z.enum(POKE_ANSWERS, { error: 'poke.answer' }) });

/** GET recruiter/candidates/: the company's candidates by how the company met them. */
export const COMPANY_CANDIDATE_TABS = ['saved', 'poked', 'applied'] as const;
export const companyCandidatesQuerySchema = z.strictObject({
  tab: z.enum(COMPANY_CANDIDATE_TABS, { error: 'validation.invalidType' }).default('saved'),
  ...pagingFields,
});
export type CompanyCandidatesQuery = z.infer<typeof companyCandidatesQuerySchema>;
const jobRefSchema = z.object({ job_id: z.string(), job_title: z.string() });
export const companyCandidateSchema = candidateSummarySchema.extend({
  /** The recruiter's overall star (the one this list's star button sets). */
  is_favorite: z.boolean(),
  /** The jobs the recruiter starred the candidate for, which is why a candidate can be on the saved tab unstarred. */
  saved_for: z.array(jobRefSchema),
  pokes: z.array(jobRefSchema.extend(pokeStateSchema.shape)),
  applications: z.array(jobRefSchema.extend({ applied_at: z.string() })),
});
export type CompanyCandidate = z.infer<typeof companyCandidateSchema>;
export const companyCandidateListSchema = z.object({
  total: z.number().int(),
  results: z.array(companyCandidateSchema),
  pagination: z.object({ page: z.number().int(), limit: z.number().int() }),
});
export type CompanyCandidateList = z.infer<typeof companyCandidateListSchema>;

/** GET recruiter/candidates/{id}: the profile as a recruiter may read it, and its matches to the company's jobs. */
export const recruiterCandidateProfileSchema = companyCandidateSchema.extend({
  summary: z.string().nullable(),
  work_history: z.array(
    z.object({
      job_title: z.string().nullable(),
      organization: z.string().nullable(),
      start: z.string().nullable(),
      end: z.string().nullable(),
      currently_working: z.boolean(),
      details: z.string(),
    }),
  ),
  education: z.array(
    z.object({
      degree_title: z.string().nullable(),
      institution: z.string().nullable(),
      field: z.string().nullable(),
      end: z.string().nullable(),
    }),
  ),
  certifications: z.array(z.object({ name: z.string(), issuer: z.string().nullable() })),
  skills: z.array(z.string()),
  languages: z.array(z.object({ name: z.string(), level: z.string().nullable() })),
  matches: z.array(
    z.object({
      job_id: z.string(),
      job_title: z.string(),
      matching_score: z.number().min(0).max(1),
      match_percentage: z.number().int(),
      matched: z.array(matchedSkillSchema),
      gap: z.array(gapSkillSchema),
      reasons: z.array(z.string()),
      is_favorite: z.boolean(),
    }),
  ),
});
export type RecruiterCandidateProfile = z.infer<typeof recruiterCandidateProfileSchema>;
