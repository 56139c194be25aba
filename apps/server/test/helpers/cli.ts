import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { openDatabase, openEmbeddedDatabase, type Database } from '../../src/db/client.ts';
import { createTestDatabase, testDatabaseKind } from './test-database.ts';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

export interface CliDatabase {
  /** DATA_DIR of the command and of the app the test builds on the same database. */
  dataDir: string;
  /** Opens the database the command writes to; close it before running the command again (PGlite has one owner). */
  reopen(): Promise<Database>;
  /** Runs `node --import tsx <script> ...args` from the repository root on that database, as an operator would. */
  run(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }>;
  cleanUp(): Promise<void>;
}

export interface CliDatabaseOptions {
  /**
   * `empty`: the embedded database's DATA_DIR starts empty, so the first to open it runs PGlite's initdb and
   * the migrations, as an operator's first run on a laptop does (5–6 s of CPU; admin-cli.test.ts proves it).
   * `migrated` (the default): it starts as a copy of the run's migrated template, as the server's database
   * always does (a copy of its template), so only the command's own work is paid for.
   */
  start?: 'empty' | 'migrated';
}

/**
 * A database for an `npm run …` command that runs as its own process: the embedded database in a fresh
 * DATA_DIR (the command opens it, and migrates it if it is new), or a fresh database on the server.
 */
export async function createCliDatabase(script: URL, name: string, { start = 'migrated' }: CliDatabaseOptions = {}): Promise<CliDatabase> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `masar-${name}-`));
  if (testDatabaseKind === 'embedded' && start === 'migrated') await copyMigratedTemplate(dataDir);
  const { DATABASE_URL: _ignored, ...env } = process.env;
  const cliEnv: NodeJS.ProcessEnv = { ...env, NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, APP_URL: 'http://masar.test' };
  let reopen = () => openEmbeddedDatabase({ dataDir });
  let dropDatabase: () => Promise<void> = async () => undefined;
  if (testDatabaseKind === 'server') {
    const database = await createTestDatabase();
    cliEnv.DATABASE_URL = database.connectionString;
    reopen = () => openDatabase({ databaseUrl: database.connectionString, dataDir });
    dropDatabase = () => database.close();
  }
  const file = fileURLToPath(script);
  return {
    dataDir,
    reopen,
    async run(...args) {
      try {
        const { stdout, stderr } = await promisify(execFile)(process.execPath, ['--import', 'tsx', file, ...args], { cwd: repoRoot, env: cliEnv });
        return { code: 0, stdout, stderr };
      } catch (error) {
        const failed = error as { code: number; stdout: string; stderr: string };
        return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
      }
    },
    async cleanUp() {
      await dropDatabase();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Unpacks the run's migrated template where openEmbeddedDatabase looks for DATA_DIR's database (db/client.ts). */
async function copyMigratedTemplate(dataDir: string): Promise<void> {
  const pgliteDir = path.join(dataDir, 'pglite');
  mkdirSync(pgliteDir, { recursive: true });
  const copy = await PGlite.create({ dataDir: pgliteDir, loadDataDir: new Blob([readFileSync(inject('embeddedTemplatePath'))]) });
  await copy.close();
}
