import { bigint, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { FILE_KINDS } from '@masar/shared/uploads';
import { createdAt } from './columns.ts';
import { users } from './accounts.ts';

/** A stored file. Its storage key is made by the server; the person's file name is kept for display only. */
export const files = pgTable(
  'files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    owner_id: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    category: text('category').notNull(),
    kind: text('kind', { enum: FILE_KINDS }).notNull(),
    size_bytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    storage_key: text('storage_key').notNull(),
    file_name: text('file_name').notNull(),
    created_at: createdAt(),
  },
  (table) => [index('files_owner').on(table.owner_id)],
);

/** A chunked upload in progress (or done): the client names it, so a retry after a dropped connection resumes it. */
export const uploads = pgTable('uploads', {
  id: uuid('id').primaryKey(),
  user_id: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  category: text('category').notNull(),
  file_name: text('file_name').notNull(),
  /** Null while a recording is sent as it is made: its last chunk tells the count (decision 0065). */
  chunk_count: integer('chunk_count'),
  file_id: uuid('file_id').references(() => files.id, { onDelete: 'set null' }),
  created_at: createdAt(),
});

export const uploadChunks = pgTable(
  'upload_chunks',
  {
    upload_id: uuid('upload_id')
      .notNull()
      .references(() => uploads.id, { onDelete: 'cascade' }),
    chunk_index: integer('chunk_index').notNull(),
    size_bytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    created_at: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.upload_id, table.chunk_index] })],
);
