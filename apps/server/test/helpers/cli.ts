import { execFile } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { openDatabase, type Database } from '../../src/db/client.ts';
import { stopEmbeddedCluster } from '../../src/db/embedded-cluster.ts';
import { copyTemplateDatabase } from './test-database.ts';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

export interface CliDatabase {
  /** DATA_DIR of the command and of the app the test builds on the same database. */
  dataDir: string;
  /** Opens the database the command writes to (close it when done; the command may run meanwhile). */
  reopen(): Promise<Database>;
  /** Runs `node --import tsx <script> ...args` from the repository root on that database, as an operator would. */
  run(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }>;
  cleanUp(): Promise<void>;
}

export interface CliDatabaseOptions {
  /**
   * `empty`: no DATABASE_URL and an empty DATA_DIR, so the command starts that directory's own embedded
   * PostgreSQL (initdb), migrates it and stops it again, as an operator's first command on a laptop does
   * (admin-cli.test.ts proves it). `migrated` (the default): DATABASE_URL is a copy of the run's migrated
   * template, so only the command's own work is paid for.
   */
  start?: 'empty' | 'migrated';
}

/** A database for an `npm run …` command that runs as its own process, and the DATA_DIR it runs with. */
export async function createCliDatabase(script: URL, name: string, { start = 'migrated' }: CliDatabaseOptions = {}): Promise<CliDatabase> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `masar-${name}-`));
  // As root (CI), the cluster runs as the `postgres` user, who must reach DATA_DIR (mkdtemp makes it 700).
  chmodSync(dataDir, 0o755);
  const { DATABASE_URL: _ignored, ...env } = process.env;
  const cliEnv: NodeJS.ProcessEnv = { ...env, NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, APP_URL: 'http://masar.test' };
  let reopen = () => openDatabase({ dataDir, log: () => undefined });
  let dropDatabase: () => Promise<void> = async () => undefined;
  if (start === 'migrated') {
    const copy = await copyTemplateDatabase();
    cliEnv.DATABASE_URL = copy.url;
    reopen = () => openDatabase({ databaseUrl: copy.url, dataDir });
    dropDatabase = copy.drop;
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
      await stopEmbeddedCluster(dataDir);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
