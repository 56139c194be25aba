import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { DailyMetric } from '../../db/schema/stats.ts';
import type { Period } from '@masar/engines/workforce/periods';

export type PeriodArg = Period;
import { ROLE_IDS } from '@masar/shared/roles';
import { rowsOf } from '../../db/rows.ts';

export interface GroupTotals {
  local: number;
  foreign: number;
  unstated: number;
  none: number;
}

const emptyTotals = (): GroupTotals => ({ local: 0, foreign: 0, unstated: 0, none: 0 });

/** Sums of daily counts per metric and group over a period, for a company or (null) the portal. */
export async function sumDailyCounts(db: Db, companyId: string | null, period: Period): Promise<Map<DailyMetric, GroupTotals>> {
  const scope = companyId === null ? sql`company_id is null` : sql`company_id = ${companyId}::uuid`;
  const rows = rowsOf<{ metric: DailyMetric; grp: keyof GroupTotals; total: string }>(
    await db.execute(sql`
      select metric, nationality_group as grp, sum(count) as total
      from daily_counts
      where ${scope} and day between ${period.start}::date and ${period.end}::date
      group by 1, 2`),
  );
  const sums = new Map<DailyMetric, GroupTotals>();
  for (const row of rows) {
    const totals = sums.get(row.metric) ?? emptyTotals();
    totals[row.grp] = Number(row.total);
    sums.set(row.metric, totals);
  }
  return sums;
}

/** The company's jobs open at the end of a day: published by then, and not closed by then. */
export async function countOpenJobsAt(db: Db, companyId: string | null, day: string): Promise<number> {
  const scope = companyId === null ? sql`true` : sql`company_id = ${companyId}::uuid`;
  const [row] = rowsOf<{ n: string }>(
    await db.execute(sql`
      select count(*) as n from jobs
      where ${scope} and status in ('published', 'closed')
        and published_at < ${day}::date + 1
        and (status = 'published' or closed_at >= ${day}::date + 1)`),
  );
  return Number(row?.n ?? 0);
}

/**
 * Hours from publishing to the first application, for the company's jobs whose first application fell in
 * the period (a job counts in the period its wait ended).
 */
export async function hoursToFirstApplication(db: Db, companyId: string, period: Period): Promise<number[]> {
  const rows = rowsOf<{ hours: number }>(
    await db.execute(sql`
      select extract(epoch from (first_applied - published_at)) / 3600 as hours
      from (
        select j.published_at, min(m.applied_at) as first_applied
        from jobs j join candidate_job_marks m on m.job_id = j.id and m.applied_at is not null
        where j.company_id = ${companyId}::uuid and j.published_at is not null
        group by j.id
      ) firsts
      where (first_applied at time zone 'utc')::date between ${period.start}::date and ${period.end}::date`),
  );
  return rows.map((row) => Math.max(0, Number(row.hours)));
}

export interface TopJobRow {
  id: string;
  job_title: string;
  published_at: Date | null;
  matched: number;
  poked: number;
  interested: number;
  applied: number;
}

const approvedMatch = sql`m.score > 0.2 and exists (select 1 from users u where u.id = m.candidate_id and u.is_account_confirmed and u.approval_status <> 'DECLINED')`;

/** The company's published jobs with most matching candidates first, a page of them, with their pipeline. */
export async function topJobs(db: Db, companyId: string, page: number, limit: number): Promise<{ total: number; rows: TopJobRow[] }> {
  const [count] = rowsOf<{ n: string }>(
    await db.execute(sql`select count(*) as n from jobs where company_id = ${companyId}::uuid and status = 'published'`),
  );
  // The order needs every open job's count, read from the lists' index alone (the stored lists, whoever is in
  // them); the pipeline, approved candidates only as the recruiter's lists show them, is read for the page.
  const rows = rowsOf<{ id: string; job_title: string | null; published_at: string | null; matched: string; poked: string; interested: string; applied: string }>(
    await db.execute(sql`
      select page.id, page.job_title, page.published_at,
        (select count(*) from job_candidate_matches m where m.job_id = page.id and ${approvedMatch}) as matched,
        (select count(*) from candidate_pokes p where p.job_id = page.id) as poked,
        (select count(*) from candidate_pokes p where p.job_id = page.id and p.answer = 'interested') as interested,
        (select count(*) from candidate_job_marks k where k.job_id = page.id and k.applied_at is not null) as applied
      from (
        select j.id, j.job_title, j.published_at,
          (select count(*) from job_candidate_matches m where m.job_id = j.id and m.score > 0.2) as listed
        from jobs j
        where j.company_id = ${companyId}::uuid and j.status = 'published'
        order by listed desc, j.published_at desc, j.id
        limit ${limit} offset ${page * limit}
      ) page
      order by page.listed desc, page.published_at desc, page.id`),
  );
  return {
    total: Number(count?.n ?? 0),
    rows: rows.map((row) => ({
      id: row.id,
      job_title: row.job_title ?? '',
      published_at: row.published_at === null ? null : new Date(row.published_at),
      matched: Number(row.matched),
      poked: Number(row.poked),
      interested: Number(row.interested),
      applied: Number(row.applied),
    })),
  };
}

/**
 * A state the last roll-up counted by group (decision 0054): the portal's approved pool (company null), or the
 * people matching a company's open jobs now.
 */
export async function snapshotGroups(db: Db, metric: 'approved_pool' | 'matching_candidates', companyId: string | null): Promise<GroupTotals> {
  const scope = companyId === null ? sql`company_id is null` : sql`company_id = ${companyId}::uuid`;
  const rows = rowsOf<{ grp: keyof GroupTotals; n: number }>(
    await db.execute(sql`select nationality_group as grp, count as n from daily_counts where ${scope} and metric = ${metric}`),
  );
  const totals = emptyTotals();
  for (const row of rows) totals[row.grp] = Number(row.n);
  return totals;
}

/** Accounts awaiting a recruiter admin's decision (onboarded candidates and recruiters): how many, and their waits in days. */
export async function pendingApprovals(db: Db): Promise<{ count: number; oldestDays: number | null; medianDays: number | null }> {
  const [row] = rowsOf<{ n: string; oldest: number | null; median: number | null }>(
    await db.execute(sql`
      select count(*) as n, max(wait) as oldest, percentile_cont(0.5) within group (order by wait) as median
      from (
        select extract(epoch from (now() - coalesce(onboarded_at, created_at))) / 86400 as wait
        from users
        where role_id in (${ROLE_IDS.individual}, ${ROLE_IDS.recruiter}) and is_onboarding_completed and approval_status = 'PENDING'
      ) waits`),
  );
  const days = (value: number | null | undefined) => (value === null || value === undefined ? null : Math.floor(Number(value)));
  return { count: Number(row?.n ?? 0), oldestDays: days(row?.oldest), medianDays: days(row?.median) };
}

export async function countCompanies(db: Db): Promise<number> {
  const [row] = rowsOf<{ n: string }>(await db.execute(sql`select count(*) as n from companies`));
  return Number(row?.n ?? 0);
}

/** Every company by name, for a recruiter admin's choice of whose figures to read. */
export async function companyChoices(db: Db): Promise<Array<{ id: string; name: string }>> {
  return rowsOf<{ id: string; name: string }>(
    await db.execute(sql`select id::text as id, company_name as name from companies order by lower(company_name), id`),
  );
}
