/**
 * Skills analytics' aggregates (decision 0066), brought up to date by the stats roll-up in its transaction. The
 * pool's supply: the candidates whose account or profile changed since they were last counted (or who joined or
 * left the pool) are read again, and the counts move by the difference between what each added before and what
 * they add now; the first roll-up, and one after the home country or the catalogue's skill → category and sector
 * map changed, counts the whole pool. The portal's demand: counted again each time (a few thousand jobs).
 */
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { perCatalogue } from '@masar/catalog/catalogue';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';

/** Where each catalogue skill sits, as the JSON the roll-up joins, and its fingerprint. */
const skillPlaces = perCatalogue((catalogue) => {
  const json = JSON.stringify(catalogue.skills.map((skill) => ({ skill_id: skill.id, category: skill.category, sector: skill.sector })));
  return { json, fingerprint: createHash('sha256').update(json).digest('hex') };
});

export interface SkillsAnalyticsRollUp {
  /** Whether the whole pool was counted again. */
  full: boolean;
  /** Candidates counted again (joined, changed or left). */
  recounted: number;
}

/**
 * Brings skills analytics' aggregates up to date. Runs inside the stats roll-up's transaction, after its advisory
 * lock (one roll-up at a time: two would each move the counts by the same difference) and its locks on the match
 * lists; it reads accounts, roles, profiles and published jobs' skills, and writes only its own tables. `full`
 * counts the whole pool again.
 */
export async function rollUpSkillsAnalytics(tx: Db, homeCountry: string, options: { full?: boolean } = {}): Promise<SkillsAnalyticsRollUp> {
  const places = skillPlaces();
  const [state] = rowsOf<{ home_country: string; places_fingerprint: string }>(
    await tx.execute(sql`select home_country, places_fingerprint from skill_supply_state`),
  );
  const full = options.full === true || state?.home_country !== homeCountry || state.places_fingerprint !== places.fingerprint;
  if (full) {
    // Deleted rather than truncated: calls meanwhile keep reading the last counts until this transaction commits.
    await tx.execute(sql`delete from skill_supply_members`);
    await tx.execute(sql`delete from skill_supply_counts`);
    await tx.execute(sql`delete from skill_supply_joins`);
  }

  // The pool is matching's and the search's (decision 0056); the side is the SQL form of the engine's
  // `nationalityGroup` (decision 0057). Each candidate whose counted row is missing, stale or no longer in the
  // pool is read once here, with their distinct skills (catalogue ones: ref_skill) and those skills' categories
  // and sectors. One statement, so the pool and the profiles are read from one snapshot.
  await tx.execute(sql`
    create temporary table skill_supply_changes on commit drop as
    with pool as (
      select u.id, u.updated_at as user_updated_at, p.updated_at as profile_updated_at,
        coalesce(u.approval_decided_at, u.onboarded_at, u.created_at) as joined_at,
        case
          when coalesce(trim(p.nationality), '') = '' then 'unstated'
          when upper(trim(p.nationality)) = upper(trim(${homeCountry})) then 'local'
          else 'foreign'
        end as side
      from users u
      join roles r on r.id = u.role_id
      join candidate_profiles p on p.user_id = u.id
      where lower(trim(r.role_name)) = 'individual' and u.is_account_confirmed and p.profile is not null
    ),
    changed as materialized (
      select m.id as member_id, pool.*
      from pool full join skill_supply_members m on m.candidate_id = pool.id
      where m.id is null or pool.id is null
        or m.user_updated_at <> pool.user_updated_at or m.profile_updated_at <> pool.profile_updated_at
    ),
    held as (
      select distinct c.id, s.value -> 'ref_skill' ->> 'id' as skill_id
      from changed c
      join candidate_profiles p on p.user_id = c.id
      cross join lateral jsonb_array_elements(
        case when jsonb_typeof(p.profile -> 'skills') = 'array' then p.profile -> 'skills' else '[]'::jsonb end
      ) as s(value)
      where s.value -> 'ref_skill' ->> 'id' is not null
    ),
    places as (
      select * from jsonb_to_recordset(${places.json}::jsonb) as c(skill_id text, category text, sector text)
    )
    select c.member_id, c.id as candidate_id, c.user_updated_at, c.profile_updated_at, c.side, c.joined_at,
      coalesce(array_agg(distinct held.skill_id) filter (where held.skill_id is not null), '{}') as skill_ids,
      coalesce(array_agg(distinct places.category) filter (where places.category is not null), '{}') as category_ids,
      coalesce(array_agg(distinct places.sector) filter (where places.sector is not null), '{}') as sector_ids
    from changed c
    left join held on held.id = c.id
    left join places on places.skill_id = held.skill_id
    group by c.member_id, c.id, c.user_updated_at, c.profile_updated_at, c.side, c.joined_at`);

  const [{ recounted } = { recounted: 0 }] = rowsOf<{ recounted: number }>(
    await tx.execute(sql`select count(*)::int as recounted from skill_supply_changes`),
  );
  if (recounted > 0) {
    // What each recounted candidate added before (taken off) and adds now (added).
    const contributions = sql`
      contributions as (
        select -1 as sign, m.side, m.joined_at, m.skill_ids, m.category_ids, m.sector_ids
        from skill_supply_members m join skill_supply_changes c on c.member_id = m.id
        union all
        select 1, c.side, c.joined_at, c.skill_ids, c.category_ids, c.sector_ids
        from skill_supply_changes c where c.candidate_id is not null
      )`;
    const emptied = rowsOf<{ kind: string; key: string }>(
      await tx.execute(sql`
        with ${contributions},
        keyed as (
          select sign, side, 'pool' as kind, '' as key from contributions
          union all select sign, side, 'skill', unnest(skill_ids) from contributions
          union all select sign, side, 'category', unnest(category_ids) from contributions
          union all select sign, side, 'sector', unnest(sector_ids) from contributions
        ),
        moved as (
          insert into skill_supply_counts (kind, key, locals, foreigners, unstated)
          select kind, key,
            coalesce(sum(sign) filter (where side = 'local'), 0),
            coalesce(sum(sign) filter (where side = 'foreign'), 0),
            coalesce(sum(sign) filter (where side = 'unstated'), 0)
          from keyed group by kind, key
          having sum(sign) filter (where side = 'local') <> 0 or sum(sign) filter (where side = 'foreign') <> 0
            or sum(sign) filter (where side = 'unstated') <> 0
          on conflict (kind, key) do update set
            locals = skill_supply_counts.locals + excluded.locals,
            foreigners = skill_supply_counts.foreigners + excluded.foreigners,
            unstated = skill_supply_counts.unstated + excluded.unstated
          returning kind, key, locals, foreigners, unstated
        )
        select kind, key from moved where locals = 0 and foreigners = 0 and unstated = 0`),
    );
    if (emptied.length > 0) {
      await tx.execute(sql`
        delete from skill_supply_counts s using jsonb_to_recordset(${JSON.stringify(emptied)}::jsonb) as e(kind text, key text)
        where s.kind = e.kind and s.key = e.key`);
    }

    const emptiedPeriods = rowsOf<{ skill_id: string; period: string; period_start: string; side: string }>(
      await tx.execute(sql`
        with ${contributions},
        keyed as (
          select sign, side, unnest(skill_ids) as skill_id, 'week' as period, date_trunc('week', joined_at at time zone 'UTC')::date as period_start
          from contributions
          union all
          select sign, side, unnest(skill_ids), 'month', date_trunc('month', joined_at at time zone 'UTC')::date from contributions
        ),
        moved as (
          insert into skill_supply_joins (skill_id, period, period_start, side, joined)
          select skill_id, period, period_start, side, sum(sign) from keyed
          group by skill_id, period, period_start, side having sum(sign) <> 0
          on conflict (skill_id, period, period_start, side) do update set joined = skill_supply_joins.joined + excluded.joined
          returning skill_id, period, period_start, side, joined
        )
        select skill_id, period, to_char(period_start, 'YYYY-MM-DD') as period_start, side from moved where joined = 0`),
    );
    if (emptiedPeriods.length > 0) {
      await tx.execute(sql`
        delete from skill_supply_joins s
        using jsonb_to_recordset(${JSON.stringify(emptiedPeriods)}::jsonb) as e(skill_id text, period text, period_start date, side text)
        where s.skill_id = e.skill_id and s.period = e.period and s.period_start = e.period_start and s.side = e.side`);
    }

    await tx.execute(sql`delete from skill_supply_members m using skill_supply_changes c where c.member_id = m.id`);
    await tx.execute(sql`
      insert into skill_supply_members (candidate_id, user_updated_at, profile_updated_at, side, joined_at, skill_ids, category_ids, sector_ids)
      select candidate_id, user_updated_at, profile_updated_at, side, joined_at, skill_ids, category_ids, sector_ids
      from skill_supply_changes where candidate_id is not null`);
  }
  await tx.execute(sql`drop table skill_supply_changes`);

  await tx.execute(sql`delete from skill_demand_counts`);
  await tx.execute(sql`
    insert into skill_demand_counts (skill_id, name, jobs, must_have_jobs)
    select '', '', count(*)::int, 0 from jobs where status = 'published'
    union all
    select js.skill_id, min(js.name), count(*)::int, (count(*) filter (where js.required))::int
    from job_skills js join jobs j on j.id = js.job_id
    where j.status = 'published'
    group by js.skill_id`);
  await tx.execute(sql`
    insert into skill_supply_state (id, home_country, places_fingerprint, rolled_up_at)
    values (true, ${homeCountry}, ${places.fingerprint}, now())
    on conflict (id) do update set
      home_country = excluded.home_country, places_fingerprint = excluded.places_fingerprint, rolled_up_at = excluded.rolled_up_at`);
  return { full, recounted };
}
