/**
 * The counts behind skills analytics. The pool's supply and its trend are read from the aggregates the stats
 * roll-up keeps (skills-analytics.rollup.ts, decision 0066), so a call reads a few thousand rows whatever the pool's
 * size; the demand of published jobs is counted on each call (a company's own jobs, fresh).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { GroupHolders, JoinedInPeriod, SkillDemandCount, SkillHolders, WorkforceCounts } from '@masar/engines/skills-analytics/skills-analytics';

/** `db.execute` answers `{ rows }` on node-postgres and on PGlite alike. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
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
  const rows = rowsOf<{ kind: 'pool' | 'skill' | 'category' | 'sector'; key: string; locals: number; foreigners: number; unstated: number }>(
    await db.execute(sql`select kind, key, locals, foreigners, unstated from skill_supply_counts`),
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

export interface DemandCounts {
  portalJobs: number;
  companyJobs: number;
  portal: SkillDemandCount[];
  company: SkillDemandCount[];
}

/** Published jobs asking for each skill, the portal's and the company's, must-haves apart. */
export async function countDemand(db: Db, companyId: string | null): Promise<DemandCounts> {
  const ofCompany = sql`j.company_id = ${companyId}::uuid`;
  const [totals] = rowsOf<{ portal: number; company: number }>(
    await db.execute(sql`
      select count(*)::int as portal, count(*) filter (where ${ofCompany})::int as company
      from jobs j where j.status = 'published'
    `),
  );
  const rows = rowsOf<{ skill_id: string; name: string; jobs: number; must: number; company_jobs: number; company_must: number }>(
    await db.execute(sql`
      select js.skill_id, min(js.name) as name,
        count(*)::int as jobs,
        count(*) filter (where js.required)::int as must,
        count(*) filter (where ${ofCompany})::int as company_jobs,
        count(*) filter (where ${ofCompany} and js.required)::int as company_must
      from job_skills js join jobs j on j.id = js.job_id
      where j.status = 'published'
      group by js.skill_id
    `),
  );
  return {
    portalJobs: Number(totals?.portal ?? 0),
    companyJobs: Number(totals?.company ?? 0),
    portal: rows.map((row) => ({ skillId: row.skill_id, name: row.name, jobs: Number(row.jobs), mustHaveJobs: Number(row.must) })),
    company: rows
      .filter((row) => Number(row.company_jobs) > 0)
      .map((row) => ({ skillId: row.skill_id, name: row.name, jobs: Number(row.company_jobs), mustHaveJobs: Number(row.company_must) })),
  };
}
