import { and, asc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { files, uploadChunks, uploads } from '../../db/schema/files.ts';

export type FileRow = typeof files.$inferSelect;
export type UploadRow = typeof uploads.$inferSelect;

export async function insertFile(db: Db, values: typeof files.$inferInsert): Promise<FileRow> {
  const [row] = await db.insert(files).values(values).returning();
  return row!;
}

export async function findFile(db: Db, id: string): Promise<FileRow | undefined> {
  const [row] = await db.select().from(files).where(eq(files.id, id));
  return row;
}

export async function deleteFile(db: Db, id: string): Promise<void> {
  await db.delete(files).where(eq(files.id, id));
}

export async function findUpload(db: Db, id: string): Promise<UploadRow | undefined> {
  const [row] = await db.select().from(uploads).where(eq(uploads.id, id));
  return row;
}

/** Takes the upload's row lock, so two last chunks arriving together assemble the file once. */
export async function lockUpload(db: Db, id: string): Promise<UploadRow | undefined> {
  const [row] = await db.select().from(uploads).where(eq(uploads.id, id)).for('update');
  return row;
}

export async function insertUpload(db: Db, values: typeof uploads.$inferInsert): Promise<void> {
  await db.insert(uploads).values(values).onConflictDoNothing();
}

export async function setUploadFile(db: Db, id: string, fileId: string): Promise<void> {
  await db.update(uploads).set({ file_id: fileId }).where(eq(uploads.id, id));
}

/** A recording's upload learns its chunk count from its last chunk. */
export async function setUploadChunkCount(db: Db, id: string, chunkCount: number): Promise<void> {
  await db.update(uploads).set({ chunk_count: chunkCount }).where(eq(uploads.id, id));
}

export async function deleteUpload(db: Db, id: string): Promise<void> {
  await db.delete(uploads).where(eq(uploads.id, id));
}

/**
 * Serialises one person's chunk receipts until the transaction ends, so the sums their limits are checked
 * against cannot change underneath a check (two racing chunks of the same upload, or of two uploads).
 */
export async function lockPersonUploads(db: Db, userId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`uploads:${userId}`}, 0))`);
}

/**
 * Records a chunk the first time it arrives and answers whether it did; a chunk sent again (a retry after a
 * dropped connection) keeps the first one, so the bytes counted are always the bytes stored.
 */
export async function insertChunk(db: Db, uploadId: string, chunkIndex: number, sizeBytes: number): Promise<boolean> {
  const rows = await db
    .insert(uploadChunks)
    .values({ upload_id: uploadId, chunk_index: chunkIndex, size_bytes: sizeBytes })
    .onConflictDoNothing()
    .returning({ chunk_index: uploadChunks.chunk_index });
  return rows.length > 0;
}

/** A person's unfinished uploads: how many, and the bytes their chunks hold. */
export async function partialUploadUsage(db: Db, userId: string): Promise<{ uploads: number; bytes: number }> {
  const [row] = await db
    .select({
      uploads: sql<number>`count(distinct ${uploads.id})::int`,
      bytes: sql<number>`coalesce(sum(${uploadChunks.size_bytes}), 0)::bigint`,
    })
    .from(uploads)
    .leftJoin(uploadChunks, eq(uploadChunks.upload_id, uploads.id))
    .where(and(eq(uploads.user_id, userId), isNull(uploads.file_id)));
  return { uploads: Number(row?.uploads ?? 0), bytes: Number(row?.bytes ?? 0) };
}

/** Unfinished uploads started before `before` (the expiry job's work), oldest first. */
export async function listPartialUploadsBefore(db: Db, before: Date, limit: number): Promise<Array<Pick<UploadRow, 'id' | 'user_id' | 'chunk_count'>>> {
  return db
    .select({ id: uploads.id, user_id: uploads.user_id, chunk_count: uploads.chunk_count })
    .from(uploads)
    .where(and(isNull(uploads.file_id), lt(uploads.created_at, before)))
    .orderBy(asc(uploads.created_at))
    .limit(limit);
}

export async function listChunks(db: Db, uploadId: string): Promise<Array<{ chunk_index: number; size_bytes: number }>> {
  return db
    .select({ chunk_index: uploadChunks.chunk_index, size_bytes: uploadChunks.size_bytes })
    .from(uploadChunks)
    .where(and(eq(uploadChunks.upload_id, uploadId)))
    .orderBy(asc(uploadChunks.chunk_index));
}
