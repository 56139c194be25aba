/**
 * The skills assessments (issue #15; decisions 0067–0069 for items and scoring, 0072 for attempts): a
 * candidate takes each kind once, over as many visits as the time limit allows, every answer saved as
 * given. The clock starts when the questionnaire is first opened (or the first answer is saved, if that
 * comes first); after the deadline and a short grace the attempt is submitted with what was saved. A
 * submitted attempt is RESULT_PROCESSING until the scoring job stores the engine's result (COMPLETED).
 * Who reads answers and results is the personality assessment's rule (decision 0060), through its service.
 */
import type { SpeakingPrompt } from '@masar/engines/english-assessment/items';
import type { SpeakingAnswer } from '@masar/engines/english-assessment/score-english';
import type {
  AnswersPage,
  AnswersQuery,
  AssessmentAnswerInput,
  AssessmentKindEntry,
  AssessmentResult,
  Questionnaire,
  QuestionnaireQuery,
  ResultRequest,
  SecondOpinion,
  SkillsAssessmentKind,
} from '@masar/shared/assessments';
import {
  CEFR_BAND_NAMES,
  SKILLS_ASSESSMENT_KINDS,
  rankingAnswerSchema,
  spansAnswerSchema,
  speakingAnswerSchema,
} from '@masar/shared/assessments';
import type { MessageKey } from '@masar/shared/messages';
import { STATE_GROUPS } from '@masar/shared/user-states';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Caller } from '../../plugins/auth.ts';
import { findUserById } from '../accounts/users.service.ts';
import { findFile } from '../files/files.service.ts';
import { mayReadAssessmentsOf } from '../personality/personality.service.ts';
import { BANK_VERSION, TIME_LIMIT_MINUTES, bankOf, isEnglishKind, type BankEntry } from './assessments.bank.ts';
import { scoreAttemptJob, secondOpinionJob } from './assessments.jobs.ts';
import { prepareSpeaking, recordingOverLimit } from './assessments.speaking.ts';
import {
  addHumanScore,
  findAnswers,
  findAttempt,
  findAttemptById,
  findAttemptsOf,
  findHumanScores,
  findStaleAttempts,
  lockAttempt,
  moveStatus,
  saveAnswers as saveAnswerRows,
  startAttempt,
  type AnswerRow,
  type AttemptRow,
} from './assessments.repository.ts';

/**
 * Seconds after the deadline an answer is still taken: the page saves as the candidate goes, and the last
 * save may leave just before the clock ends and arrive just after it.
 */
export const DEADLINE_GRACE_SECONDS = 30;

const notFound = () => new AppError('NOT_FOUND', 'assessments.notFound');
const invalid = (errors: ReadonlyArray<readonly [string, MessageKey]>) =>
  new AppError('VALIDATION_ERROR', errors[0]![1], {}, errors);

/** The kind an `{id}` names; any other name is 'Assessments Not Found'. */
export function knownKind(id: string): SkillsAssessmentKind {
  if (!(SKILLS_ASSESSMENT_KINDS as readonly string[]).includes(id)) throw notFound();
  return id as SkillsAssessmentKind;
}

const isCandidate = (caller: Caller) =>
  (STATE_GROUPS.approvedCandidate as readonly string[]).includes(caller.state) && caller.role === 'individual';
const isRecruiter = (caller: Caller) =>
  (STATE_GROUPS.recruiters as readonly string[]).includes(caller.state) && caller.companyId !== null;

const iso = (date: Date | null) => date?.toISOString() ?? null;
const overdue = (attempt: AttemptRow, now: Date) =>
  attempt.status === 'IN_PROGRESS' && now.getTime() > attempt.deadline_at.getTime() + DEADLINE_GRACE_SECONDS * 1000;

/** Submits the attempt (IN_PROGRESS → RESULT_PROCESSING) and queues its scoring; commit, then queue. */
async function submit(ctx: AppContext, attempt: AttemptRow): Promise<AttemptRow> {
  const moved = await moveStatus(ctx.db, attempt.id, 'IN_PROGRESS', 'RESULT_PROCESSING');
  if (!moved) return (await findAttemptById(ctx.db, attempt.id))!;
  // One scoring job per attempt at a time.
  await ctx.jobs.send(scoreAttemptJob, { attempt_id: moved.id }, { singletonKey: moved.id });
  return moved;
}

/** Scoring takes a second: one still not done this long after submission lost its job (retries spent), and is queued again. */
export const SCORING_LOST_AFTER_MS = 10 * 60_000;

/**
 * An attempt past its deadline is submitted when it is next touched (read by anyone who may, or answered),
 * so a candidate who leaves the page open or closes it is scored on what they saved; one whose scoring was
 * lost is queued again.
 */
async function settled(ctx: AppContext, attempt: AttemptRow | undefined, now = new Date()) {
  if (attempt && overdue(attempt, now)) return submit(ctx, attempt);
  const lost =
    attempt?.status === 'RESULT_PROCESSING' &&
    now.getTime() - (attempt.submitted_at ?? attempt.started_at).getTime() > SCORING_LOST_AFTER_MS;
  if (lost) await ctx.jobs.send(scoreAttemptJob, { attempt_id: attempt.id }, { singletonKey: attempt.id });
  return attempt;
}

/**
 * The abandoned-attempt sweep (decision 0073): submits every attempt past its deadline and grace, so it
 * is scored even if nobody reads it again, and queues again the scoring of any whose job was lost.
 * Returns how many it settled.
 */
export async function sweepStaleAttempts(ctx: AppContext, now = new Date()): Promise<number> {
  const stale = await findStaleAttempts(
    ctx.db,
    new Date(now.getTime() - DEADLINE_GRACE_SECONDS * 1000),
    new Date(now.getTime() - SCORING_LOST_AFTER_MS),
  );
  for (const attempt of stale) await settled(ctx, attempt, now);
  return stale.length;
}

function attemptFields(attempt: AttemptRow | undefined) {
  return {
    status: attempt?.status ?? null,
    started_at: iso(attempt?.started_at ?? null),
    deadline_at: iso(attempt?.deadline_at ?? null),
    submitted_at: iso(attempt?.submitted_at ?? null),
    completed_at: iso(attempt?.completed_at ?? null),
  };
}

/** GET assessments/: every kind, with the caller's attempt at it (none for a recruiter). */
export async function listKinds(ctx: AppContext, caller: Caller): Promise<AssessmentKindEntry[]> {
  const attempts = isCandidate(caller) ? await findAttemptsOf(ctx.db, caller.userId) : [];
  return Promise.all(
    SKILLS_ASSESSMENT_KINDS.map(async (kind) => {
      const { entries } = bankOf(kind);
      const attempt = await settled(
        ctx,
        attempts.find((row) => row.kind === kind),
      );
      return {
        id: kind,
        filters: (['written', 'speaking'] as const).filter((filter) =>
          entries.some((entry) => entry.item.filter === filter),
        ),
        questions: entries.length,
        time_limit_minutes: TIME_LIMIT_MINUTES[kind],
        ...attemptFields(attempt),
      };
    }),
  );
}

/** The attempt of `userId` at the kind, for a caller who may read it; anyone else is 'Assessments Not Found'. */
export async function readableAttempt(ctx: AppContext, caller: Caller, kind: SkillsAssessmentKind, userId: string) {
  if (!(await mayReadAssessmentsOf(ctx, caller, userId))) throw notFound();
  return settled(ctx, await findAttempt(ctx.db, userId, kind));
}

const answerMap = (rows: readonly AnswerRow[]) => new Map(rows.map((row) => [row.question_id, row]));

/**
 * GET assessments/{id}/questionnaire/: the kind's items, candidate-safe, paged, with the answers saved to
 * them. A candidate opening their own starts the attempt and its clock; with `user_id` a recruiter reads a
 * related candidate's (starting nothing).
 */
export async function questionnaire(
  ctx: AppContext,
  caller: Caller,
  kind: SkillsAssessmentKind,
  query: QuestionnaireQuery,
): Promise<Questionnaire> {
  const userId = query.user_id ?? caller.userId;
  const own = userId === caller.userId && isCandidate(caller);
  const attempt = own
    ? await settled(ctx, await startAttempt(ctx.db, caller.userId, kind, TIME_LIMIT_MINUTES[kind]))
    : await readableAttempt(ctx, caller, kind, userId);
  const { entries } = bankOf(kind);
  const ordered = query.order === 'asc' ? entries : [...entries].reverse();
  const page = ordered.slice(query.page * query.limit, (query.page + 1) * query.limit);
  const saved = attempt
    ? answerMap(await findAnswers(ctx.db, attempt.id, { questionIds: page.map((e) => e.id) }))
    : new Map<string, AnswerRow>();
  return {
    kind,
    user_id: attempt ? attempt.candidate_id : null,
    ...attemptFields(attempt),
    total: entries.length,
    items: page.map((entry) => ({
      id: entry.id,
      position: entry.position,
      section: entry.section,
      filter: entry.item.filter,
      question_type: entry.item.questionType,
      answer_type: entry.item.answerType,
      question: entry.question as Record<string, unknown>,
    })),
    answers: Object.fromEntries(page.filter((e) => saved.has(e.id)).map((e) => [e.id, saved.get(e.id)!.answer])),
    pagination: { page: query.page, limit: query.limit },
  };
}

/** Why an answer does not fit its item, as [field, message]; undefined when it does. */
async function misfit(
  ctx: AppContext,
  caller: Caller,
  entry: BankEntry | undefined,
  answer: AssessmentAnswerInput,
): Promise<readonly [field: string, MessageKey] | undefined> {
  if (!entry) return ['question_id', 'assessments.unknownQuestion'];
  if (entry.item.answerType !== answer.answer_type) return ['answer_type', 'assessments.answerType'];
  const item = entry.item;
  const value = answer.answer;
  if (answer.answer_type === 'long_text') return undefined;
  if ('options' in item)
    return item.options.some((option) => option.id === value) ? undefined : ['answer', 'assessments.answerType'];
  if ('labels' in item) return item.labels.includes(value as string) ? undefined : ['answer', 'assessments.answerType'];
  if ('entityTypes' in item) {
    const spans = spansAnswerSchema.safeParse(value);
    const fits =
      spans.success &&
      spans.data.every((span) => span.end <= item.text.length && item.entityTypes.includes(span.label));
    return fits ? undefined : ['answer', 'assessments.answerType'];
  }
  if ('responses' in item) {
    const order = rankingAnswerSchema.safeParse(value);
    const ids = new Set(item.responses.map((response) => response.id));
    const fits =
      order.success && new Set(order.data).size === order.data.length && order.data.every((id) => ids.has(id));
    return fits ? undefined : ['answer', 'assessments.answerType'];
  }
  if ('prepareSeconds' in item) {
    const speaking = speakingAnswerSchema.safeParse(value);
    if (!speaking.success) return ['answer', 'assessments.answerType'];
    // The recording must be the candidate's own upload of spoken audio: another's file is never scored as theirs.
    const file = await findFile(ctx.db, speaking.data.recordingId);
    if (file?.owner_id !== caller.userId || file.category !== 'interview audio') return ['answer', 'assessments.recording'];
    return (await recordingOverLimit(ctx, file, item.maxSeconds)) ? ['answer', 'assessments.recordingTooLong'] : undefined;
  }
  return ['answer', 'assessments.answerType'];
}

/**
 * POST assessments/{id}/answers and …/answers/bulk: each answer checked against its item, then saved as
 * given (one row per item, the last one wins). Refused once the attempt is submitted, and after the
 * deadline, which submits it.
 */
export async function saveAnswers(
  ctx: AppContext,
  caller: Caller,
  kind: SkillsAssessmentKind,
  answers: readonly AssessmentAnswerInput[],
  fieldPrefix: (index: number) => string,
) {
  const { byId } = bankOf(kind);
  const errors: [string, MessageKey][] = [];
  for (const [index, answer] of answers.entries()) {
    const wrong = await misfit(ctx, caller, byId.get(answer.question_id), answer);
    if (wrong) errors.push([`${fieldPrefix(index)}${wrong[0]}`, wrong[1]]);
  }
  if (errors.length > 0) throw invalid(errors);
  const started = await startAttempt(ctx.db, caller.userId, kind, TIME_LIMIT_MINUTES[kind]);
  const outcome = await ctx.db.transaction(async (tx) => {
    const attempt = await lockAttempt(tx, started.id);
    if (attempt.status === 'CANCELLED') return { refused: 'assessments.cancelled' as const, attempt };
    if (attempt.status !== 'IN_PROGRESS') return { refused: 'assessments.submitted' as const, attempt };
    if (overdue(attempt, new Date())) return { refused: 'assessments.timeUp' as const, attempt };
    await saveAnswerRows(tx, attempt.id, answers);
    return { refused: null, attempt };
  });
  if (outcome.refused === 'assessments.timeUp') await submit(ctx, outcome.attempt);
  if (outcome.refused) throw new AppError('CONFLICT', outcome.refused);
  return {
    kind,
    status: outcome.attempt.status,
    deadline_at: outcome.attempt.deadline_at.toISOString(),
    saved: [...new Set(answers.map((answer) => answer.question_id))],
  };
}

/** GET assessments/{id}/answers: the saved answers of the caller (or of `user_id`, for those who may read them). */
export async function readAnswers(
  ctx: AppContext,
  caller: Caller,
  kind: SkillsAssessmentKind,
  query: AnswersQuery,
): Promise<AnswersPage> {
  const userId = query.user_id ?? caller.userId;
  const attempt = await readableAttempt(ctx, caller, kind, userId);
  if (!attempt) throw notFound();
  const questionIds = query.question_ids ?? (query.question_id ? [query.question_id] : undefined);
  const rows = await findAnswers(ctx.db, attempt.id, { questionIds, answerType: query.answer_type });
  const { byId } = bankOf(kind);
  // In the order the items are asked; an answer to an item no longer in the bank goes last.
  const position = (row: AnswerRow) => byId.get(row.question_id)?.position ?? Number.MAX_SAFE_INTEGER;
  const sorted = rows.sort((a, b) => position(a) - position(b) || a.question_id.localeCompare(b.question_id));
  return {
    kind,
    user_id: userId,
    total: rows.length,
    answers: sorted.slice(query.page * query.limit, (query.page + 1) * query.limit).map((row) => ({
      question_id: row.question_id,
      answer_type: row.answer_type,
      answer: row.answer,
      times_answered: row.times_answered,
      answered_at: row.answered_at.toISOString(),
    })),
    pagination: { page: query.page, limit: query.limit },
  };
}

/** The engine's result as stored: its headline score and the items waiting for a person. */
interface StoredResult {
  band?: string;
  score?: number;
  pendingHumanScore?: string[];
}

export async function resultOf(ctx: AppContext, attempt: AttemptRow): Promise<AssessmentResult> {
  const stored = attempt.status === 'COMPLETED' ? (attempt.result as StoredResult & Record<string, unknown>) : null;
  // The model's second opinion sits in the stored result; it is given apart, never as the engine's (decision 0088).
  const { secondOpinion, ...engineResult } = stored ?? {};
  const [humans, person] = await Promise.all([
    findHumanScores(ctx.db, attempt.id),
    findUserById(ctx.db, attempt.candidate_id),
  ]);
  return {
    kind: attempt.kind,
    user_id: attempt.candidate_id,
    name: person ? `${person.first_name} ${person.last_name}`.trim() : '',
    status: attempt.status,
    started_at: attempt.started_at.toISOString(),
    deadline_at: attempt.deadline_at.toISOString(),
    submitted_at: iso(attempt.submitted_at),
    completed_at: iso(attempt.completed_at),
    score: (stored?.band ?? stored?.score ?? null) as AssessmentResult['score'],
    pending_human_score: stored?.pendingHumanScore ?? [],
    automatic: stored ? engineResult : null,
    scoring_version: attempt.scoring_version,
    second_opinion: stored ? ((secondOpinion as SecondOpinion | undefined) ?? null) : null,
    human_scores: humans.map((row) => ({
      score: row.score as AssessmentResult['human_scores'][number]['score'],
      reason: row.reason,
      question_id: row.question_id,
      scorer_id: row.scorer_id,
      scorer_name: `${row.first_name ?? ''} ${row.last_name ?? ''}`.trim(),
      created_at: row.created_at.toISOString(),
    })),
  };
}

/** GET assessments/{id}/result/{user_id}: the status, and once COMPLETED the scores with their evidence. */
export async function readResult(
  ctx: AppContext,
  caller: Caller,
  kind: SkillsAssessmentKind,
  userId: string,
): Promise<AssessmentResult> {
  const attempt = await readableAttempt(ctx, caller, kind, userId);
  if (!attempt) throw notFound();
  return resultOf(ctx, attempt);
}

/**
 * POST assessments/{id}/result/{user_id}: the candidate submits their own attempt (an empty body) or
 * cancels it before submitting (`status: CANCELLED`, decision 0073: never scored); a recruiter of a
 * related company records a human score with a reason, kept beside the engine's.
 */
export async function postResult(
  ctx: AppContext,
  caller: Caller,
  kind: SkillsAssessmentKind,
  userId: string,
  body: ResultRequest,
): Promise<{ result: AssessmentResult; message: MessageKey }> {
  if (!('score' in body)) {
    if (userId !== caller.userId || !isCandidate(caller)) throw notFound();
    const attempt = await settled(ctx, await findAttempt(ctx.db, userId, kind));
    if (!attempt) throw notFound();
    if (attempt.status === 'CANCELLED') throw new AppError('CONFLICT', 'assessments.cancelled');
    if (attempt.status !== 'IN_PROGRESS') throw new AppError('CONFLICT', 'assessments.submitted');
    if ('status' in body) {
      // Conditional, as submission is: an attempt submitted meanwhile stays submitted.
      const cancelled = await moveStatus(ctx.db, attempt.id, 'IN_PROGRESS', 'CANCELLED', {
        cancelled_by: caller.userId,
      });
      if (!cancelled) throw new AppError('CONFLICT', 'assessments.submitted');
      return { result: await resultOf(ctx, cancelled), message: 'assessments.cancelledNow' };
    }
    return { result: await resultOf(ctx, await submit(ctx, attempt)), message: 'assessments.submittedNow' };
  }
  if (!isRecruiter(caller)) throw notFound();
  const attempt = await readableAttempt(ctx, caller, kind, userId);
  if (!attempt) throw notFound();
  if (attempt.status === 'CANCELLED') throw new AppError('CONFLICT', 'assessments.cancelled');
  if (attempt.status === 'IN_PROGRESS') throw new AppError('CONFLICT', 'assessments.notSubmitted');
  const english = isEnglishKind(kind);
  const fitsKind = english
    ? (CEFR_BAND_NAMES as readonly unknown[]).includes(body.score)
    : typeof body.score === 'number';
  if (!fitsKind) throw invalid([['score', 'assessments.humanScore']]);
  if (body.question_id !== undefined && !bankOf(kind).byId.has(body.question_id))
    throw invalid([['question_id', 'assessments.unknownQuestion']]);
  await addHumanScore(ctx.db, {
    attempt_id: attempt.id,
    question_id: body.question_id ?? null,
    score: body.score,
    reason: body.reason,
    scorer_id: caller.userId,
    company_id: caller.companyId,
  });
  // The spec's message for a recorded assessment report (issue #15's recruiter side).
  return { result: await resultOf(ctx, attempt), message: 'assessments.completed' };
}

/**
 * The scoring job's work: the engine scores the saved answers (decisions 0067, 0068) and the result is
 * stored with the versions it was scored under. An attempt no longer RESULT_PROCESSING is left alone.
 */
export async function scoreAttempt(ctx: AppContext, attemptId: string): Promise<void> {
  const attempt = await findAttemptById(ctx.db, attemptId);
  if (attempt?.status !== 'RESULT_PROCESSING') return;
  const saved = await findAnswers(ctx.db, attempt.id);
  const kind = attempt.kind;
  // Loaded here, not at start: the written rubric's word list costs ~0.4 s on first use (decision 0067).
  let result: object;
  let version: string;
  if (isEnglishKind(kind)) {
    const [{ scoreEnglish }, { RUBRIC_VERSION }] = await Promise.all([
      import('@masar/engines/english-assessment/score-english'),
      import('@masar/engines/english-assessment/rubric-weights'),
    ]);
    const answers: Record<string, string | SpeakingAnswer> = {};
    const recordings: Array<{ prompt: SpeakingPrompt; recordingId: string }> = [];
    for (const row of saved) {
      const item = bankOf(kind).byId.get(row.question_id)?.item;
      const recordingId = (row.answer as SpeakingAnswer | null)?.recordingId;
      // The candidate's answer is the recording alone; the words scored are the kept transcript's.
      if (item && 'prepareSeconds' in item && typeof recordingId === 'string') recordings.push({ prompt: item, recordingId });
      else answers[row.question_id] = row.answer as string | SpeakingAnswer;
    }
    const speaking = await prepareSpeaking(ctx, recordings);
    // Transcriptions were queued: scoring runs again once they are kept (`recording.transcribed`).
    if (!speaking.ready) return;
    result = { ...scoreEnglish(kind, { ...answers, ...speaking.answers }), transcription: speaking.transcription, transcripts: speaking.transcripts };
    version = `${RUBRIC_VERSION} · bank ${BANK_VERSION[kind]}`;
  } else {
    const { scoreAnnotation } = await import('@masar/engines/annotation-assessment/score-annotation');
    const answers = Object.fromEntries(saved.map((row) => [row.question_id, row.answer as string | string[]]));
    const scored = scoreAnnotation(kind, answers);
    result = scored;
    version = `${scored.scoringVersion} · bank ${BANK_VERSION[kind]}`;
  }
  const stored = await moveStatus(ctx.db, attempt.id, 'RESULT_PROCESSING', 'COMPLETED', { result, scoring_version: version });
  // After the commit, and only with a model and something written to judge (decision 0088).
  const written = (result as { writing?: unknown[] }).writing ?? [];
  if (stored && ctx.writingJudge && written.length > 0)
    await ctx.jobs.send(secondOpinionJob, { attempt_id: attempt.id }, { singletonKey: attempt.id });
}
