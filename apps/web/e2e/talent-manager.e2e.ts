/**
 * Browser journey of issue #12 (the talent manager's area), in Debian's Chromium against the real server and
 * the built web app: the demo talent manager of Nakheel Digital logs in, lands on the dashboard, sees the
 * employees ready for the company's data jobs and the gaps they share, opens the jobs and one job with its
 * employees ranked; in English, and in Arabic (right to left) on a 360 px screen without sideways scrolling.
 * KEEP_SCREENSHOTS=1 keeps a screenshot of each page.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasChromium, keepScreenshot } from './support/browser.ts';
import { setUpJourneys } from './support/journey.ts';

const TALENT_MANAGER = { email: 'talent@masar.demo', password: 'Masar#Talent26' };
const JOB = 'Senior Data Engineer';
const READY = 'Tariq Nasser';

const journey = setUpJourneys();
let page: Page;

async function look(name: string) {
  if (process.env.KEEP_SCREENSHOTS) await keepScreenshot(page, name);
}

interface Labels {
  email: string;
  password: string;
  logIn: string;
  dashboard: string;
  readiness: string;
  gaps: string;
  jobs: string;
  bestOf: string;
  ranked: string;
  mustHave: RegExp;
}

const english: Labels = {
  email: 'Email',
  password: 'Password',
  logIn: 'Log in',
  dashboard: 'Dashboard',
  readiness: 'Best internal matches per job',
  gaps: 'Skill gaps across the workforce',
  jobs: 'Jobs',
  bestOf: `Best employees for ${JOB}`,
  ranked: 'Employees ranked for this job',
  mustHave: /\(must-have\)$/,
};

const arabic: Labels = {
  email: 'البريد الإلكتروني',
  password: 'كلمة المرور',
  logIn: 'تسجيل الدخول',
  dashboard: 'لوحة التحكم',
  readiness: 'أفضل التطابقات الداخلية لكل وظيفة',
  gaps: 'فجوات المهارات لدى القوى العاملة',
  jobs: 'الوظائف',
  bestOf: `أفضل الموظفين لوظيفة ${JOB}`,
  ranked: 'ترتيب الموظفين لهذه الوظيفة',
  mustHave: /\(أساسية\)$/,
};

async function noSidewaysScroll(width: number | null) {
  if (width === null) return;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

async function talentManagerJourney(labels: Labels, lang: string, width: number | null) {
  await page.getByLabel(labels.email).fill(TALENT_MANAGER.email);
  await page.getByLabel(labels.password, { exact: true }).fill(TALENT_MANAGER.password);
  await page.getByRole('button', { name: labels.logIn }).click();
  await page.waitForURL((url) => url.pathname === '/talent-manager/dashboard', { timeout: 20_000 });
  await page.getByRole('heading', { level: 1, name: labels.dashboard }).waitFor();

  // The data engineer job's best internal match is the data engineer on the staff.
  const readiness = page.getByRole('region', { name: labels.readiness });
  const best = readiness.getByRole('list', { name: labels.bestOf });
  await best.waitFor({ timeout: 20_000 });
  expect(await best.getByRole('listitem').first().textContent()).toContain(READY);
  const gaps = page.getByRole('region', { name: labels.gaps }).getByRole('listitem');
  expect(await gaps.count()).toBeGreaterThan(2);
  await look(`talent-dashboard-${lang}`);
  await noSidewaysScroll(width);

  await page.goto(`${journey.server.url}/talent-manager/jobs`);
  await page.getByRole('heading', { level: 1, name: labels.jobs }).waitFor();
  await page.getByRole('link', { name: JOB, exact: true }).click();
  await page.waitForURL((url) => /^\/talent-manager\/jobs\/[0-9a-f-]+$/.test(url.pathname), { timeout: 20_000 });
  await page.getByRole('heading', { level: 1, name: JOB }).waitFor();

  const ranked = page.getByRole('region', { name: labels.ranked }).getByRole('article');
  await ranked.first().waitFor({ timeout: 20_000 });
  expect(await ranked.first().getAttribute('aria-label')).toBe(READY);
  expect(await ranked.count()).toBeGreaterThan(1);
  // Someone further down lacks a must-have, marked as such.
  await expect.poll(async () => (await page.getByText(labels.mustHave).count()) > 0, { timeout: 10_000 }).toBe(true);
  await look(`talent-job-${lang}`);
  await noSidewaysScroll(width);
}

describe.skipIf(!hasChromium)('the talent manager in the browser', () => {
  it('sees the employees ready for a job, the workforce’s gaps and a job’s ranked employees, in English', async () => {
    page = await journey.newPage();
    await page.goto(`${journey.server.url}/auth/login`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getAttribute('html', 'dir')).toBe('ltr');
    await talentManagerJourney(english, 'en', null);
  });

  it('does the same in Arabic, right to left, on a 360 px screen without sideways scrolling', async () => {
    page = await journey.newPage({ viewport: { width: 360, height: 800 } });
    await page.goto(`${journey.server.url}/auth/login`);
    await page.getByRole('button', { name: 'العربية' }).click();
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');
    await talentManagerJourney(arabic, 'ar', 360);
  });
});
