/**
 * AI interview evaluations and reports (issue #16, decision 0084). When an interview is completed, a job
 * scores each answer of the attempt with the built-in engine and stores the results with the engine's
 * version and the ids of its inputs. The company's recruiters read the report and may override any score
 * with a reason (kept beside the automatic one and written to the interview's history); the candidate
 * sees that the interview was received and what was assessed, and may ask once per attempt for a person
 * to review it.
 *
 * A configured LLM's second opinion against the same rubric (decision 0090) is asked by a job of its own
 * once `evaluateAttempt` has stored the engine's rows (`interview-second-opinion.ts`); it is kept in a table
 * of its own and shown beside the engine's, which it never changes.
 */
import { loadCatalogue } from '@masar/catalog/catalogue';
import { evaluateAnswer, overallOf } from '@masar/engines/interview-evaluation/evaluate-answer';
import {
  INTERVIEW_EVALUATION_ENGINE_VERSION,
  type AnswerEvaluation,
  type EvaluationSkill,
} from '@masar/engines/interview-evaluation/types';
import {
  EVALUATION_CRITERIA,
  type AnswerOpinion,
  type AnswerReport,
  type CandidateInterviewReceipt,
  type InterviewOpinionAnswer,
  type InterviewReport,
  type OverrideTarget,
  type ReportRecording,
  type ScoreOverride,
  type ScoreOverrideRequest,
} from '@masar/shared/interview-reports';
import { followUpQuestionId, RECORDING_CATEGORY, type InterviewQuestion } from '@masar/shared/interviews';
import type { Readable } from 'node:stream';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import type { Caller } from '../../plugins/auth.ts';
import { listCompanyRecruiterIds } from '../accounts/users.service.ts';
import { findFile, streamFile, type FileRow } from '../files/files.service.ts';
import { addNotification } from '../notifications/notifications.service.ts';
import {
  findAttemptEvaluation,
  findReviewRequest,
  findSecondOpinion,
  insertOverride,
  insertReviewRequest,
  listAnswerEvaluations,
  listEvaluationsForExport,
  listOverrides,
  saveAttemptEvaluation,
  type OverrideRow,
} from './interview-evaluations.repository.ts';
import {
  findCandidateName,
  findInterview,
  findRecording,
  insertHistory,
  listAnswers,
  listIntegrityNotes,
  listRecordings,
  type AnswerRow,
  type InterviewRow,
} from './interviews.repository.ts';
import { placeReportRecordings } from './interview-timelines.ts';

const interviewNotFound = () => new AppError('NOT_FOUND', 'interviews.notFound');
const iso = (date: Date | null | undefined) => date?.toISOString() ?? null;

/** The recruiter's page for the report: what the review request's notification opens. */
export const interviewReportLink = (id: string) => `/recruiter/interviews/${id}/report`;

/** The job's skills the questions name, with every name the catalogue knows each by. */
function evaluationSkills(questions: readonly InterviewQuestion[]): EvaluationSkill[] {
  const catalogue = loadCatalogue();
  const ids = [...new Set(questions.flatMap((question) => question.skill_ids))];
  return ids.flatMap((id) => {
    const skill = catalogue.skillsById.get(id);
    if (!skill) return [];
    return [
      {
        id,
        names: [skill.name.en, skill.name.ar, ...skill.aliases.en, ...skill.aliases.ar].filter(
          (name) => name.trim().length > 0,
        ),
      },
    ];
  });
}

export function skillName(id: string, language: 'en' | 'ar'): string {
  return loadCatalogue().skillsById.get(id)?.name[language] ?? id;
}

/**
 * Each question's answer as it is evaluated and reported: the main answer and, when there is one, the
 * answer to its follow-up as one transcript, a line apart (decision 0084, amended 2026-12-07). The
 * follow-up asked for the example the main answer lacked, so judged together they are the candidate's
 * whole answer; judged apart, the main answer would keep the low specificity the follow-up made up for.
 */
export function answerOfQuestion(answers: readonly AnswerRow[], questionId: string): { transcript: string; updated_at: Date } | undefined {
  const main = answers.find((answer) => answer.question_id === questionId);
  if (!main) return undefined;
  const followUp = answers.find((answer) => answer.question_id === followUpQuestionId(questionId));
  if (!followUp) return { transcript: main.transcript, updated_at: main.updated_at };
  return {
    transcript: `${main.transcript}\n${followUp.transcript}`,
    updated_at: followUp.updated_at > main.updated_at ? followUp.updated_at : main.updated_at,
  };
}

/**
 * Scores every answer of the attempt and stores the results (the job's work). Idempotent: a second run
 * replaces the rows of the first with the same. A deleted interview, or an attempt never completed, is
 * left alone.
 */
export async function evaluateAttempt(
  ctx: AppContext,
  interviewId: string,
  attempt: number,
): Promise<'evaluated' | 'skipped'> {
  const row = await findInterview(ctx.db, interviewId);
  if (!row || row.state === 'deleted' || (row.attempt === attempt && row.state !== 'completed')) return 'skipped';
  const answers = await listAnswers(ctx.db, interviewId, attempt);
  const skills = evaluationSkills(row.details.questions);
  const scored = row.details.questions.flatMap((question) => {
    const answer = answerOfQuestion(answers, question.id);
    if (!answer) return [];
    const result = evaluateAnswer({ question, transcript: answer.transcript, language: row.details.language, skills });
    return [{ answer: { question_id: question.id, updated_at: answer.updated_at }, result }];
  });
  const overall = overallOf(scored.map(({ result }) => result));
  await ctx.db.transaction((tx) =>
    saveAttemptEvaluation(
      tx,
      scored.map(({ answer, result }) => ({
        interview_id: interviewId,
        attempt,
        question_id: answer.question_id,
        answer_updated_at: answer.updated_at,
        engine_version: result.engine_version,
        status: result.status,
        insufficient_reason: result.status === 'insufficient_evidence' ? result.reason : null,
        band: result.status === 'evaluated' ? result.band : null,
        score: result.status === 'evaluated' ? result.score : null,
        result,
      })),
      {
        interview_id: interviewId,
        attempt,
        engine_version: INTERVIEW_EVALUATION_ENGINE_VERSION,
        band: overall?.band ?? null,
        score: overall?.score ?? null,
        evaluated_answers: overall?.evaluated ?? 0,
        insufficient_answers: scored.filter(({ result }) => result.status === 'insufficient_evidence').length,
      },
    ),
  );
  return 'evaluated';
}

const isCompanyRecruiter = (caller: Caller, row: Pick<InterviewRow, 'company_id'>) =>
  (caller.role === 'recruiter' || caller.role === 'recruiter admin') &&
  caller.companyId !== null &&
  caller.companyId === row.company_id;

/** One of the company's interviews for its recruiters; anyone else's, or a deleted one, is 404. */
async function companyInterview(db: Db, caller: Caller, id: string, lock = false): Promise<InterviewRow> {
  const row = await findInterview(db, id, lock);
  if (!row || row.state === 'deleted' || !isCompanyRecruiter(caller, row)) throw interviewNotFound();
  return row;
}

const overrideKey = (questionId: string | null, target: OverrideTarget) => `${questionId ?? ''}|${target}`;

function latestOverrides(rows: readonly OverrideRow[]): Map<string, ScoreOverride> {
  const latest = new Map<string, ScoreOverride>();
  for (const row of rows)
    latest.set(overrideKey(row.question_id, row.target), {
      band: row.band,
      reason: row.reason,
      by_user_id: row.by_user_id,
      by_name: row.by_name,
      at: row.at.toISOString(),
    });
  return latest;
}

function answerReport(
  question: InterviewQuestion,
  transcript: string | null,
  recordings: ReportRecording[],
  evaluation: { result: AnswerEvaluation; evaluated_at: Date } | undefined,
  overrides: Map<string, ScoreOverride>,
  language: 'en' | 'ar',
  pending: boolean,
  opinion: AnswerOpinion | null,
): AnswerReport {
  const result = evaluation?.result;
  const override = (target: OverrideTarget) => overrides.get(overrideKey(question.id, target)) ?? null;
  const base: AnswerReport = {
    question_id: question.id,
    position: question.position,
    question: question.question,
    kind: question.kind,
    rubric: question.rubric ?? null,
    transcript,
    sentences: result?.sentences ?? [],
    recordings,
    status: transcript === null ? 'unanswered' : result ? result.status : pending ? 'pending' : 'unanswered',
    insufficient_reason: result?.status === 'insufficient_evidence' ? result.reason : null,
    band: result?.status === 'evaluated' ? result.band : null,
    score: result?.status === 'evaluated' ? result.score : null,
    override: override('overall'),
    criteria: [],
    skills: [],
    skills_missing: [],
    strengths: [],
    gaps: [],
    engine_version: result?.engine_version ?? null,
    evaluated_at: iso(evaluation?.evaluated_at),
    second_opinion: opinion,
  };
  if (result?.status !== 'evaluated') return base;
  return {
    ...base,
    criteria: EVALUATION_CRITERIA.map((criterion) => ({
      criterion,
      ...result.criteria[criterion],
      override: override(criterion),
    })),
    skills: result.skills
      .filter((skill) => skill.asked)
      .map((skill) => ({
        skill_id: skill.skill_id,
        name: skillName(skill.skill_id, language),
        matched: skill.matched,
        sentence_indices: skill.sentence_indices,
      })),
    skills_missing: result.skills_missing.map((id) => ({ skill_id: id, name: skillName(id, language) })),
    strengths: result.strengths.map((strength) => ({
      criterion: strength.criterion,
      note: strength.note,
      quote: strength.sentence_index === null ? null : (result.sentences[strength.sentence_index]?.text ?? null),
    })),
    gaps: result.gaps,
  };
}

/** The container the room records in (MediaRecorder's webm), or whatever the stored name says otherwise. */
const RECORDING_TYPES: Record<string, { audio: string; video: string }> = {
  webm: { audio: 'audio/webm', video: 'video/webm' },
  ogg: { audio: 'audio/ogg', video: 'video/ogg' },
  mp4: { audio: 'audio/mp4', video: 'video/mp4' },
  m4a: { audio: 'audio/mp4', video: 'video/mp4' },
};

/**
 * GET interview/report/{interview_id}/recording/{upload_id}: one recording of the current attempt, for the
 * company's recruiters only. The file must still be the candidate's own upload of the kind's category.
 */
export async function interviewRecordingFile(
  ctx: AppContext,
  caller: Caller,
  interviewId: string,
  uploadId: string,
): Promise<{ file: FileRow; stream: Readable; contentType: string }> {
  const row = await companyInterview(ctx.db, caller, interviewId);
  const recording = await findRecording(ctx.db, uploadId);
  const notFound = () => new AppError('NOT_FOUND', 'file.notFound');
  if (!recording?.file_id || recording.interview_id !== row.id || recording.attempt !== row.attempt) throw notFound();
  const file = await findFile(ctx.db, recording.file_id);
  if (file?.owner_id !== row.candidate_id || file.category !== RECORDING_CATEGORY[recording.kind]) throw notFound();
  const extension = file.file_name.split('.').pop()?.toLowerCase() ?? '';
  return {
    file,
    stream: await streamFile(ctx, file),
    contentType: RECORDING_TYPES[extension]?.[recording.kind] ?? 'application/octet-stream',
  };
}

/** GET interview/report/{interview_id}: the report of the interview's current attempt, for the company's recruiters. */
export async function getInterviewReport(
  ctx: AppContext,
  caller: Caller,
  id: string,
  locale: 'en' | 'ar',
): Promise<InterviewReport> {
  const row = await companyInterview(ctx.db, caller, id);
  return buildReport(ctx, row, locale);
}

async function buildReport(ctx: AppContext, row: InterviewRow, language: 'en' | 'ar'): Promise<InterviewReport> {
  const db = ctx.db;
  const [answers, evaluations, attemptEvaluation, overrideRows, candidateName, reviewRequestedAt, recordings, notes, opinion] =
    await Promise.all([
      listAnswers(db, row.id, row.attempt),
      listAnswerEvaluations(db, row.id, row.attempt),
      findAttemptEvaluation(db, row.id, row.attempt),
      listOverrides(db, row.id, row.attempt),
      findCandidateName(db, row.candidate_id),
      findReviewRequest(db, row.id, row.attempt),
      listRecordings(db, row.id, row.attempt),
      listIntegrityNotes(db, row.id, row.attempt),
      findSecondOpinion(db, row.id, row.attempt),
    ]);
  const overrides = latestOverrides(overrideRows);
  const recordingsOf = await placeReportRecordings(db, answers, recordings);
  const evaluation = attemptEvaluation ? 'ready' : row.state === 'completed' ? 'pending' : 'not_completed';
  const questions = [...row.details.questions].sort((a, b) => a.position - b.position);
  return {
    interview_id: row.id,
    candidate_id: row.candidate_id,
    candidate_name: candidateName,
    job_title: row.details.job_title,
    state: row.state,
    attempt: row.attempt,
    language: row.details.language,
    finished_at: iso(row.finished_at),
    evaluation,
    engine_version: attemptEvaluation?.engine_version ?? null,
    overall: {
      band: attemptEvaluation?.band ?? null,
      score: attemptEvaluation?.score ?? null,
      evaluated: attemptEvaluation?.evaluated_answers ?? 0,
      insufficient: attemptEvaluation?.insufficient_answers ?? 0,
      override: overrides.get(overrideKey(null, 'overall')) ?? null,
    },
    answers: questions.map((question) => {
      const answer = answerOfQuestion(answers, question.id);
      const stored = evaluations.find((candidate) => candidate.question_id === question.id);
      return answerReport(
        question,
        answer?.transcript ?? null,
        recordingsOf(question.id, stored?.result.sentences ?? []),
        stored,
        overrides,
        language,
        evaluation === 'pending',
        answerOpinion(opinion?.answers.find((entry) => entry.question_id === question.id)),
      );
    }),
    // Shown beside the answers, never scored (decision 0083).
    integrity_notes: notes.map((note) => ({
      kind: note.kind,
      question_id: note.question_id,
      seconds: note.seconds,
      at: note.at.toISOString(),
    })),
    human_review_requested_at: iso(reviewRequestedAt),
    // Without a model nothing is said; with one, a missing opinion reads "none", never an error (decision 0090).
    second_opinion: opinion
      ? { status: 'ready', model: opinion.model, prompt_version: opinion.prompt_version, created_at: opinion.created_at.toISOString() }
      : ctx.interviewJudge && evaluation === 'ready'
        ? { status: 'none', model: ctx.interviewJudge.model, prompt_version: null, created_at: null }
        : null,
  };
}

/** An answer's stored opinion as the report gives it: without the ids of its inputs, which the row keeps. */
function answerOpinion(stored: InterviewOpinionAnswer | undefined): AnswerOpinion | null {
  if (!stored) return null;
  return { criteria: stored.criteria, dropped_quotes: stored.dropped_quotes };
}

/**
 * POST interview/report/{interview_id}/override/: a recruiter's band for one score, with why. The
 * automatic score is kept; the override and its history row are written together.
 */
export async function overrideScore(
  ctx: AppContext,
  caller: Caller,
  id: string,
  request: ScoreOverrideRequest,
  locale: 'en' | 'ar',
): Promise<InterviewReport> {
  const row = await ctx.db.transaction(async (tx) => {
    const row = await companyInterview(tx, caller, id, true);
    const attemptEvaluation = await findAttemptEvaluation(tx, row.id, row.attempt);
    if (!attemptEvaluation)
      throw new AppError(
        'CONFLICT',
        row.state === 'completed' ? 'interviewReports.pending' : 'interviewReports.notCompleted',
      );
    let label = 'overall';
    if (request.question_id !== undefined) {
      const question = row.details.questions.find((candidate) => candidate.id === request.question_id);
      if (!question) throw fieldError('question_id', 'interviews.unknownQuestion');
      if (request.criterion === 'skills' && question.skill_ids.length === 0)
        throw fieldError('criterion', 'interviewReports.criterionNotApplicable');
      label = `question ${question.position + 1} ${request.criterion}`;
    } else if (request.criterion !== 'overall') {
      throw fieldError('question_id', 'interviewReports.questionRequired');
    }
    await insertOverride(tx, {
      interview_id: row.id,
      attempt: row.attempt,
      question_id: request.question_id ?? null,
      target: request.criterion,
      band: request.band,
      reason: request.reason,
      by_user_id: caller.userId,
    });
    await insertHistory(tx, [
      {
        interview_id: row.id,
        action: 'override',
        from_state: row.state,
        to_state: row.state,
        actor: 'company',
        by_user_id: caller.userId,
        reason: `${label} → ${request.band}: ${request.reason}`,
        attempt: row.attempt,
      },
    ]);
    return row;
  });
  return buildReport(ctx, row, locale);
}

/** The candidate's own interview; anyone else's, or a deleted one, is 404. */
async function candidatesInterview(db: Db, caller: Caller, id: string, lock = false): Promise<InterviewRow> {
  const row = await findInterview(db, id, lock);
  if (!row || row.state === 'deleted' || row.candidate_id !== caller.userId) throw interviewNotFound();
  return row;
}

/** GET interview/receipt/{interview_id}: received or not, what is assessed, and the review request. No scores. */
export async function getInterviewReceipt(
  ctx: AppContext,
  caller: Caller,
  id: string,
): Promise<CandidateInterviewReceipt> {
  const row = await candidatesInterview(ctx.db, caller, id);
  const requestedAt = await findReviewRequest(ctx.db, row.id, row.attempt);
  const received = row.state === 'completed';
  return {
    interview_id: row.id,
    state: row.state,
    received,
    finished_at: iso(row.finished_at),
    criteria: [...EVALUATION_CRITERIA],
    human_review_requested_at: iso(requestedAt),
    can_request_review: received && requestedAt === undefined,
  };
}

/**
 * POST interview/review-request/: the candidate asks for a person to review the completed interview, once
 * per attempt. The request, its history row and the company's recruiters' notifications commit together.
 */
export async function requestHumanReview(
  ctx: AppContext,
  caller: Caller,
  id: string,
): Promise<CandidateInterviewReceipt> {
  const candidateName = `${caller.user.first_name} ${caller.user.last_name}`.trim();
  await ctx.db.transaction(async (tx) => {
    const row = await candidatesInterview(tx, caller, id, true);
    if (row.state !== 'completed') throw new AppError('CONFLICT', 'interviewReports.notCompleted');
    const requestedAt = await insertReviewRequest(tx, row.id, row.attempt);
    if (!requestedAt) throw new AppError('CONFLICT', 'interviewReports.reviewAlreadyRequested');
    await insertHistory(tx, [
      {
        interview_id: row.id,
        action: 'review_request',
        from_state: row.state,
        to_state: row.state,
        actor: 'candidate',
        by_user_id: caller.userId,
        attempt: row.attempt,
      },
    ]);
    for (const recruiterId of await listCompanyRecruiterIds(tx, row.company_id)) {
      await addNotification(tx, {
        userId: recruiterId,
        kind: 'interview-review',
        params: {
          job_title: row.details.job_title,
          company_name: row.details.company_name,
          candidate_name: candidateName,
        },
        link: interviewReportLink(row.id),
      });
    }
  });
  return getInterviewReceipt(ctx, caller, id);
}

/** An evaluated answer's band and score per criterion; none for "insufficient evidence". */
function criteriaOf(result: AnswerEvaluation) {
  if (result.status !== 'evaluated') return [];
  return EVALUATION_CRITERIA.map((criterion) => ({
    criterion,
    band: result.criteria[criterion].band,
    score: result.criteria[criterion].score,
  }));
}

/**
 * What was evaluated of a candidate's interviews, for their data export (every attempt): the engine's
 * bands and scores with its version, the model's second opinions, the recruiters' overrides with their
 * reasons, and the candidate's own review requests. An override says when and why, not which recruiter:
 * that is the recruiter's data, not the candidate's.
 */
export async function exportInterviewEvaluations(db: Db, interviewIds: readonly string[]) {
  const { attempts, answers, overrides, reviews, opinions } = await listEvaluationsForExport(db, interviewIds);
  return new Map(
    interviewIds.map((id) => [
      id,
      {
        evaluations: attempts
          .filter((row) => row.interview_id === id)
          .map((row) => ({
            attempt: row.attempt,
            engine_version: row.engine_version,
            band: row.band,
            score: row.score,
            evaluated_answers: row.evaluated_answers,
            insufficient_answers: row.insufficient_answers,
            evaluated_at: row.evaluated_at.toISOString(),
            answers: answers
              .filter((answer) => answer.interview_id === id && answer.attempt === row.attempt)
              .map((answer) => ({
                question_id: answer.question_id,
                status: answer.status,
                insufficient_reason: answer.insufficient_reason,
                band: answer.band,
                score: answer.score,
                criteria: criteriaOf(answer.result),
                engine_version: answer.engine_version,
                answer_updated_at: answer.answer_updated_at.toISOString(),
              })),
          })),
        second_opinions: opinions
          .filter((row) => row.interview_id === id)
          .map((row) => ({
            attempt: row.attempt,
            model: row.model,
            prompt_version: row.prompt_version,
            created_at: row.created_at.toISOString(),
            answers: row.answers,
          })),
        overrides: overrides
          .filter((row) => row.interview_id === id)
          .map((row) => ({
            attempt: row.attempt,
            question_id: row.question_id,
            criterion: row.target,
            band: row.band,
            reason: row.reason,
            at: row.at.toISOString(),
          })),
        review_requests: reviews
          .filter((row) => row.interview_id === id)
          .map((row) => ({ attempt: row.attempt, requested_at: row.requested_at.toISOString() })),
      },
    ]),
  );
}
