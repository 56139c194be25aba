import { describe, expect, it } from 'vitest';
import {
  lastPeriods,
  maskGroup,
  periodStart,
  rankGroups,
  skillGap,
  supplyTrend,
  topDemand,
  topSupply,
  type SkillInfo,
  type TeachingCourse,
} from './skills-analytics.ts';

const info = (id: string, name: string, category = 'programming'): SkillInfo => ({
  id,
  name,
  category: { id: category, name: category === 'programming' ? 'Programming' : 'Office' },
  sector: { id: 'technology', name: 'Technology' },
});
const catalogue = new Map<string, SkillInfo>([
  ['skill:python', info('skill:python', 'Python')],
  ['skill:sql', info('skill:sql', 'SQL')],
  ['skill:java', info('skill:java', 'Java')],
  ['skill:excel', info('skill:excel', 'Excel', 'office')],
  ['skill:r', info('skill:r', 'R')],
]);
const skillInfo = (id: string) => catalogue.get(id);
const nameOf = (id: string) => catalogue.get(id)?.name;

describe('maskGroup', () => {
  it('shows empty groups and groups of five or more exactly, and groups of 1 to 4 as fewer than 5 (decision 0055)', () => {
    expect([0, 1, 4, 5, 6, 120].map(maskGroup)).toEqual([0, 'fewer_than_5', 'fewer_than_5', 5, 6, 120]);
  });
});

describe('periods', () => {
  it('starts a week on its Monday and a month on its first day, in UTC', () => {
    // 25 November 2026 is a Wednesday; 29 November the Sunday of the same week.
    expect(periodStart(new Date('2026-11-25T10:00:00Z'), 'weekly')).toBe('2026-11-23');
    expect(periodStart(new Date('2026-11-29T23:59:00Z'), 'weekly')).toBe('2026-11-23');
    expect(periodStart(new Date('2026-11-23T00:00:00Z'), 'weekly')).toBe('2026-11-23');
    expect(periodStart(new Date('2026-11-25T10:00:00Z'), 'monthly')).toBe('2026-11-01');
  });

  it('lists the last periods oldest first, across a year end', () => {
    expect(lastPeriods(new Date('2026-11-25T10:00:00Z'), 'weekly', 3)).toEqual(['2026-11-09', '2026-11-16', '2026-11-23']);
    expect(lastPeriods(new Date('2026-01-15T10:00:00Z'), 'monthly', 3)).toEqual(['2025-11-01', '2025-12-01', '2026-01-01']);
    expect(lastPeriods(new Date('2026-01-02T10:00:00Z'), 'weekly', 2)).toEqual(['2025-12-22', '2025-12-29']);
  });
});

describe('topSupply', () => {
  it('ranks the held skills, ties by name, leaves out unknown and unheld skills, and masks small groups', () => {
    const ranked = topSupply(
      [
        { skillId: 'skill:python', holders: 30, workforce: { local: 20, foreign: 7, unstated: 3 } },
        { skillId: 'skill:sql', holders: 8 },
        { skillId: 'skill:excel', holders: 2 },
        { skillId: 'skill:not-in-catalogue', holders: 50 },
        { skillId: 'skill:java', holders: 8 },
        { skillId: 'skill:r', holders: 0 },
      ],
      skillInfo,
      3,
    );
    // Python's 3 unstated are hidden, and with them its smallest other group (7 foreigners): 30 − 20 − 7 would give
    // the 3 back.
    expect(ranked.map((row) => [row.name, row.holders, row.workforce])).toEqual([
      ['Python', 30, { local: 20, foreign: 'fewer_than_5', unstated: 'fewer_than_5' }],
      ['Java', 8, null],
      ['SQL', 8, null],
    ]);
    expect(topSupply([{ skillId: 'skill:excel', holders: 2 }], skillInfo, 3)).toEqual([
      { ...info('skill:excel', 'Excel', 'office'), holders: 'fewer_than_5', workforce: null },
    ]);
  });
});

describe('rankGroups', () => {
  it('ranks categories by their holders, and the small ones masked and by name, whatever their size', () => {
    const names = new Map([
      ['programming', 'Programming'],
      ['data', 'Data'],
      ['office', 'Office'],
    ]);
    expect(
      rankGroups(
        [
          { id: 'data', holders: 1 },
          { id: 'office', holders: 4 },
          { id: 'programming', holders: 31 },
          { id: 'unknown', holders: 10 },
        ],
        (id) => names.get(id),
        5,
      ),
    ).toEqual([
      { id: 'programming', name: 'Programming', holders: 31, workforce: null },
      { id: 'data', name: 'Data', holders: 'fewer_than_5', workforce: null },
      { id: 'office', name: 'Office', holders: 'fewer_than_5', workforce: null },
    ]);
  });
});

describe('supplyTrend', () => {
  const periods = ['2026-11-09', '2026-11-16', '2026-11-23'];
  const joined = [
    { skillId: 'skill:sql', periodStart: '2026-10-26', side: 'local', joined: 2 },
    { skillId: 'skill:sql', periodStart: '2026-11-02', side: 'foreign', joined: 4 },
    { skillId: 'skill:sql', periodStart: '2026-11-16', side: 'local', joined: 3 },
    { skillId: 'skill:sql', periodStart: '2026-11-23', side: 'local', joined: 5 },
    { skillId: 'skill:sql', periodStart: '2026-11-23', side: 'foreign', joined: 2 },
    { skillId: 'skill:python', periodStart: '2026-11-23', side: 'local', joined: 9 },
  ] as const;

  it('starts from the holders who joined before the first period, adds each period’s newcomers, and splits each point by side', () => {
    const trend = supplyTrend([{ id: 'skill:sql', name: 'SQL' }], joined, periods);
    // Levels (local, foreign): (2, 4) before; (2, 4) = 6; (5, 4) = 9; (10, 6) = 16.
    // (5, 4): foreign alone is small while 9 is shown, so local 5 is hidden with it (complementary suppression).
    const small = 'fewer_than_5';
    expect(trend).toEqual([
      {
        id: 'skill:sql',
        name: 'SQL',
        points: [
          { period: '2026-11-09', holders: 6, change: 0, workforce: { local: small, foreign: small, unstated: 0 } },
          { period: '2026-11-16', holders: 9, change: small, workforce: { local: small, foreign: small, unstated: 0 } },
          { period: '2026-11-23', holders: 16, change: 7, workforce: { local: 10, foreign: 6, unstated: 0 } },
        ],
      },
    ]);
  });

  it('follows one side as the split shows it, never more exactly', () => {
    const trend = supplyTrend([{ id: 'skill:sql', name: 'SQL' }], joined, periods, 'local');
    // Local levels 2, 5 (hidden beside foreign 4), 10; local newcomers 0, 3, 5 (hidden beside foreign 2 of 7).
    expect(trend[0]?.points).toEqual([
      { period: '2026-11-09', holders: 'fewer_than_5', change: 0, workforce: null },
      { period: '2026-11-16', holders: 'fewer_than_5', change: 'fewer_than_5', workforce: null },
      { period: '2026-11-23', holders: 10, change: 'fewer_than_5', workforce: null },
    ]);
  });
});

describe('topDemand', () => {
  it('ranks by jobs, then must-have jobs, and names an unknown skill as the job did', () => {
    expect(
      topDemand(
        [
          { skillId: 'skill:python', name: 'python', jobs: 5, mustHaveJobs: 1 },
          { skillId: 'skill:sql', name: 'sql', jobs: 6, mustHaveJobs: 4 },
          { skillId: 'skill:r', name: 'r', jobs: 5, mustHaveJobs: 3 },
          { skillId: 'custom:cobol', name: 'Cobol', jobs: 1, mustHaveJobs: 0 },
        ],
        nameOf,
        3,
      ),
    ).toEqual([
      { id: 'skill:sql', name: 'SQL', jobs: 6, mustHaveJobs: 4 },
      { id: 'skill:r', name: 'R', jobs: 5, mustHaveJobs: 3 },
      { id: 'skill:python', name: 'Python', jobs: 5, mustHaveJobs: 1 },
    ]);
  });
});

describe('skillGap', () => {
  const course = (id: string, language: string, price_kind: string, duration_hours: number): TeachingCourse & { id: string } => ({
    id,
    skills: ['skill:sql'],
    language,
    price_kind,
    duration_hours,
  });
  const sqlCourses = [course('c1', 'en', 'paid', 10), course('c2', 'ar', 'paid', 20), course('c3', 'ar', 'free', 30), course('c4', 'ar', 'free', 5)];

  it('puts the skills most asked for and least held first, with the courses that teach them', () => {
    const gap = skillGap({
      demand: [
        { skillId: 'skill:sql', name: 'sql', jobs: 6, mustHaveJobs: 4 },
        { skillId: 'skill:python', name: 'python', jobs: 5, mustHaveJobs: 1 },
        { skillId: 'skill:excel', name: 'excel', jobs: 1, mustHaveJobs: 0 },
        { skillId: 'custom:cobol', name: 'Cobol', jobs: 2, mustHaveJobs: 2 },
      ],
      supply: [
        { skillId: 'skill:sql', holders: 8 },
        { skillId: 'skill:python', holders: 30 },
        { skillId: 'skill:excel', holders: 2 },
      ],
      publishedJobs: 10,
      poolSize: 40,
      nameOf,
      coursesFor: (id) => (id === 'skill:sql' ? sqlCourses : []),
      language: 'ar',
      limit: 10,
      coursesPerSkill: 2,
    });
    // SQL 6/10 − 8/40 = 0.4; Cobol 2/10 − 0 = 0.2; Excel 1/10 − 2/40 = 0.05; Python 0.5 − 0.75 < 0 is left out.
    expect(gap.map((row) => [row.name, row.demandShare, row.supplyShare, row.gap, row.holders])).toEqual([
      ['SQL', 0.6, 0.2, 0.4, 8],
      ['Cobol', 0.2, 0, 0.2, 0],
      ['Excel', 0.1, 0.05, 0.05, 'fewer_than_5'],
    ]);
    // Arabic first (c2, c3, c4), free before paid (c3, c4), shortest first (c4 5 h, c3 30 h).
    expect(gap[0]!.courses.map((c) => c.id)).toEqual(['c4', 'c3']);
    expect(gap[1]!.courses).toEqual([]);
  });

  it('has no gap without published jobs', () => {
    expect(
      skillGap({
        demand: [],
        supply: [{ skillId: 'skill:sql', holders: 8 }],
        publishedJobs: 0,
        poolSize: 40,
        nameOf,
        coursesFor: () => [],
        language: 'en',
        limit: 10,
        coursesPerSkill: 2,
      }),
    ).toEqual([]);
  });
});
