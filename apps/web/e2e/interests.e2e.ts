/**
 * Browser journey of issue #14 (My Next Move), in Debian's Chromium against the real server and the built
 * web app: in English on a desktop and in Arabic on a 360 px phone, a demo candidate answers the 60
 * activities, sees her six scores, picks a job zone and reads its careers and more careers, then opens the
 * first career's own skills gap and courses.
 * KEEP_SCREENSHOTS=1 keeps screenshots in test-results/.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasChromium, keepScreenshot } from './support/browser.ts';
import { setUpJourneys } from './support/journey.ts';

const SARA = { email: 'sara@masar.demo', password: 'Masar#Sara26' };
const DANIEL = { email: 'daniel@masar.demo', password: 'Masar#Dan26' };
const PHONE = { width: 360, height: 740 };
const PAGE = '/candidate/assessments/my-next-move';

const journey = setUpJourneys();

interface Words {
  start: string;
  answer: string;
  next: string;
  finish: string;
  realisticBar: string;
  chooseZone: string;
  zone3: string;
  careersHeading: string;
  more: string;
  skillsFor: (title: string) => string;
  careerSkills: (title: string) => string;
  toGain: string;
}
const ENGLISH: Words = {
  start: 'Start',
  answer: 'Answer the activities',
  next: 'Next page',
  finish: 'See my results',
  realisticBar: 'Realistic: 40 out of 40',
  chooseZone: 'Choose a job zone',
  zone3: 'Choose zone 3',
  careersHeading: 'Careers for you in job zone 3',
  more: 'More careers',
  skillsFor: (title) => `Skills gap and courses for ${title}`,
  careerSkills: (title) => `Skills for ${title}`,
  toGain: 'Skills to gain',
};
const ARABIC: Words = {
  start: 'ابدأ',
  answer: 'أجب عن الأنشطة',
  next: 'الصفحة التالية',
  finish: 'اعرض نتائجي',
  realisticBar: 'الواقعي: 40 من 40',
  chooseZone: 'اختر منطقة عمل',
  zone3: 'اختر المنطقة 3',
  careersHeading: 'مهن تناسبك في منطقة العمل 3',
  more: 'مهن أخرى',
  skillsFor: (title) => `فجوة المهارات والدورات لمهنة ${title}`,
  careerSkills: (title) => `مهارات مهنة ${title}`,
  toGain: 'مهارات تكتسبها',
};

/** Activity n is of area (n − 1) mod 6, R I A S E C: realistic all 4 (40), investigative 3 (30), … conventional 0. */
const answerFor = (n: number) => [4, 3, 2, 1, 0, 0][(n - 1) % 6]!;

const fitsThePhone = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

async function takeIt(page: Page, words: Words, screenshots: string) {
  await page.goto(`${journey.server.url}${PAGE}`);
  await page.getByRole('button', { name: words.start, exact: true }).click({ timeout: 20_000 });
  await page.getByRole('button', { name: words.answer }).click();
  for (let pageIndex = 0; pageIndex < 5; pageIndex++) {
    const groups = page.getByRole('radiogroup');
    await groups.first().waitFor();
    expect(await groups.count()).toBe(12);
    // The first activity of a page as a person clicks it; the other 11 clicked in the page in one go, since
    // 120 separate browser actions are most of a journey's time and add nothing the first does not show.
    await groups.first().getByRole('radio').nth(answerFor(pageIndex * 12 + 1)).check();
    const rest = Array.from({ length: 11 }, (_, i) => answerFor(pageIndex * 12 + i + 2));
    await page.evaluate((answers) => {
      const groups = document.querySelectorAll('[role="radiogroup"]');
      for (let i = 1; i < groups.length; i++) (groups[i]!.querySelectorAll('input[type="radio"]')[answers[i - 1]!] as HTMLInputElement).click();
    }, rest);
    if (pageIndex === 0 && screenshots.endsWith('360')) expect(await fitsThePhone(page)).toBe(true);
    // The last page's button waits for every answer to be saved.
    await page.getByRole('button', { name: pageIndex < 4 ? words.next : words.finish }).click();
  }

  await page.getByRole('progressbar', { name: words.realisticBar }).waitFor({ timeout: 20_000 });
  if (process.env.KEEP_SCREENSHOTS) await keepScreenshot(page, `interests-results-${screenshots}`);
  await page.getByRole('button', { name: words.chooseZone }).click();
  await page.getByRole('button', { name: words.zone3 }).click({ timeout: 20_000 });
  await page.getByRole('heading', { name: words.careersHeading }).waitFor({ timeout: 20_000 });
  const careers = page.locator('ol > li');
  await careers.nth(19).waitFor();
  expect(await careers.count()).toBe(20);
  await page.getByRole('button', { name: words.more }).click();
  await careers.nth(39).waitFor({ timeout: 20_000 });
  expect(await careers.count()).toBe(40);
  if (screenshots.endsWith('360')) expect(await fitsThePhone(page)).toBe(true);
  if (process.env.KEEP_SCREENSHOTS) await keepScreenshot(page, `interests-careers-${screenshots}`);

  // The first career's own skills: held and to gain, and its courses (issue #14).
  const title = (await careers.first().getByRole('heading').textContent())!;
  await careers.first().getByRole('link', { name: words.skillsFor(title) }).click();
  const career = page.getByRole('region', { name: words.careerSkills(title) });
  await career.getByRole('heading', { name: words.toGain, exact: true }).waitFor({ timeout: 20_000 });
  if (screenshots.endsWith('360')) expect(await fitsThePhone(page)).toBe(true);
  if (process.env.KEEP_SCREENSHOTS) await keepScreenshot(page, `interests-career-gap-${screenshots}`);
}

describe.skipIf(!hasChromium)('issue #14, My Next Move', () => {
  it('in English on a desktop: 60 activities, the scores, a job zone, careers and more careers, and a career’s skills', async () => {
    const page = await journey.signedInPage(SARA);
    await takeIt(page, ENGLISH, 'en-desktop');
  });

  it('in Arabic on a 360 px phone, right to left', async () => {
    const page = await journey.signedInPage(DANIEL, { viewport: PHONE, language: 'ar' });
    await takeIt(page, ARABIC, 'ar-360');
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
  });
});
