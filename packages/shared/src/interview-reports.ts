import { z } from 'zod';
import { TOO_LONG, textString } from './fields.ts';
import {
  INTERVIEW_REASON_MAX_LENGTH,
  INTERVIEW_RECORDING_KINDS,
  INTERVIEW_STATES,
  integrityNoteSchema,
} from './interviews.ts';

/**
 * AI interview evaluations and reports (issue #16, decision 0084): the built-in engine's bands per answer
 * and criterion with the sentences that support them, the recruiter's report and overrides, and the
 * candidate's view (received, what was assessed) with the request for a human review.
 */

/** The criteria every answer is assessed on, in the order the report shows them. */
export const EVALUATION_CRITERIA = ['relevance', 'specificity', 'structure', 'skills'] as const;
export type EvaluationCriterion = (typeof EVALUATION_CRITERIA)[number];

/** Lowest to highest. "Insufficient evidence" is not a band: it is the absence of one. */
export const EVALUATION_BANDS = ['low', 'fair', 'good', 'strong'] as const;
export type EvaluationBand = (typeof EVALUATION_BANDS)[number];

/** Why a transcript could not be judged. */
export const INSUFFICIENT_REASONS = ['too_short', 'mostly_fillers', 'wrong_language', 'repeated_noise'] as const;
export type InsufficientReason = (typeof INSUFFICIENT_REASONS)[number];

/** Stable codes the report words in the reader's language. */
export const EVALUATION_NOTES = [
  'on_topic',
  'partly_on_topic',
  'off_topic',
  'has_numbers',
  'has_example',
  'has_outcome',
  'no_numbers',
  'no_example',
  'no_outcome',
  'has_situation',
  'has_task',
  'has_action',
  'has_result',
  'no_situation',
  'no_task',
  'no_action',
  'no_result',
  'skill_shown',
  'skill_not_shown',
] as const;
export type EvaluationNote = (typeof EVALUATION_NOTES)[number];

/** What a recruiter may override: one criterion of an answer, an answer's overall band, or the interview's. */
export const OVERRIDE_TARGETS = [...EVALUATION_CRITERIA, 'overall'] as const;
export type OverrideTarget = (typeof OVERRIDE_TARGETS)[number];

export const ANSWER_EVALUATION_STATUSES = ['evaluated', 'insufficient_evidence', 'unanswered', 'pending'] as const;
export type AnswerEvaluationStatus = (typeof ANSWER_EVALUATION_STATUSES)[number];

export const scoreOverrideSchema = z.object({
  band: z.enum(EVALUATION_BANDS),
  reason: z.string(),
  by_user_id: z.string().nullable(),
  by_name: z.string().nullable(),
  at: z.string(),
});
export type ScoreOverride = z.infer<typeof scoreOverrideSchema>;

export const evaluationSentenceSchema = z.object({
  index: z.number().int(),
  text: z.string(),
  start: z.number().int(),
  end: z.number().int(),
});
export type EvaluationSentence = z.infer<typeof evaluationSentenceSchema>;

export const criterionReportSchema = z.object({
  criterion: z.enum(EVALUATION_CRITERIA),
  /** Null when the criterion does not apply (a question that names no skill). */
  band: z.enum(EVALUATION_BANDS).nullable(),
  score: z.number().nullable(),
  sentence_indices: z.array(z.number().int()),
  notes: z.array(z.enum(EVALUATION_NOTES)),
  /** The recruiter's latest override, shown beside the automatic band (which is never changed). */
  override: scoreOverrideSchema.nullable(),
});
export type CriterionReport = z.infer<typeof criterionReportSchema>;

/**
 * Where the answer's part of the transcript lies in one recording (decision 0091), in seconds of the
 * recording: `words` when the transcription's word timings place each word (and so each sentence),
 * `window` when only the answer's start and end are known (a typed answer, a rewritten transcript): every
 * sentence of the part then spans the window. Character offsets are into the answer's `transcript`.
 */
export const recordingTimelineSchema = z.object({
  timing: z.enum(['words', 'window']),
  start: z.number(),
  end: z.number().nullable(),
  text_start: z.number().int(),
  text_end: z.number().int(),
  /** By the answer's sentence index; before the evaluation (no sentences) index 0 is the whole transcript. */
  sentences: z.array(z.object({ index: z.number().int(), start: z.number(), end: z.number() })),
  words: z.array(z.object({ start_char: z.number().int(), end_char: z.number().int(), start: z.number(), end: z.number() })),
});
export type RecordingTimeline = z.infer<typeof recordingTimelineSchema>;

/**
 * A finished recording of an answer (its audio, and the camera video when there was a camera), played from
 * GET interview/report/{interview_id}/recording/{upload_id}, with the transcript in step when it can be
 * placed (`timeline`, decision 0091). `partial`: cut off (the tab closed, the connection was lost) and put
 * together by the server from what arrived; `missing_chunks` are the pieces (of `RECORDING_CHUNK_SECONDS`)
 * that never did, as inclusive ranges of chunk indices.
 */
export const reportRecordingSchema = z.object({
  upload_id: z.string(),
  kind: z.enum(INTERVIEW_RECORDING_KINDS),
  partial: z.boolean(),
  missing_chunks: z.array(z.object({ from: z.number().int(), to: z.number().int() })),
  timeline: recordingTimelineSchema.nullable(),
});
export type ReportRecording = z.infer<typeof reportRecordingSchema>;

/**
 * A configured LLM's view of one answer against the same rubric (decision 0090): a band per criterion with
 * the answer's sentences it quoted, kept only when they are in the transcript. Beside the engine's, never
 * the score.
 */
export const opinionCriterionSchema = z.object({
  criterion: z.enum(EVALUATION_CRITERIA),
  band: z.enum(EVALUATION_BANDS),
  evidence: z.array(z.string()),
});
export const answerOpinionSchema = z.object({
  criteria: z.array(opinionCriterionSchema),
  /** Quotes the model gave that are not in the transcript, and so were not kept. */
  dropped_quotes: z.number().int().min(0),
});
export type AnswerOpinion = z.infer<typeof answerOpinionSchema>;

/** As stored, per answer: the opinion and the ids of its inputs. */
export interface InterviewOpinionAnswer extends AnswerOpinion {
  question_id: string;
  answer_updated_at: string;
}

export const answerReportSchema = z.object({
  question_id: z.string(),
  position: z.number().int(),
  question: z.string(),
  kind: z.string(),
  rubric: z.string().nullable(),
  /** Null when the candidate did not answer this question. */
  transcript: z.string().nullable(),
  sentences: z.array(evaluationSentenceSchema),
  recordings: z.array(reportRecordingSchema),
  status: z.enum(ANSWER_EVALUATION_STATUSES),
  insufficient_reason: z.enum(INSUFFICIENT_REASONS).nullable(),
  band: z.enum(EVALUATION_BANDS).nullable(),
  score: z.number().nullable(),
  override: scoreOverrideSchema.nullable(),
  criteria: z.array(criterionReportSchema),
  skills: z.array(
    z.object({
      skill_id: z.string(),
      name: z.string(),
      matched: z.string(),
      sentence_indices: z.array(z.number().int()),
    }),
  ),
  skills_missing: z.array(z.object({ skill_id: z.string(), name: z.string() })),
  strengths: z.array(
    z.object({ criterion: z.enum(EVALUATION_CRITERIA), note: z.enum(EVALUATION_NOTES), quote: z.string().nullable() }),
  ),
  gaps: z.array(z.object({ criterion: z.enum(EVALUATION_CRITERIA), note: z.enum(EVALUATION_NOTES) })),
  /** The engine that made the score and when: every automated score names its version. */
  engine_version: z.string().nullable(),
  evaluated_at: z.string().nullable(),
  /** The model's opinion of this answer; null when there is none (no model, not asked, not answered). */
  second_opinion: answerOpinionSchema.nullable().optional(),
});
export type AnswerReport = z.infer<typeof answerReportSchema>;

/** GET interview/report/{interview_id}: one interview's report for the company's recruiters. */
export const interviewReportSchema = z.object({
  interview_id: z.string(),
  candidate_id: z.string(),
  candidate_name: z.string(),
  job_title: z.string(),
  state: z.enum(INTERVIEW_STATES),
  attempt: z.number().int(),
  language: z.enum(['en', 'ar']),
  finished_at: z.string().nullable(),
  /** `pending` until the evaluation job has run for the attempt; `not_completed` before the candidate finishes. */
  evaluation: z.enum(['pending', 'ready', 'not_completed']),
  engine_version: z.string().nullable(),
  overall: z.object({
    /** The mean of the evaluated answers; null when none could be judged. */
    band: z.enum(EVALUATION_BANDS).nullable(),
    score: z.number().nullable(),
    evaluated: z.number().int(),
    insufficient: z.number().int(),
    override: scoreOverrideSchema.nullable(),
  }),
  answers: z.array(answerReportSchema),
  /** Tab switches and long silences the room noted: shown, never scored. */
  integrity_notes: z.array(integrityNoteSchema),
  human_review_requested_at: z.string().nullable(),
  /**
   * The configured model's second opinion (decision 0090): null when no model is configured (nothing
   * changes); `none` when a model is configured but has given no opinion (not yet, or it failed).
   */
  second_opinion: z
    .object({
      status: z.enum(['ready', 'none']),
      model: z.string().nullable(),
      prompt_version: z.string().nullable(),
      created_at: z.string().nullable(),
    })
    .nullable()
    .optional(),
});
export type InterviewReport = z.infer<typeof interviewReportSchema>;

/** GET interview/report/{interview_id}/recording/{upload_id}: one of the attempt's recordings. */
export const interviewRecordingParamsSchema = z.strictObject({
  interview_id: z.guid({ error: 'validation.invalidType' }),
  upload_id: z.guid({ error: 'validation.invalidType' }),
});

/** POST interview/report/{interview_id}/override/: a recruiter's band for a score, with why. */
export const scoreOverrideRequestSchema = z
  .strictObject({
    /** The answer's question; absent for the interview's overall band. */
    question_id: z.string({ error: 'validation.invalidType' }).max(100, TOO_LONG).optional(),
    criterion: z.enum(OVERRIDE_TARGETS, {
      error: (issue: { input?: unknown }) =>
        issue.input === undefined ? 'validation.required' : 'validation.invalidType',
    }),
    band: z.enum(EVALUATION_BANDS, {
      error: (issue: { input?: unknown }) =>
        issue.input === undefined ? 'validation.required' : 'validation.invalidType',
    }),
    reason: textString({
      error: (issue: { input?: unknown }) =>
        issue.input === undefined ? 'validation.required' : 'validation.invalidType',
    })
      .trim()
      .min(1, { error: 'validation.required' })
      .max(INTERVIEW_REASON_MAX_LENGTH, TOO_LONG),
  })
  .refine((body) => body.criterion === 'overall' || body.question_id !== undefined, {
    error: 'interviewReports.questionRequired',
    path: ['question_id'],
  });
export type ScoreOverrideRequest = z.infer<typeof scoreOverrideRequestSchema>;

/** GET interview/received/{interview_id}: what the candidate sees of a finished interview (no scores: decision 0084). */
export const candidateInterviewReceiptSchema = z.object({
  interview_id: z.string(),
  state: z.enum(INTERVIEW_STATES),
  received: z.boolean(),
  finished_at: z.string().nullable(),
  /** What was assessed, never how it scored. */
  criteria: z.array(z.enum(EVALUATION_CRITERIA)),
  human_review_requested_at: z.string().nullable(),
  can_request_review: z.boolean(),
});
export type CandidateInterviewReceipt = z.infer<typeof candidateInterviewReceiptSchema>;

/** POST interview/review-request/: the candidate asks for a person to review the interview; once per attempt. */
export const humanReviewRequestSchema = z.strictObject({
  interview_id: z.guid({
    error: (issue: { input?: unknown }) =>
      issue.input === undefined ? 'validation.required' : 'validation.invalidType',
  }),
});
