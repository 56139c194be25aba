/**
 * `npm run bench`: a short autocannon run against GET /api/health and an authenticated GET /api/user/,
 * on the embedded database and, when DATABASE_URL is set, on that PostgreSQL server. It starts its own
 * server on a free loopback port with a throw-away data directory, and prints a table for docs/scaling.md.
 * `npm run bench -- --duration 10` changes the seconds per run.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { seedDemo } from '../apps/server/src/db/seed/demo.ts';

const durationArg = process.argv.indexOf('--duration');
const duration = durationArg > 0 ? Number(process.argv[durationArg + 1]) : 5;

interface Row {
  database: string;
  route: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

async function benchDatabase(kind: 'embedded' | 'server'): Promise<Row[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'masar-bench-'));
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    ...(kind === 'server' ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
  });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir });
  await database.migrate();
  const [login] = await seedDemo(database.db);
  const app = await buildApp({ config, database, logger: false });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const session = await fetch(`${address}/api/user/auth/login-user/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: login?.email, password: login?.password }),
    }).then((response) => response.json() as Promise<{ data: { token: string } }>);
    const rows: Row[] = [];
    for (const [route, headers] of [
      ['/api/health', {}],
      ['/api/user/', { token: session.data.token }],
    ] as const) {
      const result = await autocannon({ url: `${address}${route}`, headers, connections: 10, duration });
      rows.push({
        database: kind,
        route: `GET ${route}`,
        requestsPerSecond: Math.round(result.requests.average),
        p50: result.latency.p50,
        p99: result.latency.p99,
        errors: result.errors + result.non2xx,
      });
    }
    return rows;
  } finally {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const rows = [...(await benchDatabase('embedded')), ...(process.env.DATABASE_URL ? await benchDatabase('server') : [])];
console.log(`\n${duration} s per route, 10 connections, on this machine:\n`);
console.log('| database | route | requests/s | p50 ms | p99 ms | errors |');
console.log('|---|---|---|---|---|---|');
for (const row of rows) {
  console.log(`| ${row.database} | ${row.route} | ${row.requestsPerSecond} | ${row.p50} | ${row.p99} | ${row.errors} |`);
}
