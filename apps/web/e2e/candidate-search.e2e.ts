/**
 * Browser journey of issue #12's free-text candidate search, in Debian's Chromium against the real server and the
 * built web app with the demo data: the demo recruiter searches the approved candidates in English, and in Arabic
 * (right to left, on a 360 px screen), and sees them ranked with the words that matched marked — an Arabic word
 * finding an English skill through the catalogue. KEEP_SCREENSHOTS=1 keeps a screenshot of each search.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasChromium, keepScreenshot } from './support/browser.ts';
import { setUpJourneys } from './support/journey.ts';
import { RECRUITER } from './support/demo.ts';

const journey = setUpJourneys();
let page: Page;

interface Labels {
  candidates: string;
  searchBox: string;
  search: string;
  results: string;
}

const english: Labels = {
  candidates: 'Candidates',
  searchBox: 'Search candidates',
  search: 'Search',
  results: 'Candidates found',
};

const arabic: Labels = {
  candidates: 'المرشحون',
  searchBox: 'البحث عن المرشحين',
  search: 'بحث',
  results: 'المرشحون الذين عُثر عليهم',
};

async function openSearch(labels: Labels) {
  await page.goto(`${journey.server.url}/recruiter/candidates`);
  await page.getByRole('heading', { level: 1, name: labels.candidates }).waitFor();
}

/** Searches until the demo candidates' documents are written (the sweep at start), and answers the cards' names. */
async function searchFor(labels: Labels, text: string, expectedFirst: string): Promise<string[]> {
  const results = page.getByRole('list', { name: labels.results });
  const names = () => results.getByRole('article').evaluateAll((cards) => cards.map((card) => card.querySelector('a')?.textContent ?? ''));
  await expect
    .poll(
      async () => {
        await page.getByRole('searchbox', { name: labels.searchBox }).fill(text);
        await page.getByRole('button', { name: labels.search, exact: true }).click();
        await page.waitForTimeout(300);
        return (await results.count()) > 0 ? (await names())[0] : undefined;
      },
      { timeout: 30_000, interval: 500 },
    )
    .toBe(expectedFirst);
  return names();
}

const markedIn = (name: string) =>
  page.getByRole('article', { name }).locator('mark').evaluateAll((marks) => marks.map((mark) => mark.textContent ?? ''));

describe.skipIf(!hasChromium)('candidate search in the browser', () => {
  it('the demo recruiter searches in English and sees ranked candidates with the matched words marked', async () => {
    page = await journey.signedInPage(RECRUITER);
    await openSearch(english);

    const names = await searchFor(english, 'nurse', 'Daniel Mensah');
    expect(names).not.toContain('Sara Al-Otaibi');
    expect(await markedIn('Daniel Mensah')).toContain('Nurse');
    expect(await page.getByRole('article', { name: 'Daniel Mensah' }).getByRole('link').getAttribute('href')).toMatch(/^\/recruiter\/candidates\/[0-9a-f-]+$/);
    if (process.env.KEEP_SCREENSHOTS) await keepScreenshot(page, 'candidate-search-en');

    await searchFor(english, 'data engineer', 'Sara Al-Otaibi');
    expect(await markedIn('Sara Al-Otaibi')).toEqual(expect.arrayContaining(['Data', 'Engineer']));
  });

  it('searches in Arabic, right to left on a 360 px screen, finding English skills through their Arabic names', async () => {
    page = await journey.signedInPage(RECRUITER, { viewport: { width: 360, height: 800 }, language: 'ar' });
    await openSearch(arabic);
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');

    // "رعاية المرضى" is the catalogue's Arabic for Daniel's skill "Patient Care".
    const names = await searchFor(arabic, 'رعاية المرضى', 'Daniel Mensah');
    expect(names).not.toContain('Sara Al-Otaibi');
    expect(await markedIn('Daniel Mensah')).toContain('Patient Care');
    // Python, written in Arabic.
    await searchFor(arabic, 'بايثون', 'Sara Al-Otaibi');
    expect(await markedIn('Sara Al-Otaibi')).toContain('Python');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    if (process.env.KEEP_SCREENSHOTS) await keepScreenshot(page, 'candidate-search-ar');
  });
});
