/**
 * Speaking answers on their way to the engine (decision 0065): each recording is transcribed once by the
 * `speech.transcribe` job when a provider is configured, and its kept transcript, held to the item's time
 * limit, becomes the answer's timed words. Without a provider the recording waits for a person (0072).
 */
import type { SpeakingAnswer } from '@masar/engines/english-assessment/score-english';
import type { SpeakingPrompt } from '@masar/engines/english-assessment/items';
import type { AppContext } from '../../context.ts';
import { readFileBytes, type FileRow } from '../files/files.service.ts';
import { recordingSeconds, isRecordingKind } from '../speech/recording-duration.ts';
import { queueTranscription, transcriptsOf } from '../speech/speech.service.ts';

/**
 * Seconds a recording may run past its item's limit: the recorder stops at the limit, but the last chunk
 * is flushed a moment later, and a container's length rounds up to its last frame.
 */
export const RECORDING_GRACE_SECONDS = 3;

/** Whether the container says the recording runs past the limit; one that does not say passes here. */
export async function recordingOverLimit(ctx: AppContext, file: FileRow, maxSeconds: number): Promise<boolean> {
  if (!isRecordingKind(file.kind)) return false;
  const seconds = recordingSeconds(await readFileBytes(ctx, file), file.kind);
  return seconds !== null && seconds > maxSeconds + RECORDING_GRACE_SECONDS;
}

/** What the result shows of a transcript beside the engine's score: the text, its maker, what was left out. */
export interface TranscriptEvidence {
  recordingId: string;
  model: string;
  text: string;
  durationSeconds: number | null;
  /** Words said after the item's limit (and its grace), not scored. */
  wordsPastLimit: number;
  /** Why there is no transcript; the answer then waits for a person. */
  failure: string | null;
}

export type PreparedSpeaking =
  | { ready: false }
  | {
      ready: true;
      answers: Record<string, SpeakingAnswer>;
      /** `not_configured` tells the reader why recordings wait for a person. */
      transcription: 'not_configured' | 'provider';
      transcripts: Record<string, TranscriptEvidence>;
    };

/**
 * The speaking answers as the engine takes them, or not ready: the recordings not yet transcribed are
 * queued (once each) and scoring runs again when they are (`recording.transcribed`).
 */
export async function prepareSpeaking(
  ctx: AppContext,
  recordings: ReadonlyArray<{ prompt: SpeakingPrompt; recordingId: string }>,
): Promise<PreparedSpeaking> {
  const answers: Record<string, SpeakingAnswer> = {};
  for (const { prompt, recordingId } of recordings) answers[prompt.id] = { recordingId };
  if (!ctx.speech.transcriber) return { ready: true, answers, transcription: 'not_configured', transcripts: {} };
  const kept = new Map((await transcriptsOf(ctx.db, recordings.map((r) => r.recordingId))).map((row) => [row.file_id, row]));
  const missing = recordings.filter((r) => !kept.has(r.recordingId));
  if (missing.length > 0) {
    for (const { recordingId } of missing) {
      await queueTranscription(ctx, recordingId, 'en');
    }
    return { ready: false };
  }
  const transcripts: Record<string, TranscriptEvidence> = {};
  for (const { prompt, recordingId } of recordings) {
    const row = kept.get(recordingId)!;
    const limit = prompt.maxSeconds + RECORDING_GRACE_SECONDS;
    const inTime = row.words.filter((word) => word.start <= limit);
    transcripts[prompt.id] = {
      recordingId,
      model: row.model,
      text: row.text,
      durationSeconds: row.duration_seconds,
      wordsPastLimit: row.words.length - inTime.length,
      failure: row.failure,
    };
    if (row.failure === null) answers[prompt.id] = { recordingId, transcript: { words: inTime } };
  }
  return { ready: true, answers, transcription: 'provider', transcripts };
}
