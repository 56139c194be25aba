/**
 * Browser journey of issue #14 (personality), in Debian's Chromium against the real server and the built
 * web app, on a 360 px phone: a demo candidate answers the short scale with the keyboard, leaves, comes
 * back to where she stopped, sees the success page and her first report; then, in Arabic, another
 * reads his report right to left and downloads it as a PDF the server's job makes. Issue #15's recruiter
 * side: a recruiter opens Sara's scored English result and records a human score beside the engine's.
 * KEEP_SCREENSHOTS=1 keeps screenshots in test-results/.
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasChromium, keepScreenshot } from './support/browser.ts';
import { setUpJourneys } from './support/journey.ts';
import { callAs, RECRUITER } from './support/demo.ts';

const SARA = { email: 'sara@masar.demo', password: 'Masar#Sara26' };
const DANIEL = { email: 'daniel@masar.demo', password: 'Masar#Dan26' };
const PHONE = { width: 360, height: 740 };

const journey = setUpJourneys();
let page: Page;

async function look(name: string) {
  if (process.env.KEEP_SCREENSHOTS) await keepScreenshot(page, name);
}

async function waitForPath(path: string) {
  await page.waitForURL((url) => url.pathname === path, { timeout: 20_000 });
}

/**
 * A phone in the language, the candidate already signed in (through the API: the login form is accounts.e2e.ts's
 * subject, decision 0050); the next `goto` lands signed in.
 */
async function signInOnAPhone(person: { email: string; password: string }, language: 'en' | 'ar') {
  page = await journey.signedInPage(person, { viewport: PHONE, language });
}

/** Nothing wider than the phone: no sideways scrolling. */
const fitsThePhone = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/**
 * Answers `first` to `last` in one call, as the page saves them (one at a time) would, in the page's session: the
 * keyboard is proven on the questions around them, fifty key presses and saves were most of the journey's time.
 */
async function answerThroughTheApi(first: number, last: number, lang: 'en' | 'ar') {
  const status = await page.evaluate(
    async ({ first, last, lang }) => {
      const answers = Array.from({ length: last - first + 1 }, (_, index) => ({
        answerNumber: ((first + index) % 5) + 1,
        question: '',
        questionNumber: first + index,
      }));
      const response = await fetch('/api/principles/assessments/answers/', {
        method: 'POST',
        headers: { 'content-type': 'application/json', token: localStorage.getItem('token') ?? '', lang },
        body: JSON.stringify({ answers }),
      });
      return response.status;
    },
    { first, last, lang },
  );
  expect(status).toBe(200);
}

async function answerUpTo(last: number) {
  const counter = page.getByText(/^Question \d+ of 100$/);
  for (;;) {
    const number = Number(/Question (\d+)/.exec((await counter.textContent()) ?? '')![1]);
    const saved = page.waitForResponse((response) => response.url().endsWith('/api/principles/assessments/answers/'));
    await page.keyboard.press(String((number % 5) + 1));
    expect((await saved).ok()).toBe(true);
    if (number >= last) return;
    await page.getByText(`Question ${number + 1} of 100`, { exact: true }).waitFor();
  }
}

describe.skipIf(!hasChromium)('issue #14, the personality assessment, in English on a phone', () => {
  it('answers with the keys, leaves and resumes, and reads the first result', async () => {
    await signInOnAPhone(SARA, 'en');

    await page.goto(`${journey.server.url}/candidate/assessments/personality`);
    await page.getByText('About 10 minutes').waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Start' }).click();
    await page.getByText('Question 1 of 100', { exact: true }).waitFor();
    expect(await fitsThePhone()).toBe(true);
    await look('personality-question-en-360');
    // The first questions and the last by keyboard; those between them through the API, saved as the page saves.
    await answerUpTo(3);
    await answerThroughTheApi(4, 20, 'en');

    // Leave, come back: the page offers to continue at 21.
    await page.getByRole('link', { name: 'Leave and continue later' }).click();
    await waitForPath('/candidate/dashboard');
    await page.goto(`${journey.server.url}/candidate/assessments/personality`);
    await page.getByRole('button', { name: 'Continue at question 21' }).click({ timeout: 20_000 });
    await answerUpTo(23);
    await answerThroughTheApi(24, 47, 'en');
    await page.reload();
    await page.getByRole('button', { name: 'Continue at question 48' }).click({ timeout: 20_000 });
    await answerUpTo(50);

    await waitForPath('/candidate/assessments/personality/success');
    await page.getByRole('heading', { name: 'Assessment Completed Successfully' }).waitFor();
    expect(await fitsThePhone()).toBe(true);
    await page.getByRole('link', { name: 'See your report' }).click();
    await page.getByRole('heading', { name: 'MBTI-style type' }).waitFor({ timeout: 20_000 });
    await page.getByText(/This result comes from the short scale \(50 questions\)/).waitFor();
    await page.getByRole('region', { name: 'Emotional stability' }).waitFor();
    expect(await fitsThePhone()).toBe(true);
    await look('personality-report-en-360');
  });
});

describe.skipIf(!hasChromium)('issue #14, the personality report, in Arabic on a phone', () => {
  it('answers in Arabic, reads the report right to left and downloads it as a PDF', async () => {
    await signInOnAPhone(DANIEL, 'ar');

    await page.goto(`${journey.server.url}/candidate/assessments/personality`);
    await page.getByText('حوالي 10 دقائق').waitFor({ timeout: 20_000 });
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await page.getByRole('button', { name: 'ابدأ' }).click();
    await page.getByText('السؤال 1 من 100', { exact: true }).waitFor();
    const saved = page.waitForResponse((response) => response.url().endsWith('/api/principles/assessments/answers/'));
    await page.keyboard.press('4');
    expect((await saved).ok()).toBe(true);
    await page.getByText('السؤال 2 من 100', { exact: true }).waitFor();
    expect(await fitsThePhone()).toBe(true);
    await look('personality-question-ar-360');

    // The keyboard path is the English journey's: the rest of the short scale goes in one call, as the app would.
    await answerThroughTheApi(2, 50, 'ar');
    await page.goto(`${journey.server.url}/candidate/assessments/personality/success`);
    await page.getByRole('heading', { name: 'تم إكمال التقييم بنجاح' }).waitFor({ timeout: 20_000 });
    await page.getByRole('link', { name: 'اعرض تقريرك' }).click();
    await page.getByRole('heading', { name: 'النمط على طريقة MBTI' }).waitFor({ timeout: 20_000 });
    await page.getByRole('region', { name: 'الاتزان الانفعالي' }).waitFor();
    expect(await fitsThePhone()).toBe(true);

    const download = page.waitForEvent('download', { timeout: 30_000 });
    await page.getByRole('button', { name: 'تنزيل PDF' }).click();
    await page.getByText('يجري إعداد ملف PDF…').waitFor();
    await look('personality-report-ar-360-preparing');
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^personality-report-[0-9a-f-]+-ar\.pdf$/);
    const bytes = readFileSync(await file.path());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await page.getByText('يجري إعداد ملف PDF…').waitFor({ state: 'detached' });
    expect(await fitsThePhone()).toBe(true);
  });
});

describe.skipIf(!hasChromium)("issue #15, a recruiter reads a candidate's English result and scores it", () => {
  it("opens a scored english_v1 result, records a human score and sees it beside the engine's", async () => {
    // The recruiter's company's published job, which Sara applies to: that relates her results to it.
    const recruiter = await journey.signedInPage(RECRUITER, { language: 'en' });
    await recruiter.goto(`${journey.server.url}/recruiter/dashboard`);
    await recruiter.waitForURL((url) => url.pathname.startsWith('/recruiter'), { timeout: 20_000 });
    const jobs = await callAs(recruiter, 'POST', 'recruiter/jobs/', {
      page: 0,
      limit_per_page: 20,
      status: 'published',
    });
    const jobIds = (jobs.data.results as { jid: string }[]).map((job) => job.jid);

    await signInOnAPhone(SARA, 'en');
    // Her calls below are made from the app's page, with the token it keeps.
    await page.goto(`${journey.server.url}/candidate/dashboard`);
    await waitForPath('/candidate/dashboard');
    let applied = false;
    for (const id of jobIds) {
      if (applied) break;
      // A job asking pre-screening questions refuses an application without answers: the next one will do.
      applied = (await callAs(page, 'POST', 'candidate/job/apply', { job_id: id })).status === 200;
    }
    expect(applied).toBe(true);
    // Her English test, taken through the calls the candidate's page makes (that page is another journey's).
    const saved = await callAs(page, 'POST', 'assessments/english_v1/answers/bulk', {
      answers: [
        { question_id: 'en-r1', answer_type: 'text', answer: 'b' },
        {
          question_id: 'en-w1',
          answer_type: 'long_text',
          answer:
            'Dear Ms Noura, I am writing to tell you that the monthly report will be two days late. ' +
            'The sales figures from the Dammam office arrived this morning, and I need time to check them. ' +
            'I will send the report on Thursday. I am sorry for the delay. Best regards, Sara',
        },
      ],
    });
    expect(saved.status).toBe(200);
    const me = (await callAs(page, 'GET', 'assessments/english_v1/questionnaire/?limit=1')).data.user_id as string;
    expect((await callAs(page, 'POST', `assessments/english_v1/result/${me}`, {})).status).toBe(200);
    // The scoring job runs in the background: wait for its result before the recruiter looks.
    await expect
      .poll(async () => (await callAs(page, 'GET', `assessments/english_v1/result/${me}`)).data.status, {
        timeout: 30_000,
        interval: 250,
      })
      .toBe('COMPLETED');

    await recruiter.goto(`${journey.server.url}/recruiter/assessments?kind=english_v1`);
    await recruiter.getByRole('link', { name: /^Open report for Sara/ }).click({ timeout: 20_000 });
    await recruiter.getByRole('heading', { level: 1, name: /^English \(written\): Sara/ }).waitFor({ timeout: 20_000 });
    const engine = await recruiter.getByText(/^Automatic score: [ABC][12]$/).textContent();
    await recruiter.getByText('No human score yet.').waitFor();

    await recruiter.getByRole('combobox', { name: 'Band' }).click();
    await recruiter.getByRole('option', { name: 'C1' }).click();
    await recruiter
      .getByRole('textbox', { name: /Reason/ })
      .fill('A clear, polite email; the engine is strict on range.');
    await recruiter.getByRole('button', { name: 'Save score' }).click();
    await recruiter.getByText('Assessment Completed Successfully').waitFor();
    await recruiter.getByText(/^C1 by .+ · Whole assessment$/).waitFor();
    await recruiter.getByText('A clear, polite email; the engine is strict on range.').waitFor();
    // Beside the engine's, which stays as it was.
    expect(await recruiter.getByText(/^Automatic score: /).textContent()).toBe(engine);
    if (process.env.KEEP_SCREENSHOTS) await keepScreenshot(recruiter, 'recruiter-english-result-en');
  });
});
