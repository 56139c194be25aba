/**
 * A recruiter's skills analytics (issue #13, decision 0056) on a small world whose figures are worked out by hand:
 * twelve candidates in the approved pool, jobs of two companies, groups under 5 shown as "fewer than 5", every
 * role, and no company seeing another's own demand.
 */
import { loadCatalogue } from '@masar/catalog/catalogue';
import { nationalityGroup } from '@masar/engines/workforce/nationality-group';
import { emptyProfile, type CandidateProfile } from '@masar/shared/profile';
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/accounts.ts';
import { candidateProfiles } from '../src/db/schema/candidates.ts';
import { companies } from '../src/db/schema/companies.ts';
import { jobSkills, jobs } from '../src/db/schema/jobs.ts';
import { rollUpStats } from '../src/modules/stats/stats.rollup.ts';
import { createUser, recruiterCallers, type RecruiterCallers } from './helpers/factories.ts';
import { createTestApp, json, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let callers: RecruiterCallers;
let otherCompanyId: string;
let otherRecruiter: string;

const DAY_MS = 86_400_000;
const skill = (id: string, name: string) => ({ name, ref_skill: { id, name } });
const PYTHON = skill('skill:python', 'Python');
const SQL = skill('skill:sql', 'SQL');
const EXCEL = skill('skill:microsoft-excel', 'Excel');
const SURGERY = skill('skill:neurosurgery', 'Neurosurgery');

const profileWith = (skills: CandidateProfile['skills']): CandidateProfile => ({ ...emptyProfile(), skills });

/**
 * The pool, c1…c12: Python c1–c11, SQL c1–c6, Excel c10–c12, Neurosurgery c12. c1–c6 joined 400 days ago (before
 * any period shown), c7–c12 now. Nationalities against the home country SA (the default): locals c1, c2 (" sa "),
 * c3, c7, c8; foreigners c4 (EG), c9, c10 (IN), c11 (PK), c12 (US); c5 and c6 did not say (null, blank).
 * Outside the pool: an unconfirmed candidate.
 */
const NATIONALITIES: Array<string | null> = ['SA', ' sa ', 'SA', 'EG', null, '', 'SA', 'SA', 'IN', 'IN', 'PK', 'US'];
async function seedPool() {
  const now = Date.now();
  for (let n = 1; n <= 12; n += 1) {
    const skills = [
      ...(n <= 11 ? [PYTHON] : []),
      ...(n <= 6 ? [SQL] : []),
      ...(n >= 10 ? [EXCEL] : []),
      ...(n === 12 ? [SURGERY] : []),
      // The same skill twice, and a skill the catalogue does not know, change nothing.
      ...(n === 1 ? [PYTHON, { name: 'Basket weaving', ref_skill: null }] : []),
    ];
    const user = await createUser(t.app, { approval_status: 'APPROVED', approval_decided_at: new Date(n <= 6 ? now - 400 * DAY_MS : now) });
    await t.app.ctx.db
      .insert(candidateProfiles)
      .values({ user_id: user.id, profile: profileWith(skills), parse_status: 'completed', nationality: NATIONALITIES[n - 1] });
  }
  const unconfirmed = await createUser(t.app, { is_account_confirmed: false });
  await t.app.ctx.db.insert(candidateProfiles).values({ user_id: unconfirmed.id, profile: profileWith([PYTHON, EXCEL, EXCEL]), nationality: 'SA' });
}

async function seedJob(companyId: string, status: 'draft' | 'published' | 'closed', skills: Array<[string, string, boolean]>) {
  const [job] = await t.app.ctx.db
    .insert(jobs)
    .values({
      company_id: companyId,
      job_title: 'Analyst',
      sector: 'technology',
      job_type: 'full_time',
      description: 'Analysing.',
      status,
      public_key: randomUUID(),
      published_at: status === 'draft' ? null : new Date(),
    })
    .returning();
  await t.app.ctx.db
    .insert(jobSkills)
    .values(skills.map(([skill_id, name, required]) => ({ job_id: job!.id, skill_id, name, importance: 3, required })));
}

beforeAll(async () => {
  t = await createTestApp();
  callers = await recruiterCallers(t.app, 'Analytics Co', 'Elsewhere Co');
  otherRecruiter = callers.otherRecruiter;
  const [other] = await t.app.ctx.db.select({ id: companies.id }).from(companies).where(eq(companies.company_name, 'Elsewhere Co'));
  otherCompanyId = other!.id;
  await seedPool();
  // The recruiter's company: J1 (Python must-have, SQL), J2 (Python) published; J3 (Excel) a draft.
  await seedJob(callers.companyId, 'published', [
    ['skill:python', 'Python', true],
    ['skill:sql', 'SQL', false],
  ]);
  await seedJob(callers.companyId, 'published', [['skill:python', 'Python', false]]);
  await seedJob(callers.companyId, 'draft', [['skill:microsoft-excel', 'Excel', true]]);
  // The other company: J4 (Excel must-have, Python), J5 (Excel, Docker), J6 (SQL must-have) published; J7 closed.
  await seedJob(otherCompanyId, 'published', [
    ['skill:microsoft-excel', 'Excel', true],
    ['skill:python', 'Python', false],
  ]);
  await seedJob(otherCompanyId, 'published', [
    ['skill:microsoft-excel', 'Excel', false],
    ['skill:docker', 'Docker', false],
  ]);
  await seedJob(otherCompanyId, 'published', [['skill:sql', 'SQL', true]]);
  await seedJob(otherCompanyId, 'closed', [['skill:python', 'Python', true]]);
  // The pool's figures are the roll-up's (decision 0066), as the job leaves them every five minutes.
  await rollUpStats(t.app.ctx.db, 'SA');
});
afterAll(async () => {
  await t.close();
});

const analytics = (token: string | undefined, body: object = { range: 'weekly' }, lang = 'en') =>
  t.app.inject({ method: 'POST', url: '/api/recruiter/skills-analytics/', headers: { ...(token ? { token } : {}), lang }, payload: body });

describe('skills analytics', () => {
  it('counts the pool’s skills, showing groups of 1 to 4 as fewer than 5', async () => {
    const response = await analytics(callers.recruiter);
    expect(response.statusCode).toBe(200);
    const { supply } = json(response).data;
    expect(supply.pool).toBe(12);
    expect(supply.top_skills.map((row: { name: string; holders: unknown }) => [row.name, row.holders])).toEqual([
      ['Python', 11],
      ['SQL', 6],
      ['Microsoft Excel', 'fewer_than_5'],
      ['Neurosurgery', 'fewer_than_5'],
    ]);
    expect(supply.top_skills[0].category).toEqual({ id: 'programming-languages', name: 'Programming Languages' });
    // Programming languages: anyone with Python or SQL, c1–c11; office (c10–c12) and clinical (c12) are both under 5,
    // so they rank by name alone.
    expect(supply.categories.map((row: { id: string; holders: unknown }) => [row.id, row.holders])).toEqual([
      ['programming-languages', 11],
      ['clinical-specialties', 'fewer_than_5'],
      ['office-productivity', 'fewer_than_5'],
    ]);
    expect(supply.sectors.map((row: { name: string; holders: unknown }) => [row.name, row.holders])).toEqual([
      ['Information Technology and Telecommunications', 12],
      ['Healthcare and Life Sciences', 'fewer_than_5'],
    ]);
  });

  it('follows the top skills week by week and month by month', async () => {
    for (const range of ['weekly', 'monthly'] as const) {
      const { data } = json(await analytics(callers.recruiter, { range }));
      expect(data.range).toBe(range);
      expect(data.periods).toHaveLength(12);
      const python = data.supply.trend.find((row: { id: string }) => row.id === 'skill:python');
      // c1–c6 held Python before the first period; c7–c11 joined in the last one.
      expect(python.points.slice(0, 11).every((point: { holders: unknown; change: unknown }) => point.holders === 6 && point.change === 0)).toBe(true);
      // Split by side (decision 0094): (3, 1, 2) before, all small; (5, 4, 2) at the end, the locals shown.
      const small = 'fewer_than_5';
      expect(python.points[0].workforce).toEqual({ local: small, foreign: small, unstated: small });
      expect(python.points[11]).toEqual({ period: data.periods[11], holders: 11, change: 5, workforce: { local: 5, foreign: small, unstated: small } });
      const sql = data.supply.trend.find((row: { id: string }) => row.id === 'skill:sql');
      expect(sql.points.map((point: { holders: unknown }) => point.holders)).toEqual(Array(12).fill(6));
    }
  });

  it('counts the demand of published jobs, the company’s and the portal’s, must-haves apart', async () => {
    const { demand } = json(await analytics(callers.recruiter)).data;
    expect(demand.portal_jobs).toBe(5);
    expect(demand.company_jobs).toBe(2);
    expect(demand.portal).toEqual([
      { id: 'skill:python', name: 'Python', jobs: 3, must_have_jobs: 1 },
      { id: 'skill:microsoft-excel', name: 'Microsoft Excel', jobs: 2, must_have_jobs: 1 },
      { id: 'skill:sql', name: 'SQL', jobs: 2, must_have_jobs: 1 },
      { id: 'skill:docker', name: 'Docker', jobs: 1, must_have_jobs: 0 },
    ]);
    expect(demand.company).toEqual([
      { id: 'skill:python', name: 'Python', jobs: 2, must_have_jobs: 1 },
      { id: 'skill:sql', name: 'SQL', jobs: 1, must_have_jobs: 0 },
    ]);
  });

  it('puts the skills most asked for and least held first, with catalogue courses that teach them', async () => {
    const { gap } = json(await analytics(callers.recruiter)).data;
    // Docker 1/5 − 0/12 = 0.2; Excel 2/5 − 3/12 = 0.15; Python 3/5 − 11/12 and SQL 2/5 − 6/12 are negative.
    expect(gap.map((row: Record<string, unknown>) => [row.name, row.demand_share, row.supply_share, row.gap, row.holders, row.company_jobs])).toEqual([
      ['Docker', 0.2, 0, 0.2, 0, 0],
      ['Microsoft Excel', 0.4, 0.25, 0.15, 'fewer_than_5', 0],
    ]);
    const excelCourses = (loadCatalogue().coursesBySkill.get('skill:microsoft-excel') ?? []).map((course) => course.id);
    expect(excelCourses.length).toBeGreaterThan(3);
    expect(gap[1].courses).toHaveLength(3);
    for (const course of gap[1].courses) expect(excelCourses).toContain(course.id);
    expect(gap[0].courses).toEqual([]);
  });

  it('shows another company only its own demand, and the same portal figures', async () => {
    const mine = json(await analytics(callers.recruiter)).data;
    const theirs = json(await analytics(otherRecruiter)).data;
    expect(theirs.demand.company_jobs).toBe(3);
    expect(theirs.demand.company).toEqual([
      { id: 'skill:microsoft-excel', name: 'Microsoft Excel', jobs: 2, must_have_jobs: 1 },
      { id: 'skill:sql', name: 'SQL', jobs: 1, must_have_jobs: 1 },
      { id: 'skill:docker', name: 'Docker', jobs: 1, must_have_jobs: 0 },
      { id: 'skill:python', name: 'Python', jobs: 1, must_have_jobs: 0 },
    ]);
    expect(theirs.gap.map((row: { company_jobs: number }) => row.company_jobs)).toEqual([1, 2]);
    expect(theirs.demand.portal).toEqual(mine.demand.portal);
    expect(theirs.supply).toEqual(mine.supply);
  });

  it('splits the people into locals, foreigners and those who did not say, under the fewer-than-5 rule', async () => {
    const { supply, gap } = json(await analytics(callers.recruiter)).data;
    // The hand count above is the engine's rule: the database's split agrees with nationalityGroup.
    const sides = NATIONALITIES.map((nationality) => nationalityGroup(nationality, 'SA'));
    expect(['local', 'foreign', 'unstated'].map((side) => sides.filter((s) => s === side).length)).toEqual([5, 5, 2]);
    // 12 = 5 + 5 + 2: the 2 unstated are hidden, and so is one group of 5 (the locals come first), or 12 − 5 − 5
    // would give them back.
    const pool = { local: 'fewer_than_5', foreign: 5, unstated: 'fewer_than_5' };
    expect(supply.pool_workforce).toEqual(pool);
    const split = (rows: Array<{ name: string; workforce: unknown }>) => rows.map((row) => [row.name, row.workforce]);
    const foreignOnly = { local: 0, foreign: 'fewer_than_5', unstated: 0 };
    // Python c1–c11: locals c1, c2, c3, c7, c8; foreigners c4, c9, c10, c11; unstated c5, c6. SQL c1–c6: 3, 1, 2.
    // Excel c10–c12 and Neurosurgery c12 are foreigners only.
    expect(split(supply.top_skills)).toEqual([
      ['Python', { local: 5, foreign: 'fewer_than_5', unstated: 'fewer_than_5' }],
      ['SQL', { local: 'fewer_than_5', foreign: 'fewer_than_5', unstated: 'fewer_than_5' }],
      ['Microsoft Excel', foreignOnly],
      ['Neurosurgery', foreignOnly],
    ]);
    expect(split(supply.sectors)[0]).toEqual(['Information Technology and Telecommunications', pool]);
    expect(split(supply.categories)[0]).toEqual(['Programming Languages', { local: 5, foreign: 'fewer_than_5', unstated: 'fewer_than_5' }]);
    // Docker: no one holds it.
    expect(split(gap)).toEqual([
      ['Docker', null],
      ['Microsoft Excel', foreignOnly],
    ]);
  });

  it('filters by nationality: the supply and its trend of one group, never more exact than its split (decision 0094)', async () => {
    const small = 'fewer_than_5';
    const response = await analytics(callers.recruiter, { range: 'weekly', nationality: 'local' });
    expect(response.statusCode).toBe(200);
    const { data } = json(response);
    expect(data.filters).toEqual({ sector: null, category: null, nationality: 'local', company_id: null });
    const { supply, demand, gap } = data;
    // Locals c1, c2, c3, c7, c8: 5, but the pool's split hides them beside the 2 unstated, so the filter does too.
    expect(supply.pool).toBe(small);
    expect(supply.pool_workforce).toBeNull();
    // Python's locals c1, c2, c3, c7, c8 (shown in its split); SQL's c1–c3; no local holds Excel or Neurosurgery.
    expect(supply.top_skills.map((row: { name: string; holders: unknown; workforce: unknown }) => [row.name, row.holders, row.workforce])).toEqual([
      ['Python', 5, null],
      ['SQL', small, null],
    ]);
    expect(supply.categories.map((row: { id: string; holders: unknown }) => [row.id, row.holders])).toEqual([['programming-languages', 5]]);
    expect(supply.sectors.map((row: { id: string; holders: unknown }) => [row.id, row.holders])).toEqual([['technology', small]]);
    // Python's local trend: c1–c3 before the first period (small), c7 and c8 join in the last (small newcomers).
    const python = supply.trend.find((row: { id: string }) => row.id === 'skill:python');
    expect(python.points[0]).toEqual({ period: data.periods[0], holders: small, change: 0, workforce: null });
    expect(python.points[11]).toEqual({ period: data.periods[11], holders: 5, change: small, workforce: null });
    // Demand counts jobs, which have no nationality: the same as unfiltered.
    expect(demand).toEqual(json(await analytics(callers.recruiter)).data.demand);
    // The gap against the locals: Excel 2/5 − 0/5 = 0.4, Docker 1/5 − 0/5 = 0.2; Python 3/5 − 5/5 and SQL 2/5 − 3/5
    // are negative.
    expect(gap.map((row: Record<string, unknown>) => [row.name, row.demand_share, row.supply_share, row.gap, row.holders, row.workforce])).toEqual([
      ['Microsoft Excel', 0.4, 0, 0.4, 0, null],
      ['Docker', 0.2, 0, 0.2, 0, null],
    ]);
    // Foreigners: c4, c9–c12; Python's 4 are hidden, and all rank by name as small groups.
    const foreign = json(await analytics(callers.recruiter, { range: 'weekly', nationality: 'foreign' })).data.supply;
    expect(foreign.pool).toBe(5);
    expect(foreign.top_skills.map((row: { name: string; holders: unknown }) => [row.name, row.holders])).toEqual([
      ['Microsoft Excel', small],
      ['Neurosurgery', small],
      ['Python', small],
      ['SQL', small],
    ]);
  });

  it('filters by category and by sector: supply, trend, demand and gap narrowed to their skills', async () => {
    const office = json(await analytics(callers.recruiter, { range: 'weekly', category: 'office-productivity' })).data;
    expect(office.supply.pool).toBe(12);
    expect(office.supply.top_skills.map((row: { name: string; holders: unknown }) => [row.name, row.holders])).toEqual([['Microsoft Excel', 'fewer_than_5']]);
    expect(office.supply.categories.map((row: { id: string }) => row.id)).toEqual(['office-productivity']);
    expect(office.supply.sectors.map((row: { id: string }) => row.id)).toEqual(['technology']);
    expect(office.supply.trend.map((row: { id: string }) => row.id)).toEqual(['skill:microsoft-excel']);
    expect(office.demand.portal).toEqual([{ id: 'skill:microsoft-excel', name: 'Microsoft Excel', jobs: 2, must_have_jobs: 1 }]);
    // The company's jobs ask for Python and SQL only; the number of its published jobs is still 2.
    expect(office.demand.company).toEqual([]);
    expect(office.demand.company_jobs).toBe(2);
    expect(office.gap.map((row: { name: string; gap: number }) => [row.name, row.gap])).toEqual([['Microsoft Excel', 0.15]]);

    const health = json(await analytics(callers.recruiter, { range: 'monthly', sector: 'healthcare' })).data;
    expect(health.supply.top_skills.map((row: { id: string }) => row.id)).toEqual(['skill:neurosurgery']);
    expect(health.supply.categories.map((row: { id: string }) => row.id)).toEqual(['clinical-specialties']);
    expect(health.supply.sectors.map((row: { id: string; holders: unknown }) => [row.id, row.holders])).toEqual([['healthcare', 'fewer_than_5']]);
    expect(health.demand.portal).toEqual([]);
    expect(health.gap).toEqual([]);

    // A sector the catalogue does not know matches nothing; a category outside the sector too.
    const nowhere = json(await analytics(callers.recruiter, { range: 'weekly', sector: 'nowhere' })).data;
    expect([nowhere.supply.top_skills, nowhere.supply.categories, nowhere.demand.portal, nowhere.gap]).toEqual([[], [], [], []]);
    const crossed = json(await analytics(callers.recruiter, { range: 'weekly', sector: 'healthcare', category: 'office-productivity' })).data;
    expect([crossed.supply.top_skills, crossed.supply.sectors]).toEqual([[], []]);
  });

  it("lets a recruiter admin read another company's demand, and refuses a recruiter who asks for one", async () => {
    const theirs = json(await analytics(callers.admin, { range: 'weekly', company_id: otherCompanyId })).data;
    expect(theirs.demand.company_jobs).toBe(3);
    expect(theirs.demand.company.map((row: { id: string }) => row.id)).toEqual(['skill:microsoft-excel', 'skill:sql', 'skill:docker', 'skill:python']);
    expect((await analytics(callers.recruiter, { range: 'weekly', company_id: callers.companyId })).statusCode).toBe(200);
    expect((await analytics(callers.recruiter, { range: 'weekly', company_id: otherCompanyId })).statusCode).toBe(403);
    expect((await analytics(callers.recruiter, { range: 'weekly', nationality: 'everyone' })).statusCode).toBe(400);
  });

  it('answers in Arabic when asked', async () => {
    const { data } = json(await analytics(callers.recruiter, { range: 'monthly' }, 'ar'));
    expect(data.supply.top_skills[0].name).toBe('بايثون');
    expect(data.supply.sectors[0].name).toBe('تقنية المعلومات والاتصالات');
  });

  it('is for recruiters and recruiter admins only', async () => {
    expect((await analytics(callers.admin)).statusCode).toBe(200);
    expect(json(await analytics(callers.admin)).data.demand.company_jobs).toBe(2);
    expect((await analytics(callers.candidate)).statusCode).toBe(403);
    expect((await analytics(callers.pending)).statusCode).toBe(403);
    expect((await analytics(undefined)).statusCode).toBe(401);
    expect((await analytics(callers.recruiter, { range: 'daily' })).statusCode).toBe(400);
  });

  it('follows the pool’s changes at the next roll-up, as a count of the whole pool would', async () => {
    const { db } = t.app.ctx;
    const rows = async (query: ReturnType<typeof sql>) => ((await db.execute(query)) as { rows: unknown[] }).rows;
    const supplyTables = async () => [
      await rows(sql`select * from skill_supply_counts order by kind, key`),
      await rows(sql`select * from skill_supply_joins order by skill_id, period, period_start, side`),
    ];
    const before = json(await analytics(callers.recruiter)).data.supply;
    // c12 (US: Excel, Neurosurgery) is erased; c1 no longer lists SQL; c13, a local with Docker, is approved.
    const [c12] = await db.select({ id: candidateProfiles.user_id }).from(candidateProfiles).where(eq(candidateProfiles.nationality, 'US'));
    await db.delete(users).where(eq(users.id, c12!.id));
    const [c1] = await db.select({ id: candidateProfiles.user_id }).from(candidateProfiles).where(sql`${candidateProfiles.profile} -> 'skills' @> '[{"name": "Basket weaving"}]'`);
    await db.update(candidateProfiles).set({ profile: profileWith([PYTHON]), updated_at: new Date() }).where(eq(candidateProfiles.user_id, c1!.id));
    const c13 = await createUser(t.app, { approval_status: 'APPROVED', approval_decided_at: new Date() });
    await db.insert(candidateProfiles).values({ user_id: c13.id, profile: profileWith([skill('skill:docker', 'Docker')]), nationality: 'SA' });
    // Until the roll-up, the figures are the last ones.
    expect(json(await analytics(callers.recruiter)).data.supply).toEqual(before);

    await rollUpStats(db, 'SA');
    const { supply } = json(await analytics(callers.recruiter)).data;
    expect(supply.pool).toBe(12);
    expect(supply.top_skills.map((row: { name: string; holders: unknown }) => [row.name, row.holders])).toEqual([
      ['Python', 11],
      ['SQL', 5],
      ['Docker', 'fewer_than_5'],
      ['Microsoft Excel', 'fewer_than_5'],
    ]);
    const regular = await supplyTables();
    await rollUpStats(db, 'SA', { fullSkillSupply: true });
    expect(await supplyTables()).toEqual(regular);
  });
});
