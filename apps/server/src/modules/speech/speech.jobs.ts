import { z } from 'zod';
import { publishEvent } from '../../events/events.ts';
import { defineJob } from '../../plugins/jobs.ts';
import { findFile, readFileBytes } from '../files/files.service.ts';
import { contentTypeOf } from '../files/uploads.service.ts';
import { SpeechError } from './provider-http.ts';
import { findTranscripts, saveTranscript } from './speech.repository.ts';

/**
 * Transcribes one recording through the configured provider and keeps the transcript (decision 0065), then
 * announces `recording.transcribed`. A recording already transcribed is only announced again. A refusal
 * that a retry cannot change (the audio, the key) and the last of the retries are kept as the failure, so
 * what waits on the transcript goes on without it (a person scores the answer).
 */
export const transcribeRecordingJob = defineJob({
  name: 'speech.transcribe',
  payload: z.object({ file_id: z.uuid(), language: z.string().min(2).max(8).optional() }),
  // Five tries over about five minutes: a provider's rate limit or outage usually passes by then.
  retry: { limit: 4, delaySeconds: 20 },
  expireInSeconds: 300,
  async handle({ file_id, language }, ctx, run) {
    const transcriber = ctx.speech.transcriber;
    if (!transcriber) return;
    const [known] = await findTranscripts(ctx.db, [file_id]);
    const file = known ? null : await findFile(ctx.db, file_id);
    if (!known && file) {
      try {
        const transcript = await transcriber.transcribe({
          bytes: await readFileBytes(ctx, file),
          fileName: `recording.${file.kind}`,
          contentType: contentTypeOf(file.kind),
          ...(language ? { language } : {}),
        });
        await saveTranscript(ctx.db, {
          file_id,
          model: transcriber.model,
          text: transcript.text,
          language: transcript.language,
          duration_seconds: transcript.durationSeconds,
          words: transcript.words,
        });
      } catch (error) {
        if (!(error instanceof SpeechError) || (error.retryable && !run?.lastAttempt)) throw error;
        await saveTranscript(ctx.db, { file_id, model: transcriber.model, text: '', words: [], failure: error.reason });
      }
    }
    await publishEvent(ctx, 'recording.transcribed', { fileId: file_id });
  },
});
