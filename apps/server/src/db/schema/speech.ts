import { jsonb, pgTable, real, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { files } from './files.ts';

/** A word of a transcript with its place in the recording, in seconds (what fluency is measured from). */
export interface TranscriptWord {
  word: string;
  start: number;
  end: number;
}

/**
 * A recording's transcript, kept once made (decision 0065): scoring that runs again, or another reader of
 * the same recording, does not send it to the provider twice. Goes with its file.
 */
export const speechTranscripts = pgTable('speech_transcripts', {
  file_id: uuid('file_id')
    .primaryKey()
    .references(() => files.id, { onDelete: 'cascade' }),
  /** The provider's model that made it, for the evidence and for a later re-run under another. */
  model: text('model').notNull(),
  text: text('text').notNull(),
  language: text('language'),
  duration_seconds: real('duration_seconds'),
  words: jsonb('words').$type<TranscriptWord[]>().notNull(),
  /** Why there is no transcript (the provider refused the audio, or kept failing); the text is then empty. */
  failure: text('failure'),
  created_at: createdAt(),
});
