/**
 * Browser journey of issue #13 (the recruiter dashboard), in Debian's Chromium against the real server and the
 * built web app on the demo world: the demo recruiter logs in and reads the week's figures, whose open jobs are
 * the company's published jobs as the jobs API counts them; the pipeline of the top jobs names jobs of the
 * company; locals and foreigners are shown; the switch to the month changes the comparison. In English, and in
 * Arabic (right to left) on a 360 px screen without sideways scrolling. KEEP_SCREENSHOTS=1 keeps screenshots.
 */
import { TOKEN_STORAGE_KEY } from '@masar/shared/constants';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasChromium, keepScreenshot } from './support/browser.ts';
import { setUpJourneys } from './support/journey.ts';
import { RECRUITER } from './support/demo.ts';

const journey = setUpJourneys();
let page: Page;

interface Labels {
  openJobs: string;
  vsWeek: string;
  vsMonth: string;
  month: string;
  pipeline: string;
  nationality: string;
}

const english: Labels = {
  openJobs: 'Open jobs',
  vsWeek: 'against the previous week',
  vsMonth: 'against the previous month',
  month: 'Month',
  pipeline: 'Pipeline of your open jobs',
  nationality: 'Locals and foreigners',
};

const arabic: Labels = {
  openJobs: 'الوظائف المفتوحة',
  vsWeek: 'مقارنة بالأسبوع السابق',
  vsMonth: 'مقارنة بالشهر السابق',
  month: 'شهر',
  pipeline: 'مسار وظائفك المفتوحة',
  nationality: 'المواطنون والأجانب',
};

/** What the jobs API says of the signed-in recruiter's company: its published jobs and their titles. */
function companyJobs(): Promise<{ published: number; titles: string[] }> {
  return page.evaluate(async (tokenKey) => {
    const headers = { 'content-type': 'application/json', token: localStorage.getItem(tokenKey) ?? '' };
    const total = await (await fetch('/api/recruiter/total-jobs/', { headers })).json();
    const list = await (
      await fetch('/api/recruiter/jobs/', {
        method: 'POST',
        headers,
        body: JSON.stringify({ page: 0, limit_per_page: 100 }),
      })
    ).json();
    return {
      published: (total as { data: { published: number } }).data.published,
      titles: (list as { data: { results: { job_title: string }[] } }).data.results.map((job) => job.job_title),
    };
  }, TOKEN_STORAGE_KEY);
}

/** The figure shown under a label on its card: the card is the nearest box holding both. */
async function figureValue(label: string): Promise<string> {
  const card = page.locator('.mantine-Paper-root', { has: page.getByText(label, { exact: true }) }).last();
  return (await card.locator('p').nth(1).textContent()) ?? '';
}

async function dashboardJourney(labels: Labels, lang: string, width: number | null) {
  await page.goto(`${journey.server.url}/recruiter/dashboard`);
  await page.getByText(labels.vsWeek).first().waitFor({ timeout: 20_000 });

  const { published, titles } = await companyJobs();
  expect(published).toBeGreaterThan(0);
  const shown = await figureValue(labels.openJobs);
  // Arabic shows Arabic-Indic digits or Western ones by the page's number format; compare the value, not the glyphs.
  expect(Number(shown.replace(/[٠-٩]/g, (digit) => String('٠١٢٣٤٥٦٧٨٩'.indexOf(digit))).replace(/[^\d]/g, ''))).toBe(
    published,
  );

  const pipeline = page.getByRole('region', { name: labels.pipeline });
  const rowTitles = await pipeline.locator('tbody tr th').allTextContents();
  expect(rowTitles.length).toBeGreaterThan(0);
  expect(rowTitles.length).toBeLessThanOrEqual(5);
  for (const title of rowTitles) expect(titles).toContain(title.trim());
  await page.getByRole('region', { name: labels.nationality }).waitFor();

  if (process.env.KEEP_SCREENSHOTS) await keepScreenshot(page, `recruiter-dashboard-${lang}`);
  if (width !== null)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

  await page.getByText(labels.month, { exact: true }).click();
  await page.getByText(labels.vsMonth).first().waitFor({ timeout: 20_000 });
}

describe.skipIf(!hasChromium)('the recruiter dashboard in the browser', () => {
  it("shows the week's figures (open jobs as the jobs API counts them), the top jobs' pipeline, locals and foreigners, and the month", async () => {
    page = await journey.signedInPage(RECRUITER);
    await dashboardJourney(english, 'en', null);
  });

  it('does the same in Arabic, right to left, on a 360 px screen without sideways scrolling', async () => {
    page = await journey.signedInPage(RECRUITER, { viewport: { width: 360, height: 800 }, language: 'ar' });
    await dashboardJourney(arabic, 'ar', 360);
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
  });
});
