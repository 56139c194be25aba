/**
 * Browser journey of issue #11's interview questions, in Debian's Chromium against the real server and the
 * built web app: the demo recruiter opens a demo job's add-questions page, asks for suggestions, edits one,
 * adds one, saves, reloads and finds the list as saved; in English, and in Arabic (right to left) on a
 * phone-sized screen. KEEP_SCREENSHOTS=1 keeps a screenshot of the page in test-results/.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasChromium, keepScreenshot } from './support/browser.ts';
import { setUpJourneys } from './support/journey.ts';
import { RECRUITER } from './support/demo.ts';

const journey = setUpJourneys();
let page: Page;

interface Labels {
  heading: string;
  suggest: string;
  add: string;
  edit: string;
  question: string;
  rubric: string;
  done: string;
  save: string;
  saved: string;
  edited: string;
  typed: { question: string; rubric: string };
}

const english: Labels = {
  heading: 'Interview questions',
  suggest: 'Suggest questions',
  add: 'Add a question',
  edit: 'Edit question 1',
  question: 'Question',
  rubric: 'What a good answer shows',
  done: 'Done',
  save: 'Save',
  saved: 'Job Updated Successfully',
  edited: 'Tell us about the hardest problem you solved in a role like this one, and how you solved it.',
  typed: { question: 'Why would you like to work with our team?', rubric: 'Knows what the company does; reasons tied to the role.' },
};

const arabic: Labels = {
  heading: 'أسئلة المقابلة',
  suggest: 'اقترح أسئلة',
  add: 'أضف سؤالًا',
  edit: 'عدّل السؤال 1',
  question: 'السؤال',
  rubric: 'ما تُظهره الإجابة الجيدة',
  done: 'تم',
  save: 'حفظ',
  saved: 'تم تحديث الوظيفة بنجاح',
  edited: 'حدّثنا عن أصعب مشكلة حللتها في دور مشابه لهذا الدور، وكيف حللتها.',
  typed: { question: 'لماذا ترغب في العمل مع فريقنا؟', rubric: 'يعرف ما تقوم به الشركة؛ أسبابه مرتبطة بالدور.' },
};

/** One of the demo recruiter's company's jobs, found through the API as the recruiter. */
async function demoJobId(nth: number): Promise<string> {
  const base = journey.server.url;
  const login = await fetch(`${base}/api/user/auth/login-user/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(RECRUITER),
  });
  expect(login.status).toBe(200);
  const { token } = ((await login.json()) as { data: { token: string } }).data;
  const jobs = await fetch(`${base}/api/recruiter/jobs/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', token },
    body: JSON.stringify({ page: 0, limit_per_page: 10 }),
  });
  expect(jobs.status).toBe(200);
  const { results } = ((await jobs.json()) as { data: { results: Array<{ jid: string }> } }).data;
  expect(results.length).toBeGreaterThan(nth);
  return results[nth]!.jid;
}

async function questionsJourney(labels: Labels, jobId: string, lang: string) {
  await page.goto(`${journey.server.url}/recruiter/jobs/post-job/${jobId}/add-questions`);
  await page.getByRole('heading', { level: 1, name: labels.heading }).waitFor({ timeout: 20_000 });
  const cards = page.getByRole('article');

  await page.getByRole('button', { name: labels.suggest }).click();
  await expect.poll(() => cards.count(), { timeout: 20_000 }).toBeGreaterThanOrEqual(6);
  const suggested = await cards.count();

  await page.getByRole('button', { name: labels.edit }).click();
  const editor = page.getByRole('form');
  await editor.getByRole('textbox', { name: labels.question }).fill(labels.edited);
  await editor.getByRole('button', { name: labels.done }).click();

  await page.getByRole('button', { name: labels.add }).click();
  await editor.getByRole('textbox', { name: labels.question }).fill(labels.typed.question);
  await editor.getByRole('textbox', { name: labels.rubric }).fill(labels.typed.rubric);
  await editor.getByRole('button', { name: labels.done }).click();
  await expect.poll(() => cards.count()).toBe(suggested + 1);

  const saving = page.waitForResponse((response) => response.url().endsWith(`/api/recruiter/job/${jobId}/questions/`) && response.request().method() === 'PUT');
  await page.getByRole('button', { name: labels.save, exact: true }).click();
  expect((await saving).ok()).toBe(true);
  await page.getByText(labels.saved).first().waitFor();
  if (process.env.KEEP_SCREENSHOTS) await keepScreenshot(page, `job-questions-${lang}`);

  await page.reload();
  await page.getByRole('heading', { level: 1, name: labels.heading }).waitFor({ timeout: 20_000 });
  await expect.poll(() => cards.count(), { timeout: 20_000 }).toBe(suggested + 1);
  expect(await cards.first().getByText(labels.edited).isVisible()).toBe(true);
  expect(await cards.last().getByText(labels.typed.question).isVisible()).toBe(true);
  expect(await cards.last().getByText(labels.typed.rubric).isVisible()).toBe(true);
}

describe.skipIf(!hasChromium)('a job’s interview questions in the browser', () => {
  it('suggests, edits, adds, saves and finds them after a reload, in English', async () => {
    const jobId = await demoJobId(0);
    // Signed in through the API: the login form is accounts.e2e.ts's subject (decision 0050).
    page = await journey.signedInPage(RECRUITER);
    await questionsJourney(english, jobId, 'en');
    expect(await page.getAttribute('html', 'dir')).toBe('ltr');
  });

  it('does the same in Arabic, right to left, on a 360 px screen', async () => {
    const jobId = await demoJobId(1);
    page = await journey.signedInPage(RECRUITER, { viewport: { width: 360, height: 800 }, language: 'ar' });
    await questionsJourney(arabic, jobId, 'ar');
    expect(await page.getAttribute('html', 'dir')).toBe('rtl');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});
