import { TOKEN_STORAGE_KEY } from '@masar/shared/constants';
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLocale } from '../lib/i18n';
import { installFakeApi, reply } from '../test/fake-api';
import { aJob, aJobIn, jobId } from '../test/jobs';
import { renderApp } from '../test/render-app';
import { aUser } from '../test/users';

const JOB = aJob();

function publicApi() {
  return installFakeApi()
    .on('GET', '/api/user/public/job/gdb-data-engineer', reply(200, { data: JOB }))
    .on('GET', '/api/user/public/job/unknown', reply(404, { message: 'Job not exist', code: 'NOT_FOUND' }));
}

describe('public job', () => {
  it('shows the job to anyone, with a way to log in and see the match', async () => {
    publicApi();
    renderApp('/public/job/gdb-data-engineer');

    const header = await screen.findByRole('region', { name: 'Data Engineer' });
    expect(within(header).getByText('Gulf Digital Bank')).toBeDefined();
    const login = within(header).getByRole('link', { name: 'Log in to see how you match' });
    expect(login.getAttribute('href')).toBe(
      `/auth/login?redirect=${encodeURIComponent(`/candidate/jobs/view/${JOB.jid}`)}`,
    );
    expect(within(header).getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe(
      `/auth/signup?redirect=${encodeURIComponent(`/candidate/jobs/view/${JOB.jid}`)}`,
    );
    expect(screen.getByRole('region', { name: 'About the job' })).toBeDefined();
    // The public layout: the language switch is always there.
    expect(screen.getByRole('heading', { level: 1, name: 'Job' })).toBeDefined();
  });

  it("copies the job's link and says 'Link copied to clipboard'", async () => {
    publicApi();
    const { user } = renderApp('/public/job/gdb-data-engineer');

    await user.click(await screen.findByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Link copied to clipboard')).toBeDefined();
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/public/job/gdb-data-engineer`);
  });

  it('shows where the job is and its salary range, in each language', async () => {
    installFakeApi().on(
      'GET',
      '/api/user/public/job/paid',
      reply(200, {
        data: aJob({ public_key: 'paid', salary: { min: 12000, max: null, currency: 'SAR', period: 'month' } }),
      }),
    );
    renderApp('/public/job/paid');

    const header = await screen.findByRole('region', { name: 'Data Engineer' });
    expect(within(header).getByText('Riyadh, Saudi Arabia · Hybrid')).toBeDefined();
    expect(within(header).getByText('From SAR 12,000 a month')).toBeDefined();
    await act(() => changeLocale('ar'));
    // The job is asked again in Arabic, so the page is looked at afresh.
    expect(await screen.findByText('الرياض، المملكة العربية السعودية · هجين')).toBeDefined();
    expect(screen.getByText('من \u200f12,000 ر.س.\u200f شهريًا')).toBeDefined();
  });

  it("says 'Job not exist' for an unknown link", async () => {
    publicApi();
    renderApp('/public/job/unknown');

    expect(await screen.findByText('Job not exist')).toBeDefined();
  });

  it('is Arabic and right to left in Arabic', async () => {
    await changeLocale('ar');
    publicApi();
    renderApp('/public/job/gdb-data-engineer');

    expect(await screen.findByRole('link', { name: 'سجّل الدخول لتعرف مدى تطابقك' })).toBeDefined();
    expect(document.documentElement.dir).toBe('rtl');
    expect(screen.getByText('الخبرة المطلوبة: 3 سنوات')).toBeDefined();
  });

  it("isolates the job's English text inside the Arabic page, so its full stop stays at its end", async () => {
    await changeLocale('ar');
    publicApi();
    renderApp('/public/job/gdb-data-engineer');

    const description = await screen.findByText(JOB.description);
    expect(description.getAttribute('dir')).toBe('auto');
    const header = screen.getByRole('region', { name: 'Data Engineer' });
    for (const text of ['Data Engineer', 'Gulf Digital Bank', 'Banking']) {
      expect(within(header).getByText(text).tagName).toBe('BDI');
    }
    expect(screen.getByText('Python').tagName).toBe('BDI');
  });

  it('says the experience in whole years and months, in words, in both languages', async () => {
    publicApi().on(
      'GET',
      '/api/user/public/job/gdb-data-engineer',
      reply(200, { data: { ...JOB, experience: { value: 18, unit: 'months' } } }),
    );
    const { unmount } = renderApp('/public/job/gdb-data-engineer');
    expect(await screen.findByText('Experience: 1 year and 6 months')).toBeDefined();
    unmount();

    await changeLocale('ar');
    renderApp('/public/job/gdb-data-engineer');
    expect(await screen.findByText('الخبرة المطلوبة: سنة واحدة و6 أشهر')).toBeDefined();
  });

  it("names the job's sector from the catalogue in the page's language", async () => {
    await changeLocale('ar');
    publicApi().on(
      'GET',
      '/api/user/public/job/gdb-data-engineer',
      reply(200, { data: { ...JOB, sector: 'finance' } }),
    );
    renderApp('/public/job/gdb-data-engineer');

    const header = await screen.findByRole('region', { name: 'Data Engineer' });
    expect(await within(header).findByText('البنوك والتمويل والتأمين')).toBeDefined();
    expect(within(header).queryByText('finance')).toBeNull();
  });
});

describe('catalogue data in Arabic (issue #9)', () => {
  /** The job's skill chips, as the page shows them. */
  const chips = () =>
    within(screen.getByRole('region', { name: /About the job|عن الوظيفة/ }))
      .getAllByText((_, element) => element?.tagName === 'BDI')
      .map((element) => element.textContent);

  it('the public job: skill chips, sector and industry in Arabic, asked again when the language changes', async () => {
    const api = installFakeApi().on('GET', '/api/user/public/job/gdb-data-engineer', (request) =>
      reply(200, { data: aJobIn(request.headers.lang) }),
    );
    renderApp('/public/job/gdb-data-engineer');
    const header = await screen.findByRole('region', { name: 'Data Engineer' });
    expect(await within(header).findByText('Banking, Finance and Insurance')).toBeDefined();

    await act(() => changeLocale('ar'));
    expect(await screen.findByText('بايثون')).toBeDefined();
    const arabicHeader = screen.getByRole('region', { name: 'Data Engineer' });
    expect(chips()).toEqual(expect.arrayContaining(['بايثون', 'إس كيو إل', 'أباتشي كافكا', 'أباتشي إيرفلو']));
    // The industry names the same sector as the sector: said once, in Arabic.
    expect(within(arabicHeader).getAllByText('البنوك والتمويل والتأمين')).toHaveLength(1);
    expect(within(arabicHeader).queryByText('Banking, Finance and Insurance')).toBeNull();
    expect(screen.queryByText('Python')).toBeNull();
    expect(api.requestsTo('GET', '/api/user/public/job/gdb-data-engineer').map((request) => request.headers.lang)).toEqual(['en', 'ar']);
  });

  it('the job page: skill chips, sector and industry in Arabic', async () => {
    await changeLocale('ar');
    installFakeApi()
      .on('GET', '/api/user/', reply(200, { data: aUser() }))
      .on('GET', `/api/user/job/${JOB.jid}`, (request) =>
        reply(200, { data: aJobIn(request.headers.lang, { industry: 'Information Technology and Telecommunications' }) }),
      );
    localStorage.setItem(TOKEN_STORAGE_KEY, 'access-1');
    renderApp(`/job/${JOB.jid}`);

    const header = await screen.findByRole('region', { name: 'Data Engineer' });
    expect(await within(header).findByText('البنوك والتمويل والتأمين')).toBeDefined();
    // Another sector as the industry: both, in Arabic.
    expect(within(header).getByText('تقنية المعلومات والاتصالات')).toBeDefined();
    expect(chips()).toEqual(expect.arrayContaining(['بايثون', 'إس كيو إل', 'أباتشي كافكا', 'أباتشي إيرفلو']));
    expect(screen.queryByText('Python')).toBeNull();
  });
});

describe('job page', () => {
  it('lets a candidate go on to the match', async () => {
    installFakeApi()
      .on('GET', '/api/user/', reply(200, { data: aUser() }))
      .on('GET', `/api/user/job/${JOB.jid}`, reply(200, { data: JOB }));
    localStorage.setItem(TOKEN_STORAGE_KEY, 'access-1');
    renderApp(`/job/${JOB.jid}`);

    expect(await screen.findByRole('link', { name: 'See how you match' })).toHaveProperty(
      'href',
      `${window.location.origin}/candidate/jobs/view/${JOB.jid}`,
    );
    expect(
      within(screen.getByRole('navigation', { name: 'Breadcrumb' }))
        .getByRole('link', { name: 'Jobs' })
        .getAttribute('href'),
    ).toBe('/candidate/jobs');
  });

  it("shows a recruiter the job without a match, and 'Job not exist' for an unknown one", async () => {
    installFakeApi()
      .on('GET', '/api/user/', reply(200, { data: aUser({ role_name: 'recruiter', role_id: 2 }) }))
      .on('GET', `/api/user/job/${JOB.jid}`, reply(200, { data: JOB }))
      .on('GET', `/api/user/job/${jobId(9)}`, reply(404, { message: 'Job not exist', code: 'NOT_FOUND' }));
    localStorage.setItem(TOKEN_STORAGE_KEY, 'access-1');
    const { router } = renderApp(`/job/${JOB.jid}`);

    expect(await screen.findByRole('region', { name: 'Data Engineer' })).toBeDefined();
    expect(screen.queryByRole('link', { name: 'See how you match' })).toBeNull();
    expect(
      within(screen.getByRole('navigation', { name: 'Breadcrumb' }))
        .getByRole('link', { name: 'Jobs' })
        .getAttribute('href'),
    ).toBe('/recruiter/jobs');

    await act(() => router.navigate(`/job/${jobId(9)}`));
    expect(await screen.findByText('Job not exist')).toBeDefined();
  });
});
