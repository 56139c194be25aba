import { z } from 'zod';
import { pagingFields } from './api.ts';
import { TOO_LONG } from './fields.ts';

/**
 * Contracts of the personality assessment (spec §3 assessment questions and answer records, §7
 * principles/… calls; issue #14; decisions 0058–0060). Questions are numbered 1–100; 1–50 are the short
 * scale. An answer is 1–5, from "very inaccurate" to "very accurate"; -1 means unanswered.
 */

export const PERSONALITY_TOTAL_QUESTIONS = 100;
export const PERSONALITY_SHORT_SCALE_QUESTIONS = 50;
/** Spec §9: the time label shown before starting. */
export const PERSONALITY_MINUTES = 10;
export const UNANSWERED_ANSWER = -1;
export const PERSONALITY_ANSWER_VALUES = [1, 2, 3, 4, 5] as const;
export const MAX_ANSWERS_PER_CALL = PERSONALITY_TOTAL_QUESTIONS;
export const PERSONALITY_DOMAIN_KEYS = ['O', 'C', 'E', 'A', 'N'] as const;
export type PersonalityDomainKey = (typeof PERSONALITY_DOMAIN_KEYS)[number];

export const assessmentProgressSchema = z.object({
  shortscaleComplete: z.boolean(),
  assessmentComplete: z.boolean(),
  /** Answered questions over 100, 0 to 1. */
  fractionComplete: z.number().min(0).max(1),
});
export type AssessmentProgress = z.infer<typeof assessmentProgressSchema>;

/** Spec §3 answer record. */
export const answerRecordSchema = z.strictObject({
  answerNumber: z
    .number({ error: 'assessments.answerNumber' })
    .int({ error: 'assessments.answerNumber' })
    .refine((value) => value === UNANSWERED_ANSWER || (value >= 1 && value <= 5), {
      error: 'assessments.answerNumber',
    }),
  /** The question's text as shown; the server goes by the number. */
  question: z.string().max(500, TOO_LONG),
  questionNumber: z
    .number({ error: 'assessments.questionNumber' })
    .int({ error: 'assessments.questionNumber' })
    .min(1, { error: 'assessments.questionNumber' })
    .max(PERSONALITY_TOTAL_QUESTIONS, { error: 'assessments.questionNumber' }),
});
export type AnswerRecord = z.infer<typeof answerRecordSchema>;

/** GET principles/exist/. */
export const principlesExistSchema = z.object({
  exist: z.boolean(),
  assessment_id: z.string().nullable(),
  assessmentProgress: assessmentProgressSchema,
});
export type PrinciplesExist = z.infer<typeof principlesExistSchema>;

/** GET principles/assessments/questions/: the questions in the request's language, with the caller's answers. */
export const assessmentQuestionsSchema = z.object({
  assessment_id: z.string().nullable(),
  questions: z.array(z.object({ text: z.string(), number: z.number().int() })),
  /** The five answers' labels, 1 to 5. */
  choices: z.array(z.string()),
  answers: z.array(answerRecordSchema),
  assessmentProgress: assessmentProgressSchema,
});
export type AssessmentQuestions = z.infer<typeof assessmentQuestionsSchema>;

/** POST principles/assessments/answers/: one answer or many, each saved as given. */
export const saveAnswersRequestSchema = z.strictObject({
  answers: z.array(answerRecordSchema).min(1, { error: 'assessments.noAnswers' }).max(MAX_ANSWERS_PER_CALL, TOO_LONG),
});
export type SaveAnswersRequest = z.infer<typeof saveAnswersRequestSchema>;
export const saveAnswersResultSchema = z.object({
  assessment_id: z.string(),
  assessmentProgress: assessmentProgressSchema,
});

const levelSchema = z.enum(['low', 'average', 'high']);
const traitScoreSchema = z.object({
  answered: z.number().int(),
  raw: z.number().int(),
  mean: z.number(),
  percentile: z.number().int(),
  level: levelSchema,
});
export const personalityResultSchema = z.object({
  scale: z.enum(['short', 'full']),
  domains: z.array(
    traitScoreSchema.extend({
      domain: z.enum(PERSONALITY_DOMAIN_KEYS),
      facets: z.array(traitScoreSchema.extend({ facet: z.number().int() })),
    }),
  ),
  /** Four letters (E/I N/S F/T J/P, X on the midpoint); always shown as "MBTI-style". */
  type: z.string(),
  emotionalStability: z.object({ percentile: z.number().int(), level: levelSchema }),
});
export type PersonalityResult = z.infer<typeof personalityResultSchema>;

/**
 * A trait's raw score as the report shows it, with the range its answered items allow (1 to 5 each).
 * Emotional stability is neuroticism turned round, so its raw score is turned the same way (6 − each item).
 */
export function rawScoreInRange(score: { answered: number; raw: number }, turnedRound = false) {
  const min = score.answered;
  const max = score.answered * 5;
  return { raw: turnedRound ? min + max - score.raw : score.raw, min, max };
}

/** A report: the best result there is (full when all 100 are answered, else the short scale). */
export const assessmentSummarySchema = z.object({
  assessment_id: z.string(),
  user_id: z.string(),
  name: z.string(),
  started_at: z.string(),
  short_scale_completed_at: z.string().nullable(),
  completed_at: z.string().nullable(),
  assessmentProgress: assessmentProgressSchema,
  result: personalityResultSchema,
});
export type AssessmentSummary = z.infer<typeof assessmentSummarySchema>;

const booleanQuery = z
  .enum(['true', 'false'], { error: 'validation.invalidType' })
  .transform((value) => value === 'true');

/** GET principles/assessments/user/{id}: the short-scale result unless short_scale_assessment=false. */
export const userAssessmentQuerySchema = z.strictObject({
  short_scale_assessment: booleanQuery.default(true),
});

/** GET principles/assessments/list/: the company's candidates' results. */
export const assessmentListQuerySchema = z
  .strictObject({
    ...pagingFields,
    start_date: z.iso.date({ error: 'validation.invalidType' }).optional(),
    end_date: z.iso.date({ error: 'validation.invalidType' }).optional(),
    /** Comma-separated candidate ids. */
    users: z
      .string()
      .max(37 * 50, TOO_LONG)
      .transform((value) =>
        value
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.uuid({ error: 'validation.invalidType' })))
      .optional(),
  })
  .refine((query) => !query.start_date || !query.end_date || query.start_date <= query.end_date, {
    error: 'assessments.dateRange',
    path: ['start_date'],
  });
export type AssessmentListQuery = z.infer<typeof assessmentListQuerySchema>;

export const assessmentListEntrySchema = z.object({
  assessment_id: z.string(),
  user_id: z.string(),
  name: z.string(),
  /** When the short scale was completed: the day the first result existed. */
  short_scale_completed_at: z.string(),
  completed_at: z.string().nullable(),
  scale: z.enum(['short', 'full']),
  type: z.string(),
});
export const assessmentListSchema = z.object({
  total: z.number().int(),
  results: z.array(assessmentListEntrySchema),
  /** Every candidate the list can be filtered by (those with a result the recruiter may read). */
  users: z.array(z.object({ id: z.string(), name: z.string() })),
  pagination: z.object({ page: z.number().int(), limit: z.number().int() }),
});
export type AssessmentList = z.infer<typeof assessmentListSchema>;

/** GET principles/assessments/pdf/{id} while the report is being made (202); once made, the PDF itself (200). */
export const personalityPdfPendingSchema = z.object({ status: z.literal('pending') });
export type PersonalityPdfPending = z.infer<typeof personalityPdfPendingSchema>;
