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

export async function skillsAnalytics(
  ctx: AppContext,
  caller: Caller,
  request: SkillsAnalyticsRequest,
  locale: Locale,
  now: Date = new Date(),
): Promise<SkillsAnalytics> {
  const catalogue = loadCatalogue();
  const skillInfo = skillInfoIn(locale);
  const skillName = (id: string) => skillInfo(id)?.name;
  // The pool's supply and the portal's demand as the last roll-up left them (up to five minutes old, decision
  // 0066); the company's own demand as it is now.
  const [{ supply, portalDemand }, companyDemand] = await Promise.all([
    rolledUpAggregates(ctx.db),
    countCompanyDemand(ctx.db, caller.companyId),
  ]);
  const demand = { ...portalDemand, ...companyDemand };

  const topSkills = topSupply(supply.skills, skillInfo, SKILLS_ANALYTICS_TOP);
  const periods = lastPeriods(now, request.range, SKILLS_ANALYTICS_PERIODS);
  const followed = topSkills.slice(0, SKILLS_ANALYTICS_TREND_SKILLS);
  const followedIds = followed.map((skill) => skill.id);
  const joined = await readJoinedByPeriod(ctx.db, followedIds, request.range);
  const companyJobsBySkill = new Map(demand.company.map((row) => [row.skillId, row.jobs]));
  const gap = skillGap<Catalogue['courses'][number]>({
    demand: demand.portal,
    supply: supply.skills,
    publishedJobs: demand.portalJobs,
    poolSize: supply.poolSize,
    nameOf: skillName,
    coursesFor: (id) => catalogue.coursesBySkill.get(id) ?? [],
    language: locale,
    limit: SKILLS_ANALYTICS_TOP,
    coursesPerSkill: SKILLS_ANALYTICS_COURSES_PER_SKILL,
  });

  return {
    range: request.range,
    periods,
    supply: {
      pool: maskGroup(supply.poolSize),
      pool_workforce: maskWorkforce(supply.poolWorkforce),
      top_skills: topSkills,
      categories: rankGroups(supply.categories, (id) => categoriesById().get(id)?.name[locale], SKILLS_ANALYTICS_TOP),
      sectors: rankGroups(supply.sectors, (id) => catalogue.sectorsById.get(id)?.name[locale], SKILLS_ANALYTICS_TOP),
      trend: supplyTrend(followed, joined, periods),
    },
    demand: {
      portal_jobs: demand.portalJobs,
      company_jobs: demand.companyJobs,
      portal: topDemand(demand.portal, skillName, SKILLS_ANALYTICS_TOP).map(demandRow),
      company: topDemand(demand.company, skillName, SKILLS_ANALYTICS_TOP).map(demandRow),
    },
    gap: gap.map((row) => ({
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
