/**
 * CPU per API request, old code against new (issue #17, decisions 0118 and 0125). On a machine shared with other
 * work the load test's latencies and even its CPU per request measure the neighbours; this does not need a quiet
 * machine. One fixed candidate session, the load test's (virtual-user.ts: a sign-in, then three rounds of the
 * dashboard's four calls, the matching jobs, a job, its skill gap, the profile and a profile edit; 28 requests),
 * goes through `app.inject` in one process on a fresh database of DATABASE_URL's server holding the demo data,
 * no worker running, once untimed to warm up and then `--rounds 20` times. CPU is the process's
 * `process.cpuUsage()` (argon2's threads included) and its database backends' CPU from /proc, per request.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node --import tsx scripts/load-test/cpu-per-request.ts \
 *     --code /path/to/old/checkout --code . [--rounds 20]
 *
 * `--only <checkout> --cpu-prof <file>` measures one checkout in this process and writes the CPU profile of its
 * measured rounds (the warm-up and the set-up left out) to the file.
 *
 * Each `--code` checkout (its own apps/server and node_modules) runs in a child process of its own, all AT THE
 * SAME TIME, so that they share the machine's load; only their ratios carry over to the load test.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import inspector from 'node:inspector/promises';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import pg from 'pg';
import type { buildApp } from '../../apps/server/src/app.ts';
import type { loadConfig } from '../../apps/server/src/config.ts';
import type { openDatabase } from '../../apps/server/src/db/client.ts';
import type { seedDemo } from '../../apps/server/src/db/seed/demo.ts';
import { cpuSecondsOfStat } from './figures.ts';

/** What the session reads of the answers. */
interface Answer {
  token?: string;
  results?: Array<{ jid: string }>;
}

export interface CodeFigures {
  code: string;
  rounds: number;
  requests: number;
  apiMsPerRequest: number;
  signInApiMs: number;
  otherApiMsPerRequest: number;
  databaseMsPerRequest: number;
  load: { before: number[]; after: number[] };
}

const EMAIL = 'sara@masar.demo';
/** This process's database on the server, dropped at the end or when the measurement fails. */
const DATABASE_NAME = `masar_cpu_request_${process.pid}`;

async function dropOwnDatabase(): Promise<void> {
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`drop database if exists ${DATABASE_NAME} with (force)`);
  await admin.end();
}
const PASSWORD = 'Masar#Sara26';
const here = fileURLToPath(new URL('../../', import.meta.url));

function argument(name: string): string[] {
  const values: string[] = [];
  process.argv.forEach((arg, i) => {
    if (arg === name && process.argv[i + 1] !== undefined) values.push(process.argv[i + 1]!);
  });
  return values;
}

function cpuSecondsOf(pid: number): number {
  try {
    return cpuSecondsOfStat(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return 0;
  }
}

/** One checkout's session, `rounds` times, in this process. */
async function measureCode(root: string, rounds: number, profileFile?: string): Promise<CodeFigures> {
  // The other checkout's code, typed as this one's: the measured entry points are the same in both.
  const load = (file: string): Promise<unknown> => import(pathToFileURL(path.join(root, file)).href);
  const build = ((await load('apps/server/src/app.ts')) as { buildApp: typeof buildApp }).buildApp;
  const configOf = ((await load('apps/server/src/config.ts')) as { loadConfig: typeof loadConfig }).loadConfig;
  const open = ((await load('apps/server/src/db/client.ts')) as { openDatabase: typeof openDatabase }).openDatabase;
  const seed = ((await load('apps/server/src/db/seed/demo.ts')) as { seedDemo: typeof seedDemo }).seedDemo;

  const adminUrl = new URL(process.env.DATABASE_URL!);
  const name = DATABASE_NAME;
  const admin = new pg.Client({ connectionString: adminUrl.toString() });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const config = configOf({
    NODE_ENV: 'production',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'masar-cpu-')),
    DATABASE_URL: url.toString(),
    JWT_SECRET: 'cpu-per-request-jwt-secret-long-enough-1234',
    COOKIE_SECRET: 'cpu-per-request-cookie-secret-long-enough-1234',
    APP_URL: 'http://masar.test',
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
  });
  const database = await open({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await database.migrate();
  await seed(database.db);
  const app = await build({ config, database, runWorkers: false, logger: false });
  await app.ready();
  await app.ctx.matching.recomputeAll();

  let token = '';
  let requests = 0;
  const call = async (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object): Promise<Answer> => {
    const response = await app.inject({ method, url, headers: token ? { token } : {}, ...(payload ? { payload } : {}) });
    requests += 1;
    if (response.statusCode !== 200) throw new Error(`${method} ${url}: ${response.statusCode} ${response.body.slice(0, 200)}`);
    return (JSON.parse(response.body) as { data: Answer }).data;
  };

  async function session(round: number) {
    token = '';
    const signInStart = process.cpuUsage();
    token = (await call('POST', '/api/user/auth/login-user/', { email: EMAIL, password: PASSWORD })).token ?? '';
    const signIn = process.cpuUsage(signInStart);
    for (let r = 0; r < 3; r += 1) {
      const [, , , top] = await Promise.all([
        call('GET', '/api/user/'),
        call('GET', '/api/user/notifications/count/'),
        call('GET', '/api/user/profile/'),
        call('GET', '/api/candidate/matching-jobs?page=0&limit=5'),
      ]);
      const list = await call('GET', '/api/candidate/matching-jobs?page=0&limit=12');
      const jobs = list.results?.length ? list.results : (top.results ?? []);
      if (jobs.length === 0) throw new Error(`no matching jobs: ${JSON.stringify(list)}`);
      const job = jobs[((round + 1) * 3 + r) % jobs.length]!;
      await call('GET', `/api/user/job/${encodeURIComponent(job.jid)}`);
      await call('POST', '/api/candidate/skill-gap/', { job_id: job.jid });
      await call('GET', '/api/user/profile/');
      await call('PATCH', '/api/user/edit-details/', { summary: `Looking for my next role (cpu per request, ${round}.${r}).` });
    }
    return (signIn.user + signIn.system) / 1000;
  }

  const backends = async () =>
    (await admin.query<{ pid: number }>(`select pid from pg_stat_activity where datname = $1`, [name])).rows.map((row) => row.pid);

  await session(-1); // warm-up: JIT, the catalogue, the pools' connections
  requests = 0;
  let apiMs = 0;
  let signInMs = 0;
  let databaseSeconds = 0;
  const before = os.loadavg();
  const profiler = profileFile ? new inspector.Session() : undefined;
  if (profiler) {
    profiler.connect();
    await profiler.post('Profiler.enable');
    await profiler.post('Profiler.start');
  }
  for (let round = 0; round < rounds; round += 1) {
    const pids = await backends();
    const dbBefore = new Map(pids.map((pid) => [pid, cpuSecondsOf(pid)]));
    const start = process.cpuUsage();
    signInMs += await session(round);
    const used = process.cpuUsage(start);
    apiMs += (used.user + used.system) / 1000;
    // A backend that opened during the round counts from zero; one that closed is lost (the pool keeps them 10 s).
    for (const pid of await backends()) databaseSeconds += cpuSecondsOf(pid) - (dbBefore.get(pid) ?? 0);
  }
  const after = os.loadavg();
  if (profiler) {
    const { profile } = await profiler.post('Profiler.stop');
    writeFileSync(profileFile!, JSON.stringify(profile));
    profiler.disconnect();
  }
  await app.close();
  await database.close();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
  const round2 = (value: number) => Math.round(value * 100) / 100;
  return {
    code: root,
    rounds,
    requests,
    apiMsPerRequest: round2(apiMs / requests),
    signInApiMs: round2(signInMs / rounds),
    otherApiMsPerRequest: round2((apiMs - signInMs) / (requests - rounds)),
    databaseMsPerRequest: round2((databaseSeconds * 1000) / requests),
    load: { before: before.map(round2), after: after.map(round2) },
  };
}

async function main() {
  if (!process.env.DATABASE_URL) throw new Error('DATABASE_URL (a PostgreSQL server on this machine) is needed');
  const rounds = Number(argument('--rounds')[0] ?? 20);
  const only = argument('--only')[0];
  if (only) {
    try {
      process.stdout.write(`${JSON.stringify(await measureCode(path.resolve(only), rounds, argument('--cpu-prof')[0]))}\n`);
    } catch (error) {
      await dropOwnDatabase();
      throw error;
    }
    return;
  }
  const codes = argument('--code').map((code) => path.resolve(code));
  if (codes.length === 0) codes.push(here);
  // Every checkout at the same time, so that each sees the same neighbours.
  const figures = await Promise.all(
    codes.map(
      (code) =>
        new Promise<CodeFigures>((resolve, reject) => {
          const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), '--only', code, '--rounds', String(rounds)], {
            cwd: code,
            stdio: ['ignore', 'pipe', 'inherit'],
          });
          let out = '';
          child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
          child.on('exit', (status) => {
            const line = out.trim().split('\n').pop() ?? '';
            if (status === 0 && line.startsWith('{')) resolve(JSON.parse(line) as CodeFigures);
            else reject(new Error(`${code}: exited ${status}: ${out.slice(-500)}`));
          });
        }),
    ),
  );
  console.log('| code | requests | API CPU ms a request | of it: a sign-in ms | the other requests ms | PostgreSQL CPU ms a request | load before → after |');
  console.log('|---|---|---|---|---|---|---|');
  for (const f of figures) {
    console.log(`| ${f.code} | ${f.requests} | ${f.apiMsPerRequest} | ${f.signInApiMs} | ${f.otherApiMsPerRequest} | ${f.databaseMsPerRequest} | ${f.load.before[0]} → ${f.load.after[0]} |`);
  }
}

await main();
process.exit(0);
