/**
 * Browser journeys of issue #3 in English: a candidate onboards with a PDF resume and waits while it is read, a
 * recruiter admin approves them in another browser context, and they find their parsed profile; a recruiter
 * onboards a company; and the same in Arabic, right to left, with an Arabic resume whose parsed profile is checked
 * against what the resume says. One server for both: split into two files they cost more than they saved
 * (decision 0120). The steps are support/onboarding.ts's.
 */
import { describe, expect, it } from 'vitest';
import { hasChromium } from './support/browser.ts';
import { setUpJourneys } from './support/journey.ts';
import { READ_RESUME_MS, onboardingSteps, resumeFixture, resumeTruth, waitForPath } from './support/onboarding.ts';

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
    await page
      .getByRole('button', { name: 'Continue' })
      .or(page.getByRole('link', { name: 'Continue' }))
      .first()
      .click();
    // The resume is read while the account waits for approval: profile-loading, then approval pending. The
    // reading is the queue's and a worker thread's: on a machine busy with other suites it took over 30 s.
    await waitForPath(page, '/approval-pending', READ_RESUME_MS);
    expect(visited.slice(visited.indexOf('/onboarding/success'))).toEqual([
      '/onboarding/success',
      '/candidate/profile-loading',
      '/approval-pending',
    ]);

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
    await page
      .getByRole('option', { name: /Logistics/ })
      .first()
      .click();
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

describe.skipIf(!hasChromium)('onboarding in the browser, in Arabic', () => {
  it('does the same in Arabic, with an Arabic resume, right to left', async () => {
    const candidate = await newcomer('Huda');
    const { page, visited } = await openAs(candidate, '/onboarding', 'ar');
    await waitForPath(page, '/onboarding');
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');
    await page.getByRole('link', { name: /أبحث عن وظيفة/ }).click();
    await waitForPath(page, '/onboarding/candidate');
    await page.getByRole('heading', { level: 1, name: 'إعداد حساب الباحث عن عمل' }).waitFor();

    await page.getByLabel('السيرة الذاتية (اختياري)').setInputFiles(resumeFixture('ar-31-software.pdf'));
    await page
      .getByText(/ar-31-software\.pdf/)
      .first()
      .waitFor({ timeout: 30_000 });
    await page.getByLabel('عن بُعد').check();
    await page.getByLabel('قرأت كيف تُستخدم بياناتي').check();
    await page.getByRole('button', { name: 'إكمال الإعداد' }).click();
    await waitForPath(page, '/onboarding/success');
    await page
      .getByRole('button', { name: 'متابعة' })
      .or(page.getByRole('link', { name: 'متابعة' }))
      .first()
      .click();
    await waitForPath(page, '/approval-pending', READ_RESUME_MS);
    expect(visited.slice(visited.indexOf('/onboarding/success'))).toEqual([
      '/onboarding/success',
      '/candidate/profile-loading',
      '/approval-pending',
    ]);

    await approveAsAdmin('Huda', resumeTruth('ar-31-software').work[0]!.organization, 'ar');

    await page.reload();
    await waitForPath(page, '/candidate/dashboard');
    await page.goto(`${journey.server.url}/candidate/profile`);
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');
    // What the page shows is checked against what the resume says, not against what the parser stored.
    const truth = resumeTruth('ar-31-software');
    await page.getByRole('heading', { level: 2, name: truth.personal_details.name }).waitFor({ timeout: 20_000 });
    await page.getByText(truth.personal_details.email, { exact: true }).first().waitFor();
    for (const entry of truth.work) {
      await page.getByText(entry.job_title, { exact: true }).first().waitFor();
      await page.getByText(entry.organization, { exact: true }).first().waitFor();
    }
    for (const entry of truth.education) {
      await page.getByText(entry.degree_title).first().waitFor();
      await page.getByText(entry.institution, { exact: true }).first().waitFor();
    }
    for (const entry of truth.certifications) await page.getByText(entry.name, { exact: true }).first().waitFor();
  });

  it('a recruiter onboards a company in Arabic, right to left, and waits for approval', async () => {
    const recruiter = await newcomer('Faisal');
    const { page } = await openAs(recruiter, '/onboarding', 'ar');
    await waitForPath(page, '/onboarding');
    await page.waitForFunction(() => document.documentElement.dir === 'rtl' && document.documentElement.lang === 'ar');
    await page.getByRole('link', { name: /أبحث عن موظفين/ }).click();
    await waitForPath(page, '/onboarding/recruiter');

    await page.getByLabel('اسم الشركة').fill('كثبان للخدمات اللوجستية');
    await page.getByLabel('حجم الشركة').fill('120');
    await page.getByLabel('القطاع').first().click();
    await page.getByRole('option', { name: 'النقل والخدمات اللوجستية وسلاسل الإمداد' }).click();
    await page.getByLabel('الدولة').first().click();
    await page.getByRole('option', { name: 'المملكة العربية السعودية' }).click();
    await page.getByLabel('المدينة').first().click();
    await page.getByRole('option', { name: 'الدمام' }).click();
    await page
      .getByLabel('وصف الشركة')
      .fill(
        'تدير كثبان مستودعات مبردة وخدمات التوصيل إلى الباب في المنطقة الشرقية، وتوظف سائقين ومشرفين ومحللي بيانات.',
      );
    await page.getByRole('button', { name: 'إكمال الإعداد' }).click();

    await waitForPath(page, '/onboarding/success');
    await page.getByText('شكرًا لك! حُفظت بياناتك.').waitFor();
    await page.getByRole('link', { name: 'متابعة' }).click();
    await waitForPath(page, '/approval-pending');
    await page.getByText('بانتظار الاعتماد').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');

    const { rows } = await journey.server.database.executeSql(
      `select c.company_name, c.company_country, c.company_city from companies c join users u on u.company_id = c.id where u.email = $1`,
      [recruiter.email],
    );
    expect(rows).toEqual([{ company_name: 'كثبان للخدمات اللوجستية', company_country: 'SA', company_city: 'Dammam' }]);
  });
});
