/** The skills-assessment attempts, their answers and human scores (issue #15, decision 0072). */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { AssessmentResultStatus, SkillsAssessmentKind } from '@masar/shared/assessments';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { assessmentAnswers, assessmentAttempts, assessmentHumanScores } from '../../db/schema/assessments.ts';

export type AttemptRow = typeof assessmentAttempts.$inferSelect;
export type AnswerRow = typeof assessmentAnswers.$inferSelect;
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
  extra: Partial<Pick<AttemptRow, 'result' | 'scoring_version'>> = {},
): Promise<AttemptRow | undefined> {
  const [row] = await db
    .update(assessmentAttempts)
    .set({
      status: to,
      ...extra,
      ...(to === 'RESULT_PROCESSING' ? { submitted_at: sql`now()` } : {}),
      ...(to === 'COMPLETED' ? { completed_at: sql`now()` } : {}),
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
