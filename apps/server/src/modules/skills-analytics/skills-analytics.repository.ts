/**
 * The counts behind skills analytics. The pool's supply and its trend are read from the aggregates the stats
 * roll-up keeps (skills-analytics.rollup.ts, decision 0066), so a call reads a few thousand rows whatever the pool's
 * size; so is the portal's demand. A company's own demand is counted on each call from its own jobs.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { GroupHolders, JoinedInPeriod, SkillDemandCount, SkillHolders, WorkforceCounts } from '@masar/engines/skills-analytics/skills-analytics';

/** `db.execute` answers `{ rows }` on node-postgres and on PGlite alike. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/**
 * A query's rows sent as one JSON text: the embedded database hands over a thousand rows several times slower one
 * by one than as one value (measured: 18 against 6 ms at the median for the supply's 1,648 rows).
 */
async function jsonRows<T>(db: Db, query: SQL): Promise<T[]> {
  const [row] = rowsOf<{ rows: string }>(await db.execute(sql`select coalesce(json_agg(q), '[]')::text as rows from (${query}) q`));
  return JSON.parse(row?.rows ?? '[]') as T[];
}

export interface SupplyCounts {
  poolSize: number;
  poolWorkforce: WorkforceCounts;
  skills: SkillHolders[];
  categories: GroupHolders[];
  sectors: GroupHolders[];
}

/**
 * Distinct holders per skill, per category and per sector, and the pool's size, each split into locals, foreigners
 * and the unstated: the skill supply the roll-up keeps (decision 0066), a few thousand rows.
 */
export async function readSupply(db: Db): Promise<SupplyCounts> {
  const rows = await jsonRows<{ kind: 'pool' | 'skill' | 'category' | 'sector'; key: string; locals: number; foreigners: number; unstated: number }>(
    db,
    sql`select kind, key, locals, foreigners, unstated from skill_supply_counts`,
  );
  const workforceOf = (row: (typeof rows)[number] | undefined): WorkforceCounts => ({
    local: Number(row?.locals ?? 0),
    foreign: Number(row?.foreigners ?? 0),
    unstated: Number(row?.unstated ?? 0),
  });
  const of = (kind: 'skill' | 'category' | 'sector') =>
    rows.flatMap((row) => {
      if (row.kind !== kind) return [];
      const workforce = workforceOf(row);
      return [{ id: row.key, holders: workforce.local + workforce.foreign + workforce.unstated, workforce }];
    });
  const pool = workforceOf(rows.find((row) => row.kind === 'pool'));
  return {
    poolSize: pool.local + pool.foreign + pool.unstated,
    poolWorkforce: pool,
    skills: of('skill').map(({ id, ...counts }) => ({ skillId: id, ...counts })),
    categories: of('category'),
    sectors: of('sector'),
  };
}

/** Holders of these skills by the period (UTC week from Monday, or month) they joined the pool. */
export async function readJoinedByPeriod(db: Db, skillIds: readonly string[], range: 'weekly' | 'monthly'): Promise<JoinedInPeriod[]> {
  if (skillIds.length === 0) return [];
  const rows = rowsOf<{ skill_id: string; period_start: string; joined: number }>(
    await db.execute(sql`
      select skill_id, to_char(period_start, 'YYYY-MM-DD') as period_start, joined
      from skill_supply_joins
      where period = ${range === 'weekly' ? 'week' : 'month'}
        and skill_id in (select jsonb_array_elements_text(${JSON.stringify(skillIds)}::jsonb))
    `),
  );
  return rows.map((row) => ({ skillId: row.skill_id, periodStart: row.period_start, joined: Number(row.joined) }));
}

export interface PortalDemand {
  portalJobs: number;
  portal: SkillDemandCount[];
}

/** Published jobs asking for each skill, must-haves apart, and the number of published jobs: the roll-up's counts. */
export async function readPortalDemand(db: Db): Promise<PortalDemand> {
  const rows = await jsonRows<{ skill_id: string; name: string; jobs: number; must_have_jobs: number }>(
    db,
    sql`select skill_id, name, jobs, must_have_jobs from skill_demand_counts`,
  );
  return {
    portalJobs: rows.find((row) => row.skill_id === '')?.jobs ?? 0,
    portal: rows
      .filter((row) => row.skill_id !== '')
      .map((row) => ({ skillId: row.skill_id, name: row.name, jobs: row.jobs, mustHaveJobs: row.must_have_jobs })),
  };
}

export interface CompanyDemand {
  companyJobs: number;
  company: SkillDemandCount[];
}

/** The company's published jobs asking for each skill, must-haves apart, as they are now (its own jobs only). */
export async function countCompanyDemand(db: Db, companyId: string | null): Promise<CompanyDemand> {
  if (companyId === null) return { companyJobs: 0, company: [] };
  const [totals] = rowsOf<{ jobs: number }>(
    await db.execute(sql`select count(*)::int as jobs from jobs where company_id = ${companyId}::uuid and status = 'published'`),
  );
  const rows = await jsonRows<{ skill_id: string; name: string; jobs: number; must_have_jobs: number }>(
    db,
    sql`
      select js.skill_id, min(js.name) as name, count(*)::int as jobs, (count(*) filter (where js.required))::int as must_have_jobs
      from jobs j join job_skills js on js.job_id = j.id
      where j.company_id = ${companyId}::uuid and j.status = 'published'
      group by js.skill_id
    `,
  );
  return {
    companyJobs: Number(totals?.jobs ?? 0),
    company: rows.map((row) => ({ skillId: row.skill_id, name: row.name, jobs: row.jobs, mustHaveJobs: row.must_have_jobs })),
  };
}
