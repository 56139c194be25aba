/**
 * Issue #11's ways of posting a job, as the demo recruiter takes them in the browser, for post-job.e2e.ts (by
 * text, the editor and the saved draft) and post-job-other-ways.e2e.ts (a link, a job file, a standard job
 * profile): two files, so they run on the two workers at once (decision 0120). In English and in Arabic.
 * KEEP_SCREENSHOTS=1 keeps a screenshot of each step in test-results/.
 */
import { expect } from 'vitest';
import { keepScreenshot } from './browser.ts';
import type { Journey } from './journey.ts';

export const ENGLISH_POSTING = `Job Title: Data Engineer
Location: Riyadh, Saudi Arabia (Hybrid)
Job type: Full time

About the role
Gulf Digital Bank is looking for a data engineer to build and run the streaming data platform behind our mobile banking app.

Requirements
- 3+ years of experience as a data engineer
- Strong Python and SQL
- Experience with Apache Kafka is a plus`;

export const ARABIC_POSTING = `المسمى الوظيفي: مهندس بيانات
الموقع: الرياض، المملكة العربية السعودية (عمل مختلط)
نوع الوظيفة: دوام كامل

عن الوظيفة
يبحث بنك الخليج الرقمي عن مهندس بيانات لبناء وتشغيل منصة البيانات اللحظية التي يقوم عليها تطبيقنا المصرفي.

المتطلبات
- خبرة 3 سنوات على الأقل في هندسة البيانات
- إتقان بايثون و SQL
- الخبرة في أباتشي كافكا ميزة إضافية`;

export interface Labels {
  postJob: string;
  jobText: string;
  read: string;
  parsed: string;
  jobTitle: string;
  title: string;
  readMark: string;
  city: string;
  /** The city the parser reads from the posting, named in the page's language. */
  cityValue: string;
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
  saveChanges: string;
  updated: string;
  ways: { link: string; file: string; standard: string };
  jobLink: string;
  readLink: string;
  crawled: string;
  pageMark: string;
  noPosting: string;
  jobFile: string;
  readFile: string;
  fileMark: string;
  searchProfiles: string;
  profiles: string;
  profileSearch: string;
  startFromProfile: string;
}

export const english: Labels = {
  postJob: 'Post a job',
  jobText: 'Job text',
  read: 'Read the job',
  parsed: 'Job Parsed Successfully',
  jobTitle: 'Job title',
  title: 'Data Engineer',
  readMark: 'Read from your text',
  city: 'City',
  cityValue: 'Riyadh',
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
  saveChanges: 'Save changes',
  updated: 'Job Updated Successfully',
  ways: { link: 'From a link', file: 'Upload a file', standard: 'Standard job profile' },
  jobLink: 'Link to the job page',
  readLink: 'Read the page',
  crawled: 'Job Crawled Successfully',
  pageMark: 'Read from the page',
  noPosting: 'This page holds no job posting',
  jobFile: 'Job file',
  readFile: 'Read the file',
  fileMark: 'Read from your file',
  searchProfiles: 'Search profiles',
  profiles: 'Standard job profiles',
  profileSearch: 'data engineer',
  startFromProfile: 'Start a job from this profile',
};

export const arabic: Labels = {
  postJob: 'نشر وظيفة',
  jobText: 'نص الوظيفة',
  read: 'قراءة الوظيفة',
  parsed: 'تمت قراءة الوظيفة بنجاح',
  jobTitle: 'المسمى الوظيفي',
  title: 'مهندس بيانات',
  readMark: 'مقروء من نصك',
  city: 'المدينة',
  cityValue: 'الرياض',
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
  saveChanges: 'حفظ التغييرات',
  updated: 'تم تحديث الوظيفة بنجاح',
  ways: { link: 'من رابط', file: 'رفع ملف', standard: 'ملف وظيفي معياري' },
  jobLink: 'رابط صفحة الوظيفة',
  readLink: 'قراءة الصفحة',
  crawled: 'تم جلب الوظيفة بنجاح',
  pageMark: 'مقروء من الصفحة',
  noPosting: 'لا تحتوي هذه الصفحة على إعلان وظيفة',
  jobFile: 'ملف الوظيفة',
  readFile: 'قراءة الملف',
  fileMark: 'مقروء من ملفك',
  searchProfiles: 'البحث في الملفات',
  profiles: 'الملفات الوظيفية المعيارية',
  profileSearch: 'مهندس',
  startFromProfile: 'بدء وظيفة من هذا الملف',
};

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const DRAFT_EDITOR = new RegExp(`^/recruiter/jobs/post-job/${UUID}/edit$`);

/** The steps, on the page the journey opened last (each journey opens one, signed in as the recruiter). */
export function postJobSteps(journey: Journey) {
  async function look(name: string) {
    if (process.env.KEEP_SCREENSHOTS) await keepScreenshot(journey.page, name);
  }

  async function waitForPath(path: string | RegExp, timeout = 30_000) {
    await journey.page.waitForURL((url) => (typeof path === 'string' ? url.pathname === path : path.test(url.pathname)), { timeout });
  }

  /** The text a field's description holds: where the editor says a field was read. */
  async function describedText(label: string, role: 'textbox' | 'combobox' = 'textbox') {
    const field = journey.page.getByRole(role, { name: label, exact: true });
    const ids = ((await field.getAttribute('aria-describedby')) ?? '').split(' ').filter(Boolean);
    const texts = await Promise.all(ids.map((id) => journey.page.locator(`[id="${id}"]`).textContent()));
    return texts.join(' ');
  }

  async function expectNoSidewaysScroll(width: number) {
    expect(await journey.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  }

  async function openPostJob(labels: Labels) {
    await journey.page.goto(`${journey.server.url}/recruiter/jobs/post-job`);
    await journey.page.getByRole('heading', { level: 1, name: labels.postJob }).waitFor();
  }

  /** The editor of the draft a way made, with `mark` on the job title the parser read. */
  async function expectDraftEditor(labels: Labels, mark: string) {
    // A way's text is read by the job-text parser off the event loop (a file first extracted): on a machine busy
    // with other suites that took over 30 s.
    await waitForPath(DRAFT_EDITOR, 75_000);
    await journey.page.getByRole('textbox', { name: labels.jobTitle, exact: true }).waitFor();
    expect(await describedText(labels.jobTitle)).toContain(mark);
    return /post-job\/([^/]+)\/edit/.exec(new URL(journey.page.url()).pathname)?.[1] ?? '';
  }

  async function saveDraft(labels: Labels, jobId: string | null) {
    await journey.page.getByRole('button', { name: labels.save }).click();
    await journey.page.getByText(labels.saved).waitFor();
    await waitForPath(jobId === null ? new RegExp(`^/recruiter/jobs/post-job/${UUID}/add-questions$`) : `/recruiter/jobs/post-job/${jobId}/add-questions`);
  }

  /** Posts `posting` by text as the signed-in recruiter, completes the draft in the editor and saves it. */
  async function postByText(labels: Labels, posting: string, width: number | null) {
    await openPostJob(labels);
    if (width !== null) await expectNoSidewaysScroll(width);
    await look('post-job-ways');
    await journey.page.getByRole('textbox', { name: labels.jobText }).fill(posting);
    await journey.page.getByRole('button', { name: labels.read }).click();
    await journey.page.getByText(labels.parsed).waitFor();

    await waitForPath(DRAFT_EDITOR);
    const jobId = /post-job\/([^/]+)\/edit/.exec(new URL(journey.page.url()).pathname)?.[1] ?? '';
    const title = journey.page.getByRole('textbox', { name: labels.jobTitle, exact: true });
    expect(await title.inputValue()).toBe(labels.title);
    // The fields the parser filled say so.
    expect(await describedText(labels.jobTitle)).toContain(labels.readMark);
    expect(await describedText(labels.city, 'combobox')).toContain(labels.readMark);
    expect(await journey.page.getByRole('combobox', { name: labels.city, exact: true }).inputValue()).toBe(labels.cityValue);
    if (width !== null) await expectNoSidewaysScroll(width);
    await look('editor-read');

    // Completes the draft: a catalogue skill, essential, and a salary range.
    const skillSearch = journey.page.getByRole('combobox', { name: labels.addSkill });
    await skillSearch.fill(labels.skillSearch);
    await journey.page.getByRole('option', { name: labels.skill, exact: true }).click();
    await journey.page.getByRole('radiogroup', { name: labels.importanceOf }).getByText(labels.mustHave).click();
    await journey.page.getByRole('button', { name: labels.addSalary }).click();
    await journey.page.getByRole('textbox', { name: labels.salaryFrom, exact: true }).fill('15000');
    await journey.page.getByRole('textbox', { name: labels.salaryTo, exact: true }).fill('22000');
    if (width !== null) await expectNoSidewaysScroll(width);
    await look('editor-completed');
    await saveDraft(labels, jobId);
    return jobId;
  }

  /** The saved draft, opened again in the editor: what was saved is there, and what was read is still marked. */
  async function expectSaved(labels: Labels, jobId: string) {
    await journey.page.goto(`${journey.server.url}/recruiter/jobs/${jobId}/edit`);
    await journey.page.getByRole('heading', { level: 1, name: labels.editJob }).waitFor();
    const title = journey.page.getByRole('textbox', { name: labels.jobTitle, exact: true });
    await title.waitFor();
    expect(await title.inputValue()).toBe(labels.title);
    expect(await describedText(labels.jobTitle)).toContain(labels.readMark);
    expect(await journey.page.getByRole('textbox', { name: labels.salaryFrom, exact: true }).inputValue()).toMatch(/^15,?000$/);
    const importance = journey.page.getByRole('radiogroup', { name: labels.importanceOf });
    expect(await importance.getByRole('radio', { name: labels.mustHave }).isChecked()).toBe(true);
    // Changing the job goes back to its journey.page.
    await journey.page.getByRole('button', { name: labels.saveChanges }).click();
    await journey.page.getByText(labels.updated).waitFor();
    await waitForPath(`/recruiter/jobs/${jobId}`);
  }

  /**
   * A page with a JobPosting becomes a draft; a page without one offers the text way with what it held. The pages
   * are a job board's at `boardUrl`, served in the test.
   */
  async function postByLink(labels: Labels, boardUrl: string, save: boolean) {
    await openPostJob(labels);
    await journey.page.getByRole('radio', { name: labels.ways.link }).click();
    const link = journey.page.getByRole('textbox', { name: labels.jobLink });
    await link.fill(`${boardUrl}/jobs/members-only`);
    await journey.page.getByRole('button', { name: labels.readLink }).click();
    await journey.page.getByRole('alert').getByText(labels.noPosting).waitFor();
    expect(await journey.page.getByRole('textbox', { name: labels.jobText }).inputValue()).toContain('Sign in to see this job');
    await look('link-no-posting');

    await journey.page.getByRole('radio', { name: labels.ways.link }).click();
    await journey.page.getByRole('textbox', { name: labels.jobLink }).fill(`${boardUrl}/jobs/logistics-coordinator`);
    await journey.page.getByRole('button', { name: labels.readLink }).click();
    await journey.page.getByText(labels.crawled).waitFor();
    const jobId = await expectDraftEditor(labels, labels.pageMark);
    expect(await journey.page.getByRole('textbox', { name: labels.jobTitle, exact: true }).inputValue()).toBe('Logistics Coordinator');
    await look('link-editor');
    if (save) await saveDraft(labels, jobId);
  }

  /** A job file through the chunked upload, read into a draft. */
  async function postByFile(labels: Labels, posting: string, save: boolean) {
    await openPostJob(labels);
    await journey.page.getByRole('radio', { name: labels.ways.file }).click();
    await journey.page.getByLabel(labels.jobFile).setInputFiles({ name: 'job.txt', mimeType: 'text/plain', buffer: Buffer.from(posting, 'utf8') });
    await journey.page.getByRole('button', { name: labels.readFile }).click();
    const jobId = await expectDraftEditor(labels, labels.fileMark);
    await look('file-editor');
    if (save) await saveDraft(labels, jobId);
  }

  /** A title search, a standard profile viewed, and the editor prefilled from it; saving makes the draft. */
  async function postFromProfile(labels: Labels, width: number | null, save: boolean) {
    await openPostJob(labels);
    await journey.page.getByRole('radio', { name: labels.ways.standard }).click();
    await journey.page.getByRole('textbox', { name: labels.jobTitle, exact: true }).fill(labels.profileSearch);
    await journey.page.getByRole('button', { name: labels.searchProfiles }).click();
    await waitForPath(/^\/recruiter\/jobs\/post-job\/search\//);
    await journey.page.getByRole('heading', { level: 1, name: labels.profiles }).waitFor();
    const first = journey.page.getByRole('main').getByRole('listitem').first().getByRole('link');
    const profileTitle = ((await first.textContent()) ?? '').trim();
    if (width !== null) await expectNoSidewaysScroll(width);
    await look('profile-results');
    await first.click();
    await waitForPath(/\/view$/);
    await journey.page.getByRole('heading', { level: 2, name: profileTitle }).waitFor();
    if (width !== null) await expectNoSidewaysScroll(width);
    await look('profile-view');
    await journey.page.getByRole('link', { name: labels.startFromProfile }).first().click();
    await waitForPath(/^\/recruiter\/jobs\/post-job\/occ%3A.+\/edit$/);
    const title = journey.page.getByRole('textbox', { name: labels.jobTitle, exact: true });
    await title.waitFor();
    expect(await title.inputValue()).toBe(profileTitle);
    if (width !== null) await expectNoSidewaysScroll(width);
    await look('profile-editor');
    if (save) await saveDraft(labels, null);
  }

  return { expectNoSidewaysScroll, postByText, expectSaved, postByLink, postByFile, postFromProfile };
}
