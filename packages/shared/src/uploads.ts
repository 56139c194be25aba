import { z } from 'zod';
import { TOO_LONG, textString } from './fields.ts';

/** Spec §3 upload path categories. */
export const UPLOAD_CATEGORIES = [
  'resume',
  'course',
  'jobs',
  'avatar',
  'job embeddings',
  'cv book',
  'degree program',
  'highlight awards',
  'public resume',
  'interview audio',
  'interview recording',
  'assessment results',
  'assessments',
  'knowledge base',
  'principle assessment',
  'prompts',
  'candidate interviews',
  'registration videos',
] as const;
export type UploadCategory = (typeof UPLOAD_CATEGORIES)[number];

/** File kinds the server recognises from their content (spec §5 file families). */
export const FILE_KINDS = ['pdf', 'docx', 'doc', 'txt', 'png', 'jpg', 'svg', 'webm', 'ogg', 'wav', 'mp4'] as const;
export type FileKind = (typeof FILE_KINDS)[number];

const MB = 1024 * 1024;

export interface FileRule {
  kinds: readonly FileKind[];
  /** Files must be under this size (spec: "under 2 MB"). */
  maxBytes: number;
  /** A lower limit for some kinds, checked once the content has said what the file is. */
  maxBytesByKind?: Partial<Record<FileKind, number>>;
}

/** The limit a file of this kind is held to under a rule. */
export function maxBytesFor(rule: FileRule, kind: FileKind): number {
  return rule.maxBytesByKind?.[kind] ?? rule.maxBytes;
}

/**
 * Spec §5 file rules by category. The resume also takes .doc, which issue #3 asks for; categories that
 * have no rule yet (recordings, videos, …) take no uploads until their issue defines one.
 */
export const FILE_RULES: Partial<Record<UploadCategory, FileRule>> = {
  avatar: { kinds: ['png', 'svg', 'jpg'], maxBytes: 2 * MB },
  resume: { kinds: ['pdf', 'docx', 'doc', 'txt'], maxBytes: 30 * MB },
  jobs: { kinds: ['pdf', 'docx', 'txt'], maxBytes: 30 * MB },
  'highlight awards': { kinds: ['doc', 'docx', 'pdf', 'txt'], maxBytes: 1 * MB },
  'knowledge base': { kinds: ['doc', 'docx', 'pdf', 'txt'], maxBytes: 1 * MB },
  /**
   * A spoken answer (decision 0065): what MediaRecorder makes (Opus in WebM or Ogg, AAC in MP4 on Safari)
   * or a WAV. Compressed audio is held to 8 MB, five minutes at over 200 kbit/s (Opus speech is 32–64);
   * uncompressed WAV to 30 MB, five minutes of 48 kHz 16-bit mono.
   */
  'interview audio': { kinds: ['webm', 'ogg', 'mp4', 'wav'], maxBytes: 30 * MB, maxBytesByKind: { webm: 8 * MB, ogg: 8 * MB, mp4: 8 * MB } },
  /**
   * An interview answer on camera (issue #16): WebM (Chrome, Firefox) or MP4 (Safari), 80 MB, four
   * minutes at Chrome's default 2.5 Mbit/s; under the 90 MB a person may have in unfinished uploads.
   */
  'interview recording': { kinds: ['webm', 'mp4'], maxBytes: 80 * MB },
};

/** The largest chunk a client may send; a 30 MB resume is at least six chunks. */
export const MAX_CHUNK_BYTES = 5 * MB;
export const MAX_CHUNK_COUNT = 64;

/**
 * What one person may have in unfinished uploads at once (issue #9: an account wrote 196 MB of partial
 * uploads in 1.4 s). Three resumes or job files of almost 30 MB each in flight at the same time is more
 * than anyone uploading by hand needs (the web app sends one file at a time), and bounds the disk a
 * person can fill before a file is checked. Ten open uploads leave room for several abandoned tries (a
 * closed tab, a dropped connection that a new try does not resume) before anyone is refused.
 */
export const PARTIAL_UPLOAD_LIMITS = {
  bytes: 3 * 30 * MB,
  uploads: 10,
  /**
   * An unfinished upload is removed this long after it was started: a 30 MB file takes minutes even on
   * a slow connection, so six hours leave a day's interrupted upload time to resume without keeping
   * abandoned bytes, or a person's quota, for long.
   */
  expireAfterHours: 6,
} as const;

/** Spec §5: sizes are shown in MB with two decimals. */
export function formatMegabytes(bytes: number): string {
  return `${(bytes / MB).toFixed(2)} MB`;
}

export const uploadChunkQuerySchema = z.strictObject({
  upload_id: z.uuid({ error: 'validation.invalidType' }),
  chunk_index: z.coerce.number({ error: 'validation.invalidType' }).int().min(0).max(MAX_CHUNK_COUNT - 1),
  /**
   * How many chunks the file has. A recording sent while it is being made does not know yet: its chunks
   * leave this out, and the last one says it (decision 0065).
   */
  chunk_count: z.coerce.number({ error: 'validation.invalidType' }).int().min(1).max(MAX_CHUNK_COUNT).optional(),
  category: z.enum(UPLOAD_CATEGORIES, { error: 'upload.category' }),
  /** Shown back to the person only; never used to decide where or how the file is stored. */
  file_name: textString().trim().min(1, { error: 'validation.required' }).max(200, TOO_LONG),
});
export type UploadChunkQuery = z.infer<typeof uploadChunkQuerySchema>;

export const storedFileSchema = z.object({
  id: z.string(),
  category: z.string(),
  kind: z.enum(FILE_KINDS),
  size_bytes: z.number().int(),
  file_name: z.string(),
  url: z.string(),
});
export type StoredFile = z.infer<typeof storedFileSchema>;

export const uploadStatusSchema = z.object({
  upload_id: z.string(),
  status: z.enum(['partial', 'complete']),
  received: z.array(z.number().int()),
  /** Null while a recording's upload does not know its last chunk yet. */
  chunk_count: z.number().int().nullable(),
  file: storedFileSchema.nullable(),
});
export type UploadStatus = z.infer<typeof uploadStatusSchema>;
