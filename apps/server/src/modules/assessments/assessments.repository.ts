/** The skills-assessment attempts, their answers and human scores (issue #15, decision 0072). */
import { and, asc, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { AssessmentResultStatus, SecondOpinion, SkillsAssessmentKind } from '@masar/shared/assessments';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import {
  assessmentAnswers,
  assessmentAttempts,
  assessmentHumanScores,
  assessmentReports,
} from '../../db/schema/assessments.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { candidatePokes } from '../../db/schema/recruiter-candidates.ts';

export type AttemptRow = typeof assessmentAttempts.$inferSelect;
export type AnswerRow = typeof assessmentAnswers.$inferSelect;
export type ReportRow = typeof assessmentReports.$inferSelect;
type ReportLocale = ReportRow['locale'];
type AnswerType = AnswerRow['answer_type'];

export function findAttemptsOf(db: Db, candidateId: string): Promise<AttemptRow[]> {
  return db.select().from(assessmentAttempts).where(eq(assessmentAttempts.candidate_id, candidateId));
}

export async function findAttempt(
  db: Db,
  candidateId: string,
  kind: SkillsAssessmentKind,
): Promise<AttemptRow | undefined> {
  const [row] = await db
    .select()
    .from(assessmentAttempts)
    .where(and(eq(assessmentAttempts.candidate_id, candidateId), eq(assessmentAttempts.kind, kind)));
  return row;
}

export async function findAttemptById(db: Db, id: string): Promise<AttemptRow | undefined> {
  const [row] = await db.select().from(assessmentAttempts).where(eq(assessmentAttempts.id, id));
  return row;
}

/** The candidate's attempt at the kind, started now with its deadline if there is none (two at once make one). */
export async function startAttempt(
  db: Db,
  candidateId: string,
  kind: SkillsAssessmentKind,
  minutes: number,
): Promise<AttemptRow> {
  await db
    .insert(assessmentAttempts)
    .values({ candidate_id: candidateId, kind, deadline_at: sql`now() + make_interval(mins => ${minutes})` })
    .onConflictDoNothing();
  return (await findAttempt(db, candidateId, kind))!;
}

/**
 * Moves an attempt from one status to the next, only if it is still in the first: the one call that
 * makes the move gets the row back; a concurrent second gets nothing, so a job is queued once.
 */
export async function moveStatus(
  db: Db,
  attemptId: string,
  from: AssessmentResultStatus,
  to: AssessmentResultStatus,
  extra: Partial<Pick<AttemptRow, 'result' | 'scoring_version' | 'cancelled_by'>> = {},
): Promise<AttemptRow | undefined> {
  const [row] = await db
    .update(assessmentAttempts)
    .set({
      status: to,
      ...extra,
      ...(to === 'RESULT_PROCESSING' ? { submitted_at: sql`now()` } : {}),
      ...(to === 'COMPLETED' ? { completed_at: sql`now()` } : {}),
      ...(to === 'CANCELLED' ? { cancelled_at: sql`now()` } : {}),
    })
    .where(and(eq(assessmentAttempts.id, attemptId), eq(assessmentAttempts.status, from)))
    .returning();
  return row;
}

export async function saveAnswers(
  db: Db,
  attemptId: string,
  answers: ReadonlyArray<{ question_id: string; answer_type: AnswerType; answer: unknown }>,
): Promise<void> {
  // One answer per item per call: the last one sent for an item wins, as if sent one by one.
  const byItem = new Map(answers.map((answer) => [answer.question_id, answer]));
  await db
    .insert(assessmentAnswers)
    .values(
      [...byItem.values()].map((answer) => ({
        attempt_id: attemptId,
        question_id: answer.question_id,
        answer_type: answer.answer_type,
        answer: answer.answer,
      })),
    )
    .onConflictDoUpdate({
      target: [assessmentAnswers.attempt_id, assessmentAnswers.question_id],
      set: {
        answer: sql`excluded.answer`,
        answer_type: sql`excluded.answer_type`,
        answered_at: sql`now()`,
        times_answered: sql`${assessmentAnswers.times_answered} + 1`,
      },
    });
}

export function findAnswers(
  db: Db,
  attemptId: string,
  filter: { questionIds?: readonly string[]; answerType?: AnswerType } = {},
): Promise<AnswerRow[]> {
  return db
    .select()
    .from(assessmentAnswers)
    .where(
      and(
        eq(assessmentAnswers.attempt_id, attemptId),
        filter.questionIds ? inArray(assessmentAnswers.question_id, [...filter.questionIds]) : undefined,
        filter.answerType ? eq(assessmentAnswers.answer_type, filter.answerType) : undefined,
      ),
    );
}

export async function addHumanScore(
  db: Db,
  row: Pick<
    typeof assessmentHumanScores.$inferInsert,
    'attempt_id' | 'question_id' | 'score' | 'reason' | 'scorer_id' | 'company_id'
  >,
): Promise<void> {
  await db.insert(assessmentHumanScores).values(row);
}

export function findHumanScores(db: Db, attemptId: string) {
  return db
    .select({
      score: assessmentHumanScores.score,
      reason: assessmentHumanScores.reason,
      question_id: assessmentHumanScores.question_id,
      scorer_id: assessmentHumanScores.scorer_id,
      first_name: users.first_name,
      last_name: users.last_name,
      created_at: assessmentHumanScores.created_at,
    })
    .from(assessmentHumanScores)
    .leftJoin(users, eq(users.id, assessmentHumanScores.scorer_id))
    .where(eq(assessmentHumanScores.attempt_id, attemptId))
    .orderBy(asc(assessmentHumanScores.created_at), asc(assessmentHumanScores.id));
}

/** The attempt, locked until the transaction ends: answers and submission of one attempt go one at a time. */
export async function lockAttempt(db: Db, attemptId: string): Promise<AttemptRow> {
  const [row] = await db.select().from(assessmentAttempts).where(eq(assessmentAttempts.id, attemptId)).for('update');
  return row!;
}

/** An attempt's date on a results list: when it ended (completed, cancelled or submitted), else when it began. */
export const attemptListDate = sql<Date>`coalesce(${assessmentAttempts.completed_at}, ${assessmentAttempts.cancelled_at}, ${assessmentAttempts.submitted_at}, ${assessmentAttempts.started_at})`;
/** Its report id (`kind.user`), in code-point order so the list's ties break as in JavaScript's `<`. */
const attemptReportId = sql`(${assessmentAttempts.kind} || '.' || ${assessmentAttempts.candidate_id}::text) collate "C"`;

export interface AttemptListFilter {
  kind?: SkillsAssessmentKind;
  status?: AssessmentResultStatus;
  /** UTC bounds of the list date: from (inclusive), before (exclusive). */
  from?: Date;
  before?: Date;
}

/**
 * The first `take` attempts of these candidates on a recruiter's results list, newest first (ties by report
 * id), and how many there are in all: the database filters, sorts and cuts, so a page costs its own rows.
 */
export async function pageAttemptsOfCandidates(
  db: Db,
  candidateIds: readonly string[],
  filter: AttemptListFilter,
  take: number,
): Promise<{ rows: AttemptRow[]; total: number }> {
  if (candidateIds.length === 0) return { rows: [], total: 0 };
  const where = and(
    inArray(assessmentAttempts.candidate_id, [...candidateIds]),
    filter.kind ? eq(assessmentAttempts.kind, filter.kind) : undefined,
    filter.status ? eq(assessmentAttempts.status, filter.status) : undefined,
    filter.from ? sql`${attemptListDate} >= ${filter.from.toISOString()}` : undefined,
    filter.before ? sql`${attemptListDate} < ${filter.before.toISOString()}` : undefined,
  );
  const [rows, [count]] = await Promise.all([
    db.select().from(assessmentAttempts).where(where).orderBy(desc(attemptListDate), asc(attemptReportId)).limit(take),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(assessmentAttempts)
      .where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
}

/** The ids of every candidate with an attempt. */
export async function findCandidatesWithAttempts(db: Db): Promise<string[]> {
  const rows = await db.selectDistinct({ id: assessmentAttempts.candidate_id }).from(assessmentAttempts);
  return rows.map((row) => row.id);
}

/** The latest human score for the whole attempt (no item), by attempt. */
export async function findLatestWholeScores(db: Db, attemptIds: readonly string[]): Promise<Map<string, unknown>> {
  if (attemptIds.length === 0) return new Map();
  const rows = await db
    .select({ attempt_id: assessmentHumanScores.attempt_id, score: assessmentHumanScores.score })
    .from(assessmentHumanScores)
    .where(and(inArray(assessmentHumanScores.attempt_id, [...attemptIds]), isNull(assessmentHumanScores.question_id)))
    .orderBy(asc(assessmentHumanScores.created_at), asc(assessmentHumanScores.id));
  // Oldest first, so the latest one stays.
  return new Map(rows.map((row) => [row.attempt_id, row.score]));
}

/** The company's jobs these candidates answered "interested" to when invited (applications are the matching module's). */
export function findInterestedJobs(db: Db, companyId: string, candidateIds: readonly string[]) {
  if (candidateIds.length === 0) return Promise.resolve([]);
  return db
    .select({ job_id: jobs.id, job_title: jobs.job_title, candidate_id: candidatePokes.candidate_id })
    .from(candidatePokes)
    .innerJoin(jobs, eq(jobs.id, candidatePokes.job_id))
    .where(
      and(
        eq(candidatePokes.company_id, companyId),
        eq(candidatePokes.answer, 'interested'),
        inArray(candidatePokes.candidate_id, [...candidateIds]),
      ),
    );
}

/**
 * Attempts nobody will submit: still IN_PROGRESS past `deadlineBefore`, or RESULT_PROCESSING since before
 * `submittedBefore` (their scoring job lost). The abandoned-attempt sweep settles them (decision 0073).
 */
export function findStaleAttempts(db: Db, deadlineBefore: Date, submittedBefore: Date): Promise<AttemptRow[]> {
  return db
    .select()
    .from(assessmentAttempts)
    .where(
      or(
        and(eq(assessmentAttempts.status, 'IN_PROGRESS'), lt(assessmentAttempts.deadline_at, deadlineBefore)),
        and(eq(assessmentAttempts.status, 'RESULT_PROCESSING'), lt(assessmentAttempts.submitted_at, submittedBefore)),
      ),
    )
    .orderBy(asc(assessmentAttempts.deadline_at))
    .limit(500);
}

/** When the result last changed: completed, or a human score added since. */
export async function resultChangedAt(db: Db, attempt: AttemptRow): Promise<Date> {
  const [latest] = await db
    .select({ at: assessmentHumanScores.created_at })
    .from(assessmentHumanScores)
    .where(eq(assessmentHumanScores.attempt_id, attempt.id))
    .orderBy(desc(assessmentHumanScores.created_at))
    .limit(1);
  const completed = attempt.completed_at ?? attempt.started_at;
  return latest && latest.at > completed ? latest.at : completed;
}

export async function findReport(db: Db, attemptId: string, locale: ReportLocale): Promise<ReportRow | undefined> {
  const [row] = await db
    .select()
    .from(assessmentReports)
    .where(and(eq(assessmentReports.attempt_id, attemptId), eq(assessmentReports.locale, locale)));
  return row;
}

/** Asks for the PDF anew: pending, from the result as it is now; a file made before stays until replaced. */
export async function requestReport(db: Db, attemptId: string, locale: ReportLocale, madeFrom: Date): Promise<void> {
  await db
    .insert(assessmentReports)
    .values({ attempt_id: attemptId, locale, status: 'pending', made_from: madeFrom })
    .onConflictDoUpdate({
      target: [assessmentReports.attempt_id, assessmentReports.locale],
      set: { status: 'pending', made_from: madeFrom, requested_at: sql`now()` },
    });
}

export async function settleReport(
  db: Db,
  attemptId: string,
  locale: ReportLocale,
  outcome: { status: 'ready'; fileId: string; madeFrom: Date } | { status: 'failed' },
): Promise<void> {
  await db
    .update(assessmentReports)
    .set(
      outcome.status === 'ready'
        ? { status: 'ready', file_id: outcome.fileId, made_from: outcome.madeFrom }
        : { status: 'failed' },
    )
    .where(and(eq(assessmentReports.attempt_id, attemptId), eq(assessmentReports.locale, locale)));
}

/** Attempts being scored that have this recording among their answers (a speaking answer's `recordingId`). */
export async function findScoringAttemptsWithRecording(db: Db, fileId: string): Promise<Array<{ id: string }>> {
  return db
    .selectDistinct({ id: assessmentAttempts.id })
    .from(assessmentAttempts)
    .innerJoin(assessmentAnswers, eq(assessmentAnswers.attempt_id, assessmentAttempts.id))
    .where(
      and(
        eq(assessmentAttempts.status, 'RESULT_PROCESSING'),
        sql`${assessmentAnswers.answer}->>'recordingId' = ${fileId}`,
      ),
    );
}

/**
 * Keeps the model's second opinion inside the stored result, beside the engine's fields (decision 0088):
 * only on a COMPLETED attempt, and only the first one (a job that ran twice changes nothing).
 */
export async function storeSecondOpinion(db: Db, attemptId: string, opinion: SecondOpinion): Promise<boolean> {
  const rows = await db
    .update(assessmentAttempts)
    .set({ result: sql`${assessmentAttempts.result} || jsonb_build_object('secondOpinion', ${JSON.stringify(opinion)}::jsonb)` })
    .where(
      and(
        eq(assessmentAttempts.id, attemptId),
        eq(assessmentAttempts.status, 'COMPLETED'),
        sql`${assessmentAttempts.result} -> 'secondOpinion' is null`,
      ),
    )
    .returning({ id: assessmentAttempts.id });
  return rows.length > 0;
}
