/**
 * `npm run bench -- load` (issue #17, decision 0110): the whole product under load, as deployed with a
 * PostgreSQL server. A database of its own on DATABASE_URL's server holds the demo data and one candidate
 * account per virtual user (seeded through the app's repositories); two API processes (`npm start`'s
 * main.ts with RUN_WORKERS=false, each on a port of its own) and one `npm run worker` process serve it.
 * Virtual users, each sticky to one API process as behind a load balancer, sign in and go through a session
 * (virtual-user.ts). Every request is kept: per step requests, errors and p50/p95/p99; the CPU each process
 * used. `--rebuild` forces the full matching recomputation a third of the way in, in the worker, and
 * compares the API's p99 before and during it; `--pool N` adds N synthetic candidates (and N/2 jobs) so that
 * it has work to do.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { emptyProfile } from '@masar/shared/profile';
import { ROLE_IDS } from '@masar/shared/roles';
import { pino } from 'pino';
import type { FastifyBaseLogger } from 'fastify';
import { openDatabase, type Database } from '../../apps/server/src/db/client.ts';
import { seedDemo } from '../../apps/server/src/db/seed/demo.ts';
import { hashPassword } from '../../apps/server/src/lib/passwords.ts';
import { insertUser } from '../../apps/server/src/modules/accounts/users.repository.ts';
import { upsertCandidateProfile } from '../../apps/server/src/modules/candidates/candidate-profiles.repository.ts';
import { listStaleCandidates, readMeta, writeMeta } from '../../apps/server/src/modules/matching/matching.repository.ts';
import { matchingVersion } from '../../apps/server/src/modules/matching/matching.service.ts';
import { matchingSweepJob } from '../../apps/server/src/modules/matching/matching.jobs.ts';
import { startJobQueue } from '../../apps/server/src/plugins/jobs.ts';
import { createSyntheticWorld, random as seededRandom } from '../../apps/server/src/bench/synthetic-world.ts';
import { loadWorld } from '../../apps/server/src/bench/matching-scale.ts';
import { ownDatabase } from '../api-bench/run.ts';
import { cpuSecondsOfStat, summarise, windowFigures, type StepFigures } from './figures.ts';
import { runVirtualUser, type UserRun, type VirtualUser, type VisitLength } from './virtual-user.ts';
import { freePort } from '../../apps/server/src/lib/free-port.ts';

export interface LoadTestOptions {
  users: number;
  seconds: number;
  thinkMs: number;
  /** How long a visit lasts, in rounds of pages; each visit begins with a sign-in (virtual-user.ts). */
  visit: VisitLength;
  /** The share of virtual users who are recruiters (the demo's recruiters, several sessions each). */
  recruiterShare: number;
  /** Seconds over which the users arrive, evenly. */
  rampSeconds: number;
  rebuild: boolean;
  /** Synthetic candidates added for the rebuild to compute (and half as many jobs). */
  pool: number;
  /** Where the API processes write their CPU profiles (--cpu-prof), when set. */
  cpuProfileDir?: string | undefined;
  log: (line: string) => void;
}

export interface ProcessCpu {
  name: string;
  cpuSeconds: number;
  /** Of one core, over the run. */
  percent: number;
}

export interface LoadTestResult {
  options: Omit<LoadTestOptions, 'log' | 'cpuProfileDir'>;
  steps: StepFigures[];
  requestsPerSecond: number;
  cpu: ProcessCpu[];
  /**
   * CPU ms per request answered: the API processes', and the PostgreSQL backends' when readable. On a shared
   * machine the latencies depend on the neighbours; these far less.
   */
  cpuMsPerRequest: {
    api: number;
    database: number | undefined;
    /** The part of `database` spent on the API processes' connections (the rest is the worker's jobs and pg-boss). */
    databaseForApi: number | undefined;
  };
  rebuild?: { before: StepFigures; during: StepFigures; seconds: number };
  /** Failed requests by what happened, most frequent first. */
  failures: Array<{ what: string; count: number }>;
  serverErrors: string[];
  load: { before: number[]; after: number[] };
  cpus: number;
  node: string;
}

const LOAD_PASSWORD = 'Load#Test2026';
const root = fileURLToPath(new URL('../../', import.meta.url));

interface Child {
  name: string;
  child: ChildProcess;
  /** Error-level lines of its log (pino's level 50 and above). */
  errors: string[];
}

function startProcess(name: string, script: string, env: Record<string, string>, cpuProfileDir?: string): Child {
  const profile = cpuProfileDir ? ['--cpu-prof', '--cpu-prof-dir', cpuProfileDir] : [];
  const child = spawn(process.execPath, ['--import', 'tsx', ...profile, path.join(root, script)], {
    cwd: root,
    env: { ...process.env, PGAPPNAME: applicationName(name), ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const errors: string[] = [];
  let rest = '';
  child.stdout.on('data', (chunk: Buffer) => {
    const lines = (rest + chunk.toString()).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) {
      const level = /"level":(\d+)/.exec(line)?.[1];
      if (level && Number(level) >= 50 && errors.length < 20) errors.push(`${name}: ${line.slice(0, 400)}`);
    }
  });
  // A process that ends before the run does (killed from outside, out of memory) is said, not read as negative CPU.
  child.once('exit', (code, signal) => {
    if (!stopping.has(child)) errors.push(`${name}: exited during the run (${signal ?? `code ${code}`})`);
  });
  return { name, child, errors };
}

/** The children this bench is stopping itself. */
const stopping = new WeakSet<ChildProcess>();

function stopProcess({ child }: Child): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    stopping.add(child);
    child.kill('SIGTERM');
  });
}

async function until(what: string, check: () => Promise<boolean>, seconds: number): Promise<void> {
  for (let waited = 0; waited < seconds * 2; waited += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${what}: not after ${seconds} s`);
}

function cpuSeconds(pid: number | undefined): number {
  try {
    return pid === undefined ? 0 : cpuSecondsOfStat(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return 0;
  }
}

/** The name each child's connections give PostgreSQL (PGAPPNAME, which node-postgres reads), so the database's CPU is told apart by process. */
const applicationName = (child: string) => `masar-load ${child}`;

interface Backend {
  pid: number;
  /** The child process whose connection it serves (its application_name), or `other` (this bench's own, pg-boss's monitors). */
  owner: string;
}

/** The server's backends serving our database, when the server runs on this machine (their /proc is readable). */
async function databaseBackends(database: Database, name: string): Promise<Backend[]> {
  const { rows } = await database.executeSql(`select pid, application_name from pg_stat_activity where datname = '${name}' and pid <> pg_backend_pid()`);
  return (rows as Array<{ pid: number; application_name: string }>).map((row) => ({
    pid: row.pid,
    owner: row.application_name.startsWith(applicationName('')) ? row.application_name.slice(applicationName('').length) : 'other',
  }));
}

/** One candidate account a virtual user, with a synthetic career, made as the demo's are (users and profiles repositories). */
async function seedLoadCandidates(database: Database, count: number): Promise<Array<{ email: string; password: string }>> {
  const world = createSyntheticWorld(11);
  const passwordHash = await hashPassword(LOAD_PASSWORD);
  const accounts = [];
  for (let i = 0; i < count; i += 1) {
    const email = `load-${i}@masar.load`;
    const user = await insertUser(database.db, {
      first_name: 'Load',
      last_name: `Candidate ${i}`,
      email,
      password_hash: passwordHash,
      country_code: '+966',
      mobile_number: `56${String(i).padStart(7, '0')}`,
      role_id: ROLE_IDS.individual,
      is_email_confirmed: true,
      is_onboarding_completed: true,
      is_account_confirmed: true,
      approval_status: 'APPROVED',
      onboarded_at: new Date(),
      accepted_terms: true,
      accepted_terms_at: new Date(),
    });
    await upsertCandidateProfile(database.db, user.id, {
      profile: { ...emptyProfile('en'), ...world.candidate(`Load Candidate ${i}`) },
      availability: ['on_site'],
      social_links: {},
      disclaimer_accepted_at: new Date(),
    });
    accounts.push({ email, password: LOAD_PASSWORD });
  }
  return accounts;
}

/** Forces the full recomputation in the worker: the stored version made stale, then the sweep sent (it wakes the worker). */
async function triggerRebuild(database: Database): Promise<void> {
  await writeMeta(database.db, 'version', 'stale (load test)');
  const logger = pino({ level: 'warn' }) as unknown as FastifyBaseLogger;
  const jobs = await startJobQueue({ database, logger, definitions: [matchingSweepJob] });
  try {
    await jobs.send(matchingSweepJob, {});
  } finally {
    await jobs.stop();
  }
}

export async function runLoadTest(options: LoadTestOptions): Promise<LoadTestResult> {
  const own = await ownDatabase('masar_bench_load');
  if (!own) throw new Error('npm run bench -- load needs DATABASE_URL: a PostgreSQL server on which it makes a database of its own.');
  const databaseName = new URL(own.url).pathname.slice(1);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'masar-load-'));
  chmodSync(dataDir, 0o755);
  const children: Child[] = [];
  let database: Database | undefined;
  try {
    database = await openDatabase({ databaseUrl: own.url, dataDir });
    await database.migrate();
    const logins = await seedDemo(database.db);
    const recruiters = logins.filter((login) => login.role === 'recruiter');
    const demoCandidates = logins.filter((login) => login.role === 'candidate');
    const recruiterUsers = Math.round(options.users * options.recruiterShare);
    const candidateUsers = options.users - recruiterUsers;
    options.log(`seeding ${Math.max(0, candidateUsers - demoCandidates.length)} candidates…`);
    const candidates = [...demoCandidates, ...(await seedLoadCandidates(database, Math.max(0, candidateUsers - demoCandidates.length)))];
    if (options.pool > 0) {
      options.log(`seeding a pool of ${options.pool} candidates and ${Math.round(options.pool / 2)} jobs…`);
      await loadWorld(database.db, { candidates: options.pool, jobs: Math.round(options.pool / 2) });
    }

    // One DATA_DIR for all: the signing secrets are made there once, so a token from one API process is good on the other.
    const env = { NODE_ENV: 'production', LOG_LEVEL: 'warn', DATABASE_URL: own.url, DATA_DIR: dataDir, SEED_DEMO: 'false', TRUST_PROXY: '1' };
    options.log('starting the worker; it computes every match first…');
    children.push(startProcess('worker', 'apps/server/src/worker.ts', env));
    const db = database;
    await until('the first full computation', async () => (await readMeta(db.db, 'version')) === matchingVersion() && (await listStaleCandidates(db.db, 1)).length === 0, 900);
    const addresses: string[] = [];
    for (const index of [1, 2]) {
      const port = await freePort();
      children.push(startProcess(`API ${index}`, 'apps/server/src/main.ts', { ...env, PORT: String(port), HOST: '127.0.0.1', RUN_WORKERS: 'false' }, options.cpuProfileDir));
      const address = `http://127.0.0.1:${port}`;
      await until(`API ${index}`, async () => (await fetch(`${address}/api/health`).catch(() => undefined))?.ok === true, 120);
      addresses.push(address);
    }

    const users: VirtualUser[] = Array.from({ length: options.users }, (_, index) => {
      // Recruiters spread through the users, so both API processes get their share.
      const isRecruiter = recruiterUsers > 0 && index % Math.round(options.users / recruiterUsers) === 0 && index / Math.round(options.users / recruiterUsers) < recruiterUsers;
      const account = isRecruiter ? recruiters[index % recruiters.length]! : candidates[index % candidates.length]!;
      return {
        email: account.email,
        password: account.password,
        kind: isRecruiter ? 'recruiter' : 'candidate',
        address: addresses[index % addresses.length]!,
        forwardedFor: `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`,
      };
    });

    const backends = await databaseBackends(database, databaseName);
    const load = { before: os.loadavg(), after: [] as number[] };
    const pids = children.map((child) => ({ name: child.name, pid: child.child.pid }));
    const cpuBefore = pids.map(({ pid }) => cpuSeconds(pid));
    const backendsBefore = new Map(backends.map(({ pid }) => [pid, cpuSeconds(pid)]));
    const started = performance.now();
    const clock = { now: () => performance.now() - started, endMs: options.seconds * 1000 };
    const run: UserRun = { samples: [], failures: new Map() };
    options.log(`${options.users} users (${recruiterUsers} recruiters) for ${options.seconds} s on ${addresses.length} API processes…`);
    const rebuild = options.rebuild
      ? (async () => {
          await new Promise((resolve) => setTimeout(resolve, clock.endMs / 3));
          const from = clock.now();
          await triggerRebuild(db);
          await until('the full rebuild', async () => (await readMeta(db.db, 'version')) === matchingVersion(), 3600);
          const to = clock.now();
          options.log(`full rebuild in the worker: ${((to - from) / 1000).toFixed(1)} s`);
          return { from, to };
        })().catch((error: unknown) => {
          // Reported after the users finish, rather than an unhandled rejection that ends the run mid-way.
          options.log(`the rebuild was not measured: ${error instanceof Error ? error.message : String(error)}`);
          return undefined;
        })
      : undefined;
    await Promise.all(
      users.map(async (user, index) => {
        await new Promise((resolve) => setTimeout(resolve, (index * options.rampSeconds * 1000) / options.users));
        // Seeds spread over 32 bits (Knuth's multiplier): xorshift from 1, 2, 3… draws numbers near 0 at first, which
        // made every user's first pauses the shortest and, with drawn visits, every first visit one round long.
        await runVirtualUser(user, clock, { thinkMs: options.thinkMs, visit: options.visit, random: seededRandom(Math.imul(index + 1, 2654435761)) }, run);
      }),
    );
    const elapsedSeconds = clock.now() / 1000;
    const cpu = pids.map(({ name, pid }, index) => {
      const used = cpuSeconds(pid) - cpuBefore[index]!;
      return { name, cpuSeconds: Math.round(used * 10) / 10, percent: Math.round((used / elapsedSeconds) * 100) };
    });
    const backendsAfter = await databaseBackends(database, databaseName);
    const backendCpu = new Map<string, number>();
    for (const { pid, owner } of backendsAfter) backendCpu.set(owner, (backendCpu.get(owner) ?? 0) + cpuSeconds(pid) - (backendsBefore.get(pid) ?? 0));
    const databaseCpu = [...backendCpu.values()].reduce((sum, seconds) => sum + seconds, 0);
    const databaseCpuOf = (owner: string) => backendCpu.get(owner) ?? 0;
    if (backendsAfter.some(({ pid }) => cpuSeconds(pid) > 0)) {
      cpu.push({ name: `PostgreSQL (${backendsAfter.length} backends of this database)`, cpuSeconds: Math.round(databaseCpu * 10) / 10, percent: Math.round((databaseCpu / elapsedSeconds) * 100) });
      // The same split by whose connection it served: the API processes' queries, the worker's jobs.
      for (const owner of [...pids.map(({ name }) => name), 'other']) {
        const seconds = databaseCpuOf(owner);
        cpu.push({ name: `  of which for ${owner}`, cpuSeconds: Math.round(seconds * 10) / 10, percent: Math.round((seconds / elapsedSeconds) * 100) });
      }
    }
    load.after = os.loadavg();
    const window = await rebuild;
    const perRequest = (seconds: number) => Math.round((seconds * 1000 * 100) / Math.max(1, run.samples.length)) / 100;
    const apiCpu = cpu.filter((process) => process.name.startsWith('API')).reduce((sum, process) => sum + process.cpuSeconds, 0);
    const rampEndMs = options.rampSeconds * 1000;
    return {
      options: { users: options.users, seconds: options.seconds, thinkMs: options.thinkMs, visit: options.visit, recruiterShare: options.recruiterShare, rampSeconds: options.rampSeconds, rebuild: options.rebuild, pool: options.pool },
      steps: summarise(run.samples),
      requestsPerSecond: Math.round(run.samples.length / elapsedSeconds),
      cpu,
      cpuMsPerRequest: {
        api: perRequest(apiCpu),
        database: cpu.length > children.length ? perRequest(databaseCpu) : undefined,
        databaseForApi: cpu.length > children.length ? perRequest(pids.filter(({ name }) => name.startsWith('API')).reduce((sum, { name }) => sum + databaseCpuOf(name), 0)) : undefined,
      },
      ...(window
        ? {
            rebuild: {
              before: windowFigures('before the rebuild', run.samples, rampEndMs, window.from),
              during: windowFigures('during the rebuild', run.samples, window.from, window.to),
              seconds: Math.round((window.to - window.from) / 100) / 10,
            },
          }
        : {}),
      failures: [...run.failures].map(([what, count]) => ({ what, count })).sort((a, b) => b.count - a.count),
      serverErrors: children.flatMap((child) => child.errors),
      load,
      cpus: os.cpus().length,
      node: process.version,
    };
  } finally {
    await Promise.all(children.map(stopProcess));
    await database?.close();
    await own.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The tables for docs/scaling.md. */
export function printLoadTest(result: LoadTestResult): void {
  const { options } = result;
  const load = (values: number[]) => values.map((value) => value.toFixed(1)).join(' / ');
  console.log(
    `\n## The whole product under load: ${options.users} users (${Math.round(options.users * options.recruiterShare)} recruiters) for ${options.seconds} s, think time ${options.thinkMs} ms (±50 %), ${'fixedRounds' in options.visit ? `a sign-in every ${options.visit.fixedRounds} rounds` : `visits of ${options.visit.meanRounds} rounds on average, each a sign-in`}, arriving over ${options.rampSeconds} s; 2 API processes and 1 worker on the PostgreSQL server (Node ${result.node}, ${result.cpus} cores)\n`,
  );
  console.log(`Load average (1 / 5 / 15 min) before ${load(result.load.before)}, after ${load(result.load.after)}. ${result.requestsPerSecond} requests/s in all.\n`);
  const rows = (steps: StepFigures[]) => steps.map((s) => `| ${s.step} | ${s.requests} | ${s.errors} | ${s.p50.toFixed(1)} | ${s.p95.toFixed(1)} | ${s.p99.toFixed(1)} |`).join('\n');
  console.log('| step | requests | errors | p50 ms | p95 ms | p99 ms |');
  console.log('|---|---|---|---|---|---|');
  console.log(rows(result.steps));
  console.log('\n| process | CPU s | % of one core |');
  console.log('|---|---|---|');
  for (const process of result.cpu) console.log(`| ${process.name} | ${process.cpuSeconds} | ${process.percent} |`);
  const { api, database, databaseForApi } = result.cpuMsPerRequest;
  console.log(
    `\nCPU per request: ${api} ms in the API processes${database === undefined ? '' : `, ${database} ms in PostgreSQL (${databaseForApi} ms of it on the API processes' connections)`}.`,
  );
  if (result.rebuild) {
    console.log(`\nFull matching rebuild in the worker (${options.pool} synthetic candidates more): ${result.rebuild.seconds} s. Every request, before it (after the users arrived) and during it:\n`);
    console.log('| window | requests | errors | p50 ms | p95 ms | p99 ms |');
    console.log('|---|---|---|---|---|---|');
    console.log(rows([result.rebuild.before, result.rebuild.during]));
  }
  if (result.failures.length > 0) console.log(`\nFailed requests:\n${result.failures.map(({ what, count }) => `- ${count} × ${what}`).join('\n')}`);
  if (result.serverErrors.length > 0) console.log(`\nErrors in the processes' logs (first ${result.serverErrors.length}):\n${result.serverErrors.map((line) => `- ${line}`).join('\n')}`);
}
