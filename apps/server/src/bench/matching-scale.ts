/**
 * Matching at scale (issue #4, docs/decisions/0016): fills a database with a synthetic market, runs the full
 * computation, then times what people wait for: a candidate's top 20 jobs, a job's top 20 candidates (the
 * queries the endpoints run), the candidate's endpoint itself, and the recomputation of one candidate and of
 * one job. Peak memory is the process's resident set, sampled throughout (on the embedded database it includes
 * the database).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { sql, type SQLWrapper } from 'drizzle-orm';
import type { App } from '../app.ts';
import type { Db } from '../db/client.ts';
import { hashPassword } from '../lib/passwords.ts';
import { candidateListQuery, jobTopQuery, pageCandidateMatches, topJobCandidates } from '../modules/matching/matching.repository.ts';
import { createSyntheticWorld } from './synthetic-world.ts';
import { rowsOf } from '../db/rows.ts';

export interface MatchingScaleOptions {
  candidates: number;
  jobs: number;
  /** Timed queries of each kind. */
  samples?: number;
  seed?: number;
  /** Progress lines (the full run takes minutes). */
  log?: (line: string) => void;
}

export interface Timing {
  p50: number;
  p95: number;
  max: number;
}

export interface MatchingScaleResult {
  candidates: number;
  jobs: number;
  loadSeconds: number;
  fullComputeSeconds: number;
  fullComputePhases: Record<string, number>;
  threads: number;
  candidateRows: number;
  jobRows: number;
  candidateTop20: Timing;
  jobTop20: Timing;
  endpointTop20: Timing;
  refreshCandidate: Timing;
  refreshJob: Timing;
  peakRssMb: number;
  plans: { candidateTop20: string; jobTop20: string };
}

export const BENCH_PASSWORD = 'Bench#Match26';
const BATCH = 2_000;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

export function timing(values: number[]): Timing {
  const round = (value: number) => Math.round(value * 100) / 100;
  return { p50: round(percentile(values, 50)), p95: round(percentile(values, 95)), max: round(Math.max(...values)) };
}

export async function timeEach<T>(items: readonly T[], work: (item: T) => Promise<unknown>): Promise<Timing> {
  const times: number[] = [];
  for (const item of items) {
    const start = performance.now();
    await work(item);
    times.push(performance.now() - start);
  }
  return timing(times);
}

/** Each item's work timed with `connections` of them in flight at once (the callers of a loaded server). */
export async function timeConcurrently<T>(items: readonly T[], work: (item: T) => Promise<unknown>, connections: number): Promise<Timing> {
  if (connections <= 1) return timeEach(items, work);
  const times: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (next < items.length) {
        const item = items[next++]!;
        const start = performance.now();
        await work(item);
        times.push(performance.now() - start);
      }
    }),
  );
  return timing(times);
}

async function insertJson(db: Db, statement: (json: string) => ReturnType<typeof sql>, rows: readonly object[]) {
  for (let i = 0; i < rows.length; i += BATCH) await db.execute(statement(JSON.stringify(rows.slice(i, i + BATCH))));
}

/** Inserts the synthetic market; answers the candidates' and jobs' ids. */
export async function loadWorld(db: Db, options: MatchingScaleOptions): Promise<{ candidateIds: string[]; jobIds: string[] }> {
  const world = createSyntheticWorld(options.seed);
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  const companyIds = Array.from({ length: Math.max(5, Math.ceil(options.jobs / 100)) }, () => randomUUID());
  await insertJson(
    db,
    (json) => sql`insert into companies (id, company_name) select r.id, r.name from jsonb_to_recordset(${json}::jsonb) as r(id uuid, name text)`,
    companyIds.map((id, i) => ({ id, name: `Bench Employer ${i}` })),
  );

  const candidateIds: string[] = [];
  for (let start = 0; start < options.candidates; start += BATCH) {
    const users = [];
    const profiles = [];
    for (let i = start; i < Math.min(options.candidates, start + BATCH); i += 1) {
      const id = randomUUID();
      candidateIds.push(id);
      users.push({ id, e: `bench-${i}@masar.bench` });
      profiles.push({ id, p: world.candidate(`Candidate ${i}`) });
    }
    await db.execute(sql`
      insert into users (id, first_name, last_name, email, password_hash, role_id, is_email_confirmed, is_onboarding_completed,
        is_account_confirmed, approval_status, accepted_terms)
      select r.id, 'Bench', 'Candidate', r.e, ${passwordHash}, (select id from roles where role_name = 'individual'), true, true, true, 'APPROVED', true
      from jsonb_to_recordset(${JSON.stringify(users)}::jsonb) as r(id uuid, e text)`);
    await db.execute(sql`
      insert into candidate_profiles (user_id, parse_status, profile)
      select r.id, 'completed', r.p from jsonb_to_recordset(${JSON.stringify(profiles)}::jsonb) as r(id uuid, p jsonb)`);
    options.log?.(`  candidates ${Math.min(options.candidates, start + BATCH)}/${options.candidates}`);
  }

  const jobIds: string[] = [];
  for (let start = 0; start < options.jobs; start += BATCH) {
    const jobs = [];
    const skills = [];
    for (let i = start; i < Math.min(options.jobs, start + BATCH); i += 1) {
      const id = randomUUID();
      jobIds.push(id);
      const job = world.job();
      jobs.push({ id, c: companyIds[i % companyIds.length], t: job.job_title, s: job.sector, o: job.occupation_id, x: job.experience_value, k: randomBytes(9).toString('base64url') });
      for (const skill of job.skills) skills.push({ j: id, ...skill });
    }
    await db.execute(sql`
      insert into jobs (id, company_id, job_title, sector, job_type, experience_value, experience_unit, description, status, occupation_id,
        public_key, published_at)
      select r.id, r.c, r.t, r.s, 'full_time', r.x, 'years', 'A synthetic job for the matching benchmark.', 'published', r.o, r.k, now()
      from jsonb_to_recordset(${JSON.stringify(jobs)}::jsonb) as r(id uuid, c uuid, t text, s text, o text, x integer, k text)`);
    await db.execute(sql`
      insert into job_skills (job_id, skill_id, name, importance, required)
      select r.j, r.skill_id, r.name, r.importance, r.required
      from jsonb_to_recordset(${JSON.stringify(skills)}::jsonb) as r(j uuid, skill_id text, name text, importance real, required boolean)`);
    options.log?.(`  jobs ${Math.min(options.jobs, start + BATCH)}/${options.jobs}`);
  }
  return { candidateIds, jobIds };
}

export function sample<T>(items: readonly T[], count: number, seed: number): T[] {
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  return Array.from({ length: Math.min(count, items.length) }, () => items[Math.floor(next() * items.length)]!);
}

/** The plan PostgreSQL runs a query with, as executed. */
async function explain(db: Db, query: SQLWrapper): Promise<string> {
  const rows = rowsOf<Record<string, string>>(await db.execute(sql`explain (analyze, costs off, timing off) ${query}`));
  return rows.map((row) => Object.values(row)[0]).join('\n');
}

/** Runs on `app`'s database; build the app without workers, so nothing else computes meanwhile. */
export async function benchmarkMatchingScale(app: App, options: MatchingScaleOptions): Promise<MatchingScaleResult> {
  const { db, matching } = app.ctx;
  const samples = options.samples ?? 200;
  let peak = process.memoryUsage().rss;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 100);
  try {
    let started = performance.now();
    const { candidateIds, jobIds } = await loadWorld(db, options);
    const loadSeconds = (performance.now() - started) / 1000;

    options.log?.('  full computation…');
    started = performance.now();
    const full = await matching.recomputeAll();
    const fullComputeSeconds = (performance.now() - started) / 1000;
    options.log?.(`  full computation: ${JSON.stringify(full)}`);
    const [counts] = rowsOf<{ c: number; j: number }>(
      await db.execute(sql`select (select count(*) from candidate_job_matches)::int as c, (select count(*) from job_candidate_matches)::int as j`),
    );

    const candidates = sample(candidateIds, samples, 11);
    const jobs = sample(jobIds, samples, 13);
    // Warm the caches a little, as a running server's would be.
    for (const id of candidates.slice(0, 5)) await pageCandidateMatches(db, id, {}, { offset: 0, limit: 20 });
    const candidateTop20 = await timeEach(candidates, (id) => pageCandidateMatches(db, id, {}, { offset: 0, limit: 20 }));
    const jobTop20 = await timeEach(jobs, (id) => topJobCandidates(db, id, 20));

    // The endpoint as a candidate calls it: authentication, the stored page, each job explained.
    const tokens: string[] = [];
    for (const [i, id] of candidates.slice(0, Math.min(50, samples)).entries()) {
      const index = candidateIds.indexOf(id);
      const login = await app.inject({
        method: 'POST',
        url: '/api/user/auth/login-user/',
        payload: { email: `bench-${index}@masar.bench`, password: BENCH_PASSWORD },
        remoteAddress: `10.250.${i >> 8}.${i & 255}`,
      });
      tokens.push(login.json<{ data: { token: string } }>().data.token);
    }
    const endpointTop20 = await timeEach(tokens, async (token) => {
      const response = await app.inject({ method: 'GET', url: '/api/candidate/matching-jobs?limit=20', headers: { token } });
      if (response.statusCode !== 200) throw new Error(`matching-jobs answered ${response.statusCode}: ${response.body}`);
    });

    options.log?.('  single recomputations…');
    const refreshCandidate = await timeEach(sample(candidateIds, 20, 17), (id) => matching.refreshCandidate(id));
    const refreshJob = await timeEach(sample(jobIds, 5, 19), (id) => matching.refreshJob(id));

    const plans = {
      candidateTop20: await explain(db, candidateListQuery(db, candidates[0]!)),
      jobTop20: await explain(db, jobTopQuery(db, jobs[0]!, 20)),
    };
    return {
      candidates: options.candidates,
      jobs: options.jobs,
      loadSeconds: Math.round(loadSeconds * 10) / 10,
      fullComputeSeconds: Math.round(fullComputeSeconds * 10) / 10,
      fullComputePhases: full.seconds,
      threads: full.threads,
      candidateRows: counts?.c ?? 0,
      jobRows: counts?.j ?? 0,
      candidateTop20,
      jobTop20,
      endpointTop20,
      refreshCandidate,
      refreshJob,
      peakRssMb: Math.round(peak / 1_048_576),
      plans,
    };
  } finally {
    clearInterval(sampler);
  }
}
