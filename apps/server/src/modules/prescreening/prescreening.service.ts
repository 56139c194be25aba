/**
 * Pre-screening (issue #15, decision 0070): a job's recruiters attach a few questions to it; a candidate
 * answers them on the apply step, the answers stored in the application's transaction; the recruiters see
 * each applicant's answers with knock-outs flagged. A knock-out is information for a person: nothing here
 * rejects, hides or ranks an application by it.
 */
import {
  fitsQuestion,
  isKnockOut,
  type ApplicantAnswers,
  type CandidatePrescreeningList,
  type PrescreeningAnswerInput,
  type PrescreeningAssessment,
  type PrescreeningQuestion,
  type PrescreeningQuestionList,
  type savePrescreeningRequestSchema,
} from '@masar/shared/prescreening';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { fieldError } from '../../lib/app-error.ts';
import type { Caller } from '../../plugins/auth.ts';
import { findPublishedJobRecords, jobNotFound } from '../jobs/jobs.service.ts';
import { getCompanyJobRecord } from '../jobs/recruiter-jobs.service.ts';
import { insertAnswers, listAnswers, listQuestions, replaceQuestions, type PrescreeningQuestionRow } from './prescreening.repository.ts';

const FIELD = 'prescreening_answers';

function toQuestion(row: PrescreeningQuestionRow): PrescreeningQuestion {
  return {
    id: row.id,
    position: row.position,
    kind: row.kind,
    question: row.question,
    required: row.required,
    source: row.source,
    required_answer: row.required_answer,
    options: row.options,
    accepted: row.accepted,
    min: row.min,
  };
}

/** GET recruiter/assessments/{assessment}/questions/{job}: the saved list with its knock-out rules. */
export async function getQuestions(ctx: AppContext, caller: Caller, assessment: PrescreeningAssessment, jobId: string): Promise<PrescreeningQuestionList> {
  await getCompanyJobRecord(ctx, caller, jobId);
  return { assessment, questions: (await listQuestions(ctx.db, jobId, assessment)).map(toQuestion) };
}

/** POST recruiter/assessments/{assessment}/questions/{job}: the list given replaces the saved one, in one transaction. */
export async function saveQuestions(
  ctx: AppContext,
  caller: Caller,
  assessment: PrescreeningAssessment,
  jobId: string,
  request: z.output<typeof savePrescreeningRequestSchema>,
): Promise<PrescreeningQuestionList> {
  await getCompanyJobRecord(ctx, caller, jobId);
  const rows = await ctx.db.transaction(async (tx) => {
    await replaceQuestions(
      tx,
      jobId,
      assessment,
      request.questions.map((question) => ({
        kind: question.kind,
        question: question.question,
        required: question.required,
        source: question.source,
        required_answer: question.kind === 'yes_no' ? question.required_answer : null,
        options: question.kind === 'multiple_choice' ? question.options : [],
        accepted: question.kind === 'multiple_choice' ? [...new Set(question.accepted)] : [],
        min: question.kind === 'number' ? question.min : null,
      })),
    );
    return listQuestions(tx, jobId, assessment);
  });
  return { assessment, questions: rows.map(toQuestion) };
}

/**
 * GET recruiter/assessments/{assessment}/questions/prescreening/{job}: what a candidate about to apply is
 * asked, without the knock-out rules. Only a published job has them ('Job not exist' otherwise).
 */
export async function getCandidateQuestions(ctx: AppContext, assessment: PrescreeningAssessment, jobId: string): Promise<CandidatePrescreeningList> {
  if (!(await findPublishedJobRecords(ctx, [jobId])).has(jobId)) throw jobNotFound();
  const rows = await listQuestions(ctx.db, jobId, assessment);
  return { assessment, questions: rows.map(({ id, position, kind, question, required, options }) => ({ id, position, kind, question, required, options })) };
}

/**
 * Checks a first application's answers against the job's questions and stores them with their knock-out
 * marks (run in the application's transaction, so an application and its answers are saved together or
 * not at all). Refused: an answer to a question that is not this job's, one question answered twice, an
 * answer of the wrong kind, and a required question left unanswered. A job without questions takes none.
 */
export async function recordPrescreeningAnswers(tx: Db, jobId: string, candidateId: string, answers: readonly PrescreeningAnswerInput[] = []): Promise<void> {
  const questions = await currentQuestions(tx, jobId);
  const byId = new Map(questions.map((question) => [question.id, question]));
  const given = new Map<string, PrescreeningAnswerInput['value']>();
  answers.forEach((answer, index) => {
    const question = byId.get(answer.question_id);
    if (!question) throw fieldError(`${FIELD}.${index}.question_id`, 'prescreening.unknownQuestion');
    if (given.has(answer.question_id)) throw fieldError(`${FIELD}.${index}.question_id`, 'prescreening.duplicateAnswer');
    if (!fitsQuestion(question, answer.value)) throw fieldError(`${FIELD}.${index}.value`, 'prescreening.answerKind');
    given.set(answer.question_id, answer.value);
  });
  if (questions.some((question) => question.required && !given.has(question.id))) throw fieldError(FIELD, 'prescreening.answersRequired');
  await storeAnswers(tx, jobId, candidateId, questions, (id) => ({ value: given.get(id) ?? null, unclear: null }));
}

/** The job's current questions in order, as the recruiter saved them (rules included). */
export async function currentQuestions(db: Db, jobId: string): Promise<PrescreeningQuestion[]> {
  return (await listQuestions(db, jobId, 'prescreening')).map(toQuestion);
}

/**
 * One answer row a question, each with a copy of the question and its knock-out mark: the records the form
 * and the chat both leave, so a recruiter sees one set of answers however the candidate answered.
 */
export async function storeAnswers(
  tx: Db,
  jobId: string,
  candidateId: string,
  questions: readonly PrescreeningQuestion[],
  answerOf: (questionId: string) => { value: PrescreeningAnswerInput['value'] | null; unclear: string | null },
): Promise<void> {
  await insertAnswers(
    tx,
    questions.map((question) => {
      const { value, unclear } = answerOf(question.id);
      return { job_id: jobId, candidate_id: candidateId, question_id: question.id, position: question.position, question, value, unclear_reply: unclear, knocked_out: isKnockOut(question, value) };
    }),
  );
}

/**
 * GET recruiter/assessments/{assessment}/answers/{job}: the applicants' answers to one of the company's
 * jobs (or one applicant's), each with its knock-outs counted, newest application first.
 */
export async function getApplicantAnswers(
  ctx: AppContext,
  caller: Caller,
  assessment: PrescreeningAssessment,
  jobId: string,
  candidateId?: string,
): Promise<{ assessment: PrescreeningAssessment; applicants: ApplicantAnswers[] }> {
  await getCompanyJobRecord(ctx, caller, jobId);
  const applicants = new Map<string, ApplicantAnswers>();
  for (const row of await listAnswers(ctx.db, jobId, candidateId)) {
    let applicant = applicants.get(row.candidate_id);
    if (!applicant) {
      applicant = { candidate_id: row.candidate_id, answered_at: row.answered_at.toISOString(), knock_outs: 0, answers: [] };
      applicants.set(row.candidate_id, applicant);
    }
    applicant.answers.push({ question: row.question, value: row.value ?? null, knocked_out: row.knocked_out, unclear: row.unclear_reply });
    if (row.knocked_out) applicant.knock_outs += 1;
  }
  return { assessment, applicants: [...applicants.values()] };
}
