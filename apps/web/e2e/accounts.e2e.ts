/**
 * Browser journeys of issue #2, in Debian's Chromium against the real server and the built web app:
 * sign up → "check your e-mail" → open the verification link from the mailbox in the same browser, which
 * signs the person in → onboarding choice → log out → log in → onboarding choice → log out,
 * in English and in Arabic (right to left); and the guard's login redirect.
 */
import { randomBytes } from 'node:crypto';
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasChromium } from './support/browser.ts';
import { setUpJourneys } from './support/journey.ts';

const journey = setUpJourneys();

interface Labels {
  fullName: string;
  email: string;
  password: string;
  confirmPassword: string;
  mobile: string;
  terms: string;
  createAccount: string;
  checkInboxHeading: string;
  verifiedHeading: string;
  continueOn: string;
  logIn: string;
  hiring: string;
  jobSeeking: string;
  accountMenu: string;
  logOut: string;
  signupToast: string;
}

const english: Labels = {
  fullName: 'Full name',
  email: 'Email',
  password: 'Password',
  confirmPassword: 'Confirm password',
  mobile: 'Mobile number',
  terms: 'I accept the terms and conditions',
  createAccount: 'Create account',
  checkInboxHeading: 'Check your e-mail',
  verifiedHeading: 'E-mail verified',
  continueOn: 'Continue',
  logIn: 'Log in',
  hiring: "I'm hiring",
  jobSeeking: "I'm looking for a job",
  accountMenu: 'Account menu',
  logOut: 'Log out',
  signupToast: 'Signup Successful',
};

const arabic: Labels = {
  fullName: 'الاسم الكامل',
  email: 'البريد الإلكتروني',
  password: 'كلمة المرور',
  confirmPassword: 'تأكيد كلمة المرور',
  mobile: 'رقم الجوال',
  terms: 'أوافق على الشروط والأحكام',
  createAccount: 'إنشاء الحساب',
  checkInboxHeading: 'تحقق من بريدك الإلكتروني',
  verifiedHeading: 'تم التحقق من البريد الإلكتروني',
  continueOn: 'متابعة',
  logIn: 'تسجيل الدخول',
  hiring: 'أبحث عن موظفين',
  jobSeeking: 'أبحث عن وظيفة',
  accountMenu: 'قائمة الحساب',
  logOut: 'تسجيل الخروج',
  signupToast: 'تم إنشاء الحساب بنجاح',
};

/** The title is set once the lazily loaded page renders. */
async function waitForTitle(title: string) {
  await journey.page.waitForFunction((expected) => document.title === expected, title, { timeout: 20_000 });
}

async function waitForPath(path: string) {
  await journey.page.waitForURL((url) => url.pathname === path, { timeout: 20_000 });
}

/**
 * The whole first visit, as a new person would make it, in the page's current language. `logOutAgain` false
 * stops at the onboarding choice the log-in lands on: the last log-out is the first one's again, on screens
 * already shown in that language (decision 0113).
 */
async function signUpVerifyLogInAndOut(labels: Labels, name: string, logOutAgain = true) {
  const email = `e2e-${randomBytes(4).toString('hex')}@example.com`;
  const password = 'Cedar#Tree58';

  await journey.page.getByLabel(labels.fullName).fill(name);
  await journey.page.getByLabel(labels.email).fill(email);
  await journey.page.getByLabel(labels.password, { exact: true }).fill(password);
  await journey.page.getByLabel(labels.confirmPassword).fill(password);
  await journey.page.getByLabel(labels.mobile).fill('501234567');
  await journey.page.getByLabel(labels.terms).check();
  await journey.page.getByRole('button', { name: labels.createAccount }).click();

  // Sign-up opens no session: it says to open the mail, whether or not the address had an account (decision 0024).
  await journey.page.getByRole('heading', { level: 1, name: labels.checkInboxHeading }).waitFor();
  await waitForPath('/auth/signup');
  await journey.page.getByText(labels.signupToast).first().waitFor();

  // The development mailbox stands in for an inbox: open the mail, then follow its link.
  await journey.page.goto(`${journey.server.url}/dev/mailbox?to=${encodeURIComponent(email)}`);
  const mailLink = journey.page.getByRole('link', { name: /Verify your e-mail|تحقق من بريدك/ });
  await expect.poll(async () => {
    if ((await mailLink.count()) > 0) return true;
    await journey.page.reload();
    return false;
  }, { timeout: 20_000, interval: 500 }).toBe(true);
  await mailLink.first().click();
  await journey.page.locator('a[href*="/auth/verify-email/"]').first().click();

  // Opened in the browser that signed up, the link signs the person in: on to onboarding, then out and back in.
  await journey.page.getByRole('heading', { level: 1, name: labels.verifiedHeading }).waitFor({ timeout: 20_000 });
  await journey.page.getByRole('button', { name: labels.continueOn }).click();
  await waitForPath('/onboarding');
  await journey.page.getByRole('button', { name: labels.accountMenu }).click();
  await journey.page.getByRole('menuitem', { name: labels.logOut }).click();

  await waitForPath('/auth/login');
  await journey.page.getByLabel(labels.email).fill(email);
  await journey.page.getByLabel(labels.password, { exact: true }).fill(password);
  await journey.page.getByRole('button', { name: labels.logIn }).click();

  await waitForPath('/onboarding');
  await journey.page.getByRole('link', { name: new RegExp(labels.hiring) }).waitFor();
  await expect(journey.page.getByRole('link', { name: new RegExp(labels.jobSeeking) }).isVisible()).resolves.toBe(true);
  if (!logOutAgain) return email;

  await journey.page.getByRole('button', { name: labels.accountMenu }).click();
  await journey.page.getByRole('menuitem', { name: labels.logOut }).click();
  await waitForPath('/auth/login');
  return email;
}

describe.skipIf(!hasChromium)('accounts in the browser', () => {
  it('signs up, verifies by the mailed link, logs in to the onboarding choice and logs out, in English', async () => {
    const page = await journey.newPage();
    await page.goto(`${journey.server.url}/auth/signup`);
    expect(await page.getAttribute('html', 'dir')).toBe('ltr');
    await waitForTitle('SIGN UP | Masar');
    await signUpVerifyLogInAndOut(english, 'Amira Khalil');
    const storage = await page.evaluate(() => Object.keys(localStorage));
    expect(storage.every((key) => key === 'locale')).toBe(true);
  });

  it('does the same in Arabic, right to left', async () => {
    const page = await journey.newPage();
    await page.goto(`${journey.server.url}/auth/login`);
    await page.getByRole('button', { name: 'العربية' }).click();
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');
    expect(await page.getAttribute('html', 'lang')).toBe('ar');
    await page.getByRole('link', { name: 'أنشئ حسابًا' }).click();
    await waitForPath('/auth/signup');
    await waitForTitle('إنشاء حساب | مسار');
    await page.getByRole('heading', { level: 1, name: 'إنشاء حساب' }).waitFor();
    // Logged out once on the way, the log-in form is in Arabic: the language outlives the log-out.
    await signUpVerifyLogInAndOut(arabic, 'ليلى حسن', false);
    expect(await page.getAttribute('html', 'dir')).toBe('rtl');
    expect(await page.evaluate(() => localStorage.getItem('locale'))).toBe('ar');
  });

  it('sends an anonymous visit to /candidate/dashboard to login with the redirect query', async () => {
    const page = await journey.newPage();
    await page.goto(`${journey.server.url}/candidate/dashboard`);
    await page.waitForURL((url) => url.pathname === '/auth/login', { timeout: 20_000 });
    expect(new URL(page.url()).search).toBe('?redirect=%2Fcandidate%2Fdashboard');
    await waitForTitle('LOG IN | Masar');
  });

  it('logs a demo candidate in and back to the page they asked for', async () => {
    const candidate = journey.server.demoLogins.find((login) => login.role === 'candidate')!;
    const page = await journey.newPage();
    await page.goto(`${journey.server.url}/settings/account`);
    await waitForPath('/auth/login');
    await page.getByLabel('Email').fill(candidate.email);
    await page.getByLabel('Password', { exact: true }).fill(candidate.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await waitForPath('/settings/account');
    await page.getByRole('heading', { level: 1, name: 'Account settings' }).waitFor();
  });

  // A second navigation straight after a first load cut off the load's calls, and a call cut off was taken
  // for a refused session: the person was signed out with no refusal from the server (decision 0092).
  it.each([
    ['the user call', false],
    ['the start-up token refresh', true],
  ])('keeps a person signed in when a second navigation cuts off %s of the first load', async (_, expired) => {
    const candidate = journey.server.demoLogins.find((login) => login.role === 'candidate')!;
    const page = await journey.signedInPage(candidate);
    // The first load's call is held unanswered, so that the second navigation is sure to cut it off.
    let held: () => void = () => undefined;
    const callHeld = new Promise<void>((resolve) => {
      held = resolve;
    });
    await page.route(
      '**/api/user/',
      // An expired access token: the user call is answered 401, and the refresh it starts is held.
      (route) => (expired ? route.fulfill({ status: 401, json: { message: 'Please log in to continue', code: 'UNAUTHORIZED' } }) : held()),
      { times: 1 },
    );
    await page.route('**/api/user/auth/refresh-token/', () => held(), { times: 1 });
    await page.goto(`${journey.server.url}/candidate/dashboard`, { waitUntil: 'commit' });
    await callHeld;

    await page.goto(`${journey.server.url}/settings/account`);
    await page.getByRole('heading', { level: 1, name: 'Account settings' }).waitFor({ timeout: 20_000 });
    expect(new URL(page.url()).pathname).toBe('/settings/account');
  });

  it('logs in with the keyboard alone, and every control shows that it has the focus', async () => {
    const candidate = journey.server.demoLogins.find((login) => login.role === 'candidate')!;
    const page = await journey.newPage();
    await page.goto(`${journey.server.url}/settings/account`);
    await waitForPath('/auth/login');
    const email = page.getByLabel('Email');
    const password = page.getByLabel('Password', { exact: true });
    const submit = page.getByRole('button', { name: 'Log in' });
    await submit.waitFor();
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
    // How each control looks without the focus, to compare with how it looks with it.
    const unfocused = new Map<Locator, Buffer>();
    for (const control of [email, password, submit]) unfocused.set(control, await control.screenshot());

    /** Presses Tab until `control` has the focus; every stop on the way must show its focus ring. */
    async function tabTo(control: Locator) {
      for (let stop = 0; stop < 15; stop += 1) {
        await page.keyboard.press('Tab');
        const focus = await page.evaluate(() => {
          const element = document.activeElement as HTMLElement;
          return { visible: element.matches(':focus-visible'), what: element.outerHTML.slice(0, 120) };
        });
        expect(focus.visible, focus.what).toBe(true);
        if (await control.evaluate((element) => element === document.activeElement)) {
          expect((await control.screenshot()).equals(unfocused.get(control)!), `${focus.what} looks unfocused`).toBe(false);
          return;
        }
      }
      throw new Error('Tab never reached the control');
    }

    await tabTo(email);
    await page.keyboard.type(candidate.email);
    await tabTo(password);
    await page.keyboard.type(candidate.password);
    await tabTo(submit);
    await page.keyboard.press('Enter');

    await waitForPath('/settings/account');
    await page.getByRole('heading', { level: 1, name: 'Account settings' }).waitFor();
  });
});
