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

const RECRUITER = { email: 'recruiter@masar.demo', password: 'Masar#Hire26' };

const journey = setUpJourneys();
let page: Page;

interface Labels {
  nav: string;
  heading: string;
  portalDemand: string;
  download: string;
  weekly: string;
  weeklyTrend: string;
}

const english: Labels = {
  nav: 'Skills analytics',
  heading: 'Skills analytics',
  portalDemand: 'All jobs on the portal',
  download: 'Download All jobs on the portal as CSV',
  weekly: 'Weekly',
  weeklyTrend: 'Top skills over time (Weekly)',
};

const arabic: Labels = {
  nav: 'تحليلات المهارات',
  heading: 'تحليلات المهارات',
  portalDemand: 'كل الوظائف على البوابة',
  download: 'تنزيل كل الوظائف على البوابة بصيغة CSV',
  weekly: 'أسبوعي',
  weeklyTrend: 'أكثر المهارات عبر الزمن (أسبوعي)',
};

async function tableRows(name: string): Promise<string[][]> {
  return page
    .getByRole('table', { name })
    .evaluate((table) => Array.from(table.querySelectorAll('tr'), (row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent ?? '')));
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

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: labels.download }).click()]);
  expect(download.suggestedFilename()).toBe('portal-demand.csv');
  expect(csvRows(readFileSync((await download.path()), 'utf8'))).toEqual(rows);

  if (process.env.KEEP_SCREENSHOTS) await keepScreenshot(page, `skills-analytics-${lang}`);
  if (width !== null) expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

  await page.getByText(labels.weekly, { exact: true }).click();
  await page.getByRole('heading', { name: labels.weeklyTrend }).waitFor({ timeout: 20_000 });
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
