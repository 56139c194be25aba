/**
 * What other modules may do with files: read a file's row (to check its owner and kind), store a file the
 * server made (a report), replace one, and queue the deletion of stored bytes whose rows are gone (account
 * deletion). The tables and the job stay private.
 */
import { createHash, randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { FileKind } from '@masar/shared/uploads';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import type { JobQueue } from '../../plugins/jobs.ts';
import { fileDeletionJob } from './files.jobs.ts';
import * as repository from './files.repository.ts';
import { contentTypeOf, fileKey } from './uploads.service.ts';

export type { FileRow } from './files.repository.ts';

export function findFile(db: Db, id: string): Promise<repository.FileRow | undefined> {
  return repository.findFile(db, id);
}

export async function queueFileDeletion(jobs: JobQueue, storageKeys: string[]): Promise<void> {
  await jobs.send(fileDeletionJob, { storageKeys });
}

/**
 * Stores bytes the server made as a file owned by `ownerId` (so the owner's data export and erasure
 * include it). The bytes are put first: a row never points at nothing.
 */
export async function storeFile(
  ctx: AppContext,
  file: { ownerId: string; category: string; kind: FileKind; fileName: string; bytes: Buffer },
): Promise<repository.FileRow> {
  const id = randomUUID();
  await ctx.storage.put(fileKey(id), file.bytes, contentTypeOf(file.kind));
  return repository.insertFile(ctx.db, {
    id,
    owner_id: file.ownerId,
    category: file.category,
    kind: file.kind,
    size_bytes: file.bytes.length,
    sha256: createHash('sha256').update(file.bytes).digest('hex'),
    storage_key: fileKey(id),
    file_name: file.fileName,
  });
}

/** Deletes a file's row, then its bytes through the deletion job (a retry is safe). */
export async function deleteFile(ctx: AppContext, file: repository.FileRow): Promise<void> {
  await repository.deleteFile(ctx.db, file.id);
  await queueFileDeletion(ctx.jobs, [file.storage_key]);
}

/** A file's bytes as a stream, read as they are sent. */
export function streamFile(ctx: AppContext, file: repository.FileRow): Promise<Readable> {
  return ctx.storage.stream(file.storage_key);
}

/** A file's whole bytes, for work that needs them at once (a recording sent to be transcribed, its length read). */
export function readFileBytes(ctx: AppContext, file: repository.FileRow): Promise<Buffer> {
  return ctx.storage.get(file.storage_key);
}
