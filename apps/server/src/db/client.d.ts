import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import * as schema from './schema.ts';
export type Schema = typeof schema;
/** A Drizzle database or a transaction on it: repositories take either. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export declare const migrationsFolder: string;
export type SqlExecutor = (text: string, values?: unknown[]) => Promise<{
    rows: unknown[];
}>;
export interface Database {
    kind: 'embedded' | 'server';
    db: Db;
    /** For pg-boss on the embedded database, which has no connection string. */
    executeSql: SqlExecutor;
    /** The connection string pg-boss uses on a server database. */
    connectionString: string | undefined;
    migrate(): Promise<void>;
    ping(): Promise<void>;
    close(): Promise<void>;
}
export interface OpenDatabaseOptions {
    databaseUrl?: string | undefined;
    dataDir: string;
    /** A dump of a migrated embedded database to start from (tests). */
    loadDataDir?: Blob | undefined;
}
export declare function openDatabase(options: OpenDatabaseOptions): Promise<Database>;
/** In-process PostgreSQL (PGlite): one connection, data under DATA_DIR/pglite, or in memory for tests. */
export declare function openEmbeddedDatabase(options: OpenDatabaseOptions): Promise<Database>;
export declare function dumpEmbeddedDatabase(database: Database): Promise<Blob>;
export { sql };
