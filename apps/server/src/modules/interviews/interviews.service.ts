/**
 * AI interviews, the lifecycle (issue #16, decision 0075). A company's recruiter invites a candidate who
 * turned to the company (applied, or answered a poke "interested") to an interview for a published job
 * with interview questions; the candidate starts, pauses, resumes and finishes it; the company cancels,
 * redoes (when its `redo_allowed` is on) or deletes it. Every move is decided by the lifecycle table of
 * packages/engines and written with its history row in one transaction. Anyone else's interview is 404.
 */
import { decideTransition, type LifecycleAction, type TransitionRefusal } from '@masar/engines/interviews/lifecycle';
import {
  OPEN_INTERVIEW_STATES,
  isFollowUpQuestionId,
  mainQuestionIdOf,
  RECORDING_CATEGORY,
  type IntegrityNote,
  type Interview,
  type InterviewAction,
  type InterviewActor,
  type InterviewDetails,
  type InterviewHistory,
  type InterviewList,
  type InterviewRecording,
  type InterviewListQuery,
  type InterviewState,
  type InterviewSummary,
  type StartInterviewRequest,
  type UpdateInterviewRequest,
} from '@masar/shared/interviews';
import type { MessageKey } from '@masar/shared/messages';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { publishEvent } from '../../events/events.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import type { Caller } from '../../plugins/auth.ts';
import { readCompanySettings } from '../companies/company-settings.service.ts';
import { findFile } from '../files/files.service.ts';
import { jobLanguage, listInterviewQuestions } from '../jobs/job-questions.service.ts';
import { jobNotFound } from '../jobs/jobs.service.ts';
import { getCompanyJobRecord } from '../jobs/recruiter-jobs.service.ts';
import { enqueueMail, writeMail } from '../mail/mail.service.ts';
import { interviewInvitationMail } from '../mail/mail.templates.ts';
import { addNotification } from '../notifications/notifications.service.ts';
import { candidatesWhoTurnedTo } from '../recruiter-candidates/recruiter-candidates.service.ts';
import { queueTranscription, transcriptsOf } from '../speech/speech.service.ts';
import { composeFollowUpQuestion, type FollowUpLogger } from './follow-up-composer.ts';
import { enqueueInterviewEvaluation } from './interview-evaluations.jobs.ts';
import { exportInterviewEvaluations } from './interview-evaluations.service.ts';
import {
  findAnswer,
  findCandidateName,
  findInterview,
  findRecording,
  hasOtherOpenInterview,
  insertHistory,
  insertIntegrityNote,
  insertInterview,
  listAllAnswers,
  listAnswers,
  listCandidateInterviews,
  listHistory,
  listIntegrityNotes,
  listRecordings,
  listInterviews as listInterviewRows,
  lockDueInterviews,
  markExpired,
  updateInterview as writeInterview,
  upsertAnswer,
  upsertRecording,
  type InterviewChanges,
  type InterviewListRow,
  type InterviewRow,
  type RecordingRow,
} from './interviews.repository.ts';

const interviewNotFound = () => new AppError('NOT_FOUND', 'interviews.notFound');
const DAY_MS = 24 * 3600 * 1000;

/** The candidate's page for the interview: what the notification and the e-mail open. */
export const interviewLink = (id: string) => `/candidate/interviews/start/${id}`;

/** How the caller stands to the interview: its candidate, one of its company's recruiters, or nobody. */
function actorOf(caller: Caller, row: Pick<InterviewRow, 'candidate_id' | 'company_id'>): Exclude<InterviewActor, 'system'> | null {
  if (caller.role === 'individual' && row.candidate_id === caller.userId) return 'candidate';
  if ((caller.role === 'recruiter' || caller.role === 'recruiter admin') && caller.companyId !== null && caller.companyId === row.company_id) return 'company';
  return null;
}

const isOpen = (state: InterviewState) => (OPEN_INTERVIEW_STATES as readonly InterviewState[]).includes(state);
/** An open interview past its time is expired whether or not the sweep has come by yet. */
const isDue = (row: InterviewRow, now: Date) => isOpen(row.state) && row.expires_at <= now;

const iso = (date: Date | null) => date?.toISOString() ?? null;

function toSummary(row: InterviewRow, candidateName: string, answeredCount: number): InterviewSummary {
  return {
    interview_id: row.id,
    state: row.state,
    job_id: row.job_id,
    candidate_id: row.candidate_id,
    candidate_name: candidateName,
    recruiter_id: row.recruiter_id,
    job_title: row.details.job_title,
    company_name: row.details.company_name,
    attempt: row.attempt,
    questions_count: row.details.questions.length,
    answered_count: answeredCount,
    stop_flag: row.stop_flag,
    created_at: row.created_at.toISOString(),
    started_at: iso(row.started_at),
    finished_at: iso(row.finished_at),
    expires_at: row.expires_at.toISOString(),
  };
}

/** Whether spoken answers can be transcribed here: a transcription provider is configured (decision 0065). */
const transcribes = (ctx: AppContext) => ctx.speech.transcriber !== null;

/** The attempt's recordings with where their transcription stands. */
async function toRecordings(db: Db, rows: readonly RecordingRow[], transcriptionAvailable: boolean): Promise<InterviewRecording[]> {
  const fileIds = rows.flatMap((row) => (row.kind === 'audio' && row.file_id ? [row.file_id] : []));
  const kept = new Map((fileIds.length > 0 ? await transcriptsOf(db, fileIds) : []).map((transcript) => [transcript.file_id, transcript]));
  return rows.map((row) => {
    const transcript = row.file_id ? kept.get(row.file_id) : undefined;
    const transcription: InterviewRecording['transcription'] =
      row.kind !== 'audio' || !row.file_id || (!transcriptionAvailable && !transcript) ? 'none' : !transcript ? 'pending' : transcript.failure ? 'failed' : 'done';
    return {
      upload_id: row.upload_id,
      kind: row.kind,
      question_id: row.question_id,
      file_id: row.file_id,
      transcription,
      transcript: transcription === 'done' ? transcript!.text : null,
    };
  });
}

/** Spec §3's interview state as the caller may read it: a candidate never sees the rubrics nor the integrity notes. */
async function toInterview(db: Db, row: InterviewRow, actor: Exclude<InterviewActor, 'system'>, transcriptionAvailable: boolean): Promise<Interview> {
  // One read after another: `db` is often a transaction, one connection, where parallel queries would only
  // queue on its client (which pg deprecates: "client.query() when the client is already executing a query").
  const answers = await listAnswers(db, row.id, row.attempt);
  const settings = await readCompanySettings(db, row.company_id);
  const candidateName = await findCandidateName(db, row.candidate_id);
  const recordings = await listRecordings(db, row.id, row.attempt);
  const notes = actor === 'company' ? await listIntegrityNotes(db, row.id, row.attempt) : [];
  const details: InterviewDetails =
    actor === 'company' ? row.details : { ...row.details, questions: row.details.questions.map(({ rubric: _rubric, ...question }) => question) };
  const integrityNotes: IntegrityNote[] = notes.map((note) => ({ kind: note.kind, question_id: note.question_id, seconds: note.seconds, at: note.at.toISOString() }));
  return {
    ...toSummary(row, candidateName, answers.filter((answer) => !isFollowUpQuestionId(answer.question_id)).length),
    details,
    answers: answers.map((answer) => ({
      question_id: answer.question_id,
      position: answer.position,
      transcript: answer.transcript,
      follow_up: answer.follow_up,
      started_at: iso(answer.started_at),
      ended_at: iso(answer.ended_at),
      updated_at: answer.updated_at.toISOString(),
    })),
    camera_recording_supported: row.camera_recording_supported,
    camera_permission: row.camera_permission,
    redo_allowed: settings.redo_allowed,
    typed_answers_allowed: settings.typed_answers_allowed,
    transcription_available: transcriptionAvailable,
    recordings: await toRecordings(db, recordings, transcriptionAvailable),
    ...(actor === 'company' ? { integrity_notes: integrityNotes } : {}),
  };
}

/**
 * POST start-interview/: one of the company's recruiters invites a candidate who turned to the company to
 * an interview for a published job of the company with interview questions. The interview, its first
 * history row, the candidate's notification and e-mail commit together; the e-mail is queued after.
 */
export async function startInterview(ctx: AppContext, caller: Caller, request: StartInterviewRequest): Promise<Interview> {
  if (caller.companyId === null) throw jobNotFound();
  const companyId = caller.companyId;
  const record = await getCompanyJobRecord(ctx, caller, request.job_id);
  if (record.job.status !== 'published') throw jobNotFound();
  const questions = await listInterviewQuestions(ctx.db, record.job.id);
  if (questions.length === 0) throw fieldError('job_id', 'interviews.noQuestions');
  const candidate = (await candidatesWhoTurnedTo(ctx, companyId, [request.candidate_id])).get(request.candidate_id);
  if (!candidate) throw new AppError('NOT_FOUND', 'candidates.profileNotFound');

  const now = new Date();
  const expiresAt = new Date(now.getTime() + ctx.config.interviewExpiryDays * DAY_MS);
  const details: InterviewDetails = {
    job_title: record.job.job_title,
    company_name: record.company.company_name,
    language: jobLanguage(record),
    questions: questions.map(({ id, position, question, kind, skill_ids, rubric }) => ({ id, position, question, kind, skill_ids, rubric })),
  };
  const { row, mailId } = await ctx.db.transaction(async (tx) => {
    const row = await insertInterview(tx, {
      company_id: companyId,
      job_id: record.job.id,
      candidate_id: candidate.id,
      recruiter_id: caller.userId,
      details,
      expires_at: expiresAt,
    });
    if (!row) throw new AppError('CONFLICT', 'interviews.alreadyOpen');
    await insertHistory(tx, [{ interview_id: row.id, action: 'create', from_state: null, to_state: 'invited', actor: 'company', by_user_id: caller.userId, attempt: 1 }]);
    const mailId = await inviteCandidate(ctx, tx, row, candidate);
    return { row, mailId };
  });
  await enqueueMail(ctx.jobs, mailId);
  return toInterview(ctx.db, row, 'company', transcribes(ctx));
}

/** The candidate's notification and e-mail for an invitation (a first one, or a redo), written in `tx`. */
async function inviteCandidate(
  ctx: AppContext,
  tx: Db,
  row: InterviewRow,
  candidate: { id: string; email: string; first_name: string; locale: string },
): Promise<string> {
  const link = interviewLink(row.id);
  await addNotification(tx, {
    userId: candidate.id,
    kind: 'interview',
    params: { job_title: row.details.job_title, company_name: row.details.company_name },
    link,
  });
  const locale = candidate.locale === 'ar' ? 'ar' : 'en';
  const expiresOn = new Intl.DateTimeFormat(locale === 'ar' ? 'ar' : 'en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(row.expires_at);
  return writeMail(
    tx,
    interviewInvitationMail(candidate.email, candidate.first_name, locale, {
      jobTitle: row.details.job_title,
      companyName: row.details.company_name,
      link: `${ctx.config.appUrl}${link}`,
      expiresOn,
    }),
  );
}

const REFUSALS: Record<TransitionRefusal, () => AppError> = {
  actor: () => new AppError('FORBIDDEN', 'interviews.notYourAction'),
  state: () => new AppError('CONFLICT', 'interviews.actionNotAllowed'),
  redo: () => new AppError('FORBIDDEN', 'interviews.redoDisabled'),
};

/** What each move changes besides the state. */
function changesOf(action: LifecycleAction, row: InterviewRow, now: Date, expiryDays: number): InterviewChanges {
  switch (action) {
    case 'start':
      return { started_at: now, stop_flag: false };
    case 'over':
      return { finished_at: now, stop_flag: false };
    case 'reset':
      return { attempt: row.attempt + 1, started_at: null, finished_at: null, stop_flag: false, expires_at: new Date(now.getTime() + expiryDays * DAY_MS) };
    case 'resume':
    case 'cancel':
    case 'delete':
    case 'expire':
      return { stop_flag: false };
  }
}

/** The caller's interview, held for the transaction; someone else's, or a deleted one, is 404. */
async function lockOwnInterview(tx: Db, caller: Caller, id: string): Promise<{ row: InterviewRow; actor: Exclude<InterviewActor, 'system'> }> {
  const row = await findInterview(tx, id, true);
  const actor = row && row.state !== 'deleted' ? actorOf(caller, row) : null;
  if (!row || !actor) throw interviewNotFound();
  return { row, actor };
}

/** Expires an interview found past its time in the caller's transaction, as the sweep would have. */
async function expireInTransaction(tx: Db, row: InterviewRow): Promise<InterviewRow> {
  await insertHistory(tx, [{ interview_id: row.id, action: 'expire', from_state: row.state, to_state: 'expired', actor: 'system', by_user_id: null, attempt: row.attempt }]);
  return writeInterview(tx, row.id, { state: 'expired', stop_flag: false });
}

/**
 * POST interview/action/ (and POST resume-interview/): the lifecycle table decides; the move and its
 * history row are written together. A candidate who comes back after the interview's time hears that it
 * expired, and the interview is expired then and there.
 */
export async function applyInterviewAction(ctx: AppContext, caller: Caller, id: string, action: InterviewAction, reason?: string): Promise<Interview> {
  const now = new Date();
  // Read before the transaction, which holds the interview's row lock: the lock is kept only for the writes.
  const reinvited = action === 'reset' ? await candidateToReinvite(ctx, caller, id) : undefined;
  const { result, mailId, ended } = await ctx.db.transaction(async (tx): Promise<{ result: Interview | null; mailId: string | null; ended: boolean }> => {
    const { row: locked, actor } = await lockOwnInterview(tx, caller, id);
    let row = locked;
    const due = isDue(row, now);
    const state: InterviewState = due ? 'expired' : row.state;
    const redoAllowed = action === 'reset' ? (await readCompanySettings(tx, row.company_id)).redo_allowed : false;
    const decision = decideTransition({ action, state, actor, redoAllowed });
    if (!decision.allowed) {
      if (due && decision.refusal === 'state') {
        await expireInTransaction(tx, row);
        return { result: null, mailId: null, ended: locked.state === 'in_progress' };
      }
      throw REFUSALS[decision.refusal]();
    }
    // A redo reopens the interview: not beside another open one of the candidate for the job.
    if (action === 'reset' && (await hasOtherOpenInterview(tx, row))) throw new AppError('CONFLICT', 'interviews.alreadyOpen');
    if (due) row = await expireInTransaction(tx, row);
    const updated = await writeInterview(tx, row.id, { state: decision.to, ...changesOf(action, row, now, ctx.config.interviewExpiryDays) });
    await insertHistory(tx, [
      { interview_id: row.id, action, from_state: row.state, to_state: decision.to, actor, by_user_id: caller.userId, reason: reason || null, attempt: updated.attempt },
    ]);
    const mailId = reinvited ? await inviteCandidate(ctx, tx, updated, reinvited) : null;
    return { result: await toInterview(tx, updated, actor, transcribes(ctx)), mailId, ended: locked.state === 'in_progress' && updated.state !== 'in_progress' };
  });
  if (mailId) await enqueueMail(ctx.jobs, mailId);
  if (ended) await publishEvent(ctx, 'interview.ended', { interviewId: id });
  // A finished interview is scored after the commit: the job reads the answers as they were committed.
  if (result && action === 'over') await enqueueInterviewEvaluation(ctx.jobs, result.interview_id, result.attempt);
  // No result: the interview was found expired, which is committed before the refusal so that it holds.
  if (!result) throw new AppError('CONFLICT', 'interviews.expired');
  return result;
}

/** A redo invites the candidate again, as the first invitation did, while they are still in the pool. */
async function candidateToReinvite(ctx: AppContext, caller: Caller, id: string) {
  const row = await findInterview(ctx.db, id);
  if (!row || actorOf(caller, row) !== 'company') return undefined;
  return (await candidatesWhoTurnedTo(ctx, row.company_id, [row.candidate_id])).get(row.candidate_id);
}

const refusedSave = (key: MessageKey) => new AppError('CONFLICT', key);
const silentLogger: FollowUpLogger = { warn: () => undefined };

/**
 * PATCH interview/{interview_id}: the candidate, during the interview, saves one answer's transcript (a
 * second save of it is a correction), the camera's support and permission, or the stop flag (a pause).
 */
export async function updateInterview(ctx: AppContext, caller: Caller, id: string, request: UpdateInterviewRequest, logger: FollowUpLogger = silentLogger): Promise<Interview> {
  const now = new Date();
  // Read before the transaction, which holds the interview's row lock: the lock is kept only for the writes.
  const recordingFile = request.recording?.file_id ? await findFile(ctx.db, request.recording.file_id) : undefined;
  const followUp = request.answer ? await followUpFor(ctx, caller, id, request.answer, logger) : undefined;
  let transcribe: { fileId: string; language: string } | null = null;
  const result = await ctx.db.transaction(async (tx): Promise<Interview | null> => {
    const { row, actor } = await lockOwnInterview(tx, caller, id);
    if (actor !== 'candidate') throw REFUSALS.actor();
    if (isDue(row, now)) {
      await expireInTransaction(tx, row);
      return null;
    }
    if (row.state !== 'in_progress') throw refusedSave('interviews.notInProgress');
    if (request.answer) {
      await refuseTypedAnswerWhenOff(tx, row, request.answer.question_id, request.recording?.question_id);
      await saveAnswer(tx, row, request.answer, followUp);
    }
    // A follow-up's id is accepted too: its answer has its own audio, and its own silences.
    const questionOf = (field: string, questionId: string | undefined) => {
      if (questionId !== undefined && !row.details.questions.some((question) => question.id === mainQuestionIdOf(questionId))) {
        throw fieldError(field, 'interviews.unknownQuestion');
      }
      return questionId ?? null;
    };
    if (request.recording) {
      const { upload_id, kind, file_id } = request.recording;
      const questionId = questionOf('recording.question_id', request.recording.question_id);
      const startedAt = request.recording.started_at ? new Date(request.recording.started_at) : null;
      const registered = await findRecording(tx, upload_id);
      if (registered && (registered.interview_id !== row.id || registered.attempt !== row.attempt || registered.kind !== kind)) {
        throw fieldError('recording.upload_id', 'interviews.notThisRecording');
      }
      // The recorder started once: a second, different start would move the transcript off its words.
      if (startedAt && registered?.started_at && registered.started_at.getTime() !== startedAt.getTime()) {
        throw fieldError('recording.started_at', 'interviews.notThisRecording');
      }
      // Only the candidate's own recording, of the category its kind is uploaded under.
      if (file_id && (recordingFile?.owner_id !== caller.userId || recordingFile.category !== RECORDING_CATEGORY[kind])) {
        throw fieldError('recording.file_id', 'interviews.notThisRecording');
      }
      await upsertRecording(tx, { upload_id, interview_id: row.id, attempt: row.attempt, question_id: questionId, kind, file_id: file_id ?? null, started_at: startedAt });
      if (file_id && kind === 'audio' && transcribes(ctx)) transcribe = { fileId: file_id, language: row.details.language };
    }
    if (request.integrity_note) {
      const { kind, seconds } = request.integrity_note;
      const questionId = questionOf('integrity_note.question_id', request.integrity_note.question_id);
      await insertIntegrityNote(tx, { interview_id: row.id, attempt: row.attempt, kind, question_id: questionId, seconds });
    }
    const changes: InterviewChanges = {};
    if (request.camera_recording_supported !== undefined) changes.camera_recording_supported = request.camera_recording_supported;
    if (request.camera_permission !== undefined) changes.camera_permission = request.camera_permission;
    if (request.stop_flag !== undefined) changes.stop_flag = request.stop_flag;
    const updated = await writeInterview(tx, row.id, changes);
    return toInterview(tx, updated, actor, transcribes(ctx));
  });
  if (!result) {
    // Only an interview in progress is saved to, so the one just found expired was in progress.
    await publishEvent(ctx, 'interview.ended', { interviewId: id });
    throw new AppError('CONFLICT', 'interviews.expired');
  }
  // After the commit: the job reads the recording's row, and a kept transcript is never asked for twice.
  const queued = transcribe as { fileId: string; language: string } | null;
  if (queued) await queueTranscription(ctx, queued.fileId, queued.language);
  return result;
}

/**
 * A company that turned typed answers off (decision 0100) takes an answer only for a question the candidate
 * answered aloud: one with an audio recording registered in this attempt (the room registers it from the first
 * chunk, before the transcript is saved). Its transcript may still be typed out or corrected; that is the
 * spoken answer's text, not a typed answer.
 */
async function refuseTypedAnswerWhenOff(tx: Db, row: InterviewRow, questionId: string, recordingQuestionId: string | undefined): Promise<void> {
  if ((await readCompanySettings(tx, row.company_id)).typed_answers_allowed) return;
  if (recordingQuestionId === questionId) return;
  const recordings = await listRecordings(tx, row.id, row.attempt);
  if (recordings.some((recording) => recording.kind === 'audio' && recording.question_id === questionId)) return;
  throw new AppError('FORBIDDEN', 'interviews.typedAnswersOff');
}

/**
 * The follow-up a main answer's first save gets, composed before the transaction: the model may take
 * seconds, and the transaction's connection and row lock must not wait for it. Undefined when the save is
 * not a first main answer of the caller's own interview in progress (the transaction then refuses or
 * corrects, as it would anyway).
 */
async function followUpFor(
  ctx: AppContext,
  caller: Caller,
  id: string,
  answer: NonNullable<UpdateInterviewRequest['answer']>,
  logger: FollowUpLogger,
): Promise<{ questionId: string; followUp: string | null } | undefined> {
  if (isFollowUpQuestionId(answer.question_id)) return undefined;
  const row = await findInterview(ctx.db, id);
  if (!row || row.state !== 'in_progress' || actorOf(caller, row) !== 'candidate') return undefined;
  const question = row.details.questions.find((candidateQuestion) => candidateQuestion.id === answer.question_id);
  if (!question || (await findAnswer(ctx.db, row.id, row.attempt, question.id))) return undefined;
  const followUp = await composeFollowUpQuestion(ctx.interviewer, question, answer.transcript, row.details.language, logger);
  return { questionId: question.id, followUp };
}

/**
 * Saves one answer in the caller's transaction. The first save of a question's main answer composes its
 * follow-up (at most one per question per attempt, kept on the answer's row so a resume asks the same
 * words); a correction keeps what the first save composed. A follow-up's answer is taken only when the
 * main answer got a follow-up.
 */
async function saveAnswer(
  tx: Db,
  row: InterviewRow,
  answer: NonNullable<UpdateInterviewRequest['answer']>,
  composed: { questionId: string; followUp: string | null } | undefined,
): Promise<void> {
  const question = row.details.questions.find((candidateQuestion) => candidateQuestion.id === mainQuestionIdOf(answer.question_id));
  if (!question) throw fieldError('answer.question_id', 'interviews.unknownQuestion');
  // The answer's window places it on its recording (decision 0091): an end before the start places nothing.
  if (answer.started_at && answer.ended_at && Date.parse(answer.ended_at) < Date.parse(answer.started_at)) {
    throw fieldError('answer.ended_at', 'interviews.answerTimes');
  }
  const mainAnswer = await findAnswer(tx, row.id, row.attempt, question.id);
  const isFollowUp = isFollowUpQuestionId(answer.question_id);
  if (isFollowUp && !mainAnswer?.follow_up) throw fieldError('answer.question_id', 'interviews.noFollowUp');
  // Composed before the transaction (a model may take seconds); an answer saved meanwhile by another tab wins.
  const followUp = isFollowUp || mainAnswer || composed?.questionId !== question.id ? null : composed.followUp;
  await upsertAnswer(tx, {
    interview_id: row.id,
    attempt: row.attempt,
    question_id: answer.question_id,
    position: question.position,
    transcript: answer.transcript,
    follow_up: followUp,
    started_at: answer.started_at ? new Date(answer.started_at) : null,
    ended_at: answer.ended_at ? new Date(answer.ended_at) : null,
  });
}

/** The caller's interview as the room sees it (the avatar's routes): its state (a due one reads as expired), its language, and the words of its questions. */
export interface RoomInterview {
  state: InterviewState;
  language: 'en' | 'ar';
  /**
   * The words the room's interviewer says for a question (decision 0101): the question as the interview holds
   * it, or, for `<id>:follow-up`, the follow-up composed for its answer in the current attempt. The caller names
   * the question, never the words; a question not of the interview, or a follow-up not composed, is refused on
   * `question_id`.
   */
  questionText(questionId: string): Promise<string>;
}

/** The interview of the room: the candidate's own; anyone else's (or a deleted one) is 404. */
export async function getInterviewForRoom(ctx: AppContext, caller: Caller, id: string): Promise<RoomInterview> {
  const row = await findInterview(ctx.db, id);
  if (!row || row.state === 'deleted' || actorOf(caller, row) !== 'candidate') throw interviewNotFound();
  return {
    state: isDue(row, new Date()) ? 'expired' : row.state,
    language: row.details.language,
    async questionText(questionId) {
      const question = row.details.questions.find((candidateQuestion) => candidateQuestion.id === mainQuestionIdOf(questionId));
      if (!question) throw fieldError('question_id', 'interviews.unknownQuestion');
      if (!isFollowUpQuestionId(questionId)) return question.question;
      const followUp = (await findAnswer(ctx.db, row.id, row.attempt, question.id))?.follow_up;
      if (!followUp) throw fieldError('question_id', 'interviews.noFollowUp');
      return followUp;
    },
  };
}

/** GET interview/{interview_id}: the candidate's own, or one of the company's. */
export async function getInterview(ctx: AppContext, caller: Caller, id: string): Promise<Interview> {
  const row = await findInterview(ctx.db, id);
  const actor = row && row.state !== 'deleted' ? actorOf(caller, row) : null;
  if (!row || !actor) throw interviewNotFound();
  return toInterview(ctx.db, isDue(row, new Date()) ? { ...row, state: 'expired' } : row, actor, transcribes(ctx));
}

/**
 * GET interview/list/: a candidate's own interviews, or the company's for its recruiters, newest first,
 * filtered by spec §7's ids and by state. A filter naming someone else's candidate finds nothing.
 */
export async function listInterviews(ctx: AppContext, caller: Caller, query: InterviewListQuery): Promise<InterviewList> {
  const pagination = { page: query.page, limit: query.limit };
  const isCandidate = caller.role === 'individual';
  if ((!isCandidate && caller.companyId === null) || (isCandidate && query.candidate_id !== undefined && query.candidate_id !== caller.userId)) {
    return { total: 0, results: [], pagination };
  }
  const { total, rows } = await listInterviewRows(
    ctx.db,
    {
      ...(isCandidate ? { candidateId: caller.userId } : { companyId: caller.companyId!, candidateId: query.candidate_id }),
      recruiterId: query.recruiter_id,
      jobId: query.job_id,
      interviewId: query.interview_id,
      state: query.state,
    },
    query.page * query.limit,
    query.limit,
  );
  const now = new Date();
  return {
    total,
    results: rows.map((row: InterviewListRow) => toSummary(isDue(row, now) ? { ...row, state: 'expired' } : row, row.candidate_name, row.answered_count)),
    pagination,
  };
}

/** GET interview/history/{id}: every move of one of the company's interviews, deleted ones included. */
export async function getInterviewHistory(ctx: AppContext, caller: Caller, id: string): Promise<InterviewHistory> {
  const row = await findInterview(ctx.db, id);
  if (!row || actorOf(caller, row) !== 'company') throw interviewNotFound();
  const history = await listHistory(ctx.db, id);
  return {
    interview_id: id,
    history: history.map((entry) => ({
      action: entry.action,
      from_state: entry.from_state,
      to_state: entry.to_state,
      actor: entry.actor,
      by_user_id: entry.by_user_id,
      by_name: entry.by_name,
      reason: entry.reason,
      attempt: entry.attempt,
      at: entry.at.toISOString(),
    })),
  };
}

/** Interviews one sweep transaction expires: small enough that the embedded database stays responsive. */
const EXPIRY_BATCH = 200;

/** The periodic sweep: every open interview past its time becomes expired, with its history row. */
export async function expireDueInterviews(ctx: AppContext, now = new Date()): Promise<number> {
  let expired = 0;
  for (;;) {
    const { batch, ended } = await ctx.db.transaction(async (tx) => {
      const due = await lockDueInterviews(tx, now, EXPIRY_BATCH);
      await insertHistory(
        tx,
        due.map((row) => ({ interview_id: row.id, action: 'expire' as const, from_state: row.state, to_state: 'expired' as const, actor: 'system' as const, by_user_id: null, attempt: row.attempt })),
      );
      await markExpired(
        tx,
        due.map((row) => row.id),
      );
      return { batch: due.length, ended: due.filter((row) => row.state === 'in_progress').map((row) => row.id) };
    });
    for (const interviewId of ended) await publishEvent(ctx, 'interview.ended', { interviewId });
    expired += batch;
    if (batch < EXPIRY_BATCH) return expired;
  }
}

/**
 * A candidate's interviews for their data export: each with its questions as asked (no rubric: the
 * company's) and the answers of every attempt, deleted ones too, since their rows are still held, with
 * their evaluations, second opinions, overrides and review requests.
 */
export async function exportCandidateInterviews(db: Db, candidateId: string) {
  const rows = await listCandidateInterviews(db, candidateId);
  const ids = rows.map((row) => row.id);
  const answers = await listAllAnswers(db, ids);
  const evaluated = await exportInterviewEvaluations(db, ids);
  return rows.map((row) => ({
    interview_id: row.id,
    state: row.state,
    job_title: row.details.job_title,
    company_name: row.details.company_name,
    questions: row.details.questions.map(({ id, position, question }) => ({ id, position, question })),
    created_at: row.created_at.toISOString(),
    started_at: iso(row.started_at),
    finished_at: iso(row.finished_at),
    camera_permission: row.camera_permission,
    answers: answers
      .filter((answer) => answer.interview_id === row.id)
      .map((answer) => ({ attempt: answer.attempt, question_id: answer.question_id, transcript: answer.transcript, started_at: iso(answer.started_at), ended_at: iso(answer.ended_at) })),
    // What was made of the answers, and what the candidate asked for (decision 0090).
    ...evaluated.get(row.id),
  }));
}
