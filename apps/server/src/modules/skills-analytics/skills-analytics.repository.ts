/**
 * The counts behind skills analytics, aggregated in the database so only a few hundred rows leave it whatever the
 * pool's size. The approved pool is matching's and the search's: candidates whose account a recruiter admin
 * confirmed and who have a profile; a candidate's skills are the catalogue skills of their profile (ref_skill).
 * The catalogue's skill → category and sector map goes in as one JSON parameter (jsonb_to_recordset).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { GroupHolders, JoinedInPeriod, SkillDemandCount, SkillHolders, WorkforceCounts } from '@masar/engines/skills-analytics/skills-analytics';

/** `db.execute` answers `{ rows }` on node-postgres and on PGlite alike. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/**
 * Each candidate of the pool once, with when they joined it (their approval, else their onboarding, else sign-up)
 * and their side of the workforce statistics: the SQL form of the engine's `nationalityGroup` (a national of the
 * home country is local, another nationality foreign, none stated unstated; case and spaces forgiven), so the
 * split is counted in the database.
 */
const poolCte = (homeCountry: string) => sql`
  pool as (
    select u.id, p.profile, coalesce(u.approval_decided_at, u.onboarded_at, u.created_at) as joined_at,
      case
        when coalesce(trim(p.nationality), '') = '' then 'unstated'
        when upper(trim(p.nationality)) = upper(trim(${homeCountry})) then 'local'
        else 'foreign'
      end as side
    from users u
    join roles r on r.id = u.role_id
    join candidate_profiles p on p.user_id = u.id
    where lower(trim(r.role_name)) = 'individual' and u.is_account_confirmed and p.profile is not null
  )`;

/** Each (candidate, catalogue skill) of the pool once. */
const heldCte = sql`
  held as materialized (
    select distinct pool.id, pool.joined_at, pool.side, s.value -> 'ref_skill' ->> 'id' as skill_id
    from pool
    cross join lateral jsonb_array_elements(
      case when jsonb_typeof(pool.profile -> 'skills') = 'array' then pool.profile -> 'skills' else '[]'::jsonb end
    ) as s(value)
    where s.value -> 'ref_skill' ->> 'id' is not null
  )`;

export interface SkillPlace {
  skill_id: string;
  category: string;
  sector: string;
}

export interface SupplyCounts {
  poolSize: number;
  poolWorkforce: WorkforceCounts;
  skills: SkillHolders[];
  categories: GroupHolders[];
  sectors: GroupHolders[];
}

/** Distinct holders per skill, per category and per sector (grouping sets: one pass over the pool's skills). */
/** People of a group by side, as SQL select items (each row of the group is one person). */
const sideCounts = sql`
  count(*) filter (where side = 'local')::int as local,
  count(*) filter (where side = 'foreign')::int as foreign,
  count(*) filter (where side = 'unstated')::int as unstated`;

interface SideRow {
  local: number;
  foreign: number;
  unstated: number;
}
const workforceOf = (row: SideRow | undefined): WorkforceCounts => ({
  local: Number(row?.local ?? 0),
  foreign: Number(row?.foreign ?? 0),
  unstated: Number(row?.unstated ?? 0),
});

/**
 * Distinct holders per skill, per category and per sector, and the pool's size, each split into locals, foreigners
 * and the unstated against `homeCountry`: one statement, the profiles' skills read once (a materialised CTE), and
 * each category's or sector's people made distinct by hashing rather than by sorting per aggregate.
 */
export async function countSupply(db: Db, places: readonly SkillPlace[], homeCountry: string): Promise<SupplyCounts> {
  const rows = rowsOf<SideRow & { by: 'pool' | 'skill' | 'category' | 'sector'; key: string | null; holders: number }>(
    await db.execute(sql`
      with ${poolCte(homeCountry)}, ${heldCte},
      places as (
        select * from jsonb_to_recordset(${JSON.stringify(places)}::jsonb) as c(skill_id text, category text, sector text)
      ),
      placed as materialized (
        select held.id, held.side, places.category, places.sector from held join places on places.skill_id = held.skill_id
      )
      select 'pool' as by, null as key, count(*)::int as holders, ${sideCounts} from pool
      union all
      select 'skill', skill_id, count(*)::int, ${sideCounts} from held group by skill_id
      union all
      select 'category', category, count(*)::int, ${sideCounts} from (select distinct id, side, category from placed) as c group by category
      union all
      select 'sector', sector, count(*)::int, ${sideCounts} from (select distinct id, side, sector from placed) as s group by sector
    `),
  );
  const of = (by: 'skill' | 'category' | 'sector') =>
    rows.flatMap((row) => (row.by === by && row.key !== null ? [{ id: row.key, holders: Number(row.holders), workforce: workforceOf(row) }] : []));
  const pool = rows.find((row) => row.by === 'pool');
  return {
    poolSize: Number(pool?.holders ?? 0),
    poolWorkforce: workforceOf(pool),
    skills: of('skill').map(({ id, ...counts }) => ({ skillId: id, ...counts })),
    categories: of('category'),
    sectors: of('sector'),
  };
}

/** Holders of these skills by the period (UTC week from Monday, or month) they joined the pool. */
export async function countJoinedByPeriod(
  db: Db,
  skillIds: readonly string[],
  range: 'weekly' | 'monthly',
  homeCountry: string,
): Promise<JoinedInPeriod[]> {
  if (skillIds.length === 0) return [];
  const unit: SQL = range === 'weekly' ? sql`'week'` : sql`'month'`;
  const rows = rowsOf<{ skill_id: string; period_start: string; joined: number }>(
    await db.execute(sql`
      with ${poolCte(homeCountry)}, ${heldCte}
      select held.skill_id, to_char(date_trunc(${unit}, held.joined_at at time zone 'UTC'), 'YYYY-MM-DD') as period_start, count(*)::int as joined
      from held
      where held.skill_id in (select jsonb_array_elements_text(${JSON.stringify(skillIds)}::jsonb))
      group by 1, 2
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
