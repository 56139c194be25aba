/**
 * Browser journey of issue #15's candidate screens (decision 0077), in Debian's Chromium against the real
 * server, its scoring job and the built web app, the written tests: a demo candidate takes the annotation test
 * in Arabic on a 360 px phone (a label, a span typed the keyboard way and one selected, a ranking kept) and
 * submits it, then part of english_v1 in English on a desktop (a reading item and a typed writing task), and
 * reads both scored results; then Daniel takes annotation_v2 in English on a desktop. The spoken answers, in
 * both languages, are skills-speaking.e2e.ts's (decision 0120: the two files run on the two workers at once).
 * KEEP_SCREENSHOTS=1 keeps screenshots in test-results/.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasChromium, keepScreenshot } from './support/browser.ts';
import { setUpJourneys } from './support/journey.ts';

const SARA = { email: 'sara@masar.demo', password: 'Masar#Sara26' };
const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 900 };

const journey = setUpJourneys();
let page: Page;

async function look(name: string) {
  if (process.env.KEEP_SCREENSHOTS) await keepScreenshot(page, name);
}

/** Sara, signed in through the API (the login form is accounts.e2e.ts's subject, decision 0050). */
async function signIn(language: 'en' | 'ar', viewport: { width: number; height: number }) {
  page = await journey.signedInPage(SARA, { viewport, language });
}

const fitsThePhone = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** Waits for the bulk save the last answer caused. */
const saved = (kind: string) =>
  page.waitForResponse((response) => response.url().endsWith(`/api/assessments/${kind}/answers/bulk`));

describe.skipIf(!hasChromium)('issue #15, skills assessments on a phone and a desktop', () => {
  it('takes the annotation test in Arabic and part of english_v1 in English, and reads both scored results', async () => {
    await signIn('ar', PHONE);
    await page.goto(`${journey.server.url}/candidate/assessments`);
    await page
      .getByRole('article', { name: 'توسيم البيانات', exact: true })
      .getByRole('link', { name: 'ابدأ' })
      .click({ timeout: 20_000 });
    await page.getByText('يبدأ الوقت عند عرض الأسئلة أول مرة، ويستمر إذا غادرت الصفحة.').waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: 'اعرض الأسئلة وابدأ الوقت' }).click();
    await page.getByRole('timer').waitFor({ timeout: 20_000 });
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await fitsThePhone()).toBe(true);

    let save = saved('annotation_v1');
    await page.getByRole('radio', { name: 'positive' }).first().check();
    expect((await save).ok()).toBe(true);
    await page.getByText('حُفظت كل الإجابات').waitFor();

    await page.getByRole('tab', { name: /الجزء 2/ }).click();
    await page.getByLabel('أو اكتب الكلمات التي تريد تظليلها').first().fill('Sara Al-Qahtani');
    save = saved('annotation_v1');
    await page.getByRole('button', { name: 'ظلّل: شخص' }).first().click();
    expect((await save).ok()).toBe(true);
    await page.getByRole('button', { name: 'أزل «Sara Al-Qahtani» (شخص)' }).waitFor();
    // The pointer way: a selection in the passage, then its type.
    const passage = page.getByTestId('spans-passage').first();
    await passage.evaluate((element) => {
      const text = Array.from(element.childNodes).find((node) => node.textContent?.includes('Almarai'))!;
      const start = text.textContent!.indexOf('Almarai');
      const range = document.createRange();
      range.setStart(text, start);
      range.setEnd(text, start + 'Almarai'.length);
      window.getSelection()!.removeAllRanges();
      window.getSelection()!.addRange(range);
    });
    await passage.dispatchEvent('mouseup');
    await page.getByText('المحدد: «Almarai». اختر نوعه الآن.').waitFor();
    save = saved('annotation_v1');
    await page.getByRole('button', { name: 'ظلّل: جهة' }).first().click();
    expect((await save).ok()).toBe(true);
    await page.getByRole('button', { name: 'أزل «Almarai» (جهة)' }).waitFor();

    await page.getByRole('tab', { name: /الجزء 3/ }).click();
    save = saved('annotation_v1');
    await page.getByRole('button', { name: 'اعتمد هذا الترتيب' }).first().click();
    expect((await save).ok()).toBe(true);
    expect(await fitsThePhone()).toBe(true);
    await look('annotation-ar-360');
    // Scrolled to the end, the countdown is still in sight under the header.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const bar = page.getByRole('region', { name: 'الوقت والحفظ' });
    expect(await bar.evaluate((element) => element.getBoundingClientRect().top)).toBeGreaterThanOrEqual(64);

    await page.getByRole('button', { name: 'سلّم الإجابات' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'سلّم', exact: true }).click();
    await page.waitForURL((url) => url.pathname.endsWith('/skills/annotation_v1/result'), { timeout: 20_000 });
    const annotationScore = page.getByTestId('overall-score');
    await annotationScore.waitFor({ timeout: 60_000 });
    expect(await annotationScore.textContent()).toMatch(/^\d+ من 100$/);
    await page.getByRole('region', { name: 'الجزء 2: تظليل الكيانات' }).waitFor();
    await look('annotation-result-ar-360');

    await signIn('en', DESKTOP);
    await page.goto(`${journey.server.url}/candidate/assessments/skills/english_v1`);

    await page.getByRole('button', { name: 'Show the questions and start the clock' }).click({ timeout: 20_000 });
    await page
      .getByText(/staff in the Jeddah office/)
      .first()
      .waitFor({ timeout: 20_000 });
    save = saved('english_v1');
    await page.getByRole('radio', { name: 'Two', exact: true }).check();
    expect((await save).ok()).toBe(true);
    await page.getByRole('tab', { name: /Writing/ }).click();
    save = saved('english_v1');
    await page
      .getByLabel('Your answer')
      .first()
      .fill(
        'Dear Mr Khalid, I am writing to tell you that the monthly report will be late. ' +
          'The sales figures from the Jeddah branch arrived yesterday, and two of the tables had mistakes, ' +
          'so my team is checking them again. I expect to send the report on Thursday morning. ' +
          'I am sorry for the delay. Best regards, Sara',
      );
    expect((await save).ok()).toBe(true);
    await look('english-take-desktop');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL((url) => url.pathname.endsWith('/skills/english_v1/result'), { timeout: 20_000 });
    const band = page.getByTestId('overall-score');
    await band.waitFor({ timeout: 60_000 });
    expect(await band.textContent()).toMatch(/^Level (A1|A2|B1|B2|C1|C2)$/);
    await page.getByRole('region', { name: 'Writing task 1' }).waitFor();
    await look('english-result-en-360');
  });
});

const DANIEL = { email: 'daniel@masar.demo', password: 'Masar#Dan26' };

describe.skipIf(!hasChromium)('issue #15, annotation_v2 in its other language', () => {
  it('takes annotation_v2 in English on a desktop, a label and a guideline decision, and reads the score', async () => {
    page = await journey.signedInPage(DANIEL, { viewport: DESKTOP, language: 'en' });
    await page.goto(`${journey.server.url}/candidate/assessments`);
    await page
      .getByRole('article', { name: 'Data annotation (advanced)', exact: true })
      .getByRole('link', { name: 'Start' })
      .click({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Show the questions and start the clock' }).click({ timeout: 20_000 });
    await page.getByRole('timer').waitFor({ timeout: 20_000 });
    let save = saved('annotation_v2');
    await page.getByRole('radio', { name: 'billing' }).first().check();
    expect((await save).ok()).toBe(true);
    // Part 5: the guideline in English, then its decision.
    await page.getByRole('tab', { name: /^Part 5/ }).click();
    await page
      .getByText(/^Label a ticket REDACT if it contains data that identifies a private person/)
      .first()
      .waitFor();
    save = saved('annotation_v2');
    await page.getByRole('radio', { name: 'REDACT' }).first().check();
    expect((await save).ok()).toBe(true);
    await page.getByText('All answers saved').waitFor();
    await look('annotation-v2-en-desktop');

    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByRole('dialog', { name: 'Submit your answers?' }).getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL((url) => url.pathname.endsWith('/skills/annotation_v2/result'), { timeout: 20_000 });
    const score = page.getByTestId('overall-score');
    await score.waitFor({ timeout: 60_000 });
    expect(await score.textContent()).toMatch(/^\d+ of 100$/);
    await page.getByRole('region', { name: 'Part 5: apply a guideline' }).waitFor();
    await look('annotation-v2-result-en-desktop');
  });
});
