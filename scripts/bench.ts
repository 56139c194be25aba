/**
 * `npm run bench`: every benchmark, printed as tables for docs/scaling.md. `npm run bench -- parser` (or
 * api, matching, skills) runs one; `--duration 10` changes the seconds of each API run.
 * - api: autocannon against GET /api/health and an authenticated GET /api/user/, on the embedded database
 *   and, when DATABASE_URL is set, on that PostgreSQL server (its own server on a free loopback port).
 * - parser: two-page PDFs of the resume corpus parsed per second on one core (target ≥ 20).
 * - matching: candidate–job pairs scored per second by the matching engine.
 * - skills: building the catalogue's skill index and scanning a two-page resume with it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { seedDemo } from '../apps/server/src/db/seed/demo.ts';
import { benchmarkSkillIndex } from '../packages/catalog/src/bench.ts';
import { benchmarkMatching } from '../packages/engines/src/matching/bench.ts';
import { benchmarkParser } from '../packages/engines/src/resume-parser/bench.ts';

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

async function benchApi() {
  const rows = [...(await benchDatabase('embedded')), ...(process.env.DATABASE_URL ? await benchDatabase('server') : [])];
  console.log(`\n## API: ${duration} s per route, 10 connections\n`);
  console.log('| database | route | requests/s | p50 ms | p99 ms | errors |');
  console.log('|---|---|---|---|---|---|');
  for (const row of rows) {
    console.log(`| ${row.database} | ${row.route} | ${row.requestsPerSecond} | ${row.p50} | ${row.p99} | ${row.errors} |`);
  }
}

async function benchParser() {
  console.log('\n## Resume parser: two-page PDFs of the corpus, one core\n');
  console.log('| bold detection | PDFs per CPU-second | PDFs per wall-second | p50 ms | p95 ms |');
  console.log('|---|---|---|---|---|');
  for (const detectBold of [true, false]) {
    const result = await benchmarkParser({ seconds: 5, detectBold });
    console.log(`| ${detectBold ? 'on (default)' : 'off'} | ${result.pdfsPerSecond.toFixed(1)} | ${result.wallClockPdfsPerSecond.toFixed(1)} | ${result.p50Ms.toFixed(1)} | ${result.p95Ms.toFixed(1)} |`);
  }
}

function benchMatching() {
  console.log('\n## Matching engine: synthetic candidate–job pairs\n');
  console.log('| mode | pairs | pairs/s |');
  console.log('|---|---|---|');
  for (const mode of ['pair', 'rank'] as const) {
    const result = benchmarkMatching({ pairs: 50_000, mode });
    console.log(`| ${mode} | ${result.pairs} | ${Math.round(result.pairsPerSecond)} |`);
  }
}

function benchSkills() {
  const result = benchmarkSkillIndex();
  console.log('\n## Skill index over the catalogue\n');
  console.log('| skills | build ms | resume chars | scan p50 ms | scan p95 ms | find/s |');
  console.log('|---|---|---|---|---|---|');
  console.log(`| ${result.skills} | ${result.buildMs.toFixed(0)} | ${result.resumeChars} | ${result.scanMedianMs.toFixed(2)} | ${result.scanP95Ms.toFixed(2)} | ${Math.round(result.findPerSecond)} |`);
}

const sections: Record<string, () => unknown> = { api: benchApi, parser: benchParser, matching: benchMatching, skills: benchSkills };
const asked = process.argv.slice(2).filter((arg) => arg in sections);
for (const name of asked.length > 0 ? asked : Object.keys(sections)) await sections[name]!();
