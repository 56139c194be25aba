/**
 * Skills analytics for recruiters (issue #13): the skills the approved pool holds (supply), the skills published
 * jobs ask for (demand), and the gap between them with the courses that teach it. Pure and deterministic: the
 * database counts, this ranks, masks and lays the counts out by period.
 *
 * Every figure that counts people follows the portal's "fewer than 5" rule (decision 0055, workforce/small-groups):
 * a group of 1 to 4 is shown as "fewer than 5", never exactly, and a split into locals, foreigners and the unstated
 * hides a second group when one alone would be given back by subtraction. Jobs are not people and are exact.
 */
import { protectBreakdown, protectCount, SMALL_GROUP_LIMIT, type ProtectedCount } from '../workforce/small-groups.ts';

/** A count of people as it may be shown: exact when 0 or 5 and more, else 'fewer_than_5'. */
export type GroupCount = ProtectedCount;

export const maskGroup = (people: number): GroupCount => protectCount(people);

/** Where the people of a group come from, as the portal counts them against its home country. */
export interface WorkforceCounts {
  local: number;
  foreign: number;
  unstated: number;
}

export interface MaskedWorkforce {
  local: GroupCount;
  foreign: GroupCount;
  unstated: GroupCount;
}

/** The split as shown, with complementary suppression (the group's total is shown beside it). */
export function maskWorkforce(counts: WorkforceCounts): MaskedWorkforce {
  const { local, foreign, unstated } = protectBreakdown(counts);
  return { local, foreign, unstated };
}

export const SIDES = ['local', 'foreign', 'unstated'] as const;
export type Side = (typeof SIDES)[number];

/**
 * One side of a split as a filter shows it (decision 0094): exactly what the unfiltered split shows for that side,
 * so that filtering by a side never tells more than the split beside the group's total (a side hidden with a small
 * one by complementary suppression stays hidden, however large). `count` is what the rankings may use: the exact
 * count when shown, else a stand-in below 5 that ranks and masks as "fewer than 5".
 */
export function sideOf(counts: WorkforceCounts, side: Side): { shown: GroupCount; count: number } {
  const shown = maskWorkforce(counts)[side];
  return { shown, count: shown === 'fewer_than_5' ? Math.min(Math.max(counts[side], 1), SMALL_GROUP_LIMIT - 1) : shown };
}

export type AnalyticsRange = 'weekly' | 'monthly';

const DAY_MS = 86_400_000;

/** 'YYYY-MM-DD' of a UTC date. */
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The first day of the period that holds `date` (UTC): the Monday of its ISO week, or the first of its month. */
export function periodStart(date: Date, range: AnalyticsRange): string {
  if (range === 'monthly') return `${date.toISOString().slice(0, 7)}-01`;
  const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return isoDay(new Date(day.getTime() - sinceMonday * DAY_MS));
}

/** The starts of the last `count` periods up to and including the one that holds `now`, oldest first. */
export function lastPeriods(now: Date, range: AnalyticsRange, count: number): string[] {
  const starts: string[] = [];
  const current = new Date(`${periodStart(now, range)}T00:00:00Z`);
  for (let back = count - 1; back >= 0; back -= 1) {
    const start =
      range === 'weekly'
        ? new Date(current.getTime() - back * 7 * DAY_MS)
        : new Date(Date.UTC(current.getUTCFullYear(), current.getUTCMonth() - back, 1));
    starts.push(isoDay(start));
  }
  return starts;
}

/** What the catalogue says of a skill, in the reader's language. */
export interface SkillInfo {
  id: string;
  name: string;
  category: { id: string; name: string };
  sector: { id: string; name: string };
}

/** The approved pool's holders of one skill: distinct candidates, split by where they come from when known. */
export interface SkillHolders {
  skillId: string;
  holders: number;
  workforce?: WorkforceCounts;
}

/** Distinct candidates holding at least one skill of a category or a sector. */
export interface GroupHolders {
  id: string;
  holders: number;
  workforce?: WorkforceCounts;
}

export interface RankedSkill {
  id: string;
  name: string;
  category: { id: string; name: string };
  sector: { id: string; name: string };
  holders: GroupCount;
  workforce: MaskedWorkforce | null;
}

export interface RankedGroup {
  id: string;
  name: string;
  holders: GroupCount;
  workforce: MaskedWorkforce | null;
}

/** The count a ranking may use: small groups all rank as one, by name, so their order tells nothing of their size. */
const rankedCount = (people: number) => (people < SMALL_GROUP_LIMIT ? 0 : people);

const byHoldersThenName = <T extends { holders: number; name: string; id: string }>(a: T, b: T) =>
  rankedCount(b.holders) - rankedCount(a.holders) || a.name.localeCompare(b.name) || a.id.localeCompare(b.id);

/**
 * The skills most held, most first (ties by name), at most `limit`. A skill the catalogue does not know is
 * left out: its name and category are unknown, and the pool's skills are the catalogue's (ref_skill).
 */
export function topSupply(rows: readonly SkillHolders[], skillInfo: (id: string) => SkillInfo | undefined, limit: number): RankedSkill[] {
  return rows
    .flatMap((row) => {
      const info = skillInfo(row.skillId);
      return info && row.holders > 0 ? [{ ...info, count: row }] : [];
    })
    .map((item) => ({ ...item, holders: item.count.holders }))
    .sort(byHoldersThenName)
    .slice(0, limit)
    .map(({ count, ...info }) => ({
      ...info,
      holders: maskGroup(count.holders),
      workforce: count.workforce ? maskWorkforce(count.workforce) : null,
    }));
}

/** Categories or sectors by the candidates holding any of their skills, most first, named by `nameOf`. */
export function rankGroups(rows: readonly GroupHolders[], nameOf: (id: string) => string | undefined, limit: number): RankedGroup[] {
  return rows
    .flatMap((row) => {
      const name = nameOf(row.id);
      return name !== undefined && row.holders > 0 ? [{ ...row, name }] : [];
    })
    .sort(byHoldersThenName)
    .slice(0, limit)
    .map((row) => ({
      id: row.id,
      name: row.name,
      holders: maskGroup(row.holders),
      workforce: row.workforce ? maskWorkforce(row.workforce) : null,
    }));
}

/** Candidates holding a skill who joined the pool within one period (its start, 'YYYY-MM-DD'), of one side. */
export interface JoinedInPeriod {
  skillId: string;
  periodStart: string;
  side: Side;
  joined: number;
}

export interface TrendPoint {
  period: string;
  /** The pool's holders at the end of the period (of the side filtered, if any). */
  holders: GroupCount;
  /** How many more than at the end of the period before (a group of newcomers, masked as one). */
  change: GroupCount;
  /** The holders at the end of the period by side, masked as a split; null when the trend is of one side. */
  workforce: MaskedWorkforce | null;
}

export interface SkillTrend {
  id: string;
  name: string;
  points: TrendPoint[];
}

/**
 * How many of the pool held each skill at the end of each period, counting each candidate from the period they
 * joined the pool: holders before the first period are the starting level, and each period adds its newcomers.
 * A candidate who leaves the pool leaves its history too (the counts are of today's pool). Each point is split
 * by side (decision 0094); with `side`, the trend is that side's, each point masked as the split would show it.
 */
export function supplyTrend(
  skills: readonly { id: string; name: string }[],
  joined: readonly JoinedInPeriod[],
  periods: readonly string[],
  side?: Side,
): SkillTrend[] {
  const first = periods[0];
  const none = (): WorkforceCounts => ({ local: 0, foreign: 0, unstated: 0 });
  const total = (counts: WorkforceCounts) => counts.local + counts.foreign + counts.unstated;
  return skills.map((skill) => {
    const rows = joined.filter((row) => row.skillId === skill.id);
    const level = none();
    if (first !== undefined) for (const row of rows) if (row.periodStart < first) level[row.side] += row.joined;
    const points = periods.map((period) => {
      const added = none();
      for (const row of rows) if (row.periodStart === period) added[row.side] += row.joined;
      for (const each of SIDES) level[each] += added[each];
      if (side) return { period, holders: sideOf(level, side).shown, change: sideOf(added, side).shown, workforce: null };
      return { period, holders: maskGroup(total(level)), change: maskGroup(total(added)), workforce: maskWorkforce(level) };
    });
    return { id: skill.id, name: skill.name, points };
  });
}

/** Published jobs asking for a skill: all of them, and those where it is a must-have. */
export interface SkillDemandCount {
  skillId: string;
  /** The name a job gave it, for a skill the catalogue does not know. */
  name: string;
  jobs: number;
  mustHaveJobs: number;
}

export interface RankedDemand {
  id: string;
  name: string;
  jobs: number;
  mustHaveJobs: number;
}

/** The skills most asked for, by jobs then must-have jobs then name, at most `limit`. */
export function topDemand(rows: readonly SkillDemandCount[], nameOf: (id: string) => string | undefined, limit: number): RankedDemand[] {
  return rows
    .filter((row) => row.jobs > 0)
    .map((row) => ({ id: row.skillId, name: nameOf(row.skillId) ?? row.name, jobs: row.jobs, mustHaveJobs: row.mustHaveJobs }))
    .sort((a, b) => b.jobs - a.jobs || b.mustHaveJobs - a.mustHaveJobs || a.name.localeCompare(b.name) || a.id.localeCompare(b.id))
    .slice(0, limit);
}

export interface TeachingCourse {
  id: string;
  skills: readonly string[];
  language: string;
  price_kind: string;
  duration_hours: number;
}

export interface GapRow<C extends TeachingCourse> {
  id: string;
  name: string;
  /** Share of published jobs asking for the skill, 0–1 (4 decimals). */
  demandShare: number;
  /** Share of the approved pool holding it, 0–1 (4 decimals); 0 when the pool is empty. */
  supplyShare: number;
  /** demandShare − supplyShare: how far the market's asking outruns the pool's holding. */
  gap: number;
  jobs: number;
  mustHaveJobs: number;
  holders: GroupCount;
  workforce: MaskedWorkforce | null;
  courses: C[];
}

const round4 = (value: number) => Math.round(value * 10_000) / 10_000;

/**
 * The skills most demanded and least supplied: each skill's share of published jobs asking for it minus its share
 * of the pool holding it, the largest gap first (ties: more jobs, then name), only skills whose gap is positive.
 * Each comes with up to `coursesPerSkill` catalogue courses that teach it: in the reader's language first, then
 * free ones, then the shortest.
 */
export function skillGap<C extends TeachingCourse>(input: {
  demand: readonly SkillDemandCount[];
  supply: readonly SkillHolders[];
  publishedJobs: number;
  poolSize: number;
  nameOf: (id: string) => string | undefined;
  coursesFor: (skillId: string) => readonly C[];
  language: string;
  limit: number;
  coursesPerSkill: number;
}): GapRow<C>[] {
  if (input.publishedJobs === 0) return [];
  const supplyById = new Map(input.supply.map((row) => [row.skillId, row]));
  const rows = input.demand
    .filter((row) => row.jobs > 0)
    .map((row) => {
      const supply = supplyById.get(row.skillId);
      const holders = supply?.holders ?? 0;
      const demandShare = round4(row.jobs / input.publishedJobs);
      const supplyShare = input.poolSize === 0 ? 0 : round4(holders / input.poolSize);
      return { row, supply, holders, demandShare, supplyShare, gap: round4(demandShare - supplyShare) };
    })
    .filter((item) => item.gap > 0)
    .map((item) => ({ ...item, name: input.nameOf(item.row.skillId) ?? item.row.name }))
    .sort((a, b) => b.gap - a.gap || b.row.jobs - a.row.jobs || a.name.localeCompare(b.name) || a.row.skillId.localeCompare(b.row.skillId))
    .slice(0, input.limit);
  return rows.map((item) => ({
    id: item.row.skillId,
    name: item.name,
    demandShare: item.demandShare,
    supplyShare: item.supplyShare,
    gap: item.gap,
    jobs: item.row.jobs,
    mustHaveJobs: item.row.mustHaveJobs,
    holders: maskGroup(item.holders),
    workforce: item.supply?.workforce ? maskWorkforce(item.supply.workforce) : null,
    courses: [...input.coursesFor(item.row.skillId)]
      .sort(
        (a, b) =>
          Number(b.language === input.language) - Number(a.language === input.language) ||
          Number(b.price_kind === 'free') - Number(a.price_kind === 'free') ||
          a.duration_hours - b.duration_hours ||
          a.id.localeCompare(b.id),
      )
      .slice(0, input.coursesPerSkill),
  }));
}
