/** The My Next Move assessments and their answers (issue #14). */
import { eq, sql } from 'drizzle-orm';
import type { InterestKind, InterestScores } from '@masar/shared/interests';
import type { Db } from '../../db/client.ts';
import { interestAnswers, interestAssessments } from '../../db/schema/interests.ts';

export type InterestAssessmentRow = typeof interestAssessments.$inferSelect;

export async function findInterestAssessmentOf(db: Db, candidateId: string): Promise<InterestAssessmentRow | undefined> {
  const [row] = await db.select().from(interestAssessments).where(eq(interestAssessments.candidate_id, candidateId));
  return row;
}

/** The candidate's assessment, started now if there is none (two first calls at once make one). */
export async function startInterestAssessment(db: Db, candidateId: string): Promise<InterestAssessmentRow> {
  await db.insert(interestAssessments).values({ candidate_id: candidateId }).onConflictDoNothing();
  return (await findInterestAssessmentOf(db, candidateId))!;
}

/** Answers by activity number, as last given (-1 included). */
export async function findInterestAnswers(db: Db, assessmentId: string): Promise<Map<number, number>> {
  const rows = await db
    .select({ question: interestAnswers.question_number, answer: interestAnswers.answer_number })
    .from(interestAnswers)
    .where(eq(interestAnswers.assessment_id, assessmentId));
  return new Map(rows.map((row) => [row.question, row.answer]));
}

export async function saveInterestAnswers(
  db: Db,
  assessmentId: string,
  answers: ReadonlyArray<{ questionNumber: number; answerNumber: number }>,
): Promise<void> {
  if (answers.length === 0) return;
  // The last answer sent for a number wins, as if sent one by one.
  const byQuestion = new Map(answers.map((answer) => [answer.questionNumber, answer.answerNumber]));
  await db
    .insert(interestAnswers)
    .values([...byQuestion].map(([question, answer]) => ({ assessment_id: assessmentId, question_number: question, answer_number: answer })))
    .onConflictDoUpdate({
      target: [interestAnswers.assessment_id, interestAnswers.question_number],
      set: {
        answer_number: sql`excluded.answer_number`,
        answered_at: sql`now()`,
        times_answered: sql`${interestAnswers.times_answered} + 1`,
      },
    });
}

export async function updateInterestAssessment(
  db: Db,
  assessmentId: string,
  changes: { kind?: InterestKind; typedScores?: InterestScores; jobZone?: number; complete?: boolean },
): Promise<InterestAssessmentRow> {
  const [row] = await db
    .update(interestAssessments)
    .set({
      updated_at: sql`now()`,
      ...(changes.kind ? { kind: changes.kind } : {}),
      ...(changes.typedScores ? { typed_scores: changes.typedScores } : {}),
      ...(changes.jobZone !== undefined ? { job_zone: changes.jobZone } : {}),
      // The first completion is kept: taking an answer back later does not move the date.
      ...(changes.complete ? { completed_at: sql`coalesce(${interestAssessments.completed_at}, now())` } : {}),
    })
    .where(eq(interestAssessments.id, assessmentId))
    .returning();
  return row!;
}
