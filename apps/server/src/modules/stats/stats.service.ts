import { median, periodsOf } from '@masar/engines/workforce/periods';
import { protectBreakdown, type GroupCounts } from '@masar/engines/workforce/small-groups';
import type { Figure, NationalityGroup, RecruiterStats } from '@masar/shared/stats';
import { type statsRequestSchema } from '@masar/shared/stats';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import type { DailyMetric } from '../../db/schema/stats.ts';
import type { Caller } from '../../plugins/auth.ts';
import * as repository from './stats.repository.ts';
import { forbidden } from '../../lib/app-error.ts';

type StatsQuery = z.output<typeof statsRequestSchema>;

/** The nil UUID: no company has it, so every company figure of an account without a company is zero. */
const NO_COMPANY = '00000000-0000-0000-0000-000000000000';

function figure(current: number, previous: number): Figure {
  return { current, previous, change: current - previous };
}

/**
 * A figure of one nationality group (decision 0094): each period's count as the group's split would show it
 * (`protectBreakdown`, complementary suppression included), so the filter never tells more than the split; the
 * change only when both are shown.
 */
function groupFigure(current: repository.GroupTotals | undefined, previous: repository.GroupTotals | undefined, group: NationalityGroup): Figure {
  const now = protectBreakdown(peopleIn(current))[group];
  const before = protectBreakdown(peopleIn(previous))[group];
  return { current: now, previous: before, change: typeof now === 'number' && typeof before === 'number' ? now - before : null };
}

function peopleIn(totals: repository.GroupTotals | undefined): GroupCounts {
  return { local: totals?.local ?? 0, foreign: totals?.foreign ?? 0, unstated: totals?.unstated ?? 0 };
}

function sumOf(totals: repository.GroupTotals | undefined): number {
  return totals ? totals.local + totals.foreign + totals.unstated + totals.none : 0;
}

/**
 * Whose company figures a call reads: the caller's own, or for a recruiter admin the company asked for. A recruiter
 * naming another company is refused rather than quietly shown their own (decision 0094).
 */
export function companyOf(caller: Caller, asked: string | undefined): string | null {
  if (asked === undefined || asked === caller.companyId) return caller.companyId;
  if (caller.role !== 'recruiter admin') throw forbidden();
  return asked;
}

/** The companies a recruiter admin may read instead of their own, by name (the analytics' filter lists them too). */
export const companyChoices = (ctx: AppContext) => repository.companyChoices(ctx.db);

const roundHours = (hours: number | null) => (hours === null ? null : Math.round(hours * 10) / 10);

/**
 * POST /api/recruiter/stats/ (spec §7 `POST stats/`, issue #13): the company's figures for the week or the
 * month beside the previous one, its top jobs with their pipeline, locals and foreigners (protected by the
 * "fewer than 5" rule), the portal's anonymous pool, and for a recruiter admin the portal as a whole.
 */
export async function recruiterStats(ctx: AppContext, caller: Caller, query: StatsQuery, now = new Date()): Promise<RecruiterStats> {
  // A recruiter admin whose account has no company (made by the admin CLI) has no company numbers, all
  // zero, and still sees the portal; a company's id is never guessed from anything but the caller's account.
  const companyId = companyOf(caller, query.company_id) ?? NO_COMPANY;
  const group = query.nationality ?? null;
  const home = ctx.config.portalHomeCountry;
  const { current, previous } = periodsOf(query.range, now);

  const [sums, previousSums, openNow, openBefore, waits, previousWaits, top, matching, pool] = await Promise.all([
    repository.sumDailyCounts(ctx.db, companyId, current),
    repository.sumDailyCounts(ctx.db, companyId, previous),
    repository.countOpenJobsAt(ctx.db, companyId, current.end),
    repository.countOpenJobsAt(ctx.db, companyId, previous.end),
    repository.hoursToFirstApplication(ctx.db, companyId, current),
    repository.hoursToFirstApplication(ctx.db, companyId, previous),
    repository.topJobs(ctx.db, companyId, query.top_jobs_page, query.top_jobs_limit),
    repository.snapshotGroups(ctx.db, 'matching_candidates', companyId),
    repository.snapshotGroups(ctx.db, 'approved_pool', null),
  ]);
  // Counts of people's actions; with a nationality filter, of that group's alone, masked as its split.
  const metric = (name: DailyMetric) =>
    group === null ? figure(sumOf(sums.get(name)), sumOf(previousSums.get(name))) : groupFigure(sums.get(name), previousSums.get(name), group);
  const hoursNow = roundHours(median(waits));
  const hoursBefore = roundHours(median(previousWaits));

  return {
    range: query.range,
    filters: { nationality: group, company_id: query.company_id ?? null },
    period: current,
    previous_period: previous,
    figures: {
      open_jobs: figure(openNow, openBefore),
      new_matching_candidates: metric('new_matching_candidates'),
      pokes_sent: metric('pokes_sent'),
      pokes_answered: metric('pokes_answered'),
      applications: metric('applications'),
      hours_to_first_application: {
        current: hoursNow,
        previous: hoursBefore,
        change: hoursNow === null || hoursBefore === null ? null : roundHours(hoursNow - hoursBefore),
      },
    },
    top_jobs: {
      page: query.top_jobs_page,
      limit: query.top_jobs_limit,
      total: top.total,
      results: top.rows.map((row) => ({
        id: row.id,
        job_title: row.job_title,
        published_at: row.published_at?.toISOString() ?? null,
        candidates: row.matched,
        pipeline: { matched: row.matched, poked: row.poked, interested: row.interested, applied: row.applied },
      })),
    },
    nationality: {
      home_country: home,
      matching_candidates: protectBreakdown(peopleIn(matching)),
      applications: protectBreakdown(peopleIn(sums.get('applications'))),
      portal_pool: protectBreakdown(peopleIn(pool)),
    },
    portal: caller.role === 'recruiter admin' ? await portalFigures(ctx, current, previous, group) : null,
  };
}

async function portalFigures(
  ctx: AppContext,
  current: repository.PeriodArg,
  previous: repository.PeriodArg,
  group: NationalityGroup | null,
): Promise<RecruiterStats['portal']> {
  const [sums, previousSums, pending, companies, openJobs, choices] = await Promise.all([
    repository.sumDailyCounts(ctx.db, null, current),
    repository.sumDailyCounts(ctx.db, null, previous),
    repository.pendingApprovals(ctx.db),
    repository.countCompanies(ctx.db),
    repository.countOpenJobsAt(ctx.db, null, current.end),
    repository.companyChoices(ctx.db),
  ]);
  return {
    signups: group === null ? figure(sumOf(sums.get('signups')), sumOf(previousSums.get('signups'))) : groupFigure(sums.get('signups'), previousSums.get('signups'), group),
    approvals:
      group === null ? figure(sumOf(sums.get('approvals')), sumOf(previousSums.get('approvals'))) : groupFigure(sums.get('approvals'), previousSums.get('approvals'), group),
    approvals_pending: { count: pending.count, oldest_days: pending.oldestDays, median_days: pending.medianDays },
    companies,
    open_jobs: openJobs,
    company_choices: choices,
  };
}
