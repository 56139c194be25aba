/**
 * Browser journey of issue #12: a candidate waits for approval with the app open; a recruiter admin approves
 * them in another browser context, and the candidate's bell counts it and reads the approval sentence at once,
 * pushed over the live stream, without a reload. In English and in Arabic, right to left, at 360 px.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../server/test/helpers/factories.ts';
import { hasChromium } from './support/browser.ts';
import { setUpJourneys } from './support/journey.ts';

const journey = setUpJourneys();

const LABELS = {
  en: {
    login: { email: 'Email', password: 'Password', submit: 'Log in' },
    bell: 'Notifications',
    bellWithOne: 'Notifications, 1 unread',
    decision: 'Decision',
    approve: 'Approve',
    question: /^Approve .+\?/,
    done: 'The account is approved',
    sentence: 'Your account is approved. Welcome to Masar',
  },
  ar: {
    login: { email: 'البريد الإلكتروني', password: 'كلمة المرور', submit: 'تسجيل الدخول' },
    bell: 'الإشعارات',
    bellWithOne: 'الإشعارات، إشعار واحد غير مقروء',
    decision: 'القرار',
    approve: 'اعتماد',
    question: /^تأكيد اعتماد حساب .+؟/,
    done: 'تمت الموافقة على الحساب',
    sentence: 'تمت الموافقة على حسابك. مرحبًا بك في مسار',
  },
} as const;

async function logIn(
  page: Page,
  email: string,
  password: string,
  labels: (typeof LABELS)[keyof typeof LABELS]['login'],
) {
  await page.goto(`${journey.server.url}/auth/login`);
  await page.getByLabel(labels.email).fill(email);
  await page.getByLabel(labels.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: labels.submit }).click();
}

async function approveAsAdmin(candidateName: string, language: 'en' | 'ar') {
  const labels = LABELS[language];
  const admin = journey.server.demoLogins.find((login) => login.role === 'recruiter admin')!;
  // Signed in through the API: the admin's login is not this journey's subject (decision 0050).
  const page = await journey.signedInPage(admin, { language });
  await page.goto(`${journey.server.url}/recruiter/admin`);
  await page.getByRole('link', { name: new RegExp(candidateName) }).click();
  await page.getByRole('group', { name: labels.decision }).getByRole('button', { name: labels.approve }).click();
  await page.getByRole('group', { name: labels.question }).getByRole('button', { name: labels.approve }).click();
  await page.getByText(labels.done).first().waitFor();
}

describe.skipIf(!hasChromium)('notifications', () => {
  for (const language of ['en', 'ar'] as const) {
    it(`a waiting candidate sees the approval on the bell without reloading (${language})`, async () => {
      const labels = LABELS[language];
      const firstName = language === 'en' ? 'Bellamy' : 'جرسية';
      const candidate = await createUser(journey.server.app, {
        first_name: firstName,
        is_account_confirmed: false,
        approval_status: 'PENDING',
        onboarded_at: new Date(),
      });
      const page = await journey.newPage({ language, viewport: { width: 360, height: 740 } });
      await logIn(page, candidate.email, candidate.password, labels.login);
      await page.waitForURL((url) => url.pathname === '/approval-pending', { timeout: 30_000 });
      const candidatePage = page;
      await candidatePage.getByRole('button', { name: labels.bell, exact: true }).waitFor();
      let reloads = 0;
      candidatePage.on('load', () => (reloads += 1));

      await approveAsAdmin(firstName, language);

      // Well inside the 45 seconds of a poll: the stream brought it.
      const bell = candidatePage.getByRole('button', { name: labels.bellWithOne });
      await bell.waitFor({ timeout: 20_000 });
      await bell.click();
      await candidatePage.getByRole('dialog').getByText(labels.sentence).waitFor();
      expect(reloads).toBe(0);
      expect(await candidatePage.evaluate(() => document.documentElement.dir)).toBe(language === 'ar' ? 'rtl' : 'ltr');
      // The panel fits the 360 px screen.
      const box = await candidatePage.getByRole('dialog').boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(360);
    });
  }
});
