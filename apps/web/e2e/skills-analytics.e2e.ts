/**
 * Browser journey of issue #13 (skills analytics), in Debian's Chromium against the real server and the built
 * web app on the demo world: the demo recruiter opens skills analytics from the navigation, reads the portal's
 * demand as a chart and a table, downloads it as CSV (the file is the table), switches to weeks; in English, and
 * in Arabic (right to left, the chart's skill names on the right) on a 360 px screen without sideways scrolling.
 * KEEP_SCREENSHOTS=1 keeps a screenshot of each page.
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasChromium, keepScreenshot } from './support/browser.ts';
import { setUpJourneys } from './support/journey.ts';
import { RECRUITER } from './support/demo.ts';

const journey = setUpJourneys();
let page: Page;

interface Labels {
  nav: string;
  heading: string;
  portalDemand: string;
  companyDemand: string;
  download: string;
  weekly: string;
  weeklyTrend: string;
  nationality: string;
  demandNote: string;
}

const english: Labels = {
  nav: 'Skills analytics',
  heading: 'Skills analytics',
  portalDemand: 'All jobs on the portal',
  companyDemand: "Your company's jobs",
  download: 'Download All jobs on the portal as CSV',
  weekly: 'Weekly',
  weeklyTrend: 'Top skills over time (Weekly)',
  nationality: 'Locals or foreigners',
  demandNote: 'Demand counts published jobs, which have no nationality: it is the same whichever group is chosen.',
};

const arabic: Labels = {
  nav: 'تحليلات المهارات',
  heading: 'تحليلات المهارات',
  portalDemand: 'كل الوظائف على البوابة',
  companyDemand: 'وظائف شركتك',
  download: 'تنزيل كل الوظائف على البوابة بصيغة CSV',
  weekly: 'أسبوعي',
  weeklyTrend: 'أكثر المهارات عبر الزمن (أسبوعي)',
  nationality: 'المواطنون أو الأجانب',
  demandNote: 'يعدّ الطلب الوظائف المنشورة، ولا جنسية للوظائف: فهو نفسه أيًّا كانت الفئة المختارة.',
};

async function tableRows(name: string): Promise<string[][]> {
  return page
    .getByRole('table', { name })
    .evaluate((table) => Array.from(table.querySelectorAll('tr'), (row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent ?? '')));
}

/** Where a bar chart's skill names, its bars and its drawing stand on screen, and its count axis' ticks. */
async function chartLayout(name: string) {
  return page.getByRole('region', { name }).evaluate((region) => {
    const boxes = (selector: string) => Array.from(region.querySelectorAll(selector), (element) => element.getBoundingClientRect());
    const drawing = region.querySelector('svg.recharts-surface')!.getBoundingClientRect();
    // A bar of 0 (a skill no job makes a must-have) is an empty group, placed at the drawing's origin.
    const bars = boxes('.recharts-bar-rectangle').filter((box) => box.width > 0);
    // Recharts draws the tick labels in their own layer, apart from the axis line.
    const names = boxes('.recharts-yAxis-tick-labels .recharts-cartesian-axis-tick-value');
    return {
      drawingLeft: drawing.left,
      drawingRight: drawing.right,
      barsLeft: Math.min(...bars.map((box) => box.left)),
      barsRight: Math.max(...bars.map((box) => box.right)),
      namesLeft: Math.min(...names.map((box) => box.left)),
      namesRight: Math.max(...names.map((box) => box.right)),
      names: names.length,
      bars: bars.length,
      counts: Array.from(region.querySelectorAll('.recharts-xAxis-tick-labels .recharts-cartesian-axis-tick-value'), (tick) => tick.textContent ?? ''),
    };
  });
}

/** The chart's layout once it stops moving: recharts draws its bars growing, and lays out its axes in passes. */
async function settledLayout(name: string) {
  let previous = await chartLayout(name);
  for (let attempt = 0; attempt < 40; attempt += 1) {
    await page.waitForTimeout(250);
    const next = await chartLayout(name);
    if (JSON.stringify(next) === JSON.stringify(previous)) return next;
    previous = next;
  }
  return previous;
}

function csvRows(text: string): string[][] {
  // The demo's skill names hold no commas or quotes, so a plain split reads the file.
  return text
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter((line) => line.length > 0)
    .map((line) => line.split(','));
}

async function analyticsJourney(labels: Labels, lang: string, width: number | null) {
  await page.goto(`${journey.server.url}/recruiter/skills-analytics`);
  await page.getByRole('heading', { level: 1, name: labels.heading }).waitFor({ timeout: 20_000 });

  const demand = page.getByRole('table', { name: labels.portalDemand });
  await demand.waitFor({ timeout: 20_000 });
  const rows = await tableRows(labels.portalDemand);
  expect(rows.length).toBeGreaterThan(2);

  // The chart draws one bar per skill of the table; in Arabic its skill names stand to the right of the bars.
  const chart = page.getByRole('region', { name: labels.portalDemand });
  const axis = await chart.locator('.recharts-yAxis').boundingBox();
  const bar = await chart.locator('.recharts-bar-rectangle').first().boundingBox();
  expect(axis && bar).toBeTruthy();
  if (lang === 'ar') expect(axis!.x).toBeGreaterThan(bar!.x);
  else expect(axis!.x).toBeLessThan(bar!.x);
  for (const name of [labels.portalDemand, labels.companyDemand]) {
    const layout = await settledLayout(name);
    expect(layout.names).toBe(10);
    expect(layout.bars).toBeGreaterThan(10);
    // The skill names stand clear of the bars on the reader's start side, whole inside the drawing.
    if (lang === 'ar') {
      expect(layout.namesLeft).toBeGreaterThanOrEqual(layout.barsRight + 4);
      expect(layout.namesRight).toBeLessThanOrEqual(layout.drawingRight);
    } else {
      expect(layout.namesRight).toBeLessThanOrEqual(layout.barsLeft - 4);
      expect(layout.namesLeft).toBeGreaterThanOrEqual(layout.drawingLeft);
    }
    // Jobs are counted whole: no "0.75" on the axis (the demo company's busiest skill is asked by 3 jobs).
    expect(layout.counts.length).toBeGreaterThan(1);
    expect(layout.counts.filter((tick) => !/^\d+$/.test(tick))).toEqual([]);
  }

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: labels.download }).click()]);
  expect(download.suggestedFilename()).toBe('portal-demand.csv');
  expect(csvRows(readFileSync((await download.path()), 'utf8'))).toEqual(rows);

  if (process.env.KEEP_SCREENSHOTS) await keepScreenshot(page, `skills-analytics-${lang}`);
  if (width !== null) expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

  await page.getByText(labels.weekly, { exact: true }).click();
  await page.getByRole('heading', { name: labels.weeklyTrend }).waitFor({ timeout: 20_000 });

  // A filter (decision 0094): the locals alone, kept in the address; demand says it has no nationality.
  await page.getByRole('combobox', { name: labels.nationality }).selectOption('local');
  await page.getByText(labels.demandNote).waitFor({ timeout: 20_000 });
  expect(new URL(page.url()).searchParams.get('nationality')).toBe('local');
  expect(new URL(page.url()).searchParams.get('range')).toBe('weekly');
  if (width !== null) expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

describe.skipIf(!hasChromium)('skills analytics in the browser', () => {
  it('shows the portal’s demand as a chart and a table whose CSV is the table, and switches to weeks, in English', async () => {
    // Signed in through the API: the login form is accounts.e2e.ts's subject (decision 0050).
    page = await journey.signedInPage(RECRUITER);
    await analyticsJourney(english, 'en', null);
    expect(await page.getAttribute('html', 'dir')).toBe('ltr');
  });

  it('does the same in Arabic, right to left, on a 360 px screen without sideways scrolling', async () => {
    page = await journey.signedInPage(RECRUITER, { viewport: { width: 360, height: 800 }, language: 'ar' });
    await analyticsJourney(arabic, 'ar', 360);
    expect(await page.getAttribute('html', 'dir')).toBe('rtl');
  });
});
