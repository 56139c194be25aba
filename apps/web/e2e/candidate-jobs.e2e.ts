/**
 * Browser journey of issue #4, in Debian's Chromium against the real server and the built web app: a demo
 * candidate logs in, sees matched jobs on the dashboard, opens one, sees the gaps, the courses and the
 * career path, saves it, reloads and finds it still saved; in English, and in Arabic (right to left) on a
 * phone-sized screen. KEEP_SCREENSHOTS=1 keeps a screenshot of each page in test-results/ to look at.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasChromium, keepScreenshot } from './support/browser.ts';
import { setUpJourneys } from './support/journey.ts';

const SARA = { email: 'sara@masar.demo', password: 'Masar#Sara26' };

const journey = setUpJourneys();
let page: Page;

async function look(name: string) {
  if (process.env.KEEP_SCREENSHOTS) await keepScreenshot(page, name);
}

interface Labels {
  email: string;
  password: string;
  logIn: string;
  topMatches: string;
  match: RegExp;
  yourMatch: string;
  gaps: RegExp;
  courses: string;
  /** What the courses say about gaps no course teaches. */
  uncovered: RegExp;
  careerPath: string;
  save: string;
  saved: string;
  savedOnly: string;
}

const english: Labels = {
  email: 'Email',
  password: 'Password',
  logIn: 'Log in',
  topMatches: 'Your top matches',
  match: /^\d+% match$/,
  yourMatch: 'Your match',
  gaps: /^Skills to gain \(\d+\)$/,
  courses: 'Courses to close the gaps',
  uncovered: /^No course in our catalogue teaches these yet/,
  careerPath: 'Where your career can go next',
  save: 'Save',
  saved: 'Saved',
  savedOnly: 'Saved jobs only',
};

const arabic: Labels = {
  email: 'البريد الإلكتروني',
  password: 'كلمة المرور',
  logIn: 'تسجيل الدخول',
  topMatches: 'أفضل الوظائف المطابقة لك',
  // Intl writes an Arabic percentage with left-to-right marks around the sign ("82\u200e%\u200e").
  match: /^نسبة التطابق \d+\u200e?%\u200e?$/,
  yourMatch: 'تطابقك',
  gaps: /^مهارات تحتاج إلى اكتسابها \(\d+\)$/,
  courses: 'دورات لسد الفجوات',
  uncovered: /^لا توجد بعد دورة في دليلنا/,
  careerPath: 'إلى أين يمكن أن يتجه مسارك المهني',
  save: 'حفظ',
  saved: 'محفوظة',
  savedOnly: 'الوظائف المحفوظة فقط',
};

async function waitForPath(path: string | RegExp) {
  await page.waitForURL((url) => (typeof path === 'string' ? url.pathname === path : path.test(url.pathname)), {
    timeout: 20_000,
  });
}

/**
 * Logs Sara in, sees her matches on the dashboard, opens the `nth` best, checks what the job page explains,
 * saves the job, and finds it saved after a reload and in the saved-only list.
 */
async function matchedJobJourney(labels: Labels, nth: number, lang: string) {
  await page.getByLabel(labels.email).fill(SARA.email);
  await page.getByLabel(labels.password, { exact: true }).fill(SARA.password);
  await page.getByRole('button', { name: labels.logIn }).click();
  await waitForPath('/candidate/dashboard');

  // Matches are kept up to date by jobs: on a fresh start the first computation may still be running.
  const top = page.getByRole('region', { name: labels.topMatches });
  const jobs = top.getByRole('listitem');
  await expect
    .poll(
      async () => {
        if ((await jobs.count()) > nth) return true;
        await page.reload();
        await top.waitFor();
        return false;
      },
      { timeout: 60_000, interval: 1_000 },
    )
    .toBe(true);
  expect(await jobs.count()).toBeLessThanOrEqual(5);
  await expect(jobs.nth(nth).getByRole('img', { name: labels.match }).isVisible()).resolves.toBe(true);
  await look(`candidate-dashboard-${lang}`);

  const link = jobs.nth(nth).getByRole('link');
  const title = (await link.textContent()) ?? '';
  await link.click();
  await waitForPath(/^\/candidate\/jobs\/view\/[0-9a-f-]+$/);
  const jobPath = new URL(page.url()).pathname;

  const header = page.getByRole('region', { name: title });
  await header.getByRole('img', { name: labels.match }).waitFor({ timeout: 20_000 });
  const match = page.getByRole('region', { name: labels.yourMatch });
  await match.getByRole('heading', { level: 3, name: labels.gaps }).waitFor();
  // The courses close the gaps by category (or say which gaps no course teaches yet); the career path has
  // three next roles.
  const courses = page.getByRole('region', { name: labels.courses });
  await courses
    .getByRole('heading', { level: 3 })
    .or(courses.getByText(labels.uncovered))
    .first()
    .waitFor({ timeout: 20_000 });
  const careerPath = page.getByRole('region', { name: labels.careerPath });
  await expect.poll(() => careerPath.getByRole('listitem').count(), { timeout: 20_000 }).toBe(3);
  await look(`candidate-job-${lang}`);

  const saving = page.waitForResponse((response) => response.url().endsWith('/api/candidate/job/save'));
  await header.getByRole('button', { name: labels.save, exact: true }).click();
  expect((await saving).ok()).toBe(true);
  await expect(header.getByRole('button', { name: labels.saved }).getAttribute('aria-pressed')).resolves.toBe('true');

  await page.reload();
  await waitForPath(jobPath);
  const saved = page.getByRole('region', { name: title }).getByRole('button', { name: labels.saved });
  await saved.waitFor({ timeout: 20_000 });
  expect(await saved.getAttribute('aria-pressed')).toBe('true');

  // And the saved-only list has it.
  await page.goto(`${journey.server.url}/candidate/jobs?favorites=true`);
  await page.getByRole('switch', { name: labels.savedOnly }).waitFor();
  await page.getByRole('link', { name: title, exact: true }).waitFor({ timeout: 20_000 });
  await look(`candidate-saved-jobs-${lang}`);
}

describe.skipIf(!hasChromium)('candidate jobs in the browser', () => {
  it('sees matches, opens one with its gaps, courses and career path, and keeps it saved, in English', async () => {
    page = await journey.newPage();
    await page.goto(`${journey.server.url}/auth/login`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getAttribute('html', 'dir')).toBe('ltr');
    await matchedJobJourney(english, 0, 'en');
  });

  it('does the same in Arabic, right to left, on a 360 px screen', async () => {
    page = await journey.newPage({ viewport: { width: 360, height: 800 } });
    await page.goto(`${journey.server.url}/auth/login`);
    await page.getByRole('button', { name: 'العربية' }).click();
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');
    // The second best match: the first was saved in English.
    await matchedJobJourney(arabic, 1, 'ar');
    expect(await page.getAttribute('html', 'dir')).toBe('rtl');
    // Nothing runs off the side of a phone's screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});
