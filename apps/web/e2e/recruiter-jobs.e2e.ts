/**
 * Browser journey of issue #11 (the recruiter's jobs), in Debian's Chromium against the real server and the
 * built web app: the demo recruiter opens the company's jobs, searches them, opens a job, copies its public
 * link, closes it and publishes it again; in English, and in Arabic (right to left) on a 360 px screen, where
 * neither the list nor the job page scrolls sideways. KEEP_SCREENSHOTS=1 keeps a screenshot of each page.
 */
import { DESCRIPTION_MAX_LENGTH, DESCRIPTION_MIN_LENGTH, TOKEN_STORAGE_KEY } from '@masar/shared/constants';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasChromium, keepScreenshot } from './support/browser.ts';
import { setUpJourneys } from './support/journey.ts';
import { RECRUITER } from './support/demo.ts';

const journey = setUpJourneys();
let page: Page;

async function look(name: string) {
  if (process.env.KEEP_SCREENSHOTS) await keepScreenshot(page, name);
}

interface Labels {
  jobs: string;
  topJobs: string;
  search: string;
  actions: string;
  copyLink: string;
  linkCopied: string;
  close: string;
  closeTitle: string;
  closed: string;
  jobClosed: string;
  publishAgain: string;
  published: string;
  jobPublished: string;
}

const english: Labels = {
  jobs: 'Jobs',
  topJobs: 'Top jobs',
  search: 'Search jobs by title',
  actions: 'Job actions',
  copyLink: 'Copy link',
  linkCopied: 'Link copied to clipboard',
  close: 'Close job',
  closeTitle: 'Close this job?',
  closed: 'Closed',
  jobClosed: 'Job Closed Successfully',
  publishAgain: 'Publish again',
  published: 'Published',
  jobPublished: 'Job Published Successfully',
};

const arabic: Labels = {
  jobs: 'الوظائف',
  topJobs: 'أبرز الوظائف',
  search: 'ابحث في الوظائف بالمسمى',
  actions: 'إجراءات الوظيفة',
  copyLink: 'نسخ الرابط',
  linkCopied: 'تم نسخ الرابط إلى الحافظة',
  close: 'أغلق الوظيفة',
  closeTitle: 'إغلاق هذه الوظيفة؟',
  closed: 'مغلقة',
  jobClosed: 'تم إغلاق الوظيفة بنجاح',
  publishAgain: 'انشر مرة أخرى',
  published: 'منشورة',
  jobPublished: 'تم إعلان الوظيفة بنجاح',
};

async function waitForPath(path: string | RegExp) {
  await page.waitForURL((url) => (typeof path === 'string' ? url.pathname === path : path.test(url.pathname)), {
    timeout: 20_000,
  });
}

/**
 * The title of the `nth` published job that can be published again once closed: some demo jobs carry their
 * catalogue profile's description, which can be shorter than publishing asks for (70–700 characters).
 */
async function republishableTitle(nth: number): Promise<string> {
  const titles = await page.evaluate(
    async ({ tokenKey, min, max }) => {
      const response = await fetch('/api/recruiter/jobs/', {
        method: 'POST',
        headers: { 'content-type': 'application/json', token: localStorage.getItem(tokenKey) ?? '' },
        body: JSON.stringify({ page: 0, limit_per_page: 100, status: 'published' }),
      });
      const { data } = (await response.json()) as { data: { results: { job_title: string; description: string }[] } };
      return data.results
        .filter((job) => job.description.length >= min && job.description.length <= max)
        .map((job) => job.job_title);
    },
    { tokenKey: TOKEN_STORAGE_KEY, min: DESCRIPTION_MIN_LENGTH, max: DESCRIPTION_MAX_LENGTH },
  );
  const title = titles[nth];
  if (title === undefined)
    throw new Error(`The demo company has fewer than ${nth + 1} jobs that can be published again`);
  return title;
}

async function noSidewaysScroll(width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

/**
 * From the signed-in recruiter's dashboard, opens the jobs, searches for the `nth` republishable job by a word of
 * its title, opens it, copies its public link, closes it (after confirming) and publishes it again.
 */
async function recruiterJobsJourney(labels: Labels, nth: number, lang: string, width: number | null) {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(`${journey.server.url}/recruiter/dashboard`);
  await waitForPath('/recruiter/dashboard');
  // The dashboard's top jobs: at most five, each a link to its page.
  const topJobs = page.getByRole('region', { name: labels.topJobs }).getByRole('listitem');
  await topJobs.first().waitFor({ timeout: 20_000 });
  expect(await topJobs.count()).toBeLessThanOrEqual(5);
  expect(await topJobs.first().getByRole('link').getAttribute('href')).toMatch(/^\/recruiter\/jobs\/[0-9a-f-]+$/);
  await look(`recruiter-dashboard-${lang}`);
  if (width !== null) await noSidewaysScroll(width);

  await page.goto(`${journey.server.url}/recruiter/jobs?status=published`);
  await page.getByRole('heading', { level: 1, name: labels.jobs }).waitFor();
  const cards = page.getByRole('article');
  await cards.first().waitFor({ timeout: 20_000 });
  await look(`recruiter-jobs-${lang}`);
  if (width !== null) await noSidewaysScroll(width);

  const title = await republishableTitle(nth);
  const word = title.split(/\s+/).sort((a, b) => b.length - a.length)[0] ?? title;
  await page.getByRole('searchbox', { name: labels.search }).fill(word);
  await page.waitForURL((url) => url.searchParams.get('q') === word, { timeout: 20_000 });
  const found = page.getByRole('link', { name: title, exact: true }).first();
  await found.waitFor({ timeout: 20_000 });
  // Every job listed has the word in its title.
  await expect
    .poll(
      async () => {
        const titles = await cards.evaluateAll((all) => all.map((card) => card.querySelector('a')?.textContent ?? ''));
        return titles.length > 0 && titles.every((text) => text.toLowerCase().includes(word.toLowerCase()));
      },
      { timeout: 20_000 },
    )
    .toBe(true);

  await found.click();
  await waitForPath(/^\/recruiter\/jobs\/[0-9a-f-]+$/);
  const header = page.getByRole('region', { name: title });
  await header.waitFor({ timeout: 20_000 });
  const actions = page.getByRole('group', { name: labels.actions });
  await look(`recruiter-job-${lang}`);
  if (width !== null) await noSidewaysScroll(width);

  await actions.getByRole('button', { name: labels.copyLink }).click();
  await page.getByText(labels.linkCopied).waitFor();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(new RegExp(`^${journey.server.url}/public/job/[\\w-]+$`));
  // The link opens the public page, for anyone.
  const publicPage = await page.request.get(copied.replace('/public/job/', '/api/user/public/job/'));
  expect(publicPage.ok()).toBe(true);

  await actions.getByRole('button', { name: labels.close }).click();
  const dialog = page.getByRole('dialog', { name: labels.closeTitle });
  await dialog.getByRole('button', { name: labels.close }).click();
  await page.getByText(labels.jobClosed).waitFor();
  await header.getByText(labels.closed, { exact: true }).waitFor();
  expect((await page.request.get(copied.replace('/public/job/', '/api/user/public/job/'))).status()).toBe(404);

  await actions.getByRole('button', { name: labels.publishAgain }).click();
  await page.getByText(labels.jobPublished).waitFor();
  await header.getByText(labels.published, { exact: true }).waitFor();
  await actions.getByRole('button', { name: labels.close }).waitFor();
  expect((await page.request.get(copied.replace('/public/job/', '/api/user/public/job/'))).ok()).toBe(true);
  if (width !== null) await noSidewaysScroll(width);
}

describe.skipIf(!hasChromium)('recruiter jobs in the browser', () => {
  it('searches the jobs, opens one, copies its link, closes it and publishes it again, in English', async () => {
    // Signed in through the API: the login form is accounts.e2e.ts's subject (decision 0050).
    page = await journey.signedInPage(RECRUITER);
    await recruiterJobsJourney(english, 0, 'en', null);
    expect(await page.getAttribute('html', 'dir')).toBe('ltr');
  });

  it('does the same in Arabic, right to left, on a 360 px screen without sideways scrolling', async () => {
    page = await journey.signedInPage(RECRUITER, { viewport: { width: 360, height: 800 }, language: 'ar' });
    await recruiterJobsJourney(arabic, 1, 'ar', 360);
    expect(await page.getAttribute('html', 'dir')).toBe('rtl');
  });
});
