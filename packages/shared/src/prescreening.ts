import { z } from 'zod';
import { TOO_LONG, textString } from './fields.ts';

/**
 * A job's pre-screening questions and a candidate's answers to them (issue #15, decision 0070): spec §7
 * `POST recruiter/assessments/{assessment}/questions/{job}` and `GET recruiter/assessments/{assessment}/
 * questions/prescreening/{job}`. `{assessment}` names the assessment kind the questions belong to:
 * `prescreening`, the questions asked on the apply step. A knock-out answer is shown to the recruiter beside
 * the application; it never rejects anyone by itself.
 */
export const PRESCREENING_ASSESSMENTS = ['prescreening'] as const;
export type PrescreeningAssessment = (typeof PRESCREENING_ASSESSMENTS)[number];

export const PRESCREENING_KINDS = ['yes_no', 'multiple_choice', 'number', 'short_text'] as const;
export type PrescreeningKind = (typeof PRESCREENING_KINDS)[number];
/** Typed here, or taken from the job's interview questions (decision 0037). */
export const PRESCREENING_SOURCES = ['typed', 'interview'] as const;

/** A pre-screen is a few questions before an application, not an interview. */
export const PRESCREENING_QUESTIONS_MAX = 10;
export const PRESCREENING_QUESTION_MIN_LENGTH = 5;
export const PRESCREENING_QUESTION_MAX_LENGTH = 500;
export const PRESCREENING_OPTIONS_MIN = 2;
export const PRESCREENING_OPTIONS_MAX = 10;
export const PRESCREENING_OPTION_MAX_LENGTH = 100;
/** A short text answer: a line or two, not an essay. */
export const SHORT_TEXT_MAX_LENGTH = 300;
/** Numbers asked of a candidate (years, a notice period, a salary) stay well inside this. */
export const PRESCREENING_NUMBER_LIMIT = 1_000_000_000;

const required = () => ({
  error: (issue: { input?: unknown }) => (issue.input === undefined ? 'validation.required' : 'validation.invalidType'),
});
const finiteNumber = z
  .number(required())
  .min(-PRESCREENING_NUMBER_LIMIT, { error: 'validation.invalidType' })
  .max(PRESCREENING_NUMBER_LIMIT, { error: 'validation.invalidType' });

const baseFields = {
  question: textString(required())
    .trim()
    .min(PRESCREENING_QUESTION_MIN_LENGTH, { error: 'validation.required' })
    .max(PRESCREENING_QUESTION_MAX_LENGTH, TOO_LONG),
  /** A required question must be answered to apply; an optional one may be left blank. */
  required: z.boolean(required()).default(true),
  source: z.enum(PRESCREENING_SOURCES, required()).default('typed'),
};

const option = textString(required()).trim().min(1, { error: 'validation.required' }).max(PRESCREENING_OPTION_MAX_LENGTH, TOO_LONG);

/**
 * One question as the recruiter saves it, by kind; each kind takes only its own fields (a minimum on a
 * yes/no question is refused as an unknown field).
 */
export const prescreeningQuestionInputSchema = z
  .discriminatedUnion(
    'kind',
    [
      z.strictObject({ ...baseFields, kind: z.literal('yes_no'), required_answer: z.boolean(required()) }),
      z.strictObject({
        ...baseFields,
        kind: z.literal('multiple_choice'),
        options: z.array(option, required()).min(PRESCREENING_OPTIONS_MIN, { error: 'prescreening.optionsRequired' }).max(PRESCREENING_OPTIONS_MAX, TOO_LONG),
        /** The options that do not knock a candidate out. */
        accepted: z.array(option, required()).min(1, { error: 'prescreening.acceptedRequired' }).max(PRESCREENING_OPTIONS_MAX, TOO_LONG),
      }),
      z.strictObject({ ...baseFields, kind: z.literal('number'), min: finiteNumber }),
      z.strictObject({ ...baseFields, kind: z.literal('short_text') }),
    ],
    { error: 'validation.invalidType' },
  )
  .superRefine((question, context) => {
    if (question.kind !== 'multiple_choice') return;
    if (new Set(question.options).size !== question.options.length) context.addIssue({ code: 'custom', path: ['options'], message: 'prescreening.optionsRequired' });
    if (question.accepted.some((value) => !question.options.includes(value))) context.addIssue({ code: 'custom', path: ['accepted'], message: 'prescreening.acceptedUnknown' });
  });
export type PrescreeningQuestionInput = z.input<typeof prescreeningQuestionInputSchema>;

export const prescreeningParamsSchema = z.strictObject({
  assessment: z.enum(PRESCREENING_ASSESSMENTS, { error: 'assessments.notFound' }),
  job: z.uuid({ error: 'job.notFound' }),
});

/** POST recruiter/assessments/{assessment}/questions/{job}: the whole ordered list, replacing the saved one. */
export const savePrescreeningRequestSchema = z.strictObject({
  questions: z.array(prescreeningQuestionInputSchema, required()).max(PRESCREENING_QUESTIONS_MAX, TOO_LONG),
});
export type SavePrescreeningRequest = z.input<typeof savePrescreeningRequestSchema>;

/** A saved question as its recruiters see it, knock-out rule included. */
export const prescreeningQuestionSchema = z.object({
  id: z.string(),
  position: z.number().int().min(0),
  kind: z.enum(PRESCREENING_KINDS),
  question: z.string(),
  required: z.boolean(),
  source: z.enum(PRESCREENING_SOURCES),
  /** yes_no: the answer that does not knock out. */
  required_answer: z.boolean().nullable(),
  /** multiple_choice: every option, and the ones that do not knock out. */
  options: z.array(z.string()),
  accepted: z.array(z.string()),
  /** number: the lowest answer that does not knock out. */
  min: z.number().nullable(),
});
export type PrescreeningQuestion = z.infer<typeof prescreeningQuestionSchema>;

export const prescreeningQuestionListSchema = z.object({ assessment: z.enum(PRESCREENING_ASSESSMENTS), questions: z.array(prescreeningQuestionSchema) });
export type PrescreeningQuestionList = z.infer<typeof prescreeningQuestionListSchema>;

/**
 * A question as a candidate about to apply sees it: what is asked and the options, not what knocks out
 * (a candidate told the wanted answer would give it).
 */
export const candidatePrescreeningQuestionSchema = prescreeningQuestionSchema.pick({ id: true, position: true, kind: true, question: true, required: true, options: true });
export type CandidatePrescreeningQuestion = z.infer<typeof candidatePrescreeningQuestionSchema>;
export const candidatePrescreeningListSchema = z.object({ assessment: z.enum(PRESCREENING_ASSESSMENTS), questions: z.array(candidatePrescreeningQuestionSchema) });
export type CandidatePrescreeningList = z.infer<typeof candidatePrescreeningListSchema>;

/** A value as the candidate gives it: yes/no, a number, a chosen option, or a short text. */
export const prescreeningValueSchema = z.union([
  z.boolean(),
  finiteNumber,
  textString(required()).trim().min(1, { error: 'prescreening.answerRequired' }).max(SHORT_TEXT_MAX_LENGTH, TOO_LONG),
]);
export type PrescreeningValue = z.infer<typeof prescreeningValueSchema>;

/** One answer sent with the application (POST candidate/job/apply, field `prescreening_answers`). */
export const prescreeningAnswerInputSchema = z.strictObject({
  question_id: z.uuid({ error: 'prescreening.unknownQuestion' }),
  value: prescreeningValueSchema,
});
export const prescreeningAnswersInputSchema = z.array(prescreeningAnswerInputSchema, { error: 'validation.invalidType' }).max(PRESCREENING_QUESTIONS_MAX, TOO_LONG);
export type PrescreeningAnswerInput = z.infer<typeof prescreeningAnswerInputSchema>;

/** Whether a value is of the question's kind (a chosen option must be one of the question's). */
export function fitsQuestion(question: Pick<PrescreeningQuestion, 'kind' | 'options'>, value: PrescreeningValue): boolean {
  switch (question.kind) {
    case 'yes_no':
      return typeof value === 'boolean';
    case 'number':
      return typeof value === 'number';
    case 'multiple_choice':
      return typeof value === 'string' && question.options.includes(value);
    case 'short_text':
      return typeof value === 'string';
  }
}

/**
 * A knock-out answer: a yes/no other than the required answer, a number under the minimum, a choice not
 * accepted. A short text never knocks out; nor does an optional question left blank. Shown to the
 * recruiter, never acted on by the platform (decision 0070).
 */
export function isKnockOut(question: Pick<PrescreeningQuestion, 'kind' | 'required_answer' | 'accepted' | 'min'>, value: PrescreeningValue | null): boolean {
  if (value === null) return false;
  switch (question.kind) {
    case 'yes_no':
      return value !== question.required_answer;
    case 'number':
      return typeof value === 'number' && question.min !== null && value < question.min;
    case 'multiple_choice':
      return !question.accepted.includes(String(value));
    case 'short_text':
      return false;
  }
}

/** One stored answer as a recruiter sees it: the question as it was asked, and whether it knocks out. */
export const prescreeningAnswerSchema = z.object({
  question: prescreeningQuestionSchema,
  /** Null: an optional question left blank. */
  value: z.union([z.boolean(), z.number(), z.string()]).nullable(),
  knocked_out: z.boolean(),
  /** A chat reply still unread after two re-asks (decision 0071), for the recruiter to read; value is then null. */
  unclear: z.string().nullable(),
});
export type PrescreeningAnswer = z.infer<typeof prescreeningAnswerSchema>;

/** GET recruiter/assessments/{assessment}/answers/{job}: applicants' answers, newest application first. */
export const prescreeningAnswersQuerySchema = z.strictObject({ candidate_id: z.uuid({ error: 'user.notFound' }).optional() });
export const applicantAnswersSchema = z.object({
  candidate_id: z.string(),
  answered_at: z.string(),
  knock_outs: z.number().int().min(0),
  answers: z.array(prescreeningAnswerSchema),
});
export type ApplicantAnswers = z.infer<typeof applicantAnswersSchema>;
export const prescreeningAnswerListSchema = z.object({ assessment: z.enum(PRESCREENING_ASSESSMENTS), applicants: z.array(applicantAnswersSchema) });
export type PrescreeningAnswerList = z.infer<typeof prescreeningAnswerListSchema>;
