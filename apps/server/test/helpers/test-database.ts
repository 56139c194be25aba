import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, openEmbeddedDatabase, type Database } from '../../src/db/client.ts';
import { adminUrl } from '../global-setup.ts';

export const testDatabaseKind = (process.env.MASAR_TEST_DB ?? 'embedded') as 'embedded' | 'server';

/** A fresh, migrated database for one test file: a copy of the run's template. */
export async function createTestDatabase(options: { onQuery?: (query: string) => void } = {}): Promise<Database> {
  if (testDatabaseKind === 'embedded') {
    const template = readFileSync(inject('embeddedTemplatePath'));
    return openEmbeddedDatabase({ dataDir: tmpdir(), loadDataDir: new Blob([template]), onQuery: options.onQuery });
  }
  const databaseUrl = process.env.DATABASE_URL!;
  const name = `masar_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl(databaseUrl) });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('serverTemplateName')}`);
  } finally {
    await admin.end();
  }
  const database = await openDatabase({ databaseUrl: adminUrl(databaseUrl, name), dataDir: tmpdir(), onQuery: options.onQuery });
  return {
    ...database,
    async close() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: adminUrl(databaseUrl) });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
