import { and, asc, eq, gt, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import {
  interviewAnswerEvaluations,
  interviewAttemptEvaluations,
  interviewReviewRequests,
  interviewScoreOverrides,
  interviewSecondOpinions,
} from '../../db/schema/interview-evaluations.ts';
import { interviews } from '../../db/schema/interviews.ts';

export type AnswerEvaluationRow = typeof interviewAnswerEvaluations.$inferSelect;
export type AnswerEvaluationValues = Omit<typeof interviewAnswerEvaluations.$inferInsert, 'evaluated_at'>;
export type AttemptEvaluationRow = typeof interviewAttemptEvaluations.$inferSelect;
export type AttemptEvaluationValues = Omit<typeof interviewAttemptEvaluations.$inferInsert, 'evaluated_at'>;
export type OverrideValues = Omit<typeof interviewScoreOverrides.$inferInsert, 'id' | 'at'>;
export type OverrideRow = typeof interviewScoreOverrides.$inferSelect & { by_name: string | null };

/**
 * Stores an attempt's evaluations, replacing what an earlier run of the same job stored: a retried or
 * repeated job leaves one row per answer and one per attempt.
 */
export async function saveAttemptEvaluation(
  db: Db,
  answers: readonly AnswerEvaluationValues[],
  attempt: AttemptEvaluationValues,
): Promise<void> {
  const now = new Date();
  for (const values of answers) {
    await db
      .insert(interviewAnswerEvaluations)
      .values({ ...values, evaluated_at: now })
      .onConflictDoUpdate({
        target: [
          interviewAnswerEvaluations.interview_id,
          interviewAnswerEvaluations.attempt,
          interviewAnswerEvaluations.question_id,
        ],
        set: {
          answer_updated_at: values.answer_updated_at,
          engine_version: values.engine_version,
          status: values.status,
          insufficient_reason: values.insufficient_reason ?? null,
          band: values.band ?? null,
          score: values.score ?? null,
          result: values.result,
          evaluated_at: now,
        },
      });
  }
  await db
    .insert(interviewAttemptEvaluations)
    .values({ ...attempt, evaluated_at: now })
    .onConflictDoUpdate({
      target: [interviewAttemptEvaluations.interview_id, interviewAttemptEvaluations.attempt],
      set: {
        engine_version: attempt.engine_version,
        band: attempt.band ?? null,
        score: attempt.score ?? null,
        evaluated_answers: attempt.evaluated_answers,
        insufficient_answers: attempt.insufficient_answers,
        evaluated_at: now,
      },
    });
}

export async function findAttemptEvaluation(
  db: Db,
  interviewId: string,
  attempt: number,
): Promise<AttemptEvaluationRow | undefined> {
  const [row] = await db
    .select()
    .from(interviewAttemptEvaluations)
    .where(
      and(eq(interviewAttemptEvaluations.interview_id, interviewId), eq(interviewAttemptEvaluations.attempt, attempt)),
    );
  return row;
}

export function listAnswerEvaluations(db: Db, interviewId: string, attempt: number): Promise<AnswerEvaluationRow[]> {
  return db
    .select()
    .from(interviewAnswerEvaluations)
    .where(
      and(eq(interviewAnswerEvaluations.interview_id, interviewId), eq(interviewAnswerEvaluations.attempt, attempt)),
    );
}

export async function insertOverride(db: Db, values: OverrideValues): Promise<void> {
  await db.insert(interviewScoreOverrides).values(values);
}

/** An attempt's overrides, oldest first (the latest of each score is the one shown), with who made each. */
export function listOverrides(db: Db, interviewId: string, attempt: number): Promise<OverrideRow[]> {
  return db
    .select({
      id: interviewScoreOverrides.id,
      interview_id: interviewScoreOverrides.interview_id,
      attempt: interviewScoreOverrides.attempt,
      question_id: interviewScoreOverrides.question_id,
      target: interviewScoreOverrides.target,
      band: interviewScoreOverrides.band,
      reason: interviewScoreOverrides.reason,
      by_user_id: interviewScoreOverrides.by_user_id,
      at: interviewScoreOverrides.at,
      by_name: sql<string | null>`nullif(trim(${users.first_name} || ' ' || ${users.last_name}), '')`,
    })
    .from(interviewScoreOverrides)
    .leftJoin(users, eq(users.id, interviewScoreOverrides.by_user_id))
    .where(and(eq(interviewScoreOverrides.interview_id, interviewId), eq(interviewScoreOverrides.attempt, attempt)))
    .orderBy(asc(interviewScoreOverrides.at), asc(interviewScoreOverrides.id));
}

/** The candidate's review request for the attempt; a second one answers undefined (one per attempt). */
export async function insertReviewRequest(db: Db, interviewId: string, attempt: number): Promise<Date | undefined> {
  const [row] = await db
    .insert(interviewReviewRequests)
    .values({ interview_id: interviewId, attempt })
    .onConflictDoNothing()
    .returning();
  return row?.requested_at;
}

export async function findReviewRequest(db: Db, interviewId: string, attempt: number): Promise<Date | undefined> {
  const [row] = await db
    .select({ requested_at: interviewReviewRequests.requested_at })
    .from(interviewReviewRequests)
    .where(and(eq(interviewReviewRequests.interview_id, interviewId), eq(interviewReviewRequests.attempt, attempt)));
  return row?.requested_at;
}

export type SecondOpinionRow = typeof interviewSecondOpinions.$inferSelect;

/** Stores an attempt's second opinion once: a job that ran twice keeps the first (decision 0090). */
export async function saveSecondOpinion(
  db: Db,
  values: Omit<typeof interviewSecondOpinions.$inferInsert, 'created_at'>,
): Promise<void> {
  await db.insert(interviewSecondOpinions).values(values).onConflictDoNothing();
}

export async function findSecondOpinion(db: Db, interviewId: string, attempt: number): Promise<SecondOpinionRow | undefined> {
  const [row] = await db
    .select()
    .from(interviewSecondOpinions)
    .where(and(eq(interviewSecondOpinions.interview_id, interviewId), eq(interviewSecondOpinions.attempt, attempt)));
  return row;
}

/**
 * Completed interviews whose current attempt has no evaluation though it ended between `finishedAfter` and
 * `finishedBefore`: their evaluation job was lost. Oldest first, a bounded batch a run (the next run takes
 * the rest). The lower bound keeps each run to a window of the `interviews_completed_finished` index rather
 * than every completed interview ever (decision 0099).
 */
export function findLostEvaluations(
  db: Db,
  finishedAfter: Date,
  finishedBefore: Date,
): Promise<Array<{ id: string; attempt: number }>> {
  return db
    .select({ id: interviews.id, attempt: interviews.attempt })
    .from(interviews)
    .leftJoin(
      interviewAttemptEvaluations,
      and(
        eq(interviewAttemptEvaluations.interview_id, interviews.id),
        eq(interviewAttemptEvaluations.attempt, interviews.attempt),
      ),
    )
    .where(
      and(
        eq(interviews.state, 'completed'),
        gte(interviews.finished_at, finishedAfter),
        lt(interviews.finished_at, finishedBefore),
        isNull(interviewAttemptEvaluations.interview_id),
      ),
    )
    .orderBy(asc(interviews.finished_at))
    .limit(500);
}

/**
 * Evaluations stored between `from` and `before` with at least one answer the engine judged (only those
 * are sent to a model), of an interview still completed at that attempt, and no second opinion: the
 * model's job gave up or was lost (decision 0099).
 */
export function findLostSecondOpinions(db: Db, from: Date, before: Date): Promise<Array<{ id: string; attempt: number }>> {
  return db
    .select({ id: interviewAttemptEvaluations.interview_id, attempt: interviewAttemptEvaluations.attempt })
    .from(interviewAttemptEvaluations)
    .innerJoin(
      interviews,
      and(
        eq(interviews.id, interviewAttemptEvaluations.interview_id),
        eq(interviews.attempt, interviewAttemptEvaluations.attempt),
        eq(interviews.state, 'completed'),
      ),
    )
    .leftJoin(
      interviewSecondOpinions,
      and(
        eq(interviewSecondOpinions.interview_id, interviewAttemptEvaluations.interview_id),
        eq(interviewSecondOpinions.attempt, interviewAttemptEvaluations.attempt),
      ),
    )
    .where(
      and(
        gte(interviewAttemptEvaluations.evaluated_at, from),
        lt(interviewAttemptEvaluations.evaluated_at, before),
        gt(interviewAttemptEvaluations.evaluated_answers, 0),
        isNull(interviewSecondOpinions.interview_id),
      ),
    )
    .orderBy(asc(interviewAttemptEvaluations.evaluated_at))
    .limit(500);
}

/** Everything evaluated of these interviews, every attempt, for the candidate's data export. */
export async function listEvaluationsForExport(db: Db, interviewIds: readonly string[]) {
  if (interviewIds.length === 0) return { attempts: [], answers: [], overrides: [], reviews: [], opinions: [] };
  const ids = [...interviewIds];
  const [attempts, answers, overrides, reviews, opinions] = await Promise.all([
    db
      .select()
      .from(interviewAttemptEvaluations)
      .where(inArray(interviewAttemptEvaluations.interview_id, ids))
      .orderBy(asc(interviewAttemptEvaluations.attempt)),
    db
      .select()
      .from(interviewAnswerEvaluations)
      .where(inArray(interviewAnswerEvaluations.interview_id, ids))
      .orderBy(asc(interviewAnswerEvaluations.attempt), asc(interviewAnswerEvaluations.question_id)),
    db
      .select()
      .from(interviewScoreOverrides)
      .where(inArray(interviewScoreOverrides.interview_id, ids))
      .orderBy(asc(interviewScoreOverrides.at), asc(interviewScoreOverrides.id)),
    db
      .select()
      .from(interviewReviewRequests)
      .where(inArray(interviewReviewRequests.interview_id, ids))
      .orderBy(asc(interviewReviewRequests.attempt)),
    db
      .select()
      .from(interviewSecondOpinions)
      .where(inArray(interviewSecondOpinions.interview_id, ids))
      .orderBy(asc(interviewSecondOpinions.attempt)),
  ]);
  return { attempts, answers, overrides, reviews, opinions };
}
