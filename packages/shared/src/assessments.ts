import { z } from 'zod';
import { pagingFields } from './api.ts';
import { TOO_LONG, textString } from './fields.ts';

/**
 * Contracts of the skills assessments (spec §3 assessment kinds, questions, answers and result statuses;
 * §7 assessments/… calls; issue #15; decisions 0067–0069 for the items and scoring, 0072 for attempts and
 * access). `{id}` in every path is the kind: a candidate has at most one attempt of each kind, so the
 * kind and the `user_id` name it (decision 0072).
 */

/** The kinds a candidate takes here (spec §3); the My Next Move and chatbot kinds have their own flows. */
export const SKILLS_ASSESSMENT_KINDS = ['english_v1', 'english_v2', 'annotation_v1', 'annotation_v2'] as const;
export type SkillsAssessmentKind = (typeof SKILLS_ASSESSMENT_KINDS)[number];

/** Spec §3 result statuses. */
export const ASSESSMENT_RESULT_STATUSES = ['IN_PROGRESS', 'RESULT_PROCESSING', 'COMPLETED', 'CANCELLED'] as const;
export type AssessmentResultStatus = (typeof ASSESSMENT_RESULT_STATUSES)[number];

/** Spec §3 question and answer types, and question filters. */
export const ASSESSMENT_CONTENT_TYPES = ['text', 'json', 'long_text', 'html', 'scores'] as const;
export const ASSESSMENT_FILTERS = ['speaking', 'written'] as const;
export const CEFR_BAND_NAMES = ['A1', 'A2', 'B1', 'B2', 'C1', 'C2'] as const;

/** Longest answers kept: an option id or label; a written task or a correction (200 words is ~1,400 characters). */
export const MAX_TEXT_ANSWER = 200;
export const MAX_LONG_TEXT_ANSWER = 6000;
/** Most answers in one bulk call: more than any kind has items. */
export const MAX_BULK_ANSWERS = 50;

/** `{id}` is any name: one that is not a kind is 'Assessments Not Found' (404), as a missing resource is. */
const kindIdSchema = textString().max(40, TOO_LONG);
export const kindParamsSchema = z.strictObject({ id: kindIdSchema });
export const kindUserParamsSchema = z.strictObject({
  id: kindIdSchema,
  user_id: z.uuid({ error: 'validation.invalidType' }),
});

const attemptFields = {
  status: z.enum(ASSESSMENT_RESULT_STATUSES).nullable(),
  started_at: z.string().nullable(),
  /** When answers stop being taken: the start plus the kind's time limit (decision 0069). */
  deadline_at: z.string().nullable(),
  submitted_at: z.string().nullable(),
  completed_at: z.string().nullable(),
};

/** GET assessments/: each kind with the caller's attempt, if any. */
export const assessmentKindSchema = z.object({
  id: z.enum(SKILLS_ASSESSMENT_KINDS),
  filters: z.array(z.enum(ASSESSMENT_FILTERS)),
  questions: z.number().int(),
  time_limit_minutes: z.number().int(),
  ...attemptFields,
});
export const assessmentKindsSchema = z.array(assessmentKindSchema);
export type AssessmentKindEntry = z.infer<typeof assessmentKindSchema>;

/** GET assessments/{id}/questionnaire/: the caller's own unless `user_id` names a candidate they may read. */
export const questionnaireQuerySchema = z.strictObject({
  ...pagingFields,
  limit: pagingFields.limit.default(50),
  user_id: z.uuid({ error: 'validation.invalidType' }).optional(),
  order: z.enum(['asc', 'desc'], { error: 'validation.invalidType' }).default('asc'),
});
export type QuestionnaireQuery = z.infer<typeof questionnaireQuerySchema>;

export const questionnaireItemSchema = z.object({
  id: z.string(),
  /** Where the item stands in the kind, from 1. */
  position: z.number().int(),
  /** english: reading, grammar, writing, speaking; annotation: part1 … part5. */
  section: z.string(),
  filter: z.enum(ASSESSMENT_FILTERS),
  question_type: z.enum(ASSESSMENT_CONTENT_TYPES),
  answer_type: z.enum(ASSESSMENT_CONTENT_TYPES),
  /** The item as the candidate sees it: no key, gold, flaws or topic groups (decision 0069). */
  question: z.record(z.string(), z.unknown()),
});
export const questionnaireSchema = z.object({
  kind: z.enum(SKILLS_ASSESSMENT_KINDS),
  user_id: z.string().nullable(),
  ...attemptFields,
  total: z.number().int(),
  items: z.array(questionnaireItemSchema),
  /** The candidate's saved answers to the items of this page, by item id. */
  answers: z.record(z.string(), z.unknown()),
  pagination: z.object({ page: z.number().int(), limit: z.number().int() }),
});
export type Questionnaire = z.infer<typeof questionnaireSchema>;

/** part2: spans in UTF-16 offsets into the item's text (decision 0068). */
export const spansAnswerSchema = z
  .array(
    z.strictObject({
      start: z.number().int().min(0),
      end: z.number().int().min(0),
      label: z.enum(['PERSON', 'ORG', 'LOC', 'DATE'], { error: 'assessments.answerType' }),
    }),
  )
  .max(50, TOO_LONG)
  .refine((spans) => spans.every((span) => span.end > span.start), { error: 'assessments.answerType' });
/** part3: response ids from best to worst. */
export const rankingAnswerSchema = z.array(textString().max(20, TOO_LONG)).min(1).max(10, TOO_LONG);
/** A speaking answer: the recording's file id (an interview-audio upload); the transcript is the server's. */
export const speakingAnswerSchema = z.strictObject({ recordingId: z.uuid({ error: 'validation.invalidType' }) });

/**
 * One answer as given: the item's id, its answer type and the answer. The shape by type is checked here;
 * whether it fits the item (the item's answer type, a span or an order, a recording) is the server's check.
 */
export const assessmentAnswerSchema = z.discriminatedUnion(
  'answer_type',
  [
    z.strictObject({
      question_id: textString().max(20, TOO_LONG),
      answer_type: z.literal('text'),
      answer: textString().trim().max(MAX_TEXT_ANSWER, TOO_LONG),
    }),
    z.strictObject({
      question_id: textString().max(20, TOO_LONG),
      answer_type: z.literal('long_text'),
      answer: textString().max(MAX_LONG_TEXT_ANSWER, TOO_LONG),
    }),
    z.strictObject({
      question_id: textString().max(20, TOO_LONG),
      answer_type: z.literal('json'),
      answer: z.union([spansAnswerSchema, rankingAnswerSchema, speakingAnswerSchema], {
        error: 'assessments.answerType',
      }),
    }),
  ],
  { error: 'assessments.answerType' },
);
export type AssessmentAnswerInput = z.infer<typeof assessmentAnswerSchema>;

export const bulkAnswersSchema = z.strictObject({
  answers: z.array(assessmentAnswerSchema).min(1, { error: 'assessments.noAnswers' }).max(MAX_BULK_ANSWERS, TOO_LONG),
});
export type BulkAnswers = z.infer<typeof bulkAnswersSchema>;

export const savedAnswersSchema = z.object({
  kind: z.enum(SKILLS_ASSESSMENT_KINDS),
  status: z.enum(ASSESSMENT_RESULT_STATUSES),
  deadline_at: z.string(),
  saved: z.array(z.string()),
});

/** GET assessments/{id}/answers. */
export const answersQuerySchema = z.strictObject({
  ...pagingFields,
  limit: pagingFields.limit.default(50),
  question_id: textString().max(20, TOO_LONG).optional(),
  /** Comma-separated item ids. */
  question_ids: textString()
    .max(21 * MAX_BULK_ANSWERS, TOO_LONG)
    .transform((value) =>
      value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .optional(),
  user_id: z.uuid({ error: 'validation.invalidType' }).optional(),
  answer_type: z.enum(ASSESSMENT_CONTENT_TYPES, { error: 'validation.invalidType' }).optional(),
});
export type AnswersQuery = z.infer<typeof answersQuerySchema>;

export const storedAnswerSchema = z.object({
  question_id: z.string(),
  answer_type: z.enum(ASSESSMENT_CONTENT_TYPES),
  answer: z.unknown(),
  times_answered: z.number().int(),
  answered_at: z.string(),
});
export const answersPageSchema = z.object({
  kind: z.enum(SKILLS_ASSESSMENT_KINDS),
  user_id: z.string(),
  total: z.number().int(),
  answers: z.array(storedAnswerSchema),
  pagination: z.object({ page: z.number().int(), limit: z.number().int() }),
});
export type AnswersPage = z.infer<typeof answersPageSchema>;

/**
 * POST assessments/{id}/result/{user_id}. The candidate on their own attempt submits it (an empty body);
 * a recruiter of a related company records a human score with a reason: a band for English, 0–100 for
 * annotation, for the whole attempt or one item (a speaking answer waiting for a person).
 */
export const resultRequestSchema = z.union([
  z.strictObject({}),
  /** The candidate gives up their attempt before submitting it (decision 0073): it is never scored. */
  z.strictObject({ status: z.literal('CANCELLED') }),
  z.strictObject({
    score: z.union([z.enum(CEFR_BAND_NAMES), z.number().min(0).max(100)], { error: 'assessments.humanScore' }),
    reason: textString().trim().min(1, { error: 'validation.required' }).max(2000, TOO_LONG),
    question_id: textString().max(20, TOO_LONG).optional(),
  }),
]);
export type ResultRequest = z.infer<typeof resultRequestSchema>;

export const humanScoreSchema = z.object({
  score: z.union([z.enum(CEFR_BAND_NAMES), z.number()]),
  reason: z.string(),
  question_id: z.string().nullable(),
  scorer_id: z.string().nullable(),
  scorer_name: z.string(),
  created_at: z.string(),
});

/** The written rubric's criteria (decision 0067), each of which the model's second opinion bands too. */
export const WRITING_CRITERIA = ['taskFit', 'range', 'accuracy', 'organisation', 'length'] as const;
export type WritingCriterion = (typeof WRITING_CRITERIA)[number];

/**
 * A configured LLM's assessment of the written answers against the engine's rubric (decision 0088): a band
 * per criterion with the answer's sentences that support it, quoted verbatim (others are dropped). Shown
 * beside the engine's; never the result.
 */
export const secondOpinionSchema = z.object({
  model: z.string(),
  created_at: z.string(),
  items: z.array(
    z.object({
      item_id: z.string(),
      criteria: z.array(
        z.object({ criterion: z.enum(WRITING_CRITERIA), band: z.enum(CEFR_BAND_NAMES), evidence: z.array(z.string()) }),
      ),
      /** Quotes the model gave that are not in the answer, and so were not kept. */
      dropped_quotes: z.number().int().min(0),
    }),
  ),
});
export type SecondOpinion = z.infer<typeof secondOpinionSchema>;

export const assessmentResultSchema = z.object({
  kind: z.enum(SKILLS_ASSESSMENT_KINDS),
  user_id: z.string(),
  /** The candidate's name, for the report's heading. */
  name: z.string(),
  status: z.enum(ASSESSMENT_RESULT_STATUSES),
  started_at: z.string(),
  deadline_at: z.string(),
  submitted_at: z.string().nullable(),
  completed_at: z.string().nullable(),
  /** The engine's: a CEFR band (English) or 0–100 (annotation); null until COMPLETED. */
  score: z.union([z.enum(CEFR_BAND_NAMES), z.number()]).nullable(),
  /** Items waiting for a person (speaking without a transcript); the automatic score leaves them out. */
  pending_human_score: z.array(z.string()),
  /** The engine's whole result: every part with its evidence (decisions 0067, 0068). */
  automatic: z.record(z.string(), z.unknown()).nullable(),
  scoring_version: z.string().nullable(),
  /** The model's second opinion on the written answers, when a model is configured and answered (decision 0088). */
  second_opinion: secondOpinionSchema.nullable().optional(),
  /** Scores recorded by recruiters, oldest first, beside the automatic one. */
  human_scores: z.array(humanScoreSchema),
});
export type AssessmentResult = z.infer<typeof assessmentResultSchema>;

/** Every kind a recruiter's results list holds: the personality assessment beside the skills kinds. */
export const RESULT_KINDS = ['personality', ...SKILLS_ASSESSMENT_KINDS] as const;
export type ResultKind = (typeof RESULT_KINDS)[number];

/**
 * A report's id in /recruiter/assessments/report/{assessment_id} (decision 0073): a skills attempt is named
 * by its kind and candidate, as its calls are (`english_v1.<user id>`); a bare id is a personality assessment.
 */
export const skillsReportId = (kind: SkillsAssessmentKind, userId: string) => `${kind}.${userId}`;
export function parseReportId(
  id: string,
): { kind: SkillsAssessmentKind; userId: string } | { kind: 'personality'; assessmentId: string } {
  const [prefix, rest] = id.split('.', 2);
  const kind = SKILLS_ASSESSMENT_KINDS.find((name) => name === prefix);
  return kind && rest ? { kind, userId: rest } : { kind: 'personality', assessmentId: id };
}

/** GET assessments/results/: the company's candidates' results of every kind (decision 0073). */
export const resultsQuerySchema = z
  .strictObject({
    ...pagingFields,
    kind: z.enum(RESULT_KINDS, { error: 'validation.invalidType' }).optional(),
    status: z.enum(ASSESSMENT_RESULT_STATUSES, { error: 'validation.invalidType' }).optional(),
    job_id: z.uuid({ error: 'validation.invalidType' }).optional(),
    start_date: z.iso.date({ error: 'validation.invalidType' }).optional(),
    end_date: z.iso.date({ error: 'validation.invalidType' }).optional(),
    /** Part of the candidate's name, any case. */
    name: textString().trim().max(100, TOO_LONG).optional(),
  })
  .refine((query) => !query.start_date || !query.end_date || query.start_date <= query.end_date, {
    error: 'assessments.dateRange',
    path: ['start_date'],
  });
export type ResultsQuery = z.infer<typeof resultsQuerySchema>;

const scoreValueSchema = z.union([z.enum(CEFR_BAND_NAMES), z.number()]);
const jobRefSchema = z.object({ id: z.string(), title: z.string() });
export const resultsEntrySchema = z.object({
  /** What /recruiter/assessments/report/{assessment_id} takes (see `parseReportId`). */
  report_id: z.string(),
  kind: z.enum(RESULT_KINDS),
  user_id: z.string(),
  name: z.string(),
  status: z.enum(ASSESSMENT_RESULT_STATUSES),
  /** English: a band; annotation: 0–100; personality: null (its type stands for it). */
  score: scoreValueSchema.nullable(),
  /** The latest human score for the whole attempt, beside the engine's. */
  human_score: scoreValueSchema.nullable(),
  /** Personality only: the MBTI-style type and which scale it came from. */
  personality: z.object({ type: z.string(), scale: z.enum(['short', 'full']) }).nullable(),
  /** Completed, else submitted, else started. */
  date: z.string(),
  /** The company's jobs the candidate applied to or was invited to and answered "interested". */
  jobs: z.array(jobRefSchema),
});
export type ResultsEntry = z.infer<typeof resultsEntrySchema>;
export const resultsListSchema = z.object({
  total: z.number().int(),
  results: z.array(resultsEntrySchema),
  /** The jobs the list can be filtered by: every job relating a listed candidate to the company. */
  jobs: z.array(jobRefSchema),
  pagination: z.object({ page: z.number().int(), limit: z.number().int() }),
});
export type ResultsList = z.infer<typeof resultsListSchema>;

/** GET assessments/{id}/result/{user_id}/pdf while the PDF is being made (202). */
export const resultPdfPendingSchema = z.object({ status: z.literal('pending') });
