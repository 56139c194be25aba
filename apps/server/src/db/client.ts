import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import * as accountsTables from './schema/accounts.ts';
import * as auditTables from './schema/audit.ts';
import * as bookDemoTables from './schema/book-demo.ts';
import * as candidateSearchTables from './schema/candidate-search.ts';
import * as candidatesTables from './schema/candidates.ts';
import * as catalogTables from './schema/catalog.ts';
import * as companiesTables from './schema/companies.ts';
import * as employeesTables from './schema/employees.ts';
import * as filesTables from './schema/files.ts';
import * as invitationsTables from './schema/invitations.ts';
import * as jobsTables from './schema/jobs.ts';
import * as mailTables from './schema/mail.ts';
import * as matchingTables from './schema/matching.ts';
import * as notificationsTables from './schema/notifications.ts';
import * as oauthTables from './schema/oauth.ts';
import * as rateLimitsTables from './schema/rate-limits.ts';
import * as recruiterCandidatesTables from './schema/recruiter-candidates.ts';
import { openEmbeddedCluster } from './embedded-cluster.ts';
import { listenOnServer, type ListenOptions, type PayloadHandler, type Unlisten } from './listener.ts';

/** Every module's tables (`schema/<module>.ts`), as one schema for Drizzle. */
const schema = {
  ...accountsTables,
  ...auditTables,
  ...bookDemoTables,
  ...candidateSearchTables,
  ...candidatesTables,
  ...catalogTables,
  ...companiesTables,
  ...employeesTables,
  ...filesTables,
  ...invitationsTables,
  ...jobsTables,
  ...mailTables,
  ...matchingTables,
  ...notificationsTables,
  ...oauthTables,
  ...rateLimitsTables,
  ...recruiterCandidatesTables,
};
export type Schema = typeof schema;
/** A Drizzle database or a transaction on it: repositories take either. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

export type SqlExecutor = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;

export interface Database {
  /** `embedded`: DATA_DIR's own PostgreSQL cluster (no DATABASE_URL); `server`: DATABASE_URL's. */
  kind: 'embedded' | 'server';
  db: Db;
  /** Raw SQL on the pool (the jobs CLI's pg-boss, a notification sent outside Drizzle). */
  executeSql: SqlExecutor;
  /** The connection string of the database: pg-boss's, the LISTEN connection's, a CLI's. */
  connectionString: string;
  migrate(): Promise<void>;
  ping(): Promise<void>;
  /**
   * Hears `NOTIFY channel` (pg_notify) from every process on this database, including this one, as
   * PostgreSQL delivers it: at the commit of the transaction that sent it, never after a rollback.
   */
  listen(channel: string, onPayload: PayloadHandler, options?: ListenOptions): Promise<Unlisten>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  databaseUrl?: string | undefined;
  dataDir: string;
  /** Where the embedded database's one-line notices go (a user created, data moved, old data left); console.log. */
  log?: ((line: string) => void) | undefined;
  /** Hears every statement the app's Drizzle client sends (tests count a call's queries). */
  onQuery?: ((query: string) => void) | undefined;
}

const queryLogger = (options: OpenDatabaseOptions) => (options.onQuery ? { logger: { logQuery: options.onQuery } } : {});

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  return options.databaseUrl ? openServerDatabase(options.databaseUrl, options, 'server') : openEmbeddedDatabase(options);
}

async function openServerDatabase(
  connectionString: string,
  options: OpenDatabaseOptions,
  kind: Database['kind'],
): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle client that the server drops must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  const db = drizzlePg(pool, { schema, ...queryLogger(options) }) as unknown as Db;
  // Listening connections live outside the pool; closing the database closes them too.
  const listeners = new Set<Unlisten>();
  return {
    kind,
    db,
    connectionString,
    executeSql: async (text, values) => pool.query(text, values as unknown[]),
    migrate: () => migratePg(drizzlePg(pool, { schema }), { migrationsFolder }),
    ping: async () => void (await pool.query('select 1')),
    async listen(channel, onPayload, options) {
      const unlisten = await listenOnServer(connectionString, channel, onPayload, options);
      const forget: Unlisten = async () => {
        listeners.delete(forget);
        await unlisten();
      };
      listeners.add(forget);
      return forget;
    },
    async close() {
      await Promise.all([...listeners].map((unlisten) => unlisten()));
      await pool.end();
    },
  };
}

/**
 * The embedded PostgreSQL (decision 0089): DATA_DIR's cluster, started by this process or by another Masar
 * process on the same DATA_DIR (embedded-cluster.ts), reached exactly as a server is. Closing it stops the
 * cluster only when this process started it and no other process still uses it.
 */
export async function openEmbeddedDatabase(options: OpenDatabaseOptions): Promise<Database> {
  const log = options.log ?? ((line: string) => console.log(line));
  if (existsSync(path.join(options.dataDir, 'pglite')))
    log(
      `${path.join(options.dataDir, 'pglite')} holds data from an earlier version of Masar (PGlite), left untouched: the README's "Data from an earlier version" says how to move it into the embedded PostgreSQL`,
    );
  const cluster = await openEmbeddedCluster({ dataDir: options.dataDir, log });
  let database: Database;
  try {
    database = await openServerDatabase(cluster.url(), options, 'embedded');
  } catch (error) {
    await cluster.release();
    throw error;
  }
  return {
    ...database,
    async close() {
      await database.close();
      await cluster.release();
    },
  };
}

export { sql };
