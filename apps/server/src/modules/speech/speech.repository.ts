import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { speechTranscripts } from '../../db/schema/speech.ts';

export type TranscriptRow = typeof speechTranscripts.$inferSelect;

export async function findTranscripts(db: Db, fileIds: readonly string[]): Promise<TranscriptRow[]> {
  if (fileIds.length === 0) return [];
  return db.select().from(speechTranscripts).where(inArray(speechTranscripts.file_id, [...fileIds]));
}

/** Keeps the first transcript of a recording: a job that ran twice does not replace it. */
export async function saveTranscript(db: Db, values: typeof speechTranscripts.$inferInsert): Promise<void> {
  await db.insert(speechTranscripts).values(values).onConflictDoNothing();
}
