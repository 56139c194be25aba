import { z } from 'zod';
import { TOO_LONG } from './fields.ts';
import type { MessageKey } from './messages.ts';

/**
 * Contracts of the career-interest assessment, My Next Move (spec §1, §2 flow steps, §3 interest scores and
 * assessment kinds, §5 and §9 "My Next Move values", §7 onet/… calls; issue #14; decisions 0061–0063).
 * 60 work activities, 10 per interest area, each answered 0 (strongly dislike) to 4 (strongly like), so an
 * area scores 0 to 40; or the six scores typed directly.
 */

/** Holland's six areas, in the RIASEC order the literature (and O*NET) uses. */
export const INTEREST_AREAS = ['realistic', 'investigative', 'artistic', 'social', 'enterprising', 'conventional'] as const;
export type InterestArea = (typeof INTEREST_AREAS)[number];
/** Spec §4: the results open on Realistic until the person picks another area. */
export const DEFAULT_INTEREST_AREA: InterestArea = 'realistic';

export const INTEREST_QUESTIONS = 60;
export const INTEREST_PAGE_SIZE = 12;
export const INTEREST_PAGES = INTEREST_QUESTIONS / INTEREST_PAGE_SIZE;
export const INTEREST_UNANSWERED = -1;
export const INTEREST_ANSWER_MAX = 4;
/** Spec §9: "My Next Move values, 0 to 40". */
export const INTEREST_SCORE_MAX = 40;
/** Job zones 1–5; 0 means none chosen yet (spec §4: "the job zone defaults to 0"). */
export const JOB_ZONES = [1, 2, 3, 4, 5] as const;
export const NO_JOB_ZONE = 0;
/** Careers shown at a time; "more careers" shows the next 20. */
export const CAREERS_PAGE_SIZE = 20;

/** Spec §3 assessment kinds of My Next Move: answered activities, or scores typed by the person. */
export const INTEREST_KINDS = ['my_next_move_assessment', 'my_next_move_scores_assessment'] as const;
export type InterestKind = (typeof INTEREST_KINDS)[number];

export type InterestScores = Record<InterestArea, number>;
/** Spec §3: each score starts at 0. */
export const EMPTY_INTEREST_SCORES: InterestScores = {
  realistic: 0,
  investigative: 0,
  artistic: 0,
  social: 0,
  enterprising: 0,
  conventional: 0,
};

/**
 * Spec §5: a typed score is an integer from 0 to 40 "in English text only": the digits 0–9, nothing else
 * (no sign, no decimal point, no Arabic-Indic ٠–٩ or Persian ۰–۹ digits, no spaces inside). Surrounding spaces
 * are forgiven. A number (from JSON) is read as its decimal text, so 2.5 and -1 are refused the same way.
 * Which message: anything that is not plain digits is 'interests.scoreDigits', digits out of range 'interests.scoreRange'.
 */
export function parseInterestScore(value: unknown): { value: number } | { error: MessageKey } {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : typeof value === 'string' ? value.trim() : '';
  if (typeof value === 'number' && Number.isInteger(value) && value < 0) return { error: 'interests.scoreRange' };
  if (!/^[0-9]+$/.test(text)) return { error: 'interests.scoreDigits' };
  const number = Number(text);
  return number <= INTEREST_SCORE_MAX ? { value: number } : { error: 'interests.scoreRange' };
}

const typedScoreSchema = z.union([z.number(), z.string().max(10)], { error: 'interests.scoreDigits' }).transform((value, context) => {
  const parsed = parseInterestScore(value);
  if ('error' in parsed) {
    context.addIssue({ code: 'custom', message: parsed.error });
    return z.NEVER;
  }
  return parsed.value;
});

const scoreSchema = z.number().int().min(0).max(INTEREST_SCORE_MAX);
export const interestScoresSchema = z.object({
  realistic: scoreSchema,
  investigative: scoreSchema,
  artistic: scoreSchema,
  social: scoreSchema,
  enterprising: scoreSchema,
  conventional: scoreSchema,
});

/** Answer record (spec §3) of an activity: 0–4, -1 unanswered. */
export const interestAnswerRecordSchema = z.strictObject({
  answerNumber: z
    .number({ error: 'interests.answerNumber' })
    .int({ error: 'interests.answerNumber' })
    .refine((value) => value === INTEREST_UNANSWERED || (value >= 0 && value <= INTEREST_ANSWER_MAX), {
      error: 'interests.answerNumber',
    }),
  /** The activity's text as shown; the server goes by the number. */
  question: z.string().max(500, TOO_LONG),
  questionNumber: z
    .number({ error: 'interests.questionNumber' })
    .int({ error: 'interests.questionNumber' })
    .min(1, { error: 'interests.questionNumber' })
    .max(INTEREST_QUESTIONS, { error: 'interests.questionNumber' }),
});
export type InterestAnswerRecord = z.infer<typeof interestAnswerRecordSchema>;

/**
 * POST onet/interests/. With `my_next_move_assessment`: save the answers given (none to only read) and
 * answer with a page of 12 activities (0–4; the first page with an unanswered one when no page is named).
 * With `my_next_move_scores_assessment`: the six scores typed, each checked by `parseInterestScore`.
 */
export const interestsRequestSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({
      kind: z.literal('my_next_move_assessment'),
      page: z
        .number({ error: 'validation.invalidType' })
        .int({ error: 'validation.invalidType' })
        .min(0, { error: 'validation.invalidType' })
        .max(INTEREST_PAGES - 1, { error: 'validation.invalidType' })
        .optional(),
      answers: z.array(interestAnswerRecordSchema).max(INTEREST_QUESTIONS, TOO_LONG).default([]),
    }),
    z.strictObject({
      kind: z.literal('my_next_move_scores_assessment'),
      scores: z.strictObject({
        realistic: typedScoreSchema,
        investigative: typedScoreSchema,
        artistic: typedScoreSchema,
        social: typedScoreSchema,
        enterprising: typedScoreSchema,
        conventional: typedScoreSchema,
      }),
    }),
  ],
  { error: 'validation.invalidType' },
);
export type InterestsRequest = z.input<typeof interestsRequestSchema>;
export type ParsedInterestsRequest = z.output<typeof interestsRequestSchema>;

export const interestProgressSchema = z.object({
  answered: z.number().int(),
  total: z.number().int(),
  /** Answered activities over 60, 0 to 1. */
  fractionComplete: z.number().min(0).max(1),
  /** All 60 answered, or the six scores typed: there are results. */
  complete: z.boolean(),
});
export type InterestProgress = z.infer<typeof interestProgressSchema>;

export const interestsResponseSchema = z.object({
  assessment_id: z.string().nullable(),
  /** Which way the results come: the activities answered, or the scores typed (the latest the person used). */
  kind: z.enum(INTEREST_KINDS),
  /** The page shown, 0-based, of 5. */
  page: z.number().int(),
  pages: z.number().int(),
  questions: z.array(z.object({ text: z.string(), number: z.number().int() })),
  /** The five answers' labels, 0 to 4. */
  choices: z.array(z.string()),
  /** The answers so far to this page's activities. */
  answers: z.array(interestAnswerRecordSchema),
  assessmentProgress: interestProgressSchema,
  /** Each area's sum of answered activities (typed scores with the scores kind). */
  scores: interestScoresSchema,
});
export type InterestsResponse = z.infer<typeof interestsResponseSchema>;

/** POST onet/result/: the results; naming a job zone (1–5) chooses it, 0 clears it; `page` pages the careers. */
export const resultRequestSchema = z.strictObject({
  job_zone: z
    .number({ error: 'interests.jobZone' })
    .int({ error: 'interests.jobZone' })
    .min(NO_JOB_ZONE, { error: 'interests.jobZone' })
    .max(5, { error: 'interests.jobZone' })
    .optional(),
  page: z
    .number({ error: 'validation.invalidType' })
    .int({ error: 'validation.invalidType' })
    .min(0, { error: 'validation.invalidType' })
    .max(100, { error: 'validation.invalidType' })
    .default(0),
});
export type ResultRequest = z.input<typeof resultRequestSchema>;
export type ParsedResultRequest = z.output<typeof resultRequestSchema>;

export const jobZoneInfoSchema = z.object({
  zone: z.number().int(),
  title: z.string(),
  preparation: z.string(),
  experience: z.string(),
  education: z.string(),
  examples: z.string(),
  /** Careers of the catalogue in this zone. */
  careers: z.number().int(),
});
export type JobZoneInfo = z.infer<typeof jobZoneInfoSchema>;

export const careerSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  job_zone: z.number().int(),
  /** The occupation's Holland code ("IRC"). */
  holland_code: z.string(),
  /** Pearson correlation of the two six-score profiles, -1 to 1; null when the person's scores are all equal. */
  fit: z.number().min(-1).max(1).nullable(),
});
export type Career = z.infer<typeof careerSchema>;

export const interestResultSchema = z.object({
  assessment_id: z.string(),
  kind: z.enum(INTEREST_KINDS),
  /** Spec §3 interest scores, 0–40 each. */
  scores: interestScoresSchema,
  /** The areas from highest score to lowest (RIASEC order on ties). */
  areas: z.array(z.object({ area: z.enum(INTEREST_AREAS), score: z.number().int() })),
  /** Every score the same: they point to no area, and careers are listed A–Z without a fit. */
  flat: z.boolean(),
  /** The chosen zone, 0 until chosen. */
  job_zone: z.number().int(),
  job_zones: z.array(jobZoneInfoSchema),
  /** The chosen zone's careers, best fit first, 20 a page (none while no zone is chosen). */
  careers: z.array(careerSchema),
  total: z.number().int(),
  pagination: z.object({ page: z.number().int(), limit: z.number().int() }),
});
export type InterestResult = z.infer<typeof interestResultSchema>;
