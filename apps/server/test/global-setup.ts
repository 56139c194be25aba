/**
 * The run's PostgreSQL and its migrated template (decision 0089): DATABASE_URL's server, or, without it (or with
 * MASAR_TEST_DB=embedded), an embedded cluster started for the run in a temporary directory. Each test file then
 * starts from `CREATE DATABASE … TEMPLATE` of the template, in well under a second.
 */
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client.ts';
import { openEmbeddedCluster, stopEmbeddedCluster } from '../src/db/embedded-cluster.ts';
import { appModules } from '../src/app.ts';
import { jobsOfModules } from '../src/app-module.ts';
import { createMatching } from '../src/modules/matching/matching.service.ts';
import { startJobQueue } from '../src/plugins/jobs.ts';
import { silentLogger } from './helpers/test-app.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A connection string to the run's PostgreSQL (its `postgres` database), where test files make theirs. */
    testServerUrl: string;
    /** The migrated template every test file's database is a copy of. */
    serverTemplateName: string;
    /** How the names of this run's copies begin: the teardown drops every database so named. */
    testDatabasePrefix: string;
  }
}

export function adminUrl(databaseUrl: string, database = 'postgres'): string {
  const url = new URL(databaseUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** Which PostgreSQL a project's files run on: its env's MASAR_TEST_DB, else the server when DATABASE_URL is set. */
function testDatabaseKindOf(env: Record<string, string | undefined>): 'embedded' | 'server' {
  const chosen = env.MASAR_TEST_DB ?? process.env.MASAR_TEST_DB;
  if (chosen === 'embedded' || chosen === 'server') return chosen;
  return process.env.DATABASE_URL ? 'server' : 'embedded';
}

/**
 * pg-boss's schema and the app's job queues, made once in the template: each queue is a partition table of its
 * own, and making the eighty-odd of them (with their dead letters) took every test file's app a second or more.
 */
async function installJobQueues(connectionString: string) {
  const database = await openDatabase({ databaseUrl: connectionString, dataDir: tmpdir() });
  try {
    const queue = await startJobQueue({ database, logger: silentLogger, definitions: jobsOfModules(appModules) });
    await queue.stop();
  } finally {
    await database.close();
  }
}

/**
 * Every test app's first sweep found no matching version on its copy of the template and ran a full
 * computation of the (empty) lists: tables made and swapped, statistics taken, 0.15–0.35 s of the worker's CPU
 * and 2 s of wall time under load, once a file, while the file's first tests ran beside its locks. Computed once
 * here, the template carries the version and the sweep finds nothing to do.
 */
export async function computeMatchingLists(connectionString: string) {
  const database = await openDatabase({ databaseUrl: connectionString, dataDir: tmpdir() });
  try {
    await createMatching(database.db).recomputeAll();
  } finally {
    await database.close();
  }
}

/**
 * Drops every database whose name begins with `prefix`, a few at a time: each `DROP DATABASE` waits for a
 * checkpoint, and drops made side by side share one. A copy still being made ahead by a worker that has ended
 * (test-database.ts) is waited for first, so none is left behind.
 */
export async function dropCopies(serverUrl: string, prefix: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  let names: string[];
  try {
    const pattern = `${prefix.replaceAll('_', '\\_')}%`;
    for (let waited = 0; waited < 30_000; waited += 250) {
      const { rowCount } = await client.query(
        `SELECT 1 FROM pg_stat_activity WHERE query ILIKE 'CREATE DATABASE %' AND query LIKE '%' || $1 || '%' AND pid <> pg_backend_pid()`,
        [prefix],
      );
      if (!rowCount) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    names = (await client.query<{ datname: string }>('SELECT datname FROM pg_database WHERE datname LIKE $1', [pattern])).rows.map(
      (row) => row.datname,
    );
  } finally {
    await client.end();
  }
  const lanes = 4;
  await Promise.all(
    Array.from({ length: lanes }, async (_, lane) => {
      const mine = names.filter((_, index) => index % lanes === lane);
      if (mine.length === 0) return;
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      try {
        for (const name of mine) await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await dropper.end();
      }
    }),
  );
}

/**
 * The run's embedded cluster: in /tmp, reachable by the `postgres` user when the run is root's (CI), and
 * without fsync (a crash loses only throwaway databases).
 */
async function startRunCluster(): Promise<{ url: string; stop(): Promise<void> }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'masar-test-cluster-'));
  chmodSync(dir, 0o755);
  const cluster = await openEmbeddedCluster({ dataDir: dir, durable: false, log: () => undefined });
  return {
    url: cluster.url('postgres'),
    async stop() {
      await stopEmbeddedCluster(dir);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export default async function setup(project: TestProject) {
  const kind = testDatabaseKindOf(project.config.env ?? {});
  let serverUrl: string;
  let stopCluster: () => Promise<void> = async () => undefined;
  if (kind === 'embedded') {
    const cluster = await startRunCluster();
    serverUrl = cluster.url;
    stopCluster = cluster.stop;
  } else {
    if (!process.env.DATABASE_URL) throw new Error('MASAR_TEST_DB=server needs DATABASE_URL');
    serverUrl = adminUrl(process.env.DATABASE_URL);
  }
  const templateName = `masar_template_${process.pid}_${project.name.replace(/\W/g, '_')}`;
  const copyPrefix = `masar_test_${process.pid}_${project.name.replace(/\W/g, '_')}_`;
  const admin = new pg.Client({ connectionString: serverUrl });
  try {
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${templateName}`);
    await admin.query(`CREATE DATABASE ${templateName}`);
    const templateUrl = adminUrl(serverUrl, templateName);
    const database = await openDatabase({ databaseUrl: templateUrl, dataDir: tmpdir() });
    try {
      await database.migrate();
    } finally {
      await database.close();
    }
    await installJobQueues(templateUrl);
    await computeMatchingLists(templateUrl);
  } catch (error) {
    await admin.end().catch(() => undefined);
    await stopCluster();
    throw error;
  }
  project.provide('testServerUrl', serverUrl);
  project.provide('serverTemplateName', templateName);
  project.provide('testDatabasePrefix', copyPrefix);
  return async () => {
    // The embedded cluster goes as a whole; on the server, the run's copies are dropped here (test-database.ts).
    if (kind === 'server') await dropCopies(serverUrl, copyPrefix).catch(() => undefined);
    await admin.query(`DROP DATABASE IF EXISTS ${templateName} WITH (FORCE)`).catch(() => undefined);
    await admin.end();
    await stopCluster();
  };
}
