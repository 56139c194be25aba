import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../../src/db/client.ts';
import { adminUrl } from '../global-setup.ts';

/** The PostgreSQL this run's files use: the embedded cluster started for the run, or DATABASE_URL's server. */
export const testDatabaseKind = (process.env.MASAR_TEST_DB ?? 'embedded') as 'embedded' | 'server';

/** A new database on the run's PostgreSQL, a copy of `template`; its connection string and how to drop it. */
export async function copyTemplateDatabase(template = inject('serverTemplateName')): Promise<{ url: string; drop(): Promise<void> }> {
  const serverUrl = inject('testServerUrl');
  const name = `masar_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  } finally {
    await admin.end();
  }
  return {
    url: adminUrl(serverUrl, name),
    async drop() {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      try {
        await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await cleanup.end();
      }
    },
  };
}

/** A fresh, migrated database for one test file: a copy of the run's template (or of `template`). */
export async function createTestDatabase(options: { onQuery?: (query: string) => void; template?: string } = {}): Promise<Database> {
  const copy = await copyTemplateDatabase(options.template);
  const database = await openDatabase({ databaseUrl: copy.url, dataDir: tmpdir(), onQuery: options.onQuery });
  return {
    ...database,
    kind: testDatabaseKind,
    async close() {
      await database.close();
      await copy.drop();
    },
  };
}
