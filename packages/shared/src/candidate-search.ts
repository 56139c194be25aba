import { z } from 'zod';
import { pagingFields } from './api.ts';
import { TOO_LONG, requiredString, textString } from './fields.ts';
import { AVAILABILITY_OPTIONS } from './onboarding.ts';

/**
 * POST /api/recruiter/advance-search/candidates/ (spec §7, issue #12, decision 0045): free-text search over the
 * approved candidate pool, in English and Arabic, with filters. The text is bounded: a search is a few words,
 * and a longer text is refused with the limit rather than searched slowly.
 */
export const CANDIDATE_SEARCH_TEXT_MAX_LENGTH = 200;
const years = z.number({ error: 'validation.invalidType' }).int({ error: 'validation.invalidType' }).min(0, { error: 'validation.invalidType' }).max(60, { error: 'validation.invalidType' });

export const candidateSearchRequestSchema = z
  .strictObject({
    text: requiredString('candidateSearch.textRequired').max(CANDIDATE_SEARCH_TEXT_MAX_LENGTH, TOO_LONG),
    min_years: years.optional(),
    max_years: years.optional(),
    /** ISO 3166-1 alpha-2, as the built-in city list (shared/locations) keys its countries. */
    country: z
      .string({ error: 'validation.invalidType' })
      .regex(/^[A-Z]{2}$/, { error: 'validation.invalidType' })
      .optional(),
    /** A city's English name as the built-in list writes it ("Riyadh"). */
    city: textString().trim().max(100, TOO_LONG).optional(),
    /** Candidates available in any of these ways (their onboarding answer). */
    availability: z.array(z.enum(AVAILABILITY_OPTIONS, { error: 'validation.invalidType' })).max(AVAILABILITY_OPTIONS.length, TOO_LONG).optional(),
    ...pagingFields,
  })
  .refine((request) => request.min_years === undefined || request.max_years === undefined || request.min_years <= request.max_years, {
    error: 'candidateSearch.yearsRange',
    path: ['max_years'],
  });
export type CandidateSearchRequest = z.input<typeof candidateSearchRequestSchema>;

export const SEARCH_FIELDS = ['title', 'skill', 'education', 'summary'] as const;
export type SearchField = (typeof SEARCH_FIELDS)[number];

/**
 * A piece of a candidate's own text, with `match` true on the words the query found. The web renders segments as
 * text (a matched one marked), never as HTML: the text is the candidate's.
 */
export const highlightSegmentSchema = z.object({ text: z.string(), match: z.boolean() });
export type HighlightSegment = z.infer<typeof highlightSegmentSchema>;

export const searchHighlightSchema = z.object({
  field: z.enum(SEARCH_FIELDS),
  segments: z.array(highlightSegmentSchema),
});
export type SearchHighlight = z.infer<typeof searchHighlightSchema>;

/** A candidate found, as a recruiter may see them in a list: no e-mail, no phone. */
export const candidateSearchResultSchema = z.object({
  id: z.string(),
  name: z.string(),
  current_title: z.string().nullable(),
  location: z.string().nullable(),
  years_of_experience: z.number().int(),
  top_skills: z.array(z.string()),
  availability: z.array(z.enum(AVAILABILITY_OPTIONS)),
  /** The fields whose words matched, best first; a long summary is cut to the words around its first match. */
  highlights: z.array(searchHighlightSchema),
  /** The caller's own overall star on the candidate (POST favorite/ without a job): a star shows wherever a candidate appears. */
  is_favorite: z.boolean(),
});
export type CandidateSearchResult = z.infer<typeof candidateSearchResultSchema>;

export const candidateSearchResponseSchema = z.object({
  total: z.number().int(),
  /**
   * The search ranks the first 1,000 matches (decision 0045): true when there are at least that many, so the web
   * says "1,000+" and the recruiter narrows the search.
   */
  total_is_lower_bound: z.boolean(),
  results: z.array(candidateSearchResultSchema),
  pagination: z.object({ page: z.number().int(), limit: z.number().int() }),
});
export type CandidateSearchResponse = z.infer<typeof candidateSearchResponseSchema>;
