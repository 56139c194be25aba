import { and, asc, eq, sql } from 'drizzle-orm';
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

export async function deleteUpload(db: Db, id: string): Promise<void> {
  await db.delete(uploads).where(eq(uploads.id, id));
}

/** Records a chunk; sending the same chunk again replaces it (a retry after a dropped connection). */
export async function upsertChunk(db: Db, uploadId: string, chunkIndex: number, sizeBytes: number): Promise<void> {
  await db
    .insert(uploadChunks)
    .values({ upload_id: uploadId, chunk_index: chunkIndex, size_bytes: sizeBytes })
    .onConflictDoUpdate({
      target: [uploadChunks.upload_id, uploadChunks.chunk_index],
      set: { size_bytes: sizeBytes, created_at: sql`now()` },
    });
}

export async function listChunks(db: Db, uploadId: string): Promise<Array<{ chunk_index: number; size_bytes: number }>> {
  return db
    .select({ chunk_index: uploadChunks.chunk_index, size_bytes: uploadChunks.size_bytes })
    .from(uploadChunks)
    .where(and(eq(uploadChunks.upload_id, uploadId)))
    .orderBy(asc(uploadChunks.chunk_index));
}
