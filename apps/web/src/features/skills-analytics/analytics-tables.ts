import type { Locale } from '@masar/shared/messages';
import type { AnalyticsRange, DemandSkill, GroupCount, SkillsAnalytics, SupplyGroup, WorkforceSplit } from '@masar/shared/skills-analytics';
import type { TFunction } from 'i18next';
import { formatCount, formatPercent } from '../../lib/format-number';

/**
 * The figures of each chart as the table under it shows them and its CSV file holds them: one model, so the
 * file is the table, cell for cell, whatever the language.
 */
export interface FigureTable {
  columns: string[];
  rows: string[][];
}

const DATE_LOCALES: Record<Locale, string> = { en: 'en-GB', ar: 'ar-u-nu-latn' };

/** A period's start as people name it: "23 Nov 2026" for a week (its Monday), "November 2026" for a month. */
export function periodLabel(period: string, range: AnalyticsRange, locale: Locale): string {
  const options: Intl.DateTimeFormatOptions =
    range === 'weekly' ? { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' } : { month: 'long', year: 'numeric', timeZone: 'UTC' };
  return new Intl.DateTimeFormat(DATE_LOCALES[locale], options).format(new Date(`${period}T00:00:00Z`));
}

/** A group of people as shown: the number, or "fewer than 5" for 1 to 4 (decision 0055). */
export function groupText(count: GroupCount, t: TFunction, locale: Locale): string {
  return count === 'fewer_than_5' ? t('skillsAnalytics.fewerThan5') : formatCount(count, locale);
}

/** A group as a chart plots it: a small group has no bar or point rather than a made-up size. */
export const groupValue = (count: GroupCount): number | null => (count === 'fewer_than_5' ? null : count);

const workforceColumns = (t: TFunction) => [t('skillsAnalytics.locals'), t('skillsAnalytics.foreigners'), t('skillsAnalytics.unstated')];
const workforceCells = (split: WorkforceSplit, t: TFunction, locale: Locale) => [split.local, split.foreign, split.unstated].map((count) => groupText(count, t, locale));

/** The split of a group no one is in (a skill that no candidate holds). */
const NOBODY: WorkforceSplit = { local: 0, foreign: 0, unstated: 0 };

/** Whether the answer splits people into locals and foreigners (once candidates may state a nationality). */
export const hasWorkforce = (data: SkillsAnalytics) => data.supply.pool_workforce !== null;

/** The pool's split as one line: "locals 30, foreigners 12, not stated fewer than 5". */
export function workforceLine(split: WorkforceSplit, t: TFunction, locale: Locale): string {
  return t('skillsAnalytics.workforceLine', {
    local: groupText(split.local, t, locale),
    foreign: groupText(split.foreign, t, locale),
    unstated: groupText(split.unstated, t, locale),
  });
}

export function topSkillsTable(data: SkillsAnalytics, t: TFunction, locale: Locale): FigureTable {
  return {
    columns: [t('skillsAnalytics.skill'), t('skillsAnalytics.category'), t('skillsAnalytics.candidates')],
    rows: data.supply.top_skills.map((row) => [row.name, row.category.name, groupText(row.holders, t, locale)]),
  };
}

/** The top skills' holders split into locals, foreigners and those who did not say. */
export function workforceTable(data: SkillsAnalytics, t: TFunction, locale: Locale): FigureTable {
  return {
    columns: [t('skillsAnalytics.skill'), t('skillsAnalytics.candidates'), ...workforceColumns(t)],
    rows: data.supply.top_skills.flatMap((row) =>
      row.workforce ? [[row.name, groupText(row.holders, t, locale), ...workforceCells(row.workforce, t, locale)]] : [],
    ),
  };
}

export function groupsTable(groups: readonly SupplyGroup[], firstColumn: string, t: TFunction, locale: Locale): FigureTable {
  const split = groups.some((row) => row.workforce !== null);
  return {
    columns: [firstColumn, t('skillsAnalytics.candidates'), ...(split ? workforceColumns(t) : [])],
    rows: groups.map((row) => [
      row.name,
      groupText(row.holders, t, locale),
      ...(split ? workforceCells(row.workforce ?? NOBODY, t, locale) : []),
    ]),
  };
}

/** One row per period, one column per followed skill: the pool's holders at the period's end. */
export function trendTable(data: SkillsAnalytics, t: TFunction, locale: Locale): FigureTable {
  return {
    columns: [t('skillsAnalytics.period'), ...data.supply.trend.map((skill) => skill.name)],
    rows: (data.supply.trend.length === 0 ? [] : data.periods).map((period, index) => [
      periodLabel(period, data.range, locale),
      ...data.supply.trend.map((skill) => {
        const point = skill.points[index];
        return point ? groupText(point.holders, t, locale) : '';
      }),
    ]),
  };
}

/**
 * The trend split by side (decision 0094): one row per period and followed skill, the holders at the period's end
 * as locals, foreigners and those who did not say. Empty when the answer is of one group (no split).
 */
export function trendWorkforceTable(data: SkillsAnalytics, t: TFunction, locale: Locale): FigureTable {
  return {
    columns: [t('skillsAnalytics.period'), t('skillsAnalytics.skill'), t('skillsAnalytics.candidates'), ...workforceColumns(t)],
    rows: data.periods.flatMap((period, index) =>
      data.supply.trend.flatMap((skill) => {
        const point = skill.points[index];
        return point?.workforce
          ? [[periodLabel(period, data.range, locale), skill.name, groupText(point.holders, t, locale), ...workforceCells(point.workforce, t, locale)]]
          : [];
      }),
    ),
  };
}

export function demandTable(rows: readonly DemandSkill[], t: TFunction, locale: Locale): FigureTable {
  return {
    columns: [t('skillsAnalytics.skill'), t('skillsAnalytics.jobs'), t('skillsAnalytics.mustHaveJobs')],
    rows: rows.map((row) => [row.name, formatCount(row.jobs, locale), formatCount(row.must_have_jobs, locale)]),
  };
}

const share = (value: number, locale: Locale) => formatPercent(Math.round(value * 100), locale);

export function gapTable(data: SkillsAnalytics, t: TFunction, locale: Locale): FigureTable {
  const split = hasWorkforce(data);
  return {
    columns: [
      t('skillsAnalytics.skill'),
      t('skillsAnalytics.demandShare'),
      t('skillsAnalytics.supplyShare'),
      t('skillsAnalytics.gapPoints'),
      t('skillsAnalytics.companyJobs'),
      t('skillsAnalytics.candidates'),
      ...(split ? workforceColumns(t) : []),
      t('skillsAnalytics.courses'),
    ],
    rows: data.gap.map((row) => [
      row.name,
      share(row.demand_share, locale),
      share(row.supply_share, locale),
      formatCount(Math.round(row.gap * 100), locale),
      formatCount(row.company_jobs, locale),
      groupText(row.holders, t, locale),
      // A skill no one holds has no split: none of its groups has anyone.
      ...(split ? workforceCells(row.workforce ?? NOBODY, t, locale) : []),
      row.courses.map((course) => course.title).join('; '),
    ]),
  };
}

/** A cell as CSV writes it (RFC 4180): quoted when it holds a comma, a quote or a line break. */
function csvCell(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** The table as a CSV file's text: a byte-order mark so spreadsheets read Arabic as UTF-8, CRLF line ends. */
export function toCsv(table: FigureTable): string {
  return `\uFEFF${[table.columns, ...table.rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
