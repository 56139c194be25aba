import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { jobQuestions, jobs } from '../../db/schema/jobs.ts';

export type JobQuestionRow = typeof jobQuestions.$inferSelect;
export type JobQuestionValues = Omit<typeof jobQuestions.$inferInsert, 'id' | 'job_id' | 'position' | 'created_at'>;

/** A job's questions in the recruiter's order. */
export function listJobQuestions(db: Db, jobId: string): Promise<JobQuestionRow[]> {
  return db.select().from(jobQuestions).where(eq(jobQuestions.job_id, jobId)).orderBy(asc(jobQuestions.position));
}

/** Holds the job's row until the transaction ends, so two saves of one job's list follow each other. */
export async function lockJob(db: Db, jobId: string): Promise<void> {
  await db.select({ id: jobs.id }).from(jobs).where(eq(jobs.id, jobId)).for('update');
}

/** The job's whole list becomes `questions`, in their order (run inside a transaction). */
export async function replaceJobQuestions(db: Db, jobId: string, questions: readonly JobQuestionValues[]): Promise<void> {
  await db.delete(jobQuestions).where(eq(jobQuestions.job_id, jobId));
  if (questions.length > 0) await db.insert(jobQuestions).values(questions.map((question, position) => ({ ...question, job_id: jobId, position })));
}
