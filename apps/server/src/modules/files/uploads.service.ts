import { createHash, randomUUID } from 'node:crypto';
import { FILE_RULES, MAX_CHUNK_BYTES, formatMegabytes, type FileKind, type StoredFile, type UploadChunkQuery, type UploadStatus } from '@masar/shared/uploads';
import type { AppContext } from '../../context.ts';
import type { Caller } from '../../plugins/auth.ts';
import { AppError, forbidden } from '../../lib/app-error.ts';
import { matchesClaimedKind, sniffFileKind } from './file-kind.ts';
import {
  deleteUpload,
  findFile,
  findUpload,
  insertFile,
  insertUpload,
  listChunks,
  lockUpload,
  setUploadFile,
  upsertChunk,
  type FileRow,
} from './files.repository.ts';

const CONTENT_TYPES: Record<FileKind, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  doc: 'application/msword',
  txt: 'text/plain; charset=utf-8',
  png: 'image/png',
  jpg: 'image/jpeg',
  svg: 'image/svg+xml',
};

/** Categories that belong to the recruiter's workspace; the rest are anyone's own files. */
const RECRUITER_CATEGORIES = new Set(['jobs', 'knowledge base']);

const chunkKey = (uploadId: string, index: number) => `uploads/${uploadId}/${index}`;
const fileKey = (id: string) => `files/${id}`;

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

async function statusOf(ctx: AppContext, uploadId: string, chunkCount: number, file: FileRow | null): Promise<UploadStatus> {
  const received = (await listChunks(ctx.db, uploadId)).map((chunk) => chunk.chunk_index);
  return {
    upload_id: uploadId,
    status: file ? 'complete' : 'partial',
    received: file ? Array.from({ length: chunkCount }, (_, i) => i) : received,
    chunk_count: chunkCount,
    file: file ? toStoredFile(file) : null,
  };
}

async function discard(ctx: AppContext, uploadId: string, chunkCount: number): Promise<void> {
  for (let index = 0; index < chunkCount; index += 1) await ctx.storage.delete(chunkKey(uploadId, index));
  await deleteUpload(ctx.db, uploadId);
}

/**
 * Takes one chunk of a resumable upload. Chunks may come in any order and more than once; when the last
 * missing one arrives, the file is put together, checked by its content against the category's rule,
 * and stored under a key of the server's making.
 */
export async function receiveChunk(ctx: AppContext, caller: Caller, query: UploadChunkQuery, bytes: Buffer): Promise<UploadStatus> {
  const rule = FILE_RULES[query.category];
  if (!rule) throw new AppError('VALIDATION_ERROR', 'upload.category');
  assertMayUpload(caller, query.category);
  if (bytes.length === 0) throw new AppError('VALIDATION_ERROR', 'upload.empty');
  if (bytes.length > MAX_CHUNK_BYTES) {
    throw new AppError('VALIDATION_ERROR', 'upload.chunkTooLarge', { max: formatMegabytes(MAX_CHUNK_BYTES) });
  }
  if (query.chunk_index >= query.chunk_count) throw new AppError('VALIDATION_ERROR', 'upload.chunkMismatch');

  await insertUpload(ctx.db, {
    id: query.upload_id,
    user_id: caller.userId,
    category: query.category,
    file_name: query.file_name,
    chunk_count: query.chunk_count,
  });
  const upload = await findUpload(ctx.db, query.upload_id);
  // Someone else's upload id is answered as unknown, so ids cannot be probed.
  if (!upload || upload.user_id !== caller.userId) throw new AppError('NOT_FOUND', 'upload.notFound');
  if (upload.category !== query.category || upload.chunk_count !== query.chunk_count) {
    throw new AppError('CONFLICT', 'upload.chunkMismatch');
  }
  if (upload.file_id) {
    const file = await findFile(ctx.db, upload.file_id);
    return statusOf(ctx, upload.id, upload.chunk_count, file ?? null);
  }

  await ctx.storage.put(chunkKey(upload.id, query.chunk_index), bytes, 'application/octet-stream');
  await upsertChunk(ctx.db, upload.id, query.chunk_index, bytes.length);
  const chunks = await listChunks(ctx.db, upload.id);
  const receivedBytes = chunks.reduce((sum, chunk) => sum + chunk.size_bytes, 0);
  if (receivedBytes >= rule.maxBytes) {
    await discard(ctx, upload.id, upload.chunk_count);
    throw new AppError('VALIDATION_ERROR', 'upload.tooLarge', {
      size: formatMegabytes(receivedBytes),
      max: formatMegabytes(rule.maxBytes),
    });
  }
  if (chunks.length < upload.chunk_count) return statusOf(ctx, upload.id, upload.chunk_count, null);
  return assemble(ctx, caller, upload.id);
}

async function assemble(ctx: AppContext, caller: Caller, uploadId: string): Promise<UploadStatus> {
  // The bytes are read and checked before the transaction: inflating a zip to measure it must not hold
  // the embedded database's only connection.
  const pending = await findUpload(ctx.db, uploadId);
  if (!pending) throw new AppError('NOT_FOUND', 'upload.notFound');
  const parts: Buffer[] = [];
  for (let index = 0; index < pending.chunk_count; index += 1) parts.push(await ctx.storage.get(chunkKey(pending.id, index)));
  const bytes = Buffer.concat(parts);
  const rule = FILE_RULES[pending.category as keyof typeof FILE_RULES]!;
  const sniffed = await sniffFileKind(bytes);
  let rejected: AppError | null = null;
  if (sniffed.kind === null && sniffed.reason === 'zip_bomb') rejected = new AppError('VALIDATION_ERROR', 'upload.zipBomb');
  else if (sniffed.kind === null || !rule.kinds.includes(sniffed.kind) || !matchesClaimedKind(pending.file_name, sniffed.kind)) {
    rejected = new AppError('VALIDATION_ERROR', 'upload.type', { kinds: rule.kinds.join(', ') });
  }
  const kind = sniffed.kind;
  const outcome = await ctx.db.transaction(async (tx) => {
    const upload = await lockUpload(tx, uploadId);
    if (!upload) throw new AppError('NOT_FOUND', 'upload.notFound');
    if (upload.file_id) return { upload, file: (await findFile(tx, upload.file_id)) ?? null, rejected: null };
    if (rejected || kind === null) return { upload, file: null, rejected };
    const id = randomUUID();
    await ctx.storage.put(fileKey(id), bytes, contentTypeOf(kind));
    const file = await insertFile(tx, {
      id,
      owner_id: caller.userId,
      category: upload.category,
      kind,
      size_bytes: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      storage_key: fileKey(id),
      file_name: upload.file_name,
    });
    await setUploadFile(tx, upload.id, file.id);
    return { upload, file, rejected: null };
  });
  if (outcome.rejected) {
    await discard(ctx, outcome.upload.id, outcome.upload.chunk_count);
    throw outcome.rejected;
  }
  for (let index = 0; index < outcome.upload.chunk_count; index += 1) await ctx.storage.delete(chunkKey(outcome.upload.id, index));
  return statusOf(ctx, outcome.upload.id, outcome.upload.chunk_count, outcome.file);
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

/** A file, with its bytes, for a caller who may read it. */
export async function readFileFor(ctx: AppContext, caller: Caller, id: string): Promise<{ file: FileRow; bytes: Buffer }> {
  const file = await findFile(ctx.db, id);
  if (!file) throw new AppError('NOT_FOUND', 'file.notFound');
  if (!mayReadFile(caller, file)) throw new AppError('NOT_FOUND', 'file.notFound');
  return { file, bytes: await ctx.storage.get(file.storage_key) };
}
