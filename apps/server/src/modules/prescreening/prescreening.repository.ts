import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { prescreeningAnswers, prescreeningQuestions } from '../../db/schema/prescreening.ts';

export type PrescreeningQuestionRow = typeof prescreeningQuestions.$inferSelect;
export type PrescreeningQuestionValues = Omit<typeof prescreeningQuestions.$inferInsert, 'id' | 'job_id' | 'position' | 'created_at'>;
export type PrescreeningAnswerRow = typeof prescreeningAnswers.$inferSelect;
export type PrescreeningAnswerValues = Omit<typeof prescreeningAnswers.$inferInsert, 'answered_at'>;

/** A job's questions of one assessment kind, in the recruiter's order. */
export function listQuestions(db: Db, jobId: string, assessment: PrescreeningQuestionRow['assessment']): Promise<PrescreeningQuestionRow[]> {
  return db
    .select()
    .from(prescreeningQuestions)
    .where(and(eq(prescreeningQuestions.job_id, jobId), eq(prescreeningQuestions.assessment, assessment)))
    .orderBy(asc(prescreeningQuestions.position));
}

/**
 * The job's whole list becomes `questions`, in their order (inside a transaction). A transaction lock on
 * the job's id makes two saves of one list follow each other instead of interleaving their rows.
 */
export async function replaceQuestions(
  db: Db,
  jobId: string,
  assessment: PrescreeningQuestionRow['assessment'],
  questions: readonly Omit<PrescreeningQuestionValues, 'assessment'>[],
): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`prescreening:${jobId}`}))`);
  await db.delete(prescreeningQuestions).where(and(eq(prescreeningQuestions.job_id, jobId), eq(prescreeningQuestions.assessment, assessment)));
  if (questions.length > 0) {
    await db.insert(prescreeningQuestions).values(questions.map((question, position) => ({ ...question, assessment, job_id: jobId, position })));
  }
}

export async function insertAnswers(db: Db, answers: readonly PrescreeningAnswerValues[]): Promise<void> {
  if (answers.length > 0) await db.insert(prescreeningAnswers).values([...answers]);
}

/** A job's stored answers, one candidate's or everyone's, newest application first and in question order. */
export function listAnswers(db: Db, jobId: string, candidateId?: string): Promise<PrescreeningAnswerRow[]> {
  return db
    .select()
    .from(prescreeningAnswers)
    .where(and(eq(prescreeningAnswers.job_id, jobId), candidateId === undefined ? undefined : eq(prescreeningAnswers.candidate_id, candidateId)))
    .orderBy(desc(prescreeningAnswers.answered_at), asc(prescreeningAnswers.candidate_id), asc(prescreeningAnswers.position));
}
