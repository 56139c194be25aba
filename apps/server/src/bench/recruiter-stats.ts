/**
 * The recruiter dashboard at scale (issue #13: p95 < 100 ms with 100,000 candidates and a year of events): a
 * pool of synthetic candidates (nationalities: most Saudi, some foreign, some unstated), sign-ups, approvals,
 * jobs published, applications and pokes spread over the last 365 days, each job's stored list of matches;
 * then the full roll-up into daily counts, one regular roll-up, and POST stats/ timed as a company's recruiter
 * (weekly, monthly) and recruiter admin calls it.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { App } from '../app.ts';
import { hashPassword } from '../lib/passwords.ts';
import { JOB_LIST_SIZE } from '../modules/matching/matching.service.ts';
import { rollUpStats } from '../modules/stats/stats.rollup.ts';
import * as statsRepository from '../modules/stats/stats.repository.ts';
import { periodsOf } from '@masar/engines/workforce/periods';
import { BENCH_PASSWORD, loadWorld, timeEach, type Timing } from './matching-scale.ts';
import { rowsOf } from '../db/rows.ts';

export interface RecruiterStatsBenchOptions {
  candidates: number;
  jobs: number;
  /** Applications and pokes per job over the year. */
  applicationsPerJob?: number;
  pokesPerJob?: number;
  samples?: number;
  log?: (line: string) => void;
}

export interface RecruiterStatsBenchResult {
  candidates: number;
  jobs: number;
  applications: number;
  pokes: number;
  dailyCountRows: number;
  loadSeconds: number;
  fullRollUpSeconds: number;
  regularRollUpSeconds: number;
  weekly: Timing;
  monthly: Timing;
  admin: Timing;
  /** A recruiter filtering by nationality (monthly, locals), and an admin reading another company (weekly, foreigners). */
  filtered: Timing;
  otherCompany: Timing;
  /** Each read of the call alone, for one company: where the time goes. */
  parts: Record<string, Timing>;
}

const count = async (app: App, table: string) =>
  Number(rowsOf<{ n: string }>(await app.ctx.db.execute(sql`select count(*) as n from ${sql.raw(table)}`))[0]?.n ?? 0);

export async function benchmarkRecruiterStats(app: App, options: RecruiterStatsBenchOptions): Promise<RecruiterStatsBenchResult> {
  const { db } = app.ctx;
  const samples = options.samples ?? 100;
  const applicationsPerJob = options.applicationsPerJob ?? 200;
  const pokesPerJob = options.pokesPerJob ?? 100;
  const started = performance.now();
  await loadWorld(db, { candidates: options.candidates, jobs: options.jobs, log: options.log });

  options.log?.('  a year of events…');
  // Spread over the year: sign-ups and approvals, publishing; nationalities 60 % SA, 30 % others, 10 % unstated.
  await db.execute(sql`
    update users set created_at = now() - random() * interval '365 days' where email like 'bench-%'`);
  await db.execute(sql`update users set approval_decided_at = created_at + random() * interval '3 days' where email like 'bench-%'`);
  await db.execute(sql`
    update candidate_profiles set nationality = case when r < 0.6 then 'SA' when r < 0.75 then 'EG' when r < 0.9 then 'IN' else null end
    from (select user_id as id, random() as r from candidate_profiles) picks where picks.id = candidate_profiles.user_id`);
  await db.execute(sql`update jobs set published_at = now() - random() * interval '365 days'`);
  await db.execute(sql`create temporary table bench_pool as select user_id as id, row_number() over (order by user_id) as n from candidate_profiles`);
  await db.execute(sql`create index on bench_pool (n)`);
  await db.execute(sql`create temporary table bench_jobs as select id, company_id, published_at, row_number() over (order by id) as k from jobs`);
  const pick = (slot: string) => sql`((j.k * 7919 + ${sql.raw(slot)} * 104729) % ${options.candidates}) + 1`;
  await db.execute(sql`
    insert into job_candidate_matches (job_id, candidate_id, score)
    select j.id, c.id, 0.21 + random() * 0.78
    from bench_jobs j cross join generate_series(1, ${JOB_LIST_SIZE}) s join bench_pool c on c.n = ${pick('s')}
    on conflict do nothing`);
  await db.execute(sql`
    insert into candidate_job_marks (candidate_id, job_id, applied_at)
    select c.id, j.id, j.published_at + random() * (now() - j.published_at)
    from bench_jobs j cross join generate_series(1, ${applicationsPerJob}) s join bench_pool c on c.n = ${pick('(s + 5000)')}
    on conflict do nothing`);
  await db.execute(sql`
    insert into candidate_pokes (company_id, job_id, candidate_id, poked_at, answer, answered_at)
    select j.company_id, j.id, c.id, at, case when random() < 0.5 then 'interested' else 'not_interested' end, at + interval '1 day'
    from bench_jobs j cross join generate_series(1, ${pokesPerJob}) s join bench_pool c on c.n = ${pick('(s + 10000)')}
    cross join lateral (select j.published_at + random() * (now() - j.published_at) as at) t
    on conflict do nothing`);
  await db.execute(sql`analyze`);
  const loadSeconds = Math.round(((performance.now() - started) / 1000) * 10) / 10;

  options.log?.('  roll-up…');
  const full = performance.now();
  await rollUpStats(db, app.ctx.config.portalHomeCountry, { fromDay: '2000-01-01', fullSkillSupply: true });
  const fullRollUpSeconds = Math.round(((performance.now() - full) / 1000) * 10) / 10;
  const regular = performance.now();
  await rollUpStats(db, app.ctx.config.portalHomeCountry);
  const regularRollUpSeconds = Math.round(((performance.now() - regular) / 1000) * 10) / 10;

  // A recruiter and a recruiter admin per company.
  const companies = rowsOf<{ id: string }>(await db.execute(sql`select id::text from companies`));
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  const tokens: Record<'recruiter' | 'recruiter admin', string[]> = { recruiter: [], 'recruiter admin': [] };
  for (const [i, company] of companies.entries()) {
    for (const role of ['recruiter', 'recruiter admin'] as const) {
      const email = `stats-${role.replace(' ', '-')}-${i}@masar.bench`;
      await db.execute(sql`
        insert into users (id, first_name, last_name, email, password_hash, role_id, company_id, is_email_confirmed, is_onboarding_completed,
          is_account_confirmed, approval_status, accepted_terms)
        values (${randomUUID()}, 'Bench', 'Recruiter', ${email}, ${passwordHash}, (select id from roles where role_name = ${role}), ${company.id},
          true, true, true, 'APPROVED', true)`);
      const login = await app.inject({
        method: 'POST',
        url: '/api/user/auth/login-user/',
        payload: { email, password: BENCH_PASSWORD },
        remoteAddress: `10.252.${i >> 7}.${(i & 127) * 2 + (role === 'recruiter' ? 0 : 1)}`,
      });
      tokens[role].push(login.json<{ data: { token: string } }>().data.token);
    }
  }
  const callsOf = (list: string[]) => Array.from({ length: samples }, (_, i) => list[i % list.length]!);
  const stats = (range: 'weekly' | 'monthly', filters: Record<string, string> = {}) => async (token: string) => {
    const response = await app.inject({ method: 'POST', url: '/api/recruiter/stats/', headers: { token }, payload: { range, ...filters } });
    if (response.statusCode !== 200) throw new Error(`stats answered ${response.statusCode}: ${response.body}`);
  };
  options.log?.('  POST stats/…');
  for (const token of tokens.recruiter.slice(0, 3)) await stats('weekly')(token);
  const weekly = await timeEach(callsOf(tokens.recruiter), stats('weekly'));
  const monthly = await timeEach(callsOf(tokens.recruiter), stats('monthly'));
  const admin = await timeEach(callsOf(tokens['recruiter admin']), stats('weekly'));
  // Decision 0094's filters: one nationality group; a recruiter admin reading another company.
  const filtered = await timeEach(callsOf(tokens.recruiter), stats('monthly', { nationality: 'local' }));
  const otherCompany = await timeEach(callsOf(tokens['recruiter admin']), stats('weekly', { company_id: companies.at(-1)!.id, nationality: 'foreign' }));
  const companyId = companies[0]!.id;
  const { current } = periodsOf('weekly', new Date());
  const reads: Record<string, () => Promise<unknown>> = {
    sumDailyCounts: () => statsRepository.sumDailyCounts(db, companyId, current),
    portalDailyCounts: () => statsRepository.sumDailyCounts(db, null, current),
    countOpenJobsAt: () => statsRepository.countOpenJobsAt(db, companyId, current.end),
    hoursToFirstApplication: () => statsRepository.hoursToFirstApplication(db, companyId, current),
    topJobs: () => statsRepository.topJobs(db, companyId, 0, 5),
    matchingCandidates: () => statsRepository.snapshotGroups(db, 'matching_candidates', companyId),
    approvedPool: () => statsRepository.snapshotGroups(db, 'approved_pool', null),
    pendingApprovals: () => statsRepository.pendingApprovals(db),
  };
  const parts: Record<string, Timing> = {};
  for (const [name, read] of Object.entries(reads)) parts[name] = await timeEach(Array.from({ length: 20 }, () => 0), read);
  return {
    parts,
    candidates: options.candidates,
    jobs: options.jobs,
    applications: await count(app, 'candidate_job_marks'),
    pokes: await count(app, 'candidate_pokes'),
    dailyCountRows: await count(app, 'daily_counts'),
    loadSeconds,
    fullRollUpSeconds,
    regularRollUpSeconds,
    weekly,
    monthly,
    admin,
    filtered,
    otherCompany,
  };
}
