/**
 * Skills analytics at scale (issue #13: p95 < 100 ms with 100,000 candidates and a year of events; decisions 0056,
 * 0066): fills a database with synthetic candidates (the matching benchmark's market, a third of them local, a
 * third foreign, a third unstated, approved over the last year, one in a hundred still pending) and published
 * jobs of several companies; times the roll-up job (full, idle, and after a busy five minutes, checked against a
 * full count), then POST skills-analytics/ as a recruiter calls it, weekly and monthly, and each of its reads.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { App } from '../app.ts';
import { hashPassword } from '../lib/passwords.ts';
import { countCompanyDemand, readAggregates, readAggregatesVersion, readJoinedByPeriod } from '../modules/skills-analytics/skills-analytics.repository.ts';
import { rollUpSkillsAnalytics } from '../modules/skills-analytics/skills-analytics.rollup.ts';
import { rollUpStats } from '../modules/stats/stats.rollup.ts';
import { BENCH_PASSWORD, timeEach, type Timing } from './matching-scale.ts';
import { createSyntheticWorld } from './synthetic-world.ts';
import { rowsOf } from '../db/rows.ts';

export interface SkillsAnalyticsScaleOptions {
  candidates: number;
  jobs: number;
  samples?: number;
  log?: (line: string) => void;
}

export interface SkillsAnalyticsTiming extends Timing {
  name: string;
}

export interface SkillsAnalyticsScaleResult {
  candidates: number;
  jobs: number;
  loadSeconds: number;
  /** The roll-up job over everything, as on a new database. */
  fullRollUpSeconds: number;
  /** A regular run with nothing changed since the last. */
  idleRollUpSeconds: number;
  /** A regular run after `changes`: profiles edited, candidates approved, accounts erased. */
  regularRollUpSeconds: number;
  /** Skills analytics' part of a regular run alone: nothing changed, and after `changes`. */
  skillsIdleSeconds: number;
  skillsRegularSeconds: number;
  changes: { edited: number; approved: number; erased: number };
  /** Whether the counts the regular run left are those of a full count. */
  agrees: boolean;
  supplyRows: number;
  trendRows: number;
  timings: SkillsAnalyticsTiming[];
}

const BATCH = 1_000;
const DAY_MS = 86_400_000;
const NATIONALITIES = ['SA', 'EG', null];
/** 5,000 published jobs at the posting limit (25) each: a company reads its own demand over 25 jobs. */
const COMPANIES = 200;

const seconds = (since: number) => Math.round((performance.now() - since) / 100) / 10;

const count = async (app: App, table: string) =>
  Number(rowsOf<{ n: string }>(await app.ctx.db.execute(sql`select count(*) as n from ${sql.raw(table)}`))[0]?.n ?? 0);

/** The supply's aggregates in a fixed order, to compare two roll-ups' results. */
async function supplyTables(app: App): Promise<unknown[]> {
  const { db } = app.ctx;
  return [
    rowsOf(await db.execute(sql`select * from skill_supply_counts order by kind, key`)),
    rowsOf(await db.execute(sql`select * from skill_supply_joins order by skill_id, period, period_start, side`)),
  ];
}

export async function benchmarkSkillsAnalytics(app: App, options: SkillsAnalyticsScaleOptions): Promise<SkillsAnalyticsScaleResult> {
  const { db } = app.ctx;
  const world = createSyntheticWorld(31);
  const loadStart = performance.now();
  const now = Date.now();
  for (let start = 0; start < options.candidates; start += BATCH) {
    const rows = [];
    for (let i = start; i < Math.min(options.candidates, start + BATCH); i += 1) {
      rows.push({
        id: randomUUID(),
        e: `analytics-bench-${i}@masar.bench`,
        p: world.candidate(`Candidate ${i}`),
        n: NATIONALITIES[i % NATIONALITIES.length],
        j: new Date(now - (i % 365) * DAY_MS).toISOString(),
        // One in a hundred still waits for approval, outside the pool.
        ok: i % 100 !== 99,
      });
    }
    const json = JSON.stringify(rows);
    await db.execute(sql`
      insert into users (id, first_name, last_name, email, role_id, is_email_confirmed, is_onboarding_completed, is_account_confirmed, approval_status, approval_decided_at, accepted_terms)
      select r.id, 'Bench', 'Candidate', r.e, (select id from roles where role_name = 'individual'), true, true, r.ok,
        case when r.ok then 'APPROVED' else 'PENDING' end, case when r.ok then r.j end, true
      from jsonb_to_recordset(${json}::jsonb) as r(id uuid, e text, j timestamptz, ok boolean)`);
    await db.execute(sql`
      insert into candidate_profiles (user_id, parse_status, profile, nationality)
      select r.id, 'completed', r.p, r.n from jsonb_to_recordset(${json}::jsonb) as r(id uuid, p jsonb, n text)`);
    options.log?.(`  candidates ${Math.min(options.candidates, start + BATCH)}/${options.candidates}`);
  }
  const companyIds: string[] = [];
  for (let c = 0; c < COMPANIES; c += 1) {
    const inserted: unknown = await db.execute(sql`insert into companies (company_name) values (${`Bench company ${c}`}) returning id`);
    companyIds.push((inserted as { rows: Array<{ id: string }> }).rows[0]!.id);
  }
  for (let start = 0; start < options.jobs; start += BATCH) {
    const jobs = [];
    for (let i = start; i < Math.min(options.jobs, start + BATCH); i += 1) {
      const job = world.job();
      jobs.push({ id: randomUUID(), c: companyIds[i % COMPANIES], t: job.job_title, s: job.sector, k: randomUUID(), skills: job.skills });
    }
    const json = JSON.stringify(jobs);
    await db.execute(sql`
      insert into jobs (id, company_id, job_title, sector, job_type, description, status, public_key, published_at)
      select r.id, r.c, r.t, r.s, 'full_time', 'Bench job.', 'published', r.k, now()
      from jsonb_to_recordset(${json}::jsonb) as r(id uuid, c uuid, t text, s text, k text)`);
    await db.execute(sql`
      insert into job_skills (job_id, skill_id, name, importance, required)
      select distinct on (r.id, s.skill_id) r.id, s.skill_id, s.name, s.importance, s.required
      from jsonb_to_recordset(${json}::jsonb) as r(id uuid, skills jsonb)
      cross join lateral jsonb_to_recordset(r.skills) as s(skill_id text, name text, importance real, required boolean)`);
  }
  await db.execute(sql`analyze`);
  const loadSeconds = seconds(loadStart);
  const home = app.ctx.config.portalHomeCountry;

  // The roll-up job as it runs: once over everything (the first run on a database), then a regular run with
  // nothing changed, then one after a busy five minutes: profiles edited, candidates approved, accounts erased.
  options.log?.('  roll-up…');
  const full = performance.now();
  await rollUpStats(db, home, { fromDay: '2000-01-01', fullSkillSupply: true });
  const fullRollUpSeconds = seconds(full);
  const idle = performance.now();
  await rollUpStats(db, home);
  const idleRollUpSeconds = seconds(idle);
  const changes = { edited: 500, approved: 100, erased: 20 };
  // A busy five minutes; `round` picks other candidates each time.
  const change = async (round: number) => {
    await db.execute(sql`
      update candidate_profiles p set profile = jsonb_set(p.profile, '{skills}', (p.profile -> 'skills') - 0), updated_at = now()
      from (select user_id from candidate_profiles order by user_id offset ${round * changes.edited} limit ${changes.edited}) picked
      where picked.user_id = p.user_id`);
    await db.execute(sql`
      update users u set is_account_confirmed = true, approval_status = 'APPROVED', approval_decided_at = now(), updated_at = now()
      from (select id from users where not is_account_confirmed order by id limit ${changes.approved}) picked where picked.id = u.id`);
    await db.execute(sql`delete from users where id in (select user_id from candidate_profiles order by user_id desc limit ${changes.erased})`);
  };
  await change(0);
  const regular = performance.now();
  await rollUpStats(db, home);
  const regularRollUpSeconds = seconds(regular);
  // Skills analytics' part of the roll-up alone: with nothing changed, and after another busy five minutes.
  const skillsIdle = performance.now();
  await db.transaction((tx) => rollUpSkillsAnalytics(tx, home));
  const skillsIdleSeconds = seconds(skillsIdle);
  await change(1);
  const skillsRegular = performance.now();
  await db.transaction((tx) => rollUpSkillsAnalytics(tx, home));
  const skillsRegularSeconds = seconds(skillsRegular);
  // The regular run moved the counts by differences: they must be the ones a full count gives.
  const counted = await supplyTables(app);
  await rollUpStats(db, home, { fullSkillSupply: true });
  const agrees = JSON.stringify(counted) === JSON.stringify(await supplyTables(app));

  // A recruiter of the first company calls the page, as the web does.
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  const email = 'analytics-recruiter@masar.bench';
  await db.execute(sql`
    insert into users (id, first_name, last_name, email, password_hash, role_id, company_id, is_email_confirmed, is_onboarding_completed,
      is_account_confirmed, approval_status, accepted_terms)
    values (${randomUUID()}, 'Bench', 'Recruiter', ${email}, ${passwordHash}, (select id from roles where role_name = 'recruiter'), ${companyIds[0]!},
      true, true, true, 'APPROVED', true)`);
  const login = await app.inject({ method: 'POST', url: '/api/user/auth/login-user/', payload: { email, password: BENCH_PASSWORD } });
  const token = login.json<{ data: { token: string } }>().data.token;
  const call = (range: 'weekly' | 'monthly', lang: string, filters: Record<string, string> = {}) => async () => {
    const response = await app.inject({ method: 'POST', url: '/api/recruiter/skills-analytics/', headers: { token, lang }, payload: { range, ...filters } });
    if (response.statusCode !== 200) throw new Error(`skills-analytics answered ${response.statusCode}: ${response.body}`);
  };
  const samples = options.samples ?? 100;
  const top = ['skill:communication', 'skill:teamwork', 'skill:problem-solving', 'skill:customer-service', 'skill:data-analysis'];
  // The page's call, then each of its reads alone, to show where the time goes.
  const parts: Record<string, () => Promise<unknown>> = {
    'POST skills-analytics/ monthly': call('monthly', 'en'),
    'POST skills-analytics/ weekly': call('weekly', 'ar'),
    // The filters of decision 0094: worked out from the same aggregates, once per roll-up and filter.
    'POST skills-analytics/ monthly, locals': call('monthly', 'en', { nationality: 'local' }),
    'POST skills-analytics/ weekly, technology sector, foreigners': call('weekly', 'ar', { sector: 'technology', nationality: 'foreign' }),
    "the aggregates' version read": () => readAggregatesVersion(db),
    'supply and portal demand read (after each roll-up)': () => readAggregates(db),
    'trend read': () => readJoinedByPeriod(db, top, 'weekly'),
    "company's demand query": () => countCompanyDemand(db, companyIds[0]!),
  };
  const timings: SkillsAnalyticsTiming[] = [];
  for (const [name, run] of Object.entries(parts)) {
    await run();
    timings.push({ name, ...(await timeEach(Array.from({ length: samples }, () => 0), run)) });
  }
  return {
    candidates: options.candidates,
    jobs: options.jobs,
    loadSeconds,
    fullRollUpSeconds,
    idleRollUpSeconds,
    regularRollUpSeconds,
    skillsIdleSeconds,
    skillsRegularSeconds,
    changes,
    agrees,
    supplyRows: await count(app, 'skill_supply_counts'),
    trendRows: await count(app, 'skill_supply_joins'),
    timings,
  };
}
