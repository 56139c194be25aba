import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../../src/db/client.ts';
import { adminUrl } from '../global-setup.ts';

/** The PostgreSQL this run's files use: the embedded cluster started for the run, or DATABASE_URL's server. */
export const testDatabaseKind = (process.env.MASAR_TEST_DB ?? 'embedded') as 'embedded' | 'server';

async function onServer<T>(serverUrl: string, use: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    return await use(admin);
  } finally {
    await admin.end();
  }
}

/**
 * A copy of `template`, named with the run's prefix so the global teardown finds it. Its commits do not wait for
 * the WAL to reach the disk (`synchronous_commit = off`): on the machine's server (fsync on) each commit of a
 * test waited 3–9 ms for it on a busy machine, and a test database is thrown away; what a statement answers,
 * and what another connection sees after a commit, is the same either way. The embedded cluster runs without
 * fsync already.
 */
async function makeCopy(serverUrl: string, template: string): Promise<string> {
  const name = `${inject('testDatabasePrefix')}${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, async (admin) => {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    await admin.query(`ALTER DATABASE ${name} SET synchronous_commit = off`);
  });
  return name;
}

/**
 * One copy made ahead, per template, in this worker: `CREATE DATABASE … TEMPLATE` writes the whole template
 * (19 MB) to the WAL and waits for the disk, 1.2–2.7 s on the machine's server, all of it at the start of every
 * test file. The next file's copy is made while this one runs, mostly waiting for the disk while the tests use
 * the cores. A copy left unused at the end is dropped by the global teardown with the others.
 */
const spares = new Map<string, Promise<string>>();

function makeSpare(serverUrl: string, template: string): void {
  const spare = makeCopy(serverUrl, template);
  // A failed spare is not an error until a file needs it: that file then makes its own copy.
  spare.catch(() => undefined);
  spares.set(template, spare);
}

async function takeCopy(serverUrl: string, template: string): Promise<string> {
  const spare = spares.get(template);
  makeSpare(serverUrl, template);
  if (spare) {
    try {
      return await spare;
    } catch {
      // Made afresh below.
    }
  }
  return makeCopy(serverUrl, template);
}

/**
 * A new database on the run's PostgreSQL, a copy of `template`; its connection string, and `drop()`, which ends
 * its connections and drops it without waiting for the drop: a `DROP DATABASE` makes the server write a
 * checkpoint and wait for it (0.3–6.7 s on a busy machine), which every file paid at its end. The worker goes on
 * to its next file meanwhile; a drop the worker did not live to send is made by the global teardown, which drops
 * every database named with the run's prefix. (Leaving them all to the teardown was tried: the first drop's
 * checkpoint then wrote out every copy of the run, 20–35 s at the end of the run.)
 */
export async function copyTemplateDatabase(template = inject('serverTemplateName')): Promise<{ url: string; drop(): Promise<void> }> {
  const serverUrl = inject('testServerUrl');
  const name = await takeCopy(serverUrl, template);
  return {
    url: adminUrl(serverUrl, name),
    async drop() {
      void onServer(serverUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).catch(() => undefined);
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
