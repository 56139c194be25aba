/**
 * Issue #12's journey of a job's candidates (decision 0049), for job-candidates.e2e.ts (in English) and
 * job-candidates-arabic.e2e.ts (in Arabic, right to left, on a 360 px screen): one file a language, so the two
 * run on the two workers at once (decision 0120). Daniel applies to one of the demo recruiter's jobs that Sara
 * matches, answering its pre-screening question in the chat (issue #15, decision 0071: a reply the bot cannot
 * read, then a quick reply); the recruiter opens the job, sees the ranked candidates with why (Daniel marked
 * "applied", his chat beside his answers), invites both; Sara's bell tells her, its notification opens the job,
 * she sees the invitation and answers "interested"; the recruiter sees the answer and her contact details.
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { keepScreenshot } from './browser.ts';
import type { Journey } from './journey.ts';
import { RECRUITER } from './demo.ts';

const SARA = { email: 'sara@masar.demo', password: 'Masar#Sara26' };
const DANIEL = { email: 'daniel@masar.demo', password: 'Masar#Dan26' };

export interface Labels {
  candidates: string;
  why: string;
  applied: string;
  select: (name: string) => string;
  invite: (count: number) => string;
  invited: string;
  invitedBadge: string;
  banner: string;
  invitedYou: string;
  interested: string;
  answered: string;
  interestedBadge: string;
  bellWithOne: string;
  pokeSentence: (job: string) => string;
  apply: string;
  beforeYouApply: string;
  chat: string;
  yourAnswer: string;
  reask: string;
  yes: string;
  applicationSent: string;
  noKnockOuts: string;
  transcript: string;
}

export const english: Labels = {
  candidates: 'Matching candidates',
  why: 'Why this candidate',
  applied: 'Applied',
  select: (name) => `Select ${name}`,
  invite: (count) => `Invite to apply (${count})`,
  invited: 'Invitations sent: 2.',
  invitedBadge: 'Invited',
  banner: 'Invitation',
  invitedYou: 'invited you to consider this job',
  interested: 'Interested',
  answered: 'You said you are interested.',
  interestedBadge: 'Interested (invited',
  bellWithOne: 'Notifications, 1 unread',
  pokeSentence: (job) => `Nakheel Digital invited you to consider ${job}`,
  apply: 'Apply',
  beforeYouApply: 'Before you apply',
  chat: 'Chat',
  yourAnswer: 'Your answer',
  reask: 'Sorry, I could not read that as yes or no.',
  yes: 'Yes',
  applicationSent: 'Application sent',
  noKnockOuts: 'No knock-out answers',
  transcript: 'Chat transcript',
};

export const arabic: Labels = {
  candidates: 'المرشحون المطابقون',
  why: 'سبب ملاءمة المرشح',
  applied: 'تقدّم للوظيفة',
  select: (name) => `تحديد ${name}`,
  invite: (count) => `دعوة للتقديم (${count})`,
  invited: 'الدعوات المرسلة: 2.',
  invitedBadge: 'دُعي في',
  banner: 'دعوة',
  invitedYou: 'تدعوك للنظر في هذه الوظيفة',
  interested: 'مهتم',
  answered: 'أجبت بأنك مهتم.',
  interestedBadge: 'مهتم (دُعي في',
  bellWithOne: 'الإشعارات، إشعار واحد غير مقروء',
  pokeSentence: (job) => `دعتك Nakheel Digital للنظر في وظيفة ${job}`,
  apply: 'قدّم الآن',
  beforeYouApply: 'قبل أن تتقدم',
  chat: 'محادثة',
  yourAnswer: 'إجابتك',
  reask: 'عذرًا، لم أفهم إن كانت إجابتك نعم أم لا.',
  yes: 'نعم',
  applicationSent: 'أُرسل طلبك',
  noKnockOuts: 'لا توجد إجابات استبعاد',
  transcript: 'نص المحادثة',
};

async function call<T>(journey: Journey, method: 'GET' | 'POST', path: string, token: string | null, body?: unknown): Promise<T> {
  const response = await fetch(`${journey.server.url}/api/${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token === null ? {} : { token }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

const tokenOf = async (journey: Journey, login: { email: string; password: string }) =>
  (await call<{ token: string }>(journey, 'POST', 'user/auth/login-user/', null, login)).token;

/** The recruiter's published jobs that Sara matches, by title: one for each language's journey. */
async function jobsWithSara(journey: Journey, recruiterToken: string): Promise<Array<{ id: string; title: string }>> {
  const jobs = await call<{ results: Array<{ jid: string; job_title: string }> }>(
    journey,
    'POST',
    'recruiter/jobs/',
    recruiterToken,
    {
      page: 0,
      limit_per_page: 100,
      status: 'published',
    },
  );
  const found: Array<{ id: string; title: string }> = [];
  for (const job of jobs.results) {
    // The stored lists are computed when the server starts: wait for them.
    const list = await call<{ results: Array<{ name: string }> }>(
      journey,
      'POST',
      'recruiter/search-candidates/',
      recruiterToken,
      { job_ids: [job.jid], limit: 100 },
    );
    if (list.results.some((entry) => entry.name === 'Sara Al-Otaibi'))
      found.push({ id: job.jid, title: job.job_title });
  }
  return found.sort((a, b) => a.title.localeCompare(b.title));
}

async function noSidewaysScroll(page: Page, width: number | null) {
  if (width === null) return;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

async function look(page: Page, name: string) {
  if (process.env.KEEP_SCREENSHOTS) await keepScreenshot(page, name);
}

/**
 * The whole journey in one language on the `nth` of the recruiter's published jobs that Sara matches, on
 * `width` px without sideways scrolling when a width is given.
 */
export async function jobCandidatesJourney(
  journey: Journey,
  labels: Labels,
  nth: number,
  language: 'en' | 'ar',
  width: number | null,
) {
  const recruiterToken = await tokenOf(journey, RECRUITER);
  let jobs: Array<{ id: string; title: string }> = [];
  await expect
    .poll(async () => (jobs = await jobsWithSara(journey, recruiterToken)).length, { timeout: 60_000, interval: 1_000 })
    .toBeGreaterThan(nth);
  const job = jobs[nth]!;
  const viewport = width === null ? undefined : { width, height: 800 };
  // Daniel applies, answering the job's pre-screening question in the chat: an applicant is on the job's
  // list whatever his score (decision 0049) and whatever his answers (decision 0070).
  await call(journey, 'POST', `recruiter/assessments/prescreening/questions/${job.id}`, recruiterToken, {
    questions: [{ kind: 'yes_no', question: 'Can you work from our Riyadh office?', required_answer: true }],
  });
  const daniel = await journey.signedInPage(DANIEL, { language, ...(viewport ? { viewport } : {}) });
  await daniel.goto(`${journey.server.url}/candidate/jobs/view/${job.id}`);
  await daniel.getByRole('button', { name: labels.apply, exact: true }).click();
  const step = daniel.getByRole('dialog', { name: labels.beforeYouApply });
  await step.getByText(labels.chat, { exact: true }).click();
  const chat = step.getByRole('log');
  await chat.getByText('Can you work from our Riyadh office?').waitFor({ timeout: 20_000 });
  await step.getByRole('textbox', { name: labels.yourAnswer }).fill('hmm');
  await step.getByRole('textbox', { name: labels.yourAnswer }).press('Enter');
  await chat.getByText(labels.reask, { exact: false }).waitFor();
  await look(daniel, `chat-prescreen-${language}`);
  await noSidewaysScroll(daniel, width);
  await step.getByRole('button', { name: labels.yes, exact: true }).click();
  await daniel.getByText(labels.applicationSent).first().waitFor({ timeout: 20_000 });

  const recruiter = await journey.signedInPage(RECRUITER, { language, ...(viewport ? { viewport } : {}) });
  await recruiter.goto(`${journey.server.url}/recruiter/jobs/${job.id}`);
  const section = recruiter.getByRole('region', { name: labels.candidates });
  const saraCard = section
    .getByRole('listitem')
    .filter({ has: recruiter.getByRole('link', { name: 'Sara Al-Otaibi' }) });
  const danielCard = section
    .getByRole('listitem')
    .filter({ has: recruiter.getByRole('link', { name: 'Daniel Mensah' }) });
  await saraCard.first().waitFor({ timeout: 20_000 });
  // Ranked with why: Sara first, with reasons and a percentage; Daniel applied.
  expect(await saraCard.first().getByRole('list', { name: labels.why }).getByRole('listitem').count()).toBeGreaterThan(
    0,
  );
  expect(await saraCard.first().textContent()).toMatch(/\d+\u200e?%/);
  await danielCard.first().getByText(labels.applied, { exact: true }).waitFor();
  await danielCard.first().getByRole('button', { name: labels.noKnockOuts }).click();
  await danielCard.first().getByRole('region', { name: labels.transcript }).getByText('hmm').waitFor({ timeout: 20_000 });
  await look(recruiter, `job-candidates-${language}`);
  await noSidewaysScroll(recruiter, width);

  await section.getByRole('checkbox', { name: labels.select('Sara Al-Otaibi') }).check();
  await section.getByRole('checkbox', { name: labels.select('Daniel Mensah') }).check();
  await section.getByRole('button', { name: labels.invite(2) }).click();
  await recruiter.getByText(labels.invited).waitFor();
  await saraCard.first().getByText(labels.invitedBadge).waitFor({ timeout: 20_000 });

  const sara = await journey.signedInPage(SARA, { language, ...(viewport ? { viewport } : {}) });
  await sara.goto(`${journey.server.url}/candidate/dashboard`);
  // Sara hears of the invitation on the bell (its count arrives on the stream, or the 45 s poll), and its
  // sentence opens the job.
  const bell = sara.getByRole('button', { name: labels.bellWithOne });
  await bell.waitFor({ timeout: 60_000 });
  await bell.click();
  await sara.getByRole('dialog').getByText(labels.pokeSentence(job.title)).click();
  await sara.waitForURL(`**/candidate/jobs/view/${job.id}`);
  const banner = sara.getByRole('region', { name: labels.banner });
  await banner.waitFor({ timeout: 20_000 });
  expect(await banner.textContent()).toContain(`Nakheel Digital ${labels.invitedYou}`);
  await look(sara, `job-invitation-${language}`);
  await noSidewaysScroll(sara, width);
  await banner.getByRole('button', { name: labels.interested, exact: true }).click();
  await banner.getByText(labels.answered).waitFor();

  await recruiter.reload();
  await saraCard.first().getByText(labels.interestedBadge).waitFor({ timeout: 20_000 });
  await saraCard.first().getByRole('link', { name: SARA.email }).waitFor();
  await noSidewaysScroll(recruiter, width);
}
