/**
 * `npm run bench`: every benchmark, printed as tables for docs/scaling.md. `npm run bench -- parser` (or
 * api, matching, skills) runs one; `--duration 10` changes the seconds of each API run.
 * - api (issue #17): a bare Fastify hello-world, then an authenticated GET /api/user/, matching-jobs, skill-gap
 *   and the candidate's job list, on the embedded database and, when DATABASE_URL is set, a database of its own
 *   on that server; each server in its own process, `--rounds 3` interleaved rounds, req/s, p50/p95/p99, errors,
 *   the ratio to bare Fastify and CPU µs per request. `--auth-only` skips the lists; `--cpu-prof <dir>` writes
 *   the app servers' CPU profiles there.
 * - load (decision 0110): the whole product at `--users 200` for `--duration 120` s on DATABASE_URL's server, two API
 *   processes and one worker; virtual users sign in and go through a visit with `--think-ms 1000` (±50 %)
 *   between pages, visits of `--visit-rounds 10` rounds on average (drawn; each a sign-in; `--session-rounds 3` is
 *   decision 0110's sign-in every three rounds), `--recruiter-share 0.1` of them recruiters, arriving over `--ramp` s; per step requests,
 *   errors, p50/p95/p99, and each process's CPU. `--rebuild` forces the full matching recomputation in the
 *   worker a third of the way in and reports the API's p99 before and during it (`--pool 20000` gives it
 *   synthetic candidates to compute); `--cpu-prof <dir>` writes the API processes' CPU profiles there. Exits
 *   with 1 on any failed request. Not run by a bare `npm run bench`.
 * - parser: two-page PDFs of the resume corpus parsed per second on one core (target ≥ 20).
 * - matching: candidate–job pairs scored per second by the matching engine; then matching at scale
 *   (`--candidates 100000 --jobs 50000` by default) on the embedded database and, with DATABASE_URL, a fresh
 *   database on that server: the full computation, top-20 reads both ways, the candidate's endpoint, single
 *   recomputations, peak memory and the query plans.
 * - job-candidates: a job's candidates page (POST search-candidates/, as the recruiter calls it) with
 *   `--candidates 100000` in the pool and each of `--list-jobs 50` jobs' stored lists bulk-inserted, on the
 *   embedded database and, with DATABASE_URL, that server (target p95 < 50 ms); `--connections 10` keeps ten
 *   requests in flight (one after the other by default). `--keep-database` leaves the server's database for
 *   EXPLAIN (ANALYZE) and prints its name (job-candidates and search).
 * - stats: the recruiter dashboard (POST stats/) with `--candidates 100000` and `--stats-jobs 500` jobs, a year of
 *   sign-ups, approvals, publishing, applications and pokes rolled up into daily counts (target p95 < 100 ms).
 * - skills-analytics: the recruiter's skills analytics (POST skills-analytics/, weekly and monthly) over
 *   `--analytics-candidates 100000` candidates approved over a year and `--analytics-jobs 5000` published jobs, on
 *   each database (target p95 < 100 ms), with the roll-up's full and regular runs; exits with 1 when a regular
 *   run's skill counts differ from a full count's.
 * - skills: building the catalogue's skill index and scanning a two-page resume with it.
 * - search: the recruiters' free-text candidate search over `--search-candidates 100000` synthetic candidates,
 *   on the embedded database and, with DATABASE_URL, a fresh database on that server (target p95 < 100 ms);
 *   `--connections 10` keeps ten searches in flight.
 * - employees: CSV imports at the row cap (1,000 rows each, three files) and the talent manager's dashboard and
 *   job page over the resulting 3,000 employees of one company, on each database.
 * - web: the first load of /auth/login, a candidate's /candidate/dashboard and a public job page in a fresh
 *   Chromium profile (CHROME_PATH, default /usr/bin/chromium), served from the build (`npm run build` first) by
 *   the app on the embedded database with the demo data: the bytes on the wire by kind (targets: JS ≤ 150 KiB
 *   for login, ≤ 250 KiB for the dashboard). `--first-load-files` lists each page's scripts by size.
 * - lighthouse: Lighthouse 12's performance score of the same three pages, served the same way, mobile and
 *   desktop (`--form-factor mobile` for one), `--runs 3` fresh Chromiums each, the default simulated
 *   throttling; the medians, the metrics and what Lighthouse lists as savings (targets: mobile ≥ 90, desktop
 *   ≥ 98). `--lighthouse-reports <dir>` keeps each run's JSON report. Not run by a bare `npm run bench`.
 * - index: the job index checked against the engine pair by pair on a market built from the catalogue
 *   (`--index-candidates 40 --index-jobs 3000` by default); exits with 1 when they disagree. The test suite
 *   runs the same check on a small market.
 */
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { benchmarkEmployees } from '../apps/server/src/bench/employees.ts';
import { checkJobIndex } from '../apps/server/src/bench/index-check.ts';
import { benchmarkCandidateSearch } from '../apps/server/src/bench/candidate-search-scale.ts';
import { benchmarkJobCandidates } from '../apps/server/src/bench/job-candidates.ts';
import { benchmarkRecruiterStats } from '../apps/server/src/bench/recruiter-stats.ts';
import { benchmarkSkillsAnalytics } from '../apps/server/src/bench/skills-analytics.ts';
import { benchmarkMatchingScale } from '../apps/server/src/bench/matching-scale.ts';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { seedDemo } from '../apps/server/src/db/seed/demo.ts';
import { benchmarkSkillIndex } from '../packages/catalog/src/bench.ts';
import { benchmarkMatching } from '../packages/engines/src/matching/bench.ts';
import { benchmarkParser } from '../packages/engines/src/resume-parser/bench.ts';
import { jobs } from '../apps/server/src/db/schema/jobs.ts';
import { measureFirstLoads, type FirstLoadPage } from './first-load.ts';
import { runLighthouse, type FormFactor, type LighthouseRun } from './lighthouse.ts';
import { benchmarkApi, printApiBench } from './api-bench/run.ts';
import { printLoadTest, runLoadTest } from './load-test/run.ts';
import { eq } from 'drizzle-orm';

const durationArg = process.argv.indexOf('--duration');
const duration = durationArg > 0 ? Number(process.argv[durationArg + 1]) : 5;

async function benchApi() {
  const profileAt = process.argv.indexOf('--cpu-prof');
  const result = await benchmarkApi({
    seconds: duration,
    rounds: argument('rounds', 3),
    lists: !process.argv.includes('--auth-only'),
    ...(profileAt > 0 ? { cpuProfileDir: process.argv[profileAt + 1] } : {}),
    log: (line) => console.error(line),
  });
  printApiBench(result, duration);
}

async function benchLoad() {
  const seconds = durationArg > 0 ? duration : 120;
  const result = await runLoadTest({
    users: argument('users', 200),
    seconds,
    thinkMs: argument('think-ms', 1000),
    // --session-rounds 3 is decision 0110's model (a sign-in every three rounds); visits of drawn length otherwise.
    visit: process.argv.includes('--session-rounds') ? { fixedRounds: argument('session-rounds', 3) } : { meanRounds: argument('visit-rounds', 10) },
    recruiterShare: argument('recruiter-share', 0.1),
    rampSeconds: argument('ramp', Math.min(10, seconds / 4)),
    rebuild: process.argv.includes('--rebuild'),
    pool: argument('pool', 0),
    cpuProfileDir: process.argv.includes('--cpu-prof') ? process.argv[process.argv.indexOf('--cpu-prof') + 1] : undefined,
    log: (line) => console.error(line),
  });
  printLoadTest(result);
  if (result.steps.some((step) => step.errors > 0)) process.exitCode = 1;
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

function argument(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? Number(process.argv[at + 1]) : fallback;
}

/** A throw-away database of the given kind, with the app on it (no workers, so only the benchmark computes). */
async function withBenchApp<T>(kind: 'embedded' | 'server', work: (app: Awaited<ReturnType<typeof buildApp>>) => Promise<T>): Promise<T> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'masar-bench-'));
  // As root the embedded cluster runs as the `postgres` user, who must reach DATA_DIR (mkdtemp makes it 700).
  chmodSync(dataDir, 0o755);
  let databaseUrl: string | undefined;
  let admin: pg.Client | undefined;
  if (kind === 'server') {
    const name = `masar_bench_${process.pid}`;
    const adminUrl = new URL(process.env.DATABASE_URL!);
    adminUrl.pathname = '/postgres';
    admin = new pg.Client({ connectionString: adminUrl.toString() });
    await admin.connect();
    await admin.query(`drop database if exists ${name}`);
    await admin.query(`create database ${name}`);
    const url = new URL(process.env.DATABASE_URL!);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
  }
  const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir });
  await database.migrate();
  const app = await buildApp({ config, database, logger: false, runWorkers: false });
  try {
    return await work(app);
  } finally {
    await app.close();
    await database.close();
    if (admin) {
      // --keep-database leaves the server's database for EXPLAIN (ANALYZE) afterwards; its name is printed.
      if (process.argv.includes('--keep-database')) console.error(`kept database masar_bench_${process.pid}`);
      else await admin.query(`drop database if exists masar_bench_${process.pid} with (force)`);
      await admin.end();
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function benchMatching() {
  console.log('\n## Matching engine: synthetic candidate–job pairs\n');
  console.log('| mode | pairs | pairs/s |');
  console.log('|---|---|---|');
  for (const mode of ['pair', 'rank'] as const) {
    const result = benchmarkMatching({ pairs: 50_000, mode });
    console.log(`| ${mode} | ${result.pairs} | ${Math.round(result.pairsPerSecond)} |`);
  }

  const candidates = argument('candidates', 100_000);
  const jobs = argument('jobs', 50_000);
  const only = process.argv.includes('--server-only') ? 'server' : process.argv.includes('--embedded-only') ? 'embedded' : undefined;
  const kinds = (process.env.DATABASE_URL ? (['server', 'embedded'] as const) : (['embedded'] as const)).filter((kind) => !only || kind === only);
  const results = [];
  for (const kind of kinds) {
    console.error(`matching at scale on the ${kind} database: ${candidates} candidates, ${jobs} jobs`);
    const result = await withBenchApp(kind, (app) =>
      benchmarkMatchingScale(app, { candidates, jobs, log: (line) => console.error(line) }),
    );
    results.push({ kind, ...result });
  }
  const ms = (t: { p50: number; p95: number }) => `${t.p50} / ${t.p95}`;
  console.log(`\n## Matching at scale: ${candidates.toLocaleString('en')} candidates, ${jobs.toLocaleString('en')} jobs\n`);
  console.log('| database | load s | full computation s | rows (candidate side / job side) | candidate top 20 ms p50 / p95 | job top 20 ms p50 / p95 | GET matching-jobs ms p50 / p95 | one candidate recomputed ms p50 / p95 | one job recomputed ms p50 / p95 | peak RSS MB |');
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  for (const r of results) {
    console.log(
      `| ${r.kind} | ${r.loadSeconds} | ${r.fullComputeSeconds} | ${r.candidateRows} / ${r.jobRows} | ${ms(r.candidateTop20)} | ${ms(r.jobTop20)} | ${ms(r.endpointTop20)} | ${ms(r.refreshCandidate)} | ${ms(r.refreshJob)} | ${r.peakRssMb} |`,
    );
  }
  for (const r of results) {
    const phases = Object.entries(r.fullComputePhases).map(([phase, seconds]) => `${phase} ${seconds} s`).join(', ');
    console.log(`\nFull computation on the ${r.kind} database, ${r.threads} thread(s): ${phases} (scoring and writing overlap).`);
  }
  for (const r of results) {
    console.log(`\nPlans on the ${r.kind} database:\n\n\`\`\`\n${r.plans.candidateTop20}\n\n${r.plans.jobTop20}\n\`\`\``);
  }
}

async function benchSearch() {
  const candidates = argument('search-candidates', 100_000);
  const only = process.argv.includes('--server-only') ? 'server' : process.argv.includes('--embedded-only') ? 'embedded' : undefined;
  const kinds = (process.env.DATABASE_URL ? (['embedded', 'server'] as const) : (['embedded'] as const)).filter((kind) => !only || kind === only);
  const results = [];
  for (const kind of kinds) {
    console.error(`candidate search on the ${kind} database: ${candidates} candidates`);
    const samples = argument('search-samples', 60);
    results.push({ kind, ...(await withBenchApp(kind, (app) => benchmarkCandidateSearch(app, { candidates, samples, connections: argument('connections', 1), log: (line) => console.error(line) }))) });
  }
  console.log(`\n## Free-text candidate search: ${candidates.toLocaleString('en')} candidates, 20 a page with highlights\n`);
  console.log('| database | load s (of which documents s) | search | ms p50 / p95 / max | mean total found |');
  console.log('|---|---|---|---|---|');
  for (const r of results) {
    for (const t of r.timings) console.log(`| ${r.kind} | ${r.loadSeconds} (${r.indexSeconds}) | ${t.kind} | ${t.p50} / ${t.p95} / ${t.max} | ${t.meanTotal} |`);
  }
  for (const r of results) console.log(`\nPlan on the ${r.kind} database:\n\n\`\`\`\n${r.plan}\n\`\`\``);
}

async function benchJobCandidates() {
  const candidates = argument('candidates', 100_000);
  const jobs = argument('list-jobs', 50);
  const only = process.argv.includes('--server-only') ? 'server' : process.argv.includes('--embedded-only') ? 'embedded' : undefined;
  const kinds = (process.env.DATABASE_URL ? (['embedded', 'server'] as const) : (['embedded'] as const)).filter((kind) => !only || kind === only);
  const results = [];
  for (const kind of kinds) {
    console.error(`job candidates on the ${kind} database: ${candidates} candidates, ${jobs} jobs`);
    results.push({ kind, ...(await withBenchApp(kind, (app) => benchmarkJobCandidates(app, { candidates, jobs, connections: argument('connections', 1), log: (line) => console.error(line) }))) });
  }
  const ms = (t: { p50: number; p95: number; max: number }) => `${t.p50} / ${t.p95} / ${t.max}`;
  console.log(`\n## A job's candidates page: ${candidates.toLocaleString('en')} candidates, ${jobs} jobs' lists\n`);
  console.log('| database | load s | list rows | first page ms p50 / p95 / max | min score 50 % ms p50 / p95 / max | GET /api/user/ ms p50 / p95 / max |');
  console.log('|---|---|---|---|---|---|');
  for (const r of results) console.log(`| ${r.kind} | ${r.loadSeconds} | ${r.listRows} | ${ms(r.firstPage)} | ${ms(r.filtered)} | ${ms(r.baseline)} |`);
}

async function benchRecruiterStats() {
  const candidates = argument('candidates', 100_000);
  const jobs = argument('stats-jobs', 500);
  const only = process.argv.includes('--server-only') ? 'server' : process.argv.includes('--embedded-only') ? 'embedded' : undefined;
  const kinds = (process.env.DATABASE_URL ? (['embedded', 'server'] as const) : (['embedded'] as const)).filter((kind) => !only || kind === only);
  const results = [];
  for (const kind of kinds) {
    console.error(`recruiter stats on the ${kind} database: ${candidates} candidates, ${jobs} jobs, a year of events`);
    results.push({ kind, ...(await withBenchApp(kind, (app) => benchmarkRecruiterStats(app, { candidates, jobs, log: (line) => console.error(line) }))) });
  }
  const ms = (t: { p50: number; p95: number; max: number }) => `${t.p50} / ${t.p95} / ${t.max}`;
  console.log(`\n## Recruiter dashboard: ${candidates.toLocaleString('en')} candidates, ${jobs} jobs, a year of events\n`);
  console.log('| database | load s | applications / pokes | daily count rows | full roll-up s | regular roll-up s | weekly ms p50 / p95 / max | monthly ms p50 / p95 / max | admin ms p50 / p95 / max | monthly, locals ms p50 / p95 / max | admin, another company, foreigners ms p50 / p95 / max |');
  console.log('|---|---|---|---|---|---|---|---|---|---|---|');
  for (const r of results) {
    console.log(
      `| ${r.kind} | ${r.loadSeconds} | ${r.applications} / ${r.pokes} | ${r.dailyCountRows} | ${r.fullRollUpSeconds} | ${r.regularRollUpSeconds} | ${ms(r.weekly)} | ${ms(r.monthly)} | ${ms(r.admin)} | ${ms(r.filtered)} | ${ms(r.otherCompany)} |`,
    );
  }
  for (const r of results) {
    console.log(`\nEach read alone on the ${r.kind} database (ms p50 / p95 / max): ${Object.entries(r.parts).map(([name, t]) => `${name} ${ms(t)}`).join('; ')}.`);
  }
}

function benchSkills() {
  const result = benchmarkSkillIndex();
  console.log('\n## Skill index over the catalogue\n');
  console.log('| skills | build ms | resume chars | scan p50 ms | scan p95 ms | find/s | search/s |');
  console.log('|---|---|---|---|---|---|---|');
  console.log(`| ${result.skills} | ${result.buildMs.toFixed(0)} | ${result.resumeChars} | ${result.scanMedianMs.toFixed(2)} | ${result.scanP95Ms.toFixed(2)} | ${Math.round(result.findPerSecond)} | ${Math.round(result.searchPerSecond)} |`);
}

function benchIndex() {
  const result = checkJobIndex({ candidates: argument('index-candidates', 40), jobs: argument('index-jobs', 3_000) });
  console.log('\n## Job index against the engine, pair by pair, on a catalogue market\n');
  console.log('| candidates | jobs | pairs | matches above 0.2 | candidates that disagree | engine ms | index ms |');
  console.log('|---|---|---|---|---|---|---|');
  console.log(
    `| ${result.candidates} | ${result.jobs} | ${result.pairs} | ${result.matches} | ${result.disagreements} | ${result.engineMs} | ${result.indexMs} |`,
  );
  if (result.disagreements > 0) {
    console.error(`The job index disagrees with the engine for ${result.disagreements} candidate(s).`);
    process.exitCode = 1;
  }
}

async function benchEmployees() {
  const kinds = process.env.DATABASE_URL ? (['embedded', 'server'] as const) : (['embedded'] as const);
  console.log("\n## Employees: CSV imports and the talent manager's views\n");
  console.log('| database | employees | published jobs | import of 1,000 rows ms (each file) | stored matches recomputed ms | dashboard ms p50 / p95 | job page ms p50 / p95 |');
  console.log('|---|---|---|---|---|---|---|');
  for (const kind of kinds) {
    const r = await withBenchApp(kind, (app) => benchmarkEmployees(app));
    console.log(`| ${kind} | ${r.employees} | ${r.jobs} | ${r.importMs.join(', ')} | ${r.recomputeMs} | ${r.dashboard.p50} / ${r.dashboard.p95} | ${r.jobPage.p50} / ${r.jobPage.p95} |`);
  }
}

async function benchSkillsAnalytics() {
  const candidates = argument('analytics-candidates', 100_000);
  const jobs = argument('analytics-jobs', 5_000);
  const only = process.argv.includes('--server-only') ? 'server' : process.argv.includes('--embedded-only') ? 'embedded' : undefined;
  const kinds = (process.env.DATABASE_URL ? (['embedded', 'server'] as const) : (['embedded'] as const)).filter((kind) => !only || kind === only);
  const results = [];
  for (const kind of kinds) {
    console.error(`skills analytics on the ${kind} database: ${candidates} candidates, ${jobs} jobs`);
    results.push({ kind, ...(await withBenchApp(kind, (app) => benchmarkSkillsAnalytics(app, { candidates, jobs, log: (line) => console.error(line) }))) });
  }
  console.log(`\n## Skills analytics: ${candidates.toLocaleString('en')} candidates approved over a year, ${jobs.toLocaleString('en')} published jobs\n`);
  console.log('| database | load s | supply / trend rows | full roll-up s | idle roll-up s (skills part) | regular roll-up s (skills part) | agrees with a full count |');
  console.log('|---|---|---|---|---|---|---|');
  for (const r of results) {
    console.log(
      `| ${r.kind} | ${r.loadSeconds} | ${r.supplyRows} / ${r.trendRows} | ${r.fullRollUpSeconds} | ${r.idleRollUpSeconds} (${r.skillsIdleSeconds}) | ${r.regularRollUpSeconds} (${r.skillsRegularSeconds}) | ${r.agrees ? 'yes' : 'NO'} |`,
    );
  }
  const changes = results[0]?.changes;
  if (changes) console.log(`\nA regular run follows ${changes.edited} edited profiles, ${changes.approved} approvals and ${changes.erased} erased accounts.`);
  console.log('\n| database | call or read | ms p50 / p95 / max |');
  console.log('|---|---|---|');
  for (const r of results) for (const t of r.timings) console.log(`| ${r.kind} | ${t.name} | ${t.p50} / ${t.p95} / ${t.max} |`);
  if (results.some((r) => !r.agrees)) process.exitCode = 1;
}

/** The app served from the build on the embedded database with the demo data; the pages `web` and `lighthouse` open. */
async function withDemoWebApp<T>(work: (address: string, pages: FirstLoadPage[]) => Promise<T>): Promise<T> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'masar-bench-'));
  // As root the embedded cluster runs as the `postgres` user, who must reach DATA_DIR (mkdtemp makes it 700).
  chmodSync(dataDir, 0o755);
  const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
  const database = await openDatabase({ dataDir });
  await database.migrate();
  const logins = await seedDemo(database.db);
  const app = await buildApp({ config, database, logger: false, runWorkers: false });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const candidate = logins.find((login) => login.email === 'sara@masar.demo');
    const [job] = await database.db.select({ key: jobs.public_key }).from(jobs).where(eq(jobs.status, 'published')).limit(1);
    return await work(address, [
      { name: '/auth/login', path: '/auth/login' },
      { name: '/candidate/dashboard', path: '/candidate/dashboard', login: candidate },
      { name: '/public/job/{key}', path: `/public/job/${job!.key}` },
    ]);
  } finally {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function benchWeb() {
  const loads = await withDemoWebApp((address, pages) => measureFirstLoads(address, pages));
  const kib = (bytes: number) => (bytes / 1024).toFixed(1);
  console.log('\n## Web: first load in a fresh Chromium profile, bytes on the wire\n');
  console.log('| page | JS files | JS KiB | CSS KiB | fonts KiB | everything KiB | load ms |');
  console.log('|---|---|---|---|---|---|---|');
  for (const load of loads) {
    console.log(`| ${load.name} | ${load.scripts} | ${kib(load.scriptBytes)} | ${kib(load.styleBytes)} | ${kib(load.fontBytes)} | ${kib(load.totalBytes)} | ${load.loadMs} |`);
  }
  if (process.argv.includes('--first-load-files')) {
    for (const load of loads) {
      console.log(`\n${load.name}, scripts by size (KiB on the wire):`);
      for (const file of [...load.scriptFiles].sort((a, b) => b.bytes - a.bytes)) console.log(`  ${kib(file.bytes).padStart(6)}  ${file.path}`);
    }
  }
}

async function benchLighthouse() {
  const at = process.argv.indexOf('--form-factor');
  const formFactors: FormFactor[] = at > 0 ? [process.argv[at + 1] as FormFactor] : ['mobile', 'desktop'];
  const reportAt = process.argv.indexOf('--lighthouse-reports');
  const reportDir = reportAt > 0 ? process.argv[reportAt + 1] : undefined;
  const runs = await withDemoWebApp((address, pages) =>
    runLighthouse(address, pages, { runs: argument('runs', 3), formFactors, reportDir, log: (line) => console.error(line) }),
  );
  console.log('\n## Web: Lighthouse performance (simulated throttling), one fresh Chromium per run\n');
  console.log('| page | form factor | scores (each run) | median | FCP ms | LCP ms | TBT ms | CLS | Speed Index ms |');
  console.log('|---|---|---|---|---|---|---|---|---|');
  const groups = new Map<string, LighthouseRun[]>();
  for (const run of runs) groups.set(`${run.name} ${run.formFactor}`, [...(groups.get(`${run.name} ${run.formFactor}`) ?? []), run]);
  for (const group of groups.values()) {
    const median = (pick: (run: LighthouseRun) => number) => {
      const sorted = group.map(pick).sort((a, b) => a - b);
      return sorted[Math.floor(sorted.length / 2)]!;
    };
    const { name, formFactor } = group[0]!;
    console.log(
      `| ${name} | ${formFactor} | ${group.map((run) => run.score).join(', ')} | **${median((run) => run.score)}** | ${median((run) => run.fcpMs)} | ${median((run) => run.lcpMs)} | ${median((run) => run.tbtMs)} | ${median((run) => run.cls)} | ${median((run) => run.speedIndexMs)} |`,
    );
  }
  console.log('\nWhat Lighthouse lists as savings (median run of each page, estimated ms / KiB):\n');
  for (const group of groups.values()) {
    const sorted = [...group].sort((a, b) => a.score - b.score);
    const middle = sorted[Math.floor(sorted.length / 2)]!;
    const listed = middle.opportunities.slice(0, 6).map((entry) => `${entry.title} (${entry.savingsMs} ms${entry.savingsKiB ? `, ${entry.savingsKiB} KiB` : ''})`);
    console.log(`- ${middle.name}, ${middle.formFactor}: ${listed.join('; ') || 'nothing'}${middle.warnings.length ? ` [warnings: ${middle.warnings.join(' ')}]` : ''}`);
  }
}

const sections: Record<string, () => unknown> = {
  web: benchWeb,
  lighthouse: benchLighthouse,
  api: benchApi,
  load: benchLoad,
  parser: benchParser,
  matching: benchMatching,
  search: benchSearch,
  'job-candidates': benchJobCandidates,
  stats: benchRecruiterStats,
  'skills-analytics': benchSkillsAnalytics,
  skills: benchSkills,
  index: benchIndex,
  employees: benchEmployees,
};
/** The flags that stand alone; every other `--flag` takes the next argument as its value. */
const SWITCHES = new Set(['--auth-only', '--server-only', '--embedded-only', '--keep-database', '--rebuild']);

/** The benchmarks named on the command line; a name that is none of them stops the run rather than run them all. */
function askedSections(args: readonly string[]): string[] {
  const names: string[] = [];
  for (let at = 0; at < args.length; at += 1) {
    const arg = args[at]!;
    if (arg.startsWith('--')) {
      if (!SWITCHES.has(arg)) at += 1;
    } else names.push(arg);
  }
  const unknown = names.filter((name) => !(name in sections));
  if (unknown.length > 0) {
    console.error(`Unknown benchmark ${unknown.join(', ')}: choose from ${Object.keys(sections).join(', ')}.`);
    process.exit(2);
  }
  return names;
}

const asked = askedSections(process.argv.slice(2));
// Lighthouse takes minutes a page and measures the same build as `web`; the load test takes minutes and a
// PostgreSQL server: only when asked for.
for (const name of asked.length > 0 ? asked : Object.keys(sections).filter((name) => name !== 'lighthouse' && name !== 'load')) await sections[name]!();
