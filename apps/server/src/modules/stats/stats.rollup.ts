import { sql, type SQL } from 'drizzle-orm';
import { ROLE_IDS } from '@masar/shared/roles';
import type { Db } from '../../db/client.ts';
import { rollUpSkillsAnalytics } from '../skills-analytics/skills-analytics.rollup.ts';

/** How far back the regular roll-up recomputes: yesterday (late writes) and today. */
const RECOMPUTE_DAYS = 2;
/** The first roll-up on a database fills every day since this one. */
const BEGINNING = '2000-01-01';

const utcDay = (column: SQL) => sql`(${column} at time zone 'utc')::date`;

/**
 * The candidate's group in SQL. It is `nationalityGroup` of packages/engines/src/workforce, written where the
 * rows are so that a year of events is grouped without leaving the database; nationality is stored upper-case
 * (the contract's list of codes), and the API tests check the two agree.
 */
const groupOf = (nationality: SQL, homeCountry: string) =>
  sql`case when ${nationality} is null then 'unstated' when ${nationality} = ${homeCountry} then 'local' else 'foreign' end`;

export interface RollUpOptions {
  /** Recompute the daily counts from this day (YYYY-MM-DD) on; by default yesterday, or every day the first time. */
  fromDay?: string;
  /** Count the skill supply's whole pool again rather than the candidates who changed (decision 0066). */
  fullSkillSupply?: boolean;
}

/**
 * The stats.roll-up job's work, in one transaction. Recomputes the daily counts from `fromDay` on, from the tables
 * the product already keeps (decision 0054): the days are deleted and counted again, so a run is idempotent and a
 * crash leaves the old counts. Notes today's first matches of candidates with companies' jobs. Brings skills
 * analytics' aggregates up to date: the pool's supply with the candidates who changed since the last run, the
 * portal's demand counted again (decision 0066).
 */
export async function rollUpStats(db: Db, homeCountry: string, options: RollUpOptions = {}): Promise<void> {
  const { fromDay } = options;
  await db.transaction(async (tx) => {
    // One roll-up at a time: two would delete and insert the same days, and move the skill counts twice.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('stats.roll-up'))`);
    // Before reading anything else: the match lists, in the order matching's full rebuild swaps them. The swap
    // drops each list table, which also locks the accounts and jobs it references; a roll-up that had read one
    // list and then read the accounts deadlocked with it (seen on PostgreSQL). Taken first, the roll-up either
    // waits for the swap to end or makes the swap wait for it, holding nothing the other needs.
    await tx.execute(sql`lock table candidate_job_matches, job_candidate_matches in access share mode`);
    const from = fromDay ?? (await defaultStart(tx));
    const group = (nationality: SQL) => groupOf(nationality, homeCountry);

    await tx.execute(sql`
      insert into company_candidate_first_matches (company_id, candidate_id, first_matched_on)
      select distinct j.company_id, m.candidate_id, (now() at time zone 'utc')::date
      from job_candidate_matches m
      join jobs j on j.id = m.job_id and j.status = 'published'
      join users u on u.id = m.candidate_id and u.is_account_confirmed and u.approval_status <> 'DECLINED'
      where m.score > 0.2
      on conflict do nothing`);

    await tx.execute(sql`delete from daily_counts where day >= ${from}::date`);

    // Portal: sign-ups (every account made) and approvals granted, by the person's group.
    await tx.execute(sql`
      insert into daily_counts (day, company_id, metric, nationality_group, count)
      select ${utcDay(sql`u.created_at`)}, null, 'signups', ${group(sql`cp.nationality`)}, count(*)
      from users u left join candidate_profiles cp on cp.user_id = u.id
      where u.created_at >= ${from}::date
      group by 1, 4`);
    await tx.execute(sql`
      insert into daily_counts (day, company_id, metric, nationality_group, count)
      select ${utcDay(sql`u.approval_decided_at`)}, null, 'approvals', ${group(sql`cp.nationality`)}, count(*)
      from users u left join candidate_profiles cp on cp.user_id = u.id
      where u.approval_status = 'APPROVED' and u.approval_decided_at >= ${from}::date
      group by 1, 4`);

    // Per company and for the portal (grouping sets: the company's row, and the row without company).
    const perCompanyAndPortal = (metric: string, day: SQL, source: SQL, condition: SQL, nationality: SQL | null) =>
      tx.execute(sql`
        insert into daily_counts (day, company_id, metric, nationality_group, count)
        select d, company_id, ${metric}, grp, count(*)
        from (
          select ${day} as d, j.company_id, ${nationality ? group(nationality) : sql`'none'`} as grp
          ${source}
          where ${condition}
        ) events
        group by grouping sets ((d, company_id, grp), (d, grp))`);

    await perCompanyAndPortal(
      'applications',
      utcDay(sql`m.applied_at`),
      sql`from candidate_job_marks m join jobs j on j.id = m.job_id left join candidate_profiles cp on cp.user_id = m.candidate_id`,
      sql`m.applied_at >= ${from}::date`,
      sql`cp.nationality`,
    );
    await perCompanyAndPortal(
      'pokes_sent',
      utcDay(sql`p.poked_at`),
      sql`from candidate_pokes p join jobs j on j.id = p.job_id left join candidate_profiles cp on cp.user_id = p.candidate_id`,
      sql`p.poked_at >= ${from}::date`,
      sql`cp.nationality`,
    );
    await perCompanyAndPortal(
      'pokes_answered',
      utcDay(sql`p.answered_at`),
      sql`from candidate_pokes p join jobs j on j.id = p.job_id left join candidate_profiles cp on cp.user_id = p.candidate_id`,
      sql`p.answered_at >= ${from}::date`,
      sql`cp.nationality`,
    );
    await perCompanyAndPortal(
      'pokes_interested',
      utcDay(sql`p.answered_at`),
      sql`from candidate_pokes p join jobs j on j.id = p.job_id left join candidate_profiles cp on cp.user_id = p.candidate_id`,
      sql`p.answered_at >= ${from}::date and p.answer = 'interested'`,
      sql`cp.nationality`,
    );
    await perCompanyAndPortal('jobs_published', utcDay(sql`j.published_at`), sql`from jobs j`, sql`j.published_at >= ${from}::date`, null);

    // The approved pool as it is now, one row per group, for the portal's anonymous split: counting 100,000
    // candidates on every dashboard call would cost more than the rest of the call together.
    await tx.execute(sql`delete from daily_counts where metric = 'approved_pool'`);
    await tx.execute(sql`
      insert into daily_counts (day, company_id, metric, nationality_group, count)
      select (now() at time zone 'utc')::date, null, 'approved_pool', ${group(sql`cp.nationality`)}, count(*)
      from users u join candidate_profiles cp on cp.user_id = u.id
      where u.role_id = ${ROLE_IDS.individual} and u.is_account_confirmed and u.approval_status <> 'DECLINED'
      group by 4`);

    // Likewise the people matching each company's open jobs now (each person once per company).
    await tx.execute(sql`delete from daily_counts where metric = 'matching_candidates'`);
    await tx.execute(sql`
      insert into daily_counts (day, company_id, metric, nationality_group, count)
      select (now() at time zone 'utc')::date, people.company_id, 'matching_candidates', ${group(sql`cp.nationality`)}, count(*)
      from (
        select distinct j.company_id, m.candidate_id
        from job_candidate_matches m
        join jobs j on j.id = m.job_id and j.status = 'published'
        join users u on u.id = m.candidate_id and u.is_account_confirmed and u.approval_status <> 'DECLINED'
        where m.score > 0.2
      ) people
      left join candidate_profiles cp on cp.user_id = people.candidate_id
      group by 2, 4`);

    // New matching candidates: per company only (a person matching two companies' jobs is new to each).
    await tx.execute(sql`
      insert into daily_counts (day, company_id, metric, nationality_group, count)
      select f.first_matched_on, f.company_id, 'new_matching_candidates', ${group(sql`cp.nationality`)}, count(*)
      from company_candidate_first_matches f left join candidate_profiles cp on cp.user_id = f.candidate_id
      where f.first_matched_on >= ${from}::date
      group by 1, 2, 4`);

    // Last, after the locks above: it reads accounts, profiles and published jobs' skills, and writes its own tables.
    await rollUpSkillsAnalytics(tx, homeCountry, { full: options.fullSkillSupply === true });
  });
}

/** Yesterday, or the beginning when nothing was ever rolled up. */
async function defaultStart(db: Db): Promise<string> {
  const result = await db.execute(sql`select exists (select 1 from daily_counts) as any`);
  if (!(result as { rows: Array<{ any: boolean }> }).rows[0]?.any) return BEGINNING;
  const start = new Date(Date.now() - (RECOMPUTE_DAYS - 1) * 86_400_000);
  return start.toISOString().slice(0, 10);
}
