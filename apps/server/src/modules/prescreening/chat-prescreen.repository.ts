import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { chatPrescreenMessages } from '../../db/schema/prescreening.ts';

export type ChatMessageRow = typeof chatPrescreenMessages.$inferSelect;
export type ChatMessageValues = Omit<typeof chatPrescreenMessages.$inferInsert, 'job_id' | 'candidate_id' | 'position' | 'sent_at'>;

/** One candidate's chat on one job, in the order said. */
export function listChatMessages(db: Db, jobId: string, candidateId: string): Promise<ChatMessageRow[]> {
  return db
    .select()
    .from(chatPrescreenMessages)
    .where(and(eq(chatPrescreenMessages.job_id, jobId), eq(chatPrescreenMessages.candidate_id, candidateId)))
    .orderBy(asc(chatPrescreenMessages.position));
}

/**
 * Holds the candidate's chat on the job until the transaction ends, so two replies sent at once follow each
 * other: each replays the transcript the other left.
 */
export async function lockChat(tx: Db, jobId: string, candidateId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`chat-prescreen:${jobId}:${candidateId}`}))`);
}

/** Adds messages after the last one (positions follow on from `after`, the count already stored). */
export async function appendChatMessages(tx: Db, jobId: string, candidateId: string, after: number, messages: readonly ChatMessageValues[]): Promise<void> {
  if (messages.length === 0) return;
  await tx.insert(chatPrescreenMessages).values(messages.map((message, index) => ({ ...message, job_id: jobId, candidate_id: candidateId, position: after + index })));
}
