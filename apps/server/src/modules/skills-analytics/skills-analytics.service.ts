/**
 * A recruiter's skills analytics (issue #13, decision 0056): the pool's supply of skills and its trend, the demand
 * of published jobs (the company's own and the portal's), and the gap with the catalogue's courses. Everything
 * about people is the portal's anonymous aggregate, masked below 5 by the engine; the company sees its own jobs.
 */
import { loadCatalogue, perCatalogue } from '@masar/catalog/catalogue';
import type { Catalogue } from '@masar/catalog/catalogue';
import {
  lastPeriods,
  maskGroup,
  maskWorkforce,
  rankGroups,
  sideOf,
  skillGap,
  supplyTrend,
  topDemand,
  topSupply,
  type GapRow,
  type RankedDemand,
  type Side,
  type SkillDemandCount,
  type SkillHolders,
  type SkillInfo,
} from '@masar/engines/skills-analytics/skills-analytics';
import type { Locale } from '@masar/shared/messages';
import {
  SKILLS_ANALYTICS_COURSES_PER_SKILL,
  SKILLS_ANALYTICS_PERIODS,
  SKILLS_ANALYTICS_TOP,
  SKILLS_ANALYTICS_TREND_SKILLS,
  type DemandSkill,
  type SkillsAnalytics,
  type SkillsAnalyticsRequest,
} from '@masar/shared/skills-analytics';
import type { AppContext } from '../../context.ts';
import { companyChoices, companyOf } from '../stats/stats.service.ts';
import type { Caller } from '../../plugins/auth.ts';
import type { Db } from '../../db/client.ts';
import {
  countCompanyDemand,
  readAggregates,
  readAggregatesVersion,
  readJoinedByPeriod,
  type RolledUpAggregates,
} from './skills-analytics.repository.ts';

const categoriesById = perCatalogue(
  (catalogue) => new Map(catalogue.skillCategories.map((category) => [category.id, category])),
);

function skillInfoIn(locale: Locale): (id: string) => SkillInfo | undefined {
  const catalogue = loadCatalogue();
  const categories = categoriesById();
  return (id) => {
    const skill = catalogue.skillsById.get(id);
    if (!skill) return undefined;
    const category = categories.get(skill.category);
    const sector = catalogue.sectorsById.get(skill.sector);
    return {
      id: skill.id,
      name: skill.name[locale],
      category: { id: skill.category, name: category?.name[locale] ?? skill.category },
      sector: { id: skill.sector, name: sector?.name[locale] ?? skill.sector },
    };
  };
}

/**
 * The roll-up's aggregates decoded once per roll-up and database: they change only when a roll-up commits, so a
 * call reads their version (one row) and decodes the few thousand rows again only when it moved. Not a time cache:
 * a call never sees older counts than the database holds (decision 0066).
 */
const decoded = new WeakMap<Db, RolledUpAggregates>();
async function rolledUpAggregates(db: Db): Promise<RolledUpAggregates> {
  const known = decoded.get(db);
  if (known && known.version !== null && known.version === (await readAggregatesVersion(db))) return known;
  const fresh = await readAggregates(db);
  decoded.set(db, fresh);
  return fresh;
}

const demandRow = (row: RankedDemand): DemandSkill => ({
  id: row.id,
  name: row.name,
  jobs: row.jobs,
  must_have_jobs: row.mustHaveJobs,
});

/** What every recruiter reading in one language sees between two roll-ups: all of the answer but the company's. */
interface PortalPart {
  catalogue: Catalogue;
  supply: SkillsAnalytics['supply'];
  portalJobs: number;
  portalDemand: DemandSkill[];
  gap: Array<GapRow<Catalogue['courses'][number]>>;
}

/** The catalogue's sectors and categories by name in the reader's language, for the filters' lists. */
const filterChoices = (locale: Locale) => choicesIn[locale]();
const choicesIn = {
  en: perCatalogue((catalogue) => choicesOf(catalogue, 'en')),
  ar: perCatalogue((catalogue) => choicesOf(catalogue, 'ar')),
} satisfies Record<Locale, unknown>;
function choicesOf(catalogue: Catalogue, locale: Locale) {
  const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, locale);
  return {
    sectors: catalogue.sectors.map((sector) => ({ id: sector.id, name: sector.name[locale] })).sort(byName),
    categories: catalogue.skillCategories.map((category) => ({ id: category.id, name: category.name[locale], sector: category.sector })).sort(byName),
  };
}

/** The filters that narrow the portal's part (decision 0094); the company is the call's own. */
interface Narrowing {
  sector: string | null;
  category: string | null;
  nationality: Side | null;
}

/**
 * Whether a skill is within the sector and category filtered. A skill the catalogue does not know (a job's own
 * wording) has no sector: it is left out as soon as either filter is set.
 */
function scopeOf(catalogue: Catalogue, narrowing: Narrowing): (skillId: string) => boolean {
  const { sector, category } = narrowing;
  if (sector === null && category === null) return () => true;
  return (skillId) => {
    const skill = catalogue.skillsById.get(skillId);
    return skill !== undefined && (sector === null || skill.sector === sector) && (category === null || skill.category === category);
  };
}

/**
 * The pool's holders as the rankings see them: all of them, or with a nationality filter that group's alone, as
 * the split would show it (`sideOf`: a side the split hides stays hidden, decision 0094).
 */
function holdersOf<T extends { holders: number; workforce?: SkillHolders['workforce'] }>(rows: readonly T[], side: Side | null): T[] {
  if (side === null) return [...rows];
  return rows.map((row) => ({ ...row, holders: row.workforce ? sideOf(row.workforce, side).count : 0, workforce: undefined }));
}

/**
 * The portal's part of the answer, per decoded aggregates (so per roll-up), language, range, periods and filters:
 * ranking a few thousand skills by name in the reader's language is most of a call's work, and it is the same for
 * everyone.
 */
const portalParts = new WeakMap<RolledUpAggregates, Map<string, PortalPart>>();

async function portalPart(
  db: Db,
  aggregates: RolledUpAggregates,
  locale: Locale,
  range: SkillsAnalyticsRequest['range'],
  periods: string[],
  narrowing: Narrowing,
): Promise<PortalPart> {
  const catalogue = loadCatalogue();
  const key = `${locale}/${range}/${periods[0]}/${narrowing.sector ?? ''}/${narrowing.category ?? ''}/${narrowing.nationality ?? ''}`;
  let parts = portalParts.get(aggregates);
  const known = parts?.get(key);
  if (known && known.catalogue === catalogue) return known;
  const { supply, portalDemand } = aggregates;
  const side = narrowing.nationality;
  const inScope = scopeOf(catalogue, narrowing);
  const categories = categoriesById();
  const skillInfo = skillInfoIn(locale);
  const skillName = (id: string) => skillInfo(id)?.name;
  const skills = holdersOf(
    supply.skills.filter((row) => inScope(row.skillId)),
    side,
  );
  const topSkills = topSupply(skills, skillInfo, SKILLS_ANALYTICS_TOP);
  const followed = topSkills.slice(0, SKILLS_ANALYTICS_TREND_SKILLS);
  const { version, joined } = await readJoinedByPeriod(
    db,
    followed.map((skill) => skill.id),
    range,
  );
  const categoryInScope = (id: string) => {
    const category = categories.get(id);
    return (narrowing.category === null || id === narrowing.category) && (narrowing.sector === null || category?.sector === narrowing.sector);
  };
  const sectorInScope = (id: string) =>
    (narrowing.sector === null || id === narrowing.sector) && (narrowing.category === null || categories.get(narrowing.category)?.sector === id);
  const demand = portalDemand.portal.filter((row) => inScope(row.skillId));
  // The gap's shares are of the group filtered: its holders over its pool, exact as before (decision 0066); the
  // holders it shows are masked as the split shows them.
  const poolOfSide = side === null ? supply.poolSize : supply.poolWorkforce[side];
  const exactSupply = side === null ? supply.skills : supply.skills.map((row) => ({ ...row, holders: row.workforce?.[side] ?? 0, workforce: undefined }));
  const workforceBySkill = new Map(supply.skills.map((row) => [row.skillId, row.workforce]));
  const gap = skillGap<Catalogue['courses'][number]>({
    demand,
    supply: exactSupply,
    publishedJobs: portalDemand.portalJobs,
    poolSize: poolOfSide,
    nameOf: skillName,
    coursesFor: (id) => catalogue.coursesBySkill.get(id) ?? [],
    language: locale,
    limit: SKILLS_ANALYTICS_TOP,
    coursesPerSkill: SKILLS_ANALYTICS_COURSES_PER_SKILL,
  }).map((row) => {
    if (side === null) return row;
    const workforce = workforceBySkill.get(row.id);
    return { ...row, holders: workforce ? sideOf(workforce, side).shown : 0 };
  });
  const part: PortalPart = {
    catalogue,
    supply: {
      pool: side === null ? maskGroup(supply.poolSize) : sideOf(supply.poolWorkforce, side).shown,
      pool_workforce: side === null ? maskWorkforce(supply.poolWorkforce) : null,
      top_skills: topSkills,
      categories: rankGroups(
        holdersOf(
          supply.categories.filter((row) => categoryInScope(row.id)),
          side,
        ),
        (id) => categories.get(id)?.name[locale],
        SKILLS_ANALYTICS_TOP,
      ),
      sectors: rankGroups(
        holdersOf(
          supply.sectors.filter((row) => sectorInScope(row.id)),
          side,
        ),
        (id) => catalogue.sectorsById.get(id)?.name[locale],
        SKILLS_ANALYTICS_TOP,
      ),
      trend: supplyTrend(followed, joined, periods, side ?? undefined),
    },
    portalJobs: portalDemand.portalJobs,
    portalDemand: topDemand(demand, skillName, SKILLS_ANALYTICS_TOP).map(demandRow),
    gap,
  };
  // Kept only when the trend was read from the same roll-up's counts, and only for filters the catalogue knows (an
  // id it does not know matches nothing, and keeping it would let callers grow the map without end).
  const known_ = (narrowing.sector === null || catalogue.sectorsById.has(narrowing.sector)) && (narrowing.category === null || categories.has(narrowing.category));
  if (version === null || version !== aggregates.version || !known_) return part;
  if (!parts) portalParts.set(aggregates, (parts = new Map<string, PortalPart>()));
  parts.set(key, part);
  return part;
}

export async function skillsAnalytics(
  ctx: AppContext,
  caller: Caller,
  request: SkillsAnalyticsRequest,
  locale: Locale,
  now: Date = new Date(),
): Promise<SkillsAnalytics> {
  const skillName = (id: string) => skillInfoIn(locale)(id)?.name;
  const periods = lastPeriods(now, request.range, SKILLS_ANALYTICS_PERIODS);
  const companyId = companyOf(caller, request.company_id);
  const narrowing: Narrowing = { sector: request.sector ?? null, category: request.category ?? null, nationality: request.nationality ?? null };
  const inScope = scopeOf(loadCatalogue(), narrowing);
  // The pool's supply and the portal's demand as the last roll-up left them (up to five minutes old, decision
  // 0066); the company's own demand as it is now.
  const [portal, demand, companies] = await Promise.all([
    rolledUpAggregates(ctx.db).then((aggregates) => portalPart(ctx.db, aggregates, locale, request.range, periods, narrowing)),
    countCompanyDemand(ctx.db, companyId),
    caller.role === 'recruiter admin' ? companyChoices(ctx) : Promise.resolve([]),
  ]);
  const companyDemand: SkillDemandCount[] = demand.company.filter((row) => inScope(row.skillId));
  const companyJobsBySkill = new Map(companyDemand.map((row) => [row.skillId, row.jobs]));

  return {
    range: request.range,
    filters: { ...narrowing, company_id: request.company_id ?? null },
    choices: { ...filterChoices(locale), companies },
    periods,
    supply: portal.supply,
    demand: {
      portal_jobs: portal.portalJobs,
      company_jobs: demand.companyJobs,
      portal: portal.portalDemand,
      company: topDemand(companyDemand, skillName, SKILLS_ANALYTICS_TOP).map(demandRow),
    },
    gap: portal.gap.map((row) => ({
      id: row.id,
      name: row.name,
      demand_share: row.demandShare,
      supply_share: row.supplyShare,
      gap: row.gap,
      jobs: row.jobs,
      must_have_jobs: row.mustHaveJobs,
      company_jobs: companyJobsBySkill.get(row.id) ?? 0,
      holders: row.holders,
      workforce: row.workforce,
      courses: row.courses.map((course) => ({
        id: course.id,
        title: locale === 'ar' && course.title_ar ? course.title_ar : course.title,
        provider: course.provider,
        url: course.url,
        language: course.language,
        price_kind: course.price_kind,
        duration_hours: course.duration_hours,
      })),
    })),
  };
}
