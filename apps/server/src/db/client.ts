import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
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
  kind: 'embedded' | 'server';
  db: Db;
  /** For pg-boss on the embedded database, which has no connection string. */
  executeSql: SqlExecutor;
  /** The connection string pg-boss uses on a server database. */
  connectionString: string | undefined;
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
  /** A dump of a migrated embedded database to start from (tests). */
  loadDataDir?: Blob | undefined;
  /** Hears every statement the app's Drizzle client sends (tests count a call's queries). */
  onQuery?: ((query: string) => void) | undefined;
}

const queryLogger = (options: OpenDatabaseOptions) => (options.onQuery ? { logger: { logQuery: options.onQuery } } : {});

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  return options.databaseUrl ? openServerDatabase(options.databaseUrl, options) : openEmbeddedDatabase(options);
}

async function openServerDatabase(connectionString: string, options: OpenDatabaseOptions): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle client that the server drops must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  const db = drizzlePg(pool, { schema, ...queryLogger(options) }) as unknown as Db;
  // Listening connections live outside the pool; closing the database closes them too.
  const listeners = new Set<Unlisten>();
  return {
    kind: 'server',
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

/** In-process PostgreSQL (PGlite): one connection, data under DATA_DIR/pglite, or in memory for tests. */
export async function openEmbeddedDatabase(options: OpenDatabaseOptions): Promise<Database> {
  let dataDir: string | undefined;
  if (!options.loadDataDir) {
    dataDir = path.join(options.dataDir, 'pglite');
    mkdirSync(dataDir, { recursive: true });
  }
  const client = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const db = drizzlePglite(client, { schema, ...queryLogger(options) }) as unknown as Db;
  return {
    kind: 'embedded',
    db,
    connectionString: undefined,
    executeSql: (text, values) => executeOnPglite(client, text, values),
    migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder }),
    ping: async () => void (await client.query('select 1')),
    // One connection, which never drops: PGlite's own listen, no reconnection to handle.
    async listen(channel, onPayload) {
      const unlisten = await client.listen(channel, onPayload);
      return async () => {
        if (!client.closed) await unlisten();
      };
    },
    close: () => client.close(),
  };
}

/**
 * pg-boss sends several statements in one string without parameters, which only `exec` accepts;
 * it then reads the rows of the last statement that returned any fields.
 */
async function executeOnPglite(client: PGlite, text: string, values?: unknown[]) {
  if (values && values.length > 0) return client.query(text, values);
  const results = await client.exec(text);
  const withFields = results.filter((result) => result.fields.length > 0);
  return withFields.at(-1) ?? results.at(-1) ?? { rows: [] };
}

export async function dumpEmbeddedDatabase(database: Database): Promise<Blob> {
  const raw = (database.db as unknown as { $client: PGlite }).$client;
  return raw.dumpDataDir('none');
}

export { sql };
