import { dataEnvelope } from '@masar/shared/api';
import type { MessageKey } from '@masar/shared/messages';
import {
  FILE_RULES,
  formatMegabytes,
  uploadStatusSchema,
  type FileKind,
  type FileRule,
  type StoredFile,
  type UploadCategory,
} from '@masar/shared/uploads';
import { ApiError, type ApiClient } from './api-client';

/** Issue #3: 1 MB chunks, so a dropped connection costs at most a megabyte (the server takes up to 5). */
export const CHUNK_BYTES = 1024 * 1024;

const uploadStatusEnvelope = dataEnvelope(uploadStatusSchema);

/** The extensions a person's file may carry for each kind the server recognises. */
const EXTENSIONS: Record<FileKind, readonly string[]> = {
  pdf: ['pdf'],
  docx: ['docx'],
  doc: ['doc'],
  txt: ['txt'],
  png: ['png'],
  jpg: ['jpg', 'jpeg'],
  svg: ['svg'],
  webm: ['webm'],
  ogg: ['ogg', 'oga', 'opus'],
  wav: ['wav'],
  mp4: ['mp4', 'm4a'],
};

export function ruleFor(category: UploadCategory): FileRule {
  const rule = FILE_RULES[category];
  if (rule === undefined) throw new Error(`No file rule for uploads of ${category}`);
  return rule;
}

/** For the file input's `accept`: the browser's picker offers only what the server takes. */
export function acceptFor(category: UploadCategory): string {
  return ruleFor(category)
    .kinds.flatMap((kind) => EXTENSIONS[kind])
    .map((extension) => `.${extension}`)
    .join(',');
}

export interface FileProblem {
  key: Extract<MessageKey, 'upload.type' | 'upload.tooLarge' | 'upload.empty'>;
  params?: Record<string, string>;
}

/**
 * The browser's quick check, with the server's messages: extension and size. The server still checks
 * the real type from the content, and decides.
 */
export function checkFile(file: File, category: UploadCategory): FileProblem | null {
  const rule = ruleFor(category);
  const extension = file.name.includes('.') ? (file.name.split('.').pop() ?? '').toLowerCase() : '';
  if (!rule.kinds.some((kind) => EXTENSIONS[kind].includes(extension))) {
    return { key: 'upload.type', params: { kinds: rule.kinds.join(', ') } };
  }
  if (file.size === 0) return { key: 'upload.empty' };
  if (file.size >= rule.maxBytes) {
    return { key: 'upload.tooLarge', params: { size: formatMegabytes(file.size), max: formatMegabytes(rule.maxBytes) } };
  }
  return null;
}

export function chunkCountOf(size: number): number {
  return Math.max(1, Math.ceil(size / CHUNK_BYTES));
}

/** The client names each upload, so that a retry can ask the server which chunks it already has. */
export function newUploadId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export interface ChunkedUploadInput {
  client: ApiClient;
  file: File;
  category: UploadCategory;
  uploadId: string;
  /** A retry: ask the server which chunks arrived and send only the others. */
  resume: boolean;
  /** Share of the bytes the server has, 0 to 1. */
  onProgress: (fraction: number) => void;
  signal?: AbortSignal;
}

export class UploadIncompleteError extends Error {
  override readonly name = 'UploadIncompleteError';
}

/** Sends the file in 1 MB chunks (spec §7 upload-file-chunk/) and answers the stored file. */
export async function uploadInChunks(input: ChunkedUploadInput): Promise<StoredFile> {
  const { client, file, category, uploadId, onProgress, signal } = input;
  const chunkCount = chunkCountOf(file.size);
  const received = new Set<number>();
  if (input.resume) {
    const { data } = await client.get(`user/upload-file-chunk/${uploadId}`, uploadStatusEnvelope);
    if (data.file !== null) return data.file;
    for (const index of data.received) received.add(index);
  }
  const report = () => {
    const bytes = [...received].reduce((sum, index) => sum + chunkBytes(file.size, index), 0);
    onProgress(file.size === 0 ? 1 : bytes / file.size);
  };
  report();
  for (let index = 0; index < chunkCount; index += 1) {
    if (received.has(index)) continue;
    const query = new URLSearchParams({
      upload_id: uploadId,
      chunk_index: String(index),
      chunk_count: String(chunkCount),
      category,
      file_name: file.name,
    });
    const chunk = file.slice(index * CHUNK_BYTES, Math.min((index + 1) * CHUNK_BYTES, file.size));
    const { data } = await client.postBytes(`user/upload-file-chunk/?${query.toString()}`, chunk, uploadStatusEnvelope, signal);
    received.add(index);
    report();
    if (data.status === 'complete' && data.file !== null) return data.file;
  }
  throw new UploadIncompleteError('The server did not complete the upload');
}

function chunkBytes(size: number, index: number): number {
  return Math.max(0, Math.min(CHUNK_BYTES, size - index * CHUNK_BYTES));
}

/** A dropped connection or a server hiccup is worth a retry; a refused file is not. */
export function isRetryable(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return error.status === 0 || error.status >= 500 || error.status === 408 || error.status === 429;
}

export interface StreamingUploadInput {
  client: ApiClient;
  category: UploadCategory;
  uploadId: string;
  fileName: string;
  signal?: AbortSignal;
  /** Tries per chunk before the upload fails: a dropped chunk is sent again (decision 0065). */
  attempts?: number;
}

export interface StreamingUpload {
  /** Queues bytes as they are recorded; they go out in order, what piled up meanwhile as one chunk. */
  push(bytes: Blob): void;
  /** Sends what is left as the last chunk, naming the count, and answers the stored file. */
  finish(lastBytes: Blob | null): Promise<StoredFile>;
}

/**
 * An upload whose size is not known when it starts (a recording, sent while it is made): chunks leave the
 * count out and the last one says it. A chunk that fails for a reason worth a retry is sent again, so a
 * dropped connection mid-recording loses nothing; the server keeps the first copy of a repeated chunk.
 */
export function startStreamingUpload(input: StreamingUploadInput): StreamingUpload {
  const { client, category, uploadId, fileName, signal } = input;
  const attempts = input.attempts ?? 4;
  const pending: Blob[] = [];
  let sent = 0;
  let lastSent: Blob | null = null;
  let sending: Promise<void> = Promise.resolve();
  let failure: Error | null = null;

  const send = async (bytes: Blob, index: number, count: number | null) => {
    const query = new URLSearchParams({ upload_id: uploadId, chunk_index: String(index), category, file_name: fileName });
    if (count !== null) query.set('chunk_count', String(count));
    for (let attempt = 1; ; attempt += 1) {
      try {
        return (await client.postBytes(`user/upload-file-chunk/?${query.toString()}`, bytes, uploadStatusEnvelope, signal)).data;
      } catch (error) {
        if (signal?.aborted || !isRetryable(error) || attempt >= attempts) throw error;
      }
    }
  };

  const drain = async () => {
    if (failure !== null || pending.length === 0) return;
    const bytes = new Blob(pending.splice(0));
    try {
      await send(bytes, sent, null);
      sent += 1;
      lastSent = bytes;
    } catch (error) {
      failure = error instanceof Error ? error : new Error(String(error));
    }
  };

  return {
    push(bytes) {
      if (bytes.size === 0) return;
      pending.push(bytes);
      sending = sending.then(drain);
    },
    async finish(lastBytes) {
      if (lastBytes !== null && lastBytes.size > 0) pending.push(lastBytes);
      await sending;
      if (failure !== null) throw failure;
      // The last chunk carries the count; with nothing new to send, the last one sent goes again to say it.
      const tail = pending.length > 0 ? new Blob(pending.splice(0)) : null;
      const status =
        tail !== null ? await send(tail, sent, sent + 1) : lastSent !== null ? await send(lastSent, sent - 1, sent) : null;
      if (status?.status === 'complete' && status.file !== null) return status.file;
      throw new UploadIncompleteError('The server did not complete the upload');
    },
  };
}

/**
 * Puts together a streamed upload whose page closed before its last chunk (a recording cut off with its
 * tab): the chunks the server holds become the file. The last one is sent again naming the count; the
 * server keeps its first copy, so the byte sent with it is never stored. Answers null when there is
 * nothing to put together (no chunk arrived, or one is missing in the middle).
 */
export async function finishAbandonedUpload(input: { client: ApiClient; uploadId: string; category: UploadCategory; fileName: string }): Promise<StoredFile | null> {
  const { client, uploadId, category, fileName } = input;
  const { data } = await client.get(`user/upload-file-chunk/${uploadId}`, uploadStatusEnvelope);
  if (data.file !== null) return data.file;
  const count = data.received.length;
  if (count === 0 || Math.max(...data.received) !== count - 1) return null;
  const query = new URLSearchParams({ upload_id: uploadId, chunk_index: String(count - 1), chunk_count: String(count), category, file_name: fileName });
  const { data: status } = await client.postBytes(`user/upload-file-chunk/?${query.toString()}`, new Blob([new Uint8Array(1)]), uploadStatusEnvelope);
  return status.file;
}
