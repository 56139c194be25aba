/**
 * Skills analytics at scale (issue #13, decision 0056): fills a database with synthetic approved candidates (the
 * matching benchmark's market, a third of them local, a third foreign, a third unstated, joined over a year) and
 * published jobs of several companies, then times the page's call through the service the route calls, weekly
 * and monthly.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { App } from '../app.ts';
import type { Caller } from '../plugins/auth.ts';
import { countDemand, countJoinedByPeriod, countSupply } from '../modules/skills-analytics/skills-analytics.repository.ts';
import { skillsAnalytics } from '../modules/skills-analytics/skills-analytics.service.ts';
import { loadCatalogue } from '@masar/catalog/catalogue';
import { createSyntheticWorld } from './synthetic-world.ts';

export interface SkillsAnalyticsScaleOptions {
  candidates: number;
  jobs: number;
  samples?: number;
  log?: (line: string) => void;
}

export interface SkillsAnalyticsTiming {
  range: string;
  p50: number;
  p95: number;
  max: number;
}

const BATCH = 1_000;
const DAY_MS = 86_400_000;
const NATIONALITIES = ['SA', 'EG', null];
const COMPANIES = 20;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

export async function benchmarkSkillsAnalytics(
  app: App,
  options: SkillsAnalyticsScaleOptions,
): Promise<{ candidates: number; jobs: number; loadSeconds: number; timings: SkillsAnalyticsTiming[] }> {
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
      });
    }
    const json = JSON.stringify(rows);
    await db.execute(sql`
      insert into users (id, first_name, last_name, email, role_id, is_email_confirmed, is_onboarding_completed, is_account_confirmed, approval_status, approval_decided_at, accepted_terms)
      select r.id, 'Bench', 'Candidate', r.e, (select id from roles where role_name = 'individual'), true, true, true, 'APPROVED', r.j, true
      from jsonb_to_recordset(${json}::jsonb) as r(id uuid, e text, j timestamptz)`);
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
  const loadSeconds = Math.round((performance.now() - loadStart) / 100) / 10;

  const caller = { companyId: companyIds[0]! } as Caller;
  const samples = options.samples ?? 20;
  const timings: SkillsAnalyticsTiming[] = [];
  const places = loadCatalogue().skills.map((skill) => ({ skill_id: skill.id, category: skill.category, sector: skill.sector }));
  const top = ['skill:communication', 'skill:teamwork', 'skill:problem-solving', 'skill:customer-service', 'skill:data-analysis'];
  // The page's call, then each of its three queries alone, to show where the time goes.
  const parts: Record<string, () => Promise<unknown>> = {
    monthly: () => skillsAnalytics(app.ctx, caller, { range: 'monthly' }, 'en'),
    weekly: () => skillsAnalytics(app.ctx, caller, { range: 'weekly' }, 'ar'),
    'supply query': () => countSupply(db, places, 'SA'),
    'trend query': () => countJoinedByPeriod(db, top, 'weekly', 'SA'),
    'demand query': () => countDemand(db, caller.companyId),
  };
  for (const [range, run] of Object.entries(parts)) {
    const times: number[] = [];
    for (let i = 0; i < samples; i += 1) {
      const startedAt = performance.now();
      await run();
      times.push(performance.now() - startedAt);
    }
    const round = (value: number) => Math.round(value * 10) / 10;
    timings.push({ range, p50: round(percentile(times, 50)), p95: round(percentile(times, 95)), max: round(Math.max(...times)) });
  }
  return { candidates: options.candidates, jobs: options.jobs, loadSeconds, timings };
}
