import { createHash, randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  FILE_RULES,
  MAX_CHUNK_BYTES,
  maxBytesFor,
  PARTIAL_UPLOAD_LIMITS,
  formatMegabytes,
  type FileKind,
  type StoredFile,
  type UploadChunkQuery,
  type UploadStatus,
} from '@masar/shared/uploads';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import type { Caller } from '../../plugins/auth.ts';
import { AppError, forbidden } from '../../lib/app-error.ts';
import { matchesClaimedKind, sniffFileKind } from './file-kind.ts';
import {
  deleteUpload,
  findFile,
  findUpload,
  insertChunk,
  insertFile,
  insertUpload,
  listChunks,
  listPartialUploadsBefore,
  lockPersonUploads,
  lockUpload,
  partialUploadUsage,
  setUploadChunkCount,
  setUploadFile,
  type FileRow,
  type UploadRow,
} from './files.repository.ts';

const CONTENT_TYPES: Record<FileKind, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  doc: 'application/msword',
  txt: 'text/plain; charset=utf-8',
  png: 'image/png',
  jpg: 'image/jpeg',
  svg: 'image/svg+xml',
  // Video types for the two containers that may hold video: an <audio> element plays them as well.
  webm: 'video/webm',
  mp4: 'video/mp4',
  ogg: 'audio/ogg',
  wav: 'audio/wav',
};

/** Recordings, sent while they are being made: their chunks may leave the count out until the last. */
const STREAMED_CATEGORIES = new Set(['interview audio', 'interview recording']);

/** Categories that belong to the recruiter's workspace; the rest are anyone's own files. */
const RECRUITER_CATEGORIES = new Set(['jobs', 'knowledge base']);

const chunkKey = (uploadId: string, index: number) => `uploads/${uploadId}/${index}`;
export const fileKey = (id: string) => `files/${id}`;

export function contentTypeOf(kind: FileKind): string {
  return CONTENT_TYPES[kind];
}

export function toStoredFile(file: FileRow): StoredFile {
  return {
    id: file.id,
    category: file.category,
    kind: file.kind,
    size_bytes: file.size_bytes,
    file_name: file.file_name,
    url: `/api/user/files/${file.id}`,
  };
}

/** Company files (logos, job documents) are uploaded by recruiters only. */
function assertMayUpload(caller: Caller, category: string): void {
  if (!RECRUITER_CATEGORIES.has(category)) return;
  if (caller.role !== 'recruiter' && caller.role !== 'recruiter admin') throw forbidden();
}

async function statusOf(ctx: AppContext, uploadId: string, chunkCount: number | null, file: FileRow | null): Promise<UploadStatus> {
  const received = (await listChunks(ctx.db, uploadId)).map((chunk) => chunk.chunk_index);
  return {
    upload_id: uploadId,
    status: file ? 'complete' : 'partial',
    received: file ? Array.from({ length: chunkCount ?? 0 }, (_, i) => i) : received,
    chunk_count: chunkCount,
    file: file ? toStoredFile(file) : null,
  };
}

/** Forgets an unfinished upload: its stored chunks, then its row (the chunk rows cascade). */
async function discard(ctx: AppContext, db: Db, uploadId: string): Promise<void> {
  for (const chunk of await listChunks(db, uploadId)) await ctx.storage.delete(chunkKey(uploadId, chunk.chunk_index));
  await deleteUpload(db, uploadId);
}

const tooLarge = (bytes: number, maxBytes: number) =>
  new AppError('VALIDATION_ERROR', 'upload.tooLarge', { size: formatMegabytes(bytes), max: formatMegabytes(maxBytes) });

/**
 * The chunk count an upload has once this chunk is taken: the one it was started with, or, for a
 * recording sent as it is made, the one its last chunk names. A count that contradicts the upload (another
 * count, or chunks already past it) is refused.
 */
function settleChunkCount(upload: UploadRow, query: UploadChunkQuery, received: readonly number[]): number | null {
  const given = query.chunk_count ?? null;
  const known = upload.chunk_count ?? given;
  const fits = known === null || (query.chunk_index < known && received.every((index) => index < known));
  if (!fits || (upload.chunk_count !== null && given !== null && given !== upload.chunk_count)) {
    throw new AppError('CONFLICT', 'upload.chunkMismatch');
  }
  return known;
}

/**
 * Takes one chunk of a resumable upload. Chunks may come in any order and more than once (the first copy
 * of a chunk is kept); when the last missing one arrives, the file is put together, checked by its size
 * and content against the category's rule, and stored under a key of the server's making.
 *
 * A person's chunks are received one at a time (a lock per person, held while the chunk is stored), so
 * the limits are checked against sums that racing requests cannot change: the upload's received bytes
 * stay under the file's limit, and the person's unfinished uploads under `PARTIAL_UPLOAD_LIMITS`.
 */
export async function receiveChunk(ctx: AppContext, caller: Caller, query: UploadChunkQuery, bytes: Buffer): Promise<UploadStatus> {
  const rule = FILE_RULES[query.category];
  if (!rule) throw new AppError('VALIDATION_ERROR', 'upload.category');
  assertMayUpload(caller, query.category);
  if (bytes.length === 0) throw new AppError('VALIDATION_ERROR', 'upload.empty');
  if (bytes.length > MAX_CHUNK_BYTES) {
    throw new AppError('VALIDATION_ERROR', 'upload.chunkTooLarge', { max: formatMegabytes(MAX_CHUNK_BYTES) });
  }
  if (query.chunk_count === undefined ? !STREAMED_CATEGORIES.has(query.category) : query.chunk_index >= query.chunk_count) {
    throw new AppError('VALIDATION_ERROR', 'upload.chunkMismatch');
  }

  const outcome = await ctx.db.transaction(async (tx): Promise<{ upload: UploadRow; received: number; refused?: AppError }> => {
    await lockPersonUploads(tx, caller.userId);
    let upload = await lockUpload(tx, query.upload_id);
    if (!upload) {
      const usage = await partialUploadUsage(tx, caller.userId);
      if (usage.uploads >= PARTIAL_UPLOAD_LIMITS.uploads) throw new AppError('RATE_LIMITED', 'upload.tooManyPartial');
      await insertUpload(tx, {
        id: query.upload_id,
        user_id: caller.userId,
        category: query.category,
        file_name: query.file_name,
        chunk_count: query.chunk_count ?? null,
      });
      upload = await lockUpload(tx, query.upload_id);
    }
    // Someone else's upload id is answered as unknown, so ids cannot be probed.
    if (!upload || upload.user_id !== caller.userId) throw new AppError('NOT_FOUND', 'upload.notFound');
    if (upload.category !== query.category) throw new AppError('CONFLICT', 'upload.chunkMismatch');
    const chunks = await listChunks(tx, upload.id);
    const chunkCount = settleChunkCount(upload, query, chunks.map((chunk) => chunk.chunk_index));
    if (chunkCount !== upload.chunk_count) {
      await setUploadChunkCount(tx, upload.id, chunkCount!);
      upload = { ...upload, chunk_count: chunkCount };
    }
    if (upload.file_id || chunks.some((chunk) => chunk.chunk_index === query.chunk_index)) {
      return { upload, received: chunks.length };
    }
    const receivedBytes = chunks.reduce((sum, chunk) => sum + chunk.size_bytes, 0) + bytes.length;
    if (receivedBytes >= rule.maxBytes) {
      await discard(ctx, tx, upload.id);
      return { upload, received: 0, refused: tooLarge(receivedBytes, rule.maxBytes) };
    }
    const usage = await partialUploadUsage(tx, caller.userId);
    if (usage.bytes + bytes.length > PARTIAL_UPLOAD_LIMITS.bytes) throw new AppError('RATE_LIMITED', 'upload.tooManyPartial');
    await ctx.storage.put(chunkKey(upload.id, query.chunk_index), bytes, 'application/octet-stream');
    await insertChunk(tx, upload.id, query.chunk_index, bytes.length);
    return { upload, received: chunks.length + 1 };
  });
  if (outcome.refused) throw outcome.refused;
  const { upload } = outcome;
  if (upload.file_id) return statusOf(ctx, upload.id, upload.chunk_count, (await findFile(ctx.db, upload.file_id)) ?? null);
  if (upload.chunk_count === null || outcome.received < upload.chunk_count) return statusOf(ctx, upload.id, upload.chunk_count, null);
  return assemble(ctx, caller, upload.id);
}

/**
 * Reads an upload's chunks, counting the bytes as they come: past the file's limit, reading stops and the
 * upload is refused, whatever the chunk rows said. Answers null when the chunks are gone: another request
 * for the same upload finished it, or refused it, first.
 */
async function readChunks(ctx: AppContext, upload: UploadRow, maxBytes: number): Promise<{ bytes: Buffer } | { tooLarge: number } | null> {
  const parts: Buffer[] = [];
  let total = 0;
  for (let index = 0; index < (upload.chunk_count ?? 0); index += 1) {
    let part: Buffer;
    try {
      part = await ctx.storage.get(chunkKey(upload.id, index));
    } catch (error) {
      if ((await findUpload(ctx.db, upload.id))?.file_id !== null) return null;
      throw error;
    }
    total += part.length;
    if (total >= maxBytes) return { tooLarge: total };
    parts.push(part);
  }
  return { bytes: Buffer.concat(parts) };
}

/** Stores an upload's checked bytes as its owner's file and settles the upload with it (in the caller's transaction). */
async function storeUploadFile(ctx: AppContext, tx: Db, upload: UploadRow, ownerId: string, bytes: Buffer, kind: FileKind): Promise<FileRow> {
  const id = randomUUID();
  await ctx.storage.put(fileKey(id), bytes, contentTypeOf(kind));
  const file = await insertFile(tx, {
    id,
    owner_id: ownerId,
    category: upload.category,
    kind,
    size_bytes: bytes.length,
    sha256: createHash('sha256').update(bytes).digest('hex'),
    storage_key: fileKey(id),
    file_name: upload.file_name,
  });
  await setUploadFile(tx, upload.id, file.id);
  return file;
}

async function assemble(ctx: AppContext, caller: Caller, uploadId: string): Promise<UploadStatus> {
  // The bytes are read and checked before the transaction: inflating a zip to measure it must not hold a
  // pooled connection and its row locks meanwhile.
  const pending = await findUpload(ctx.db, uploadId);
  if (!pending) throw new AppError('NOT_FOUND', 'upload.notFound');
  const rule = FILE_RULES[pending.category as keyof typeof FILE_RULES]!;
  const read = await readChunks(ctx, pending, rule.maxBytes);
  if (read === null) return settledStatus(ctx, uploadId);
  let rejected: AppError | null = null;
  let kind: FileKind | null = null;
  const bytes = 'bytes' in read ? read.bytes : Buffer.alloc(0);
  if ('tooLarge' in read) rejected = tooLarge(read.tooLarge, rule.maxBytes);
  else {
    const sniffed = await sniffFileKind(bytes);
    if (sniffed.kind === null && sniffed.reason === 'zip_bomb') rejected = new AppError('VALIDATION_ERROR', 'upload.zipBomb');
    else if (sniffed.kind === null || !rule.kinds.includes(sniffed.kind) || !matchesClaimedKind(pending.file_name, sniffed.kind)) {
      rejected = new AppError('VALIDATION_ERROR', 'upload.type', { kinds: rule.kinds.join(', ') });
    } else if (bytes.length >= maxBytesFor(rule, sniffed.kind)) rejected = tooLarge(bytes.length, maxBytesFor(rule, sniffed.kind));
    kind = sniffed.kind;
  }
  const outcome = await ctx.db.transaction(async (tx) => {
    const upload = await lockUpload(tx, uploadId);
    if (!upload) return null;
    if (upload.file_id) return { upload, file: (await findFile(tx, upload.file_id)) ?? null, rejected: null };
    if (rejected || kind === null) {
      await discard(ctx, tx, upload.id);
      return { upload, file: null, rejected };
    }
    const file = await storeUploadFile(ctx, tx, upload, caller.userId, bytes, kind);
    return { upload, file, rejected: null };
  });
  // Another request for the same upload refused it first.
  if (outcome === null) throw rejected ?? new AppError('NOT_FOUND', 'upload.notFound');
  if (outcome.rejected) throw outcome.rejected;
  for (let index = 0; index < (outcome.upload.chunk_count ?? 0); index += 1) await ctx.storage.delete(chunkKey(outcome.upload.id, index));
  return statusOf(ctx, outcome.upload.id, outcome.upload.chunk_count, outcome.file);
}

/** Inclusive ranges of the indices below `last` that are not in `received` (sorted). */
function missingRanges(received: readonly number[], last: number): Array<{ from: number; to: number }> {
  const have = new Set(received);
  const ranges: Array<{ from: number; to: number }> = [];
  for (let index = 0; index <= last; index += 1) {
    if (have.has(index)) continue;
    const open = ranges.at(-1);
    if (open && open.to === index - 1) open.to = index;
    else ranges.push({ from: index, to: index });
  }
  return ranges;
}

export type CutOffAssembly =
  | { outcome: 'assembled'; file: FileRow; missing: Array<{ from: number; to: number }> }
  /** The upload was finished before (by the room that came back): its file as it is. */
  | { outcome: 'finished'; file: FileRow }
  /** Nothing playable to put together: the upload is gone, or its first chunk (the container's header) never came. */
  | { outcome: 'nothing' };

/**
 * Puts together what arrived of a recording sent as it was made and then cut off (the tab closed, the
 * connection went), for its owner, without them (decision 0091): the chunks received, in order, skipping
 * those that never came (their ranges are answered). The first chunk holds the container's header, so
 * without it nothing is playable. The file is checked as any upload is; the upload is then settled, so a
 * room that comes back later finds it finished. Runs under the owner's upload lock, as chunks do.
 */
export async function assembleCutOffUpload(ctx: AppContext, uploadId: string): Promise<CutOffAssembly> {
  const pending = await findUpload(ctx.db, uploadId);
  if (!pending) return { outcome: 'nothing' };
  if (pending.file_id) {
    const file = await findFile(ctx.db, pending.file_id);
    return file ? { outcome: 'finished', file } : { outcome: 'nothing' };
  }
  const rule = FILE_RULES[pending.category as keyof typeof FILE_RULES];
  if (!rule || !STREAMED_CATEGORIES.has(pending.category)) return { outcome: 'nothing' };
  const received = (await listChunks(ctx.db, uploadId)).map((chunk) => chunk.chunk_index).sort((a, b) => a - b);
  if (received[0] !== 0) return { outcome: 'nothing' };
  // Read before the transaction, as `assemble` does: the transaction holds its connection only for the writes.
  const parts: Buffer[] = [];
  for (const index of received) parts.push(await ctx.storage.get(chunkKey(uploadId, index)));
  const bytes = Buffer.concat(parts);
  const sniffed = await sniffFileKind(bytes);
  const kind = sniffed.kind;
  const usable = kind !== null && rule.kinds.includes(kind) && matchesClaimedKind(pending.file_name, kind) && bytes.length < maxBytesFor(rule, kind);
  const last = received.at(-1)!;
  const outcome = await ctx.db.transaction(async (tx): Promise<CutOffAssembly | 'changed'> => {
    await lockPersonUploads(tx, pending.user_id);
    const upload = await lockUpload(tx, uploadId);
    if (!upload) return { outcome: 'nothing' };
    if (upload.file_id) {
      const file = await findFile(tx, upload.file_id);
      return file ? { outcome: 'finished', file } : { outcome: 'nothing' };
    }
    // A chunk that came while the bytes were read: the next sweep reads them all again.
    if ((await listChunks(tx, uploadId)).length !== received.length) return 'changed';
    if (!usable) {
      await discard(ctx, tx, upload.id);
      return { outcome: 'nothing' };
    }
    // Settled as if its last chunk had named the count: a chunk sent later is answered "complete".
    await setUploadChunkCount(tx, upload.id, last + 1);
    const file = await storeUploadFile(ctx, tx, upload, upload.user_id, bytes, kind);
    return { outcome: 'assembled', file, missing: missingRanges(received, last) };
  });
  if (outcome === 'changed') return { outcome: 'nothing' };
  if (outcome.outcome === 'assembled') for (const index of received) await ctx.storage.delete(chunkKey(uploadId, index));
  return outcome;
}

/** The status of an upload another request settled while this one read its chunks. */
async function settledStatus(ctx: AppContext, uploadId: string): Promise<UploadStatus> {
  const upload = await findUpload(ctx.db, uploadId);
  if (!upload?.file_id) throw new AppError('NOT_FOUND', 'upload.notFound');
  return statusOf(ctx, upload.id, upload.chunk_count, (await findFile(ctx.db, upload.file_id)) ?? null);
}

/**
 * Removes unfinished uploads started more than `PARTIAL_UPLOAD_LIMITS.expireAfterHours` ago, their stored
 * chunks and their rows, and answers how many went. Each goes under its owner's lock, so a chunk being
 * received for it cannot be stored after its row is gone; one finished meanwhile is left alone.
 */
export async function expirePartialUploads(ctx: AppContext, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - PARTIAL_UPLOAD_LIMITS.expireAfterHours * 60 * 60 * 1000);
  let removed = 0;
  for (;;) {
    const batch = await listPartialUploadsBefore(ctx.db, before, 100);
    for (const stale of batch) {
      await ctx.db.transaction(async (tx) => {
        await lockPersonUploads(tx, stale.user_id);
        const upload = await lockUpload(tx, stale.id);
        if (!upload || upload.file_id) return;
        await discard(ctx, tx, upload.id);
        removed += 1;
      });
    }
    if (batch.length < 100) return removed;
  }
}

export async function getUploadStatus(ctx: AppContext, caller: Caller, uploadId: string): Promise<UploadStatus> {
  const upload = await findUpload(ctx.db, uploadId);
  if (!upload || upload.user_id !== caller.userId) throw new AppError('NOT_FOUND', 'upload.notFound');
  const file = upload.file_id ? ((await findFile(ctx.db, upload.file_id)) ?? null) : null;
  return statusOf(ctx, upload.id, upload.chunk_count, file);
}

/**
 * Ownership of files: a file is read by its owner and by recruiter admins (who vet accounts); later
 * issues add recruiters' access. Anyone else is answered as if it did not exist.
 */
export function mayReadFile(caller: Caller, file: FileRow): boolean {
  return file.owner_id === caller.userId || caller.role === 'recruiter admin';
}

/** A file, with its bytes as a stream (read as they are sent), for a caller who may read it. */
export async function readFileFor(ctx: AppContext, caller: Caller, id: string): Promise<{ file: FileRow; stream: Readable }> {
  const file = await findFile(ctx.db, id);
  if (!file) throw new AppError('NOT_FOUND', 'file.notFound');
  if (!mayReadFile(caller, file)) throw new AppError('NOT_FOUND', 'file.notFound');
  return { file, stream: await ctx.storage.stream(file.storage_key) };
}
