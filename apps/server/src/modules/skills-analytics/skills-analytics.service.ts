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
  skillGap,
  supplyTrend,
  topDemand,
  topSupply,
  type GapRow,
  type RankedDemand,
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

/**
 * The portal's part of the answer, per decoded aggregates (so per roll-up), language, range and periods: ranking a
 * few thousand skills by name in the reader's language is most of a call's work, and it is the same for everyone.
 */
const portalParts = new WeakMap<RolledUpAggregates, Map<string, PortalPart>>();

async function portalPart(db: Db, aggregates: RolledUpAggregates, locale: Locale, range: SkillsAnalyticsRequest['range'], periods: string[]): Promise<PortalPart> {
  const catalogue = loadCatalogue();
  const key = `${locale}/${range}/${periods[0]}`;
  let parts = portalParts.get(aggregates);
  const known = parts?.get(key);
  if (known && known.catalogue === catalogue) return known;
  const { supply, portalDemand } = aggregates;
  const skillInfo = skillInfoIn(locale);
  const skillName = (id: string) => skillInfo(id)?.name;
  const topSkills = topSupply(supply.skills, skillInfo, SKILLS_ANALYTICS_TOP);
  const followed = topSkills.slice(0, SKILLS_ANALYTICS_TREND_SKILLS);
  const { version, joined } = await readJoinedByPeriod(
    db,
    followed.map((skill) => skill.id),
    range,
  );
  const part: PortalPart = {
    catalogue,
    supply: {
      pool: maskGroup(supply.poolSize),
      pool_workforce: maskWorkforce(supply.poolWorkforce),
      top_skills: topSkills,
      categories: rankGroups(supply.categories, (id) => categoriesById().get(id)?.name[locale], SKILLS_ANALYTICS_TOP),
      sectors: rankGroups(supply.sectors, (id) => catalogue.sectorsById.get(id)?.name[locale], SKILLS_ANALYTICS_TOP),
      trend: supplyTrend(followed, joined, periods),
    },
    portalJobs: portalDemand.portalJobs,
    portalDemand: topDemand(portalDemand.portal, skillName, SKILLS_ANALYTICS_TOP).map(demandRow),
    gap: skillGap<Catalogue['courses'][number]>({
      demand: portalDemand.portal,
      supply: supply.skills,
      publishedJobs: portalDemand.portalJobs,
      poolSize: supply.poolSize,
      nameOf: skillName,
      coursesFor: (id) => catalogue.coursesBySkill.get(id) ?? [],
      language: locale,
      limit: SKILLS_ANALYTICS_TOP,
      coursesPerSkill: SKILLS_ANALYTICS_COURSES_PER_SKILL,
    }),
  };
  // Kept only when the trend was read from the same roll-up's counts; otherwise the next call reads them all again.
  if (version === null || version !== aggregates.version) return part;
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
  // The pool's supply and the portal's demand as the last roll-up left them (up to five minutes old, decision
  // 0066); the company's own demand as it is now.
  const [portal, demand] = await Promise.all([
    rolledUpAggregates(ctx.db).then((aggregates) => portalPart(ctx.db, aggregates, locale, request.range, periods)),
    countCompanyDemand(ctx.db, caller.companyId),
  ]);
  const companyJobsBySkill = new Map(demand.company.map((row) => [row.skillId, row.jobs]));

  return {
    range: request.range,
    periods,
    supply: portal.supply,
    demand: {
      portal_jobs: portal.portalJobs,
      company_jobs: demand.companyJobs,
      portal: portal.portalDemand,
      company: topDemand(demand.company, skillName, SKILLS_ANALYTICS_TOP).map(demandRow),
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
