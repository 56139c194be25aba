/**
 * Issue #3's onboarding, as the journeys take it in the browser, for onboarding.e2e.ts (in English) and
 * onboarding-arabic.e2e.ts (in Arabic, right to left): one file a language, so the two run on the two workers
 * at once (decision 0120). A candidate onboards with a PDF resume and waits while it is read, a recruiter admin
 * approves them in another browser context, and they find their parsed profile; a recruiter onboards a company.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { createUser } from '../../../server/test/helpers/factories.ts';
import type { Journey } from './journey.ts';

export const resumeFixture = (name: string) =>
  fileURLToPath(new URL(`../../../../packages/engines/src/resume-parser/__fixtures__/${name}`, import.meta.url));

/** How long the journey waits for a resume to be read (the queue, then a worker thread), within the test's 120 s. */
export const READ_RESUME_MS = 75_000;
export const waitForPath = (page: Page, path: string, timeout = 30_000) => page.waitForURL((url) => url.pathname === path, { timeout });

/** Every path the page's main frame shows, in order, client-side navigations included. */
function recordPaths(page: Page): string[] {
  const paths: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame()) return;
    const path = new URL(frame.url()).pathname;
    if (paths[paths.length - 1] !== path) paths.push(path);
  });
  return paths;
}

/** The labelled profile the fixture resume was written from. */
interface ResumeTruth {
  personal_details: { name: string; email: string };
  work: Array<{ job_title: string; organization: string }>;
  education: Array<{ degree_title: string; institution: string }>;
  certifications: Array<{ name: string }>;
}
export const resumeTruth = (id: string) => JSON.parse(readFileSync(resumeFixture(`${id}.truth.json`), 'utf8')) as ResumeTruth;

const ADMIN_LABELS = {
  en: { profile: 'Profile from the resume', decline: 'Decline', approve: 'Approve', question: /^Approve .+\?/, done: 'The account is approved' },
  ar: {
    profile: 'الملف المستخرج من السيرة الذاتية',
    decline: 'رفض',
    approve: 'اعتماد',
    question: /^تأكيد اعتماد حساب .+؟/,
    done: 'تمت الموافقة على الحساب',
  },
} as const;

/** The steps that need the file's server and browser. */
export function onboardingSteps(journey: Journey) {
  /** A page signed in as `person` (the login form is accounts.e2e.ts's subject), opened at `path`. */
  async function openAs(person: { email: string; password: string }, path: string, language: 'en' | 'ar' = 'en') {
    const page = await journey.signedInPage(person, { language });
    const visited = recordPaths(page);
    await page.goto(`${journey.server.url}${path}`);
    return { page, visited };
  }

  /** A verified account that has not onboarded yet, as sign-up and verification leave it. */
  async function newcomer(firstName: string) {
    return createUser(journey.server.app, { first_name: firstName, role_id: null, is_onboarding_completed: false, is_account_confirmed: false });
  }

  /**
   * The admin reviews the candidate before deciding (issue #9): the profile read from the resume shows
   * `expected`, the decision reads Decline then Approve, and a double click on the confirming button sends
   * one decision.
   */
  async function approveAsAdmin(candidateName: string, expected: string, language: 'en' | 'ar' = 'en') {
    const labels = ADMIN_LABELS[language];
    const admin = journey.server.demoLogins.find((login) => login.role === 'recruiter admin')!;
    const { page } = await openAs(admin, '/recruiter/admin', language);
    await page.getByRole('link', { name: new RegExp(candidateName) }).click();
    await page.getByRole('region', { name: labels.profile }).getByText(expected).first().waitFor({ timeout: 20_000 });
    const decision = page.getByRole('group', { name: language === 'ar' ? 'القرار' : 'Decision' });
    expect(await decision.getByRole('button').allTextContents()).toEqual([labels.decline, labels.approve]);
    await decision.getByRole('button', { name: labels.approve }).click();
    // Asked in place of the buttons (decision 0029).
    const decisions: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/action-candidate/')) decisions.push(request.method());
    });
    await page.getByRole('group', { name: labels.question }).getByRole('button', { name: labels.approve }).dblclick();
    await page.getByText(labels.done).first().waitFor();
    expect(decisions).toEqual(['POST']);
  }

  return { openAs, newcomer, approveAsAdmin };
}
