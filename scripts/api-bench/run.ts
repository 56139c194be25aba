/**
 * `npm run bench -- api` (issue #17): a bare Fastify hello-world and Masar side by side on the same Node,
 * each server in its own process, measured by autocannon from this one. Runs are interleaved (bare, then
 * each database, round after round) so a busy shared machine slows them alike, and each run also reports
 * the server's CPU time per request (process.cpuUsage), which depends far less on the load beside it.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import os from 'node:os';
import autocannon from 'autocannon';
import pg from 'pg';
import { percentile } from '../load-test/figures.ts';

export interface ApiRun {
  target: string;
  route: string;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  cpuMicrosPerRequest: number;
}

interface Server {
  name: string;
  address: string;
  child: ChildProcess;
  cpu(): Promise<number>;
  stop(): Promise<void>;
}

const serverScript = fileURLToPath(new URL('./server.ts', import.meta.url));

async function startServer(name: string, kind: 'bare' | 'app', env: Record<string, string | undefined>, cpuProfileDir?: string): Promise<Server> {
  const child = fork(serverScript, [kind], {
    execArgv: ['--import', 'tsx', ...(cpuProfileDir ? ['--cpu-prof', '--cpu-prof-dir', cpuProfileDir] : [])],
    env: { ...process.env, DATABASE_URL: undefined, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const address = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${name} exited with ${code} before listening`)));
    child.on('message', (message: { type: string; address?: string }) => {
      if (message.type === 'ready') resolve(message.address!);
    });
  });
  return {
    name,
    address,
    child,
    cpu: () =>
      new Promise((resolve) => {
        const onMessage = (message: { type: string; micros?: number }) => {
          if (message.type !== 'cpu') return;
          child.off('message', onMessage);
          resolve(message.micros!);
        };
        child.on('message', onMessage);
        child.send({ type: 'cpu' });
      }),
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.send({ type: 'stop' });
      }),
  };
}

interface Call {
  route: string;
  method?: 'GET' | 'POST';
  body?: unknown;
  token?: string;
}

async function measure(server: Server, call: Call, seconds: number): Promise<ApiRun> {
  const latencies: number[] = [];
  const cpuBefore = await server.cpu();
  const options = {
    url: `${server.address}${call.route}`,
    method: call.method ?? 'GET',
    headers: { ...(call.token ? { token: call.token } : {}), ...(call.body ? { 'content-type': 'application/json' } : {}) },
    ...(call.body ? { body: JSON.stringify(call.body) } : {}),
    connections: 10,
    duration: seconds,
  };
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(options, (error: unknown, done) => (error ? reject(error instanceof Error ? error : new Error('autocannon failed', { cause: error })) : resolve(done)));
    // autocannon reports p97.5 and p99 but no p95: the targets for lists are in p95, so every response is kept.
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
  const cpuAfter = await server.cpu();
  latencies.sort((a, b) => a - b);
  return {
    target: server.name,
    route: `${call.method ?? 'GET'} ${call.route}`,
    requestsPerSecond: result.requests.average,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    errors: result.errors + result.non2xx + result.timeouts,
    cpuMicrosPerRequest: result.requests.total > 0 ? (cpuAfter - cpuBefore) / result.requests.total : 0,
  };
}

async function signIn(address: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${address}/api/user/auth/login-user/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = (await response.json()) as { data?: { token: string } };
  if (!body.data?.token) throw new Error(`sign-in failed: ${JSON.stringify(body)}`);
  return body.data.token;
}

/** The candidate's best job, once the workers have computed the demo's matches (the first start's sweep). */
async function firstMatchingJobId(address: string, token: string): Promise<string> {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    const response = await fetch(`${address}/api/candidate/matching-jobs?limit=20`, { headers: { token } });
    const body = (await response.json()) as { data: { results: Array<{ jid: string }> } };
    const id = body.data.results[0]?.jid;
    if (id) return id;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error('the demo candidate has no matching jobs after two minutes');
}

export interface ApiBenchResult {
  runs: ApiRun[][];
  load: { before: number[]; after: number[] };
  cpus: number;
  node: string;
}

/** A database of our own on the server DATABASE_URL names (`<prefix>_<pid>`), dropped at the end. */
export async function ownDatabase(prefix = 'masar_bench_api'): Promise<{ url: string; drop: () => Promise<void> } | undefined> {
  if (!process.env.DATABASE_URL) return undefined;
  const name = `${prefix}_${process.pid}`;
  const adminUrl = new URL(process.env.DATABASE_URL);
  adminUrl.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: adminUrl.toString() });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

export async function benchmarkApi(options: { seconds: number; rounds: number; lists: boolean; cpuProfileDir?: string; log: (line: string) => void }): Promise<ApiBenchResult> {
  const database = await ownDatabase();
  const servers: Server[] = [];
  const load = { before: os.loadavg(), after: [] as number[] };
  try {
    servers.push(await startServer('bare Fastify', 'bare', {}));
    servers.push(await startServer('embedded', 'app', {}, options.cpuProfileDir));
    if (database) servers.push(await startServer('server', 'app', { DATABASE_URL: database.url }, options.cpuProfileDir));
    const calls = new Map<Server, Call[]>();
    for (const server of servers) {
      if (server.name === 'bare Fastify') {
        calls.set(server, [{ route: '/' }]);
        continue;
      }
      const token = await signIn(server.address, 'sara@masar.demo', 'Masar#Sara26');
      const list: Call[] = [{ route: '/api/user/', token }];
      if (options.lists) {
        const jobId = await firstMatchingJobId(server.address, token);
        list.push(
          { route: '/api/candidate/matching-jobs?limit=20', token },
          { route: '/api/candidate/skill-gap/', method: 'POST', body: { job_id: jobId }, token },
          { route: '/api/candidate/jobs/', method: 'POST', body: { page: 0, limit: 20 }, token },
        );
      }
      calls.set(server, list);
    }
    const rounds: ApiRun[][] = [];
    for (let round = 0; round < options.rounds; round += 1) {
      const runs: ApiRun[] = [];
      // The authenticated GET right after the bare one, so each ratio compares runs under the same load.
      for (const server of servers) {
        for (const call of calls.get(server)!) {
          const run = await measure(server, call, options.seconds);
          options.log(`round ${round + 1} ${run.target} ${run.route}: ${Math.round(run.requestsPerSecond)} req/s, p99 ${run.p99} ms, ${Math.round(run.cpuMicrosPerRequest)} µs CPU/request`);
          runs.push(run);
        }
      }
      rounds.push(runs);
    }
    load.after = os.loadavg();
    return { runs: rounds, load, cpus: os.cpus().length, node: process.version };
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    await database?.drop();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length % 2 ? sorted[(sorted.length - 1) / 2]! : (sorted[sorted.length / 2 - 1]! + sorted[sorted.length / 2]!) / 2;
};

/** The tables for docs/scaling.md: each route's medians over the rounds, and the ratio to bare Fastify per round. */
export function printApiBench(result: ApiBenchResult, seconds: number): void {
  const ms = (value: number) => value.toFixed(1);
  const load = (values: number[]) => values.map((value) => value.toFixed(1)).join(' / ');
  console.log(`\n## API: ${result.runs.length} interleaved rounds of ${seconds} s per route, 10 connections (Node ${result.node}, ${result.cpus} cores)\n`);
  console.log(`Load average (1 / 5 / 15 min) before ${load(result.load.before)}, after ${load(result.load.after)}.\n`);
  console.log('| server | route | requests/s | ratio to bare Fastify (per round) | p50 ms | p95 ms | p99 ms | errors | CPU µs per request |');
  console.log('|---|---|---|---|---|---|---|---|---|');
  const keys = result.runs[0]!.map((run) => `${run.target}\u0000${run.route}`);
  for (const key of keys) {
    const runs = result.runs.map((round) => round.find((run) => `${run.target}\u0000${run.route}` === key)!);
    const ratios = result.runs.map((round, index) => runs[index]!.requestsPerSecond / round[0]!.requestsPerSecond);
    const [target, route] = key.split('\u0000');
    console.log(
      `| ${target} | ${route} | ${Math.round(median(runs.map((run) => run.requestsPerSecond)))} | ${(median(ratios) * 100).toFixed(1)} % (${ratios.map((ratio) => `${(ratio * 100).toFixed(0)}`).join(', ')}) | ${ms(median(runs.map((run) => run.p50)))} | ${ms(median(runs.map((run) => run.p95)))} | ${ms(median(runs.map((run) => run.p99)))} | ${runs.reduce((sum, run) => sum + run.errors, 0)} | ${Math.round(median(runs.map((run) => run.cpuMicrosPerRequest)))} |`,
    );
  }
}
