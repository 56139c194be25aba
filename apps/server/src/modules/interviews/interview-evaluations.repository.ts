import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import {
  interviewAnswerEvaluations,
  interviewAttemptEvaluations,
  interviewReviewRequests,
  interviewScoreOverrides,
} from '../../db/schema/interview-evaluations.ts';

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
