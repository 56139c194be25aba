/** What other modules may do with speech: read kept transcripts and queue a recording's transcription. */
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { transcribeRecordingJob } from './speech.jobs.ts';
import { findTranscripts, type TranscriptRow } from './speech.repository.ts';

export type { TranscriptRow } from './speech.repository.ts';

export function transcriptsOf(db: Db, fileIds: readonly string[]): Promise<TranscriptRow[]> {
  return findTranscripts(db, fileIds);
}

/** Once per recording while one is queued; `recording.transcribed` follows when it is kept. */
export async function queueTranscription(ctx: AppContext, fileId: string, language?: string): Promise<void> {
  await ctx.jobs.send(transcribeRecordingJob, { file_id: fileId, ...(language ? { language } : {}) }, { singletonKey: fileId });
}
