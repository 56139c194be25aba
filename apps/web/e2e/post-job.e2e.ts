/**
 * Browser journeys of issue #11, against the real server and the built web app: the demo recruiter posts a
 * job by pasting its text, lands in the editor of the new draft with the fields the parser read marked,
 * completes it (a catalogue skill, must-have; a salary range) and saves it; the draft keeps what was saved
 * and what was read. In English, and in Arabic (right to left) on a 360 px screen.
 * KEEP_SCREENSHOTS=1 keeps a screenshot of each step in test-results/.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasChromium, keepScreenshot } from './support/browser.ts';
import { setUpJourneys } from './support/journey.ts';

const RECRUITER = { email: 'recruiter@masar.demo', password: 'Masar#Hire26' };

const journey = setUpJourneys();
let page: Page;

async function look(name: string) {
  if (process.env.KEEP_SCREENSHOTS) await keepScreenshot(page, name);
}

const ENGLISH_POSTING = `Job Title: Data Engineer
Location: Riyadh, Saudi Arabia (Hybrid)
Job type: Full time

About the role
Gulf Digital Bank is looking for a data engineer to build and run the streaming data platform behind our mobile banking app.

Requirements
- 3+ years of experience as a data engineer
- Strong Python and SQL
- Experience with Apache Kafka is a plus`;

const ARABIC_POSTING = `المسمى الوظيفي: مهندس بيانات
الموقع: الرياض، المملكة العربية السعودية (عمل مختلط)
نوع الوظيفة: دوام كامل

عن الوظيفة
يبحث بنك الخليج الرقمي عن مهندس بيانات لبناء وتشغيل منصة البيانات اللحظية التي يقوم عليها تطبيقنا المصرفي.

المتطلبات
- خبرة 3 سنوات على الأقل في هندسة البيانات
- إتقان بايثون و SQL
- الخبرة في أباتشي كافكا ميزة إضافية`;

interface Labels {
  email: string;
  password: string;
  logIn: string;
  postJob: string;
  jobText: string;
  read: string;
  parsed: string;
  jobTitle: string;
  title: string;
  readMark: string;
  city: string;
  addSkill: string;
  /** What the recruiter types to find the skill, and its name in the catalogue in the page's language. */
  skillSearch: string;
  skill: string;
  importanceOf: string;
  mustHave: string;
  addSalary: string;
  salaryFrom: string;
  salaryTo: string;
  save: string;
  saved: string;
  editJob: string;
}

const english: Labels = {
  email: 'Email',
  password: 'Password',
  logIn: 'Log in',
  postJob: 'Post a job',
  jobText: 'Job text',
  read: 'Read the job',
  parsed: 'Job Parsed Successfully',
  jobTitle: 'Job title',
  title: 'Data Engineer',
  readMark: 'Read from your text',
  city: 'City',
  addSkill: 'Add a skill',
  skillSearch: 'dock',
  skill: 'Docker',
  importanceOf: 'How much Docker matters',
  mustHave: 'Must-have',
  addSalary: 'Add a salary range',
  salaryFrom: 'From',
  salaryTo: 'To',
  save: 'Save the draft',
  saved: 'Draft saved',
  editJob: 'Edit job',
};

const arabic: Labels = {
  email: 'البريد الإلكتروني',
  password: 'كلمة المرور',
  logIn: 'تسجيل الدخول',
  postJob: 'نشر وظيفة',
  jobText: 'نص الوظيفة',
  read: 'قراءة الوظيفة',
  parsed: 'تمت قراءة الوظيفة بنجاح',
  jobTitle: 'المسمى الوظيفي',
  title: 'مهندس بيانات',
  readMark: 'مقروء من نصك',
  city: 'المدينة',
  addSkill: 'إضافة مهارة',
  skillSearch: 'دوك',
  skill: 'دوكر',
  importanceOf: 'أهمية دوكر',
  mustHave: 'أساسية',
  addSalary: 'إضافة نطاق للراتب',
  salaryFrom: 'من',
  salaryTo: 'إلى',
  save: 'حفظ المسودة',
  saved: 'حُفظت المسودة',
  editJob: 'تعديل الوظيفة',
};

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

async function waitForPath(path: string | RegExp) {
  await page.waitForURL((url) => (typeof path === 'string' ? url.pathname === path : path.test(url.pathname)), { timeout: 30_000 });
}

/** The text a field's description holds: where the editor says a field was read. */
async function describedText(label: string, role: 'textbox' | 'combobox' = 'textbox') {
  const field = page.getByRole(role, { name: label, exact: true });
  const ids = ((await field.getAttribute('aria-describedby')) ?? '').split(' ').filter(Boolean);
  const texts = await Promise.all(ids.map((id) => page.locator(`[id="${id}"]`).textContent()));
  return texts.join(' ');
}

async function expectNoSidewaysScroll(width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

/** Logs the recruiter in, posts `posting` by text, completes the draft in the editor and saves it. */
async function postByText(labels: Labels, posting: string, width: number | null) {
  await page.goto(`${journey.server.url}/auth/login`);
  await page.getByLabel(labels.email).fill(RECRUITER.email);
  await page.getByLabel(labels.password, { exact: true }).fill(RECRUITER.password);
  await page.getByRole('button', { name: labels.logIn }).click();
  await waitForPath('/recruiter/dashboard');

  await page.goto(`${journey.server.url}/recruiter/jobs/post-job`);
  await page.getByRole('heading', { level: 1, name: labels.postJob }).waitFor();
  if (width !== null) await expectNoSidewaysScroll(width);
  await look('post-job-ways');
  await page.getByRole('textbox', { name: labels.jobText }).fill(posting);
  await page.getByRole('button', { name: labels.read }).click();
  await page.getByText(labels.parsed).waitFor();

  await waitForPath(new RegExp(`^/recruiter/jobs/post-job/${UUID}/edit$`));
  const jobId = /post-job\/([^/]+)\/edit/.exec(new URL(page.url()).pathname)?.[1] ?? '';
  const title = page.getByRole('textbox', { name: labels.jobTitle, exact: true });
  expect(await title.inputValue()).toBe(labels.title);
  // The fields the parser filled say so.
  expect(await describedText(labels.jobTitle)).toContain(labels.readMark);
  expect(await describedText(labels.city, 'combobox')).toContain(labels.readMark);
  if (width !== null) await expectNoSidewaysScroll(width);
  await look('editor-read');

  // Completes the draft: a catalogue skill, essential, and a salary range.
  const skillSearch = page.getByRole('combobox', { name: labels.addSkill });
  await skillSearch.fill(labels.skillSearch);
  await page.getByRole('option', { name: labels.skill, exact: true }).click();
  await page.getByRole('radiogroup', { name: labels.importanceOf }).getByText(labels.mustHave).click();
  await page.getByRole('button', { name: labels.addSalary }).click();
  await page.getByRole('textbox', { name: labels.salaryFrom, exact: true }).fill('15000');
  await page.getByRole('textbox', { name: labels.salaryTo, exact: true }).fill('22000');
  if (width !== null) await expectNoSidewaysScroll(width);
  await look('editor-completed');
  await page.getByRole('button', { name: labels.save }).click();
  await page.getByText(labels.saved).waitFor();
  await waitForPath(`/recruiter/jobs/post-job/${jobId}/add-questions`);
  return jobId;
}

/** The saved draft, opened again in the editor: what was saved is there, and what was read is still marked. */
async function expectSaved(labels: Labels, jobId: string) {
  await page.goto(`${journey.server.url}/recruiter/jobs/${jobId}/edit`);
  await page.getByRole('heading', { level: 1, name: labels.editJob }).waitFor();
  const title = page.getByRole('textbox', { name: labels.jobTitle, exact: true });
  await title.waitFor();
  expect(await title.inputValue()).toBe(labels.title);
  expect(await describedText(labels.jobTitle)).toContain(labels.readMark);
  expect(await page.getByRole('textbox', { name: labels.salaryFrom, exact: true }).inputValue()).toMatch(/^15,?000$/);
  const importance = page.getByRole('radiogroup', { name: labels.importanceOf });
  expect(await importance.getByRole('radio', { name: labels.mustHave }).isChecked()).toBe(true);
}

describe.skipIf(!hasChromium)('posting a job (issue #11)', () => {
  it('posts by text, lands in the editor with the read fields marked, completes and saves the draft', async () => {
    page = await journey.newPage();
    const jobId = await postByText(english, ENGLISH_POSTING, null);
    await expectSaved(english, jobId);
  });

  it('does the same in Arabic, right to left, on a 360 px screen', async () => {
    page = await journey.newPage({ language: 'ar', viewport: { width: 360, height: 800 } });
    const jobId = await postByText(arabic, ARABIC_POSTING, 360);
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await expectSaved(arabic, jobId);
    await expectNoSidewaysScroll(360);
  });
});
