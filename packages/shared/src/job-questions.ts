import { z } from 'zod';
import { TOO_LONG, textString } from './fields.ts';

/**
 * A job's interview questions (issue #11, decision 0037): an ordered list the recruiter types or takes
 * from suggestions, each with its kind, the job's skills it probes and what a good answer shows (the rubric
 * the interview evaluation scores against). Stored with the job; read later by AI interviews and pre-screening.
 */
export const QUESTION_KINDS = ['technical', 'behavioural', 'situational'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];
/** Typed by the recruiter, composed by the built-in engine, or proposed by a configured LLM. */
export const QUESTION_SOURCES = ['typed', 'suggested', 'llm'] as const;
export type QuestionSource = (typeof QUESTION_SOURCES)[number];

export const JOB_QUESTIONS_MAX = 30;
export const QUESTION_MIN_LENGTH = 10;
export const QUESTION_MAX_LENGTH = 500;
export const RUBRIC_MAX_LENGTH = 1000;
/** A question probes a few skills at most; more would make its rubric meaningless. */
export const QUESTION_SKILLS_MAX = 10;

/** One question as the recruiter saves it (PUT questions/): unknown fields are refused. */
export const jobQuestionInputSchema = z.strictObject({
  question: textString({ error: (issue) => (issue.input === undefined ? 'validation.required' : 'validation.invalidType') })
    .trim()
    .min(QUESTION_MIN_LENGTH, { error: 'jobQuestions.questionLength' })
    .max(QUESTION_MAX_LENGTH, { error: 'jobQuestions.questionLength' }),
  kind: z.enum(QUESTION_KINDS, { error: 'validation.invalidType' }),
  /** Catalogue skill ids of this job's skills. */
  skill_ids: z
    .array(textString({ error: 'validation.invalidType' }).max(80, TOO_LONG), { error: 'validation.invalidType' })
    .max(QUESTION_SKILLS_MAX, TOO_LONG)
    .default([]),
  rubric: textString({ error: (issue) => (issue.input === undefined ? 'validation.required' : 'validation.invalidType') })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(RUBRIC_MAX_LENGTH, TOO_LONG),
  source: z.enum(QUESTION_SOURCES, { error: 'validation.invalidType' }).default('typed'),
});
export type JobQuestionInput = z.input<typeof jobQuestionInputSchema>;

/** PUT recruiter/job/{id}/questions/: the whole ordered list, replacing the saved one. */
export const saveJobQuestionsRequestSchema = z.strictObject({
  questions: z.array(jobQuestionInputSchema, { error: (issue) => (issue.input === undefined ? 'validation.required' : 'validation.invalidType') }).max(JOB_QUESTIONS_MAX, TOO_LONG),
});
export type SaveJobQuestionsRequest = z.input<typeof saveJobQuestionsRequestSchema>;

/** A question not saved yet: a suggestion, or one on the recruiter's screen. */
export const questionDraftSchema = z.object({
  question: z.string(),
  kind: z.enum(QUESTION_KINDS),
  skill_ids: z.array(z.string()),
  rubric: z.string(),
  source: z.enum(QUESTION_SOURCES),
});
export type QuestionDraft = z.infer<typeof questionDraftSchema>;

export const jobQuestionSchema = questionDraftSchema.extend({
  id: z.string(),
  /** 0-based, the recruiter's order. */
  position: z.number().int().min(0),
});
export type JobQuestion = z.infer<typeof jobQuestionSchema>;

/** GET and PUT questions/: the saved list in order. */
export const jobQuestionListSchema = z.object({ questions: z.array(jobQuestionSchema) });
export type JobQuestionList = z.infer<typeof jobQuestionListSchema>;

/** POST questions/suggest/: suggestions in order, not saved, none already in the saved list. */
export const questionSuggestionsSchema = z.object({ questions: z.array(questionDraftSchema) });
export type QuestionSuggestions = z.infer<typeof questionSuggestionsSchema>;
