/**
 * Browser journeys of issue #3 in English: a candidate onboards with a PDF resume and waits while it is read, a
 * recruiter admin approves them in another browser context, and they find their parsed profile; a recruiter
 * onboards a company. The same in Arabic, right to left, is onboarding-arabic.e2e.ts (decision 0120); the steps
 * are support/onboarding.ts's.
 */
import { describe, expect, it } from 'vitest';
import { hasChromium } from './support/browser.ts';
import { setUpJourneys } from './support/journey.ts';
import { READ_RESUME_MS, onboardingSteps, resumeFixture, waitForPath } from './support/onboarding.ts';

const journey = setUpJourneys();
const { approveAsAdmin, newcomer, openAs } = onboardingSteps(journey);

describe.skipIf(!hasChromium)('onboarding in the browser', () => {
  it('a candidate onboards with a PDF resume, waits while it is read, is approved, and finds the parsed profile', async () => {
    const candidate = await newcomer('Grace');
    const { page, visited } = await openAs(candidate, '/onboarding');
    await waitForPath(page, '/onboarding');
    await page.getByRole('link', { name: /I'm looking for a job/ }).click();
    await waitForPath(page, '/onboarding/candidate');

    await page.getByLabel('Resume (optional)').setInputFiles(resumeFixture('en-27-hr.pdf'));
    await page.getByText('en-27-hr.pdf uploaded').waitFor({ timeout: 30_000 });
    await page.getByLabel('Online').check();
    await page.getByLabel('I have read how my data is used').check();
    await page.getByRole('button', { name: 'Complete onboarding' }).click();

    await waitForPath(page, '/onboarding/success');
    await page.getByRole('button', { name: 'Continue' }).or(page.getByRole('link', { name: 'Continue' })).first().click();
    // The resume is read while the account waits for approval: profile-loading, then approval pending. The
    // reading is the queue's and a worker thread's: on a machine busy with other suites it took over 30 s.
    await waitForPath(page, '/approval-pending', READ_RESUME_MS);
    expect(visited.slice(visited.indexOf('/onboarding/success'))).toEqual(['/onboarding/success', '/candidate/profile-loading', '/approval-pending']);

    await approveAsAdmin('Grace', 'Pearl Hospitality Group');

    await page.reload();
    await waitForPath(page, '/candidate/dashboard');
    await page.goto(`${journey.server.url}/candidate/profile`);
    await page.getByText('Pearl Hospitality Group').first().waitFor({ timeout: 20_000 });
    await page.getByText('HR Manager').first().waitFor();
  });

  it('a recruiter onboards a company and waits for approval', async () => {
    const recruiter = await newcomer('Khalid');
    const { page } = await openAs(recruiter, '/onboarding');
    await waitForPath(page, '/onboarding');
    await page.getByRole('link', { name: /I'm hiring/ }).click();
    await waitForPath(page, '/onboarding/recruiter');

    await page.getByLabel('Company name').fill('Dune Logistics');
    await page.getByLabel('Company size').fill('120');
    await page.getByLabel('Industry').first().click();
    await page.getByRole('option', { name: /Logistics/ }).first().click();
    await page.getByLabel('Country').first().click();
    await page.getByRole('option', { name: 'Saudi Arabia' }).click();
    await page.getByLabel('City').first().click();
    await page.getByRole('option', { name: 'Dammam' }).click();
    await page.getByLabel('Website (optional)').fill('https://dune.example.com');
    await page
      .getByLabel('Company description')
      .fill('Dune Logistics runs cold-chain warehouses and last-mile delivery across the Eastern Province.');
    await page.getByRole('button', { name: 'Complete onboarding' }).click();

    await waitForPath(page, '/onboarding/success');
    await page.getByRole('link', { name: 'Continue' }).click();
    await waitForPath(page, '/approval-pending');
    await page.getByText('Awaiting approval').first().waitFor();
  });
});
