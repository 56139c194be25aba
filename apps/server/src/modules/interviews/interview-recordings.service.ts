/**
 * Recordings cut off mid-answer (decision 0091): the room registers each recording when it starts and
 * sends it in chunks as it goes, so a tab closed or a connection lost leaves the chunks sent so far. The
 * candidate's room puts them together when they come back (decision 0083); this sweep does it when they
 * do not, so the recruiter gets what arrived, marked partial with the missing chunks noted.
 */
import { PARTIAL_UPLOAD_LIMITS } from '@masar/shared/uploads';
import type { AppContext } from '../../context.ts';
import { assembleCutOffUpload } from '../files/uploads.service.ts';
import { listUnfinishedRecordings, setRecordingFile } from './interviews.repository.ts';

/**
 * A recording still unfinished this long after it was registered has lost its room. The room stops a
 * recording after 10 minutes and sends its last chunk at once; 30 minutes leave a slow connection time to
 * catch up, and a candidate who comes back sooner puts it together in the room.
 */
export const RECORDING_CUT_OFF_MINUTES = 30;

const MINUTE_MS = 60_000;
const BATCH = 50;

/** Answers how many recordings were put together (partly) and tied to their answers. */
export async function assembleCutOffRecordings(ctx: AppContext, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - RECORDING_CUT_OFF_MINUTES * MINUTE_MS);
  // Past the partial upload's expiry its chunks are gone: nothing older is worth a look.
  const from = new Date(now.getTime() - PARTIAL_UPLOAD_LIMITS.expireAfterHours * 60 * MINUTE_MS);
  let assembled = 0;
  let after = from;
  for (;;) {
    const batch = await listUnfinishedRecordings(ctx.db, after, before, BATCH);
    for (const recording of batch) {
      const result = await assembleCutOffUpload(ctx, recording.upload_id);
      if (result.outcome === 'nothing') continue;
      // Put together by the room that came back but never tied (its save failed): a whole file, not partial.
      const tied =
        result.outcome === 'assembled'
          ? await setRecordingFile(ctx.db, recording.upload_id, { file_id: result.file.id, partial: true, missing_chunks: result.missing })
          : await setRecordingFile(ctx.db, recording.upload_id, { file_id: result.file.id, partial: false, missing_chunks: [] });
      if (tied) assembled += 1;
    }
    if (batch.length < BATCH) return assembled;
    // Ordered by registration: the next page starts just after the last one seen (left-over ones stay behind).
    after = new Date(batch.at(-1)!.created_at.getTime() + 1);
  }
}
