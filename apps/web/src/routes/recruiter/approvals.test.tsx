import { TOKEN_STORAGE_KEY } from '@masar/shared/constants';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLocale } from '../../lib/i18n';
import { installFakeApi, reply } from '../../test/fake-api';
import { currentPath, fill, renderApp } from '../../test/render-app';
import { anAccount, aUser } from '../../test/users';
import { emptyProfile, type CandidateProfile } from '@masar/shared/profile';
import type { AccountSummary } from '@masar/shared/approvals';

const SEARCH_CANDIDATES = '/api/recruiter/admin/search-candidates/';
const ACTION_CANDIDATE = '/api/recruiter/admin/action-candidate/';

/** Twelve pending candidates: a full first page and two on the second. */
const CANDIDATES = Array.from({ length: 12 }, (_, index) =>
  anAccount({
    id: `3f8e1b2a-6c4d-4e5f-8a9b-0c1d2e3f4a${String(index).padStart(2, '0')}`,
    first_name: index === 0 ? 'Omar' : `Candidate${index}`,
    email: `candidate${index}@example.com`,
  }),
);

/** What GET candidates/{id} answers: the summary and the profile parsed from the resume. */
const detailOf = (account: AccountSummary, upload_response: CandidateProfile | null = null) => ({
  ...account,
  upload_response,
});

/** A parsed resume that lists the oldest job first, as some resumes do. */
const PARSED: CandidateProfile = {
  ...emptyProfile(),
  summary: 'Data analyst who turns ledgers into dashboards.',
  work_history_detailed: {
    '0': {
      job_title: 'Junior Accountant',
      organization: 'Riyadh Ledger Co',
      start: '2016-09',
      end: '2019-02',
      currently_working: false,
      details: '',
    },
    '1': {
      job_title: 'Senior Data Analyst',
      organization: 'Tabuk Energy',
      start: '2021-03',
      end: null,
      currently_working: true,
      details: '',
    },
  },
  education: [
    {
      degree_title: 'BSc Accounting',
      institution: 'King Saud University',
      field: null,
      start: '2012',
      end: '2016',
      expected_end: null,
    },
  ],
  skills: [
    { name: 'SQL', ref_skill: null },
    { name: 'Power BI', ref_skill: null },
  ],
  certifications: [
    {
      name: 'Certified Data Analyst',
      issuer: 'DataCert',
      issue_date: '2022-05',
      expiry_date: null,
      no_expiry: true,
      credential_id: null,
    },
  ],
  languages: [
    { name: 'Arabic', level: 'Native' },
    { name: 'English', level: 'C1' },
  ],
};

function adminApi() {
  return installFakeApi()
    .on('GET', '/api/user/', reply(200, { data: aUser({ role_name: 'Recruiter Admin' }) }))
    .on('GET', '/api/user/sectors/', reply(200, { data: [] }))
    .on('POST', SEARCH_CANDIDATES, (request) => {
      const { page, limit, search } = request.body as { page: number; limit: number; search?: string };
      const matching = CANDIDATES.filter((account) => search === undefined || account.email.includes(search));
      return reply(200, {
        data: {
          total: matching.length,
          results: matching.slice(page * limit, (page + 1) * limit),
          pagination: { page, limit },
        },
      });
    });
}

async function openApprovals(api = adminApi(), path = '/recruiter/admin', heading = 'Approvals') {
  localStorage.setItem(TOKEN_STORAGE_KEY, 'access-1');
  const app = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: heading });
  return { ...app, api };
}

const lastSearch = (api: ReturnType<typeof adminApi>) => api.requestsTo('POST', SEARCH_CANDIDATES).at(-1)?.body;

describe('approvals', () => {
  it('lists pending candidates first, with their onboarding date and resume status', async () => {
    const { api } = await openApprovals();

    expect(await screen.findByRole('link', { name: 'Omar Saleh' })).toBeDefined();
    expect(screen.getByRole('radio', { name: 'Pending' })).toHaveProperty('checked', true);
    expect(api.requestsTo('POST', SEARCH_CANDIDATES)[0]?.body).toEqual({ status: 'PENDING', page: 0, limit: 10 });
    expect(screen.getAllByRole('row')).toHaveLength(11);
    expect(screen.getAllByText('14 March 2025').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Profile ready').length).toBeGreaterThan(0);
    expect(screen.getByText('Total: 12')).toBeDefined();
  });

  it('searches after typing settles, pages from 0, and filters by status', async () => {
    const { user, api } = await openApprovals();
    await screen.findByRole('link', { name: 'Omar Saleh' });

    await user.click(screen.getByRole('button', { name: '2' }));
    expect(await screen.findByRole('link', { name: 'Candidate11 Saleh' })).toBeDefined();
    expect(lastSearch(api)).toEqual({ status: 'PENDING', page: 1, limit: 10 });

    // Typed key by key, since the debounce is what is tested; few keys, so that a busy machine does not pause
    // longer than the debounce between two of them. "te1" is in candidate1@, candidate10@ and candidate11@.
    await user.type(screen.getByRole('searchbox', { name: 'Search by name or e-mail' }), 'te1');
    await screen.findByText('Total: 3');
    expect(lastSearch(api)).toEqual({ status: 'PENDING', search: 'te1', page: 0, limit: 10 });
    // One search for the settled text, not one per key.
    expect(
      api
        .requestsTo('POST', SEARCH_CANDIDATES)
        .filter((request) => (request.body as { search?: string }).search !== undefined),
    ).toHaveLength(1);

    await user.click(screen.getByRole('radio', { name: 'Approved' }));
    await waitFor(() => expect(lastSearch(api)).toEqual({ status: 'APPROVED', search: 'te1', page: 0, limit: 10 }));
  });

  it('says what to do when nobody is waiting', async () => {
    const api = installFakeApi()
      .on('GET', '/api/user/', reply(200, { data: aUser({ role_name: 'Recruiter Admin' }) }))
      .on(
        'POST',
        SEARCH_CANDIDATES,
        reply(200, { data: { total: 0, results: [], pagination: { page: 0, limit: 10 } } }),
      );
    await openApprovals(api);
    expect(
      await screen.findByText('No one is waiting for approval. New accounts appear here once they finish onboarding.'),
    ).toBeDefined();
  });

  it('approves a candidate after confirmation, shows the server’s message and returns to the list', async () => {
    const candidate = CANDIDATES[0]!;
    const api = adminApi()
      .on('GET', `/api/recruiter/admin/candidates/${candidate.id}`, reply(200, { data: detailOf(candidate) }))
      .on(
        'POST',
        ACTION_CANDIDATE,
        reply(200, { data: { ...candidate, approval_status: 'APPROVED' }, message: 'The account is approved' }),
      );
    const { user, router } = await openApprovals(api);

    await user.click(await screen.findByRole('link', { name: 'Omar Saleh' }));
    await screen.findByRole('heading', { level: 1, name: 'Candidate approval' });
    expect(await screen.findByText('omar-saleh-cv.pdf')).toBeDefined();
    expect(screen.getByRole('link', { name: 'https://www.linkedin.com/in/omar-saleh' })).toBeDefined();
    expect(screen.getByText('Online · On site')).toBeDefined();

    await user.click(screen.getByRole('button', { name: 'Approve' }));
    // Asked in place of the buttons, with the candidate still in view above.
    const question = await screen.findByRole('group', {
      name: 'Approve Omar Saleh? They can use Masar straight away.',
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.requestsTo('POST', ACTION_CANDIDATE)).toHaveLength(0);
    await user.click(within(question).getByRole('button', { name: 'Approve' }));

    expect(await screen.findByText('The account is approved')).toBeDefined();
    await screen.findByRole('heading', { level: 1, name: 'Approvals' });
    expect(currentPath(router)).toBe('/recruiter/admin');
    expect(api.requestsTo('POST', ACTION_CANDIDATE)[0]?.body).toEqual({
      candidate_id: candidate.id,
      action: 'APPROVE',
    });
  });

  it('sends one approval when Approve in the confirmation is double-clicked', async () => {
    const candidate = CANDIDATES[0]!;
    const api = adminApi()
      .on('GET', `/api/recruiter/admin/candidates/${candidate.id}`, reply(200, { data: detailOf(candidate) }))
      .on('POST', ACTION_CANDIDATE, reply(200, { data: { ...candidate, approval_status: 'APPROVED' } }));
    const { user } = await openApprovals(api, `/recruiter/admin/candidates/${candidate.id}`, 'Candidate approval');

    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    const question = await screen.findByRole('group', { name: /Approve Omar Saleh\?/ });
    await user.dblClick(within(question).getByRole('button', { name: 'Approve' }));

    await screen.findByRole('heading', { level: 1, name: 'Approvals' });
    expect(api.requestsTo('POST', ACTION_CANDIDATE)).toHaveLength(1);
  });

  it('declines a candidate with a reason', async () => {
    const candidate = CANDIDATES[0]!;
    const api = adminApi()
      .on('GET', `/api/recruiter/admin/candidates/${candidate.id}`, reply(200, { data: detailOf(candidate) }))
      .on(
        'POST',
        ACTION_CANDIDATE,
        reply(200, { data: { ...candidate, approval_status: 'DECLINED' }, message: 'The account is declined' }),
      );
    const { user, router } = await openApprovals(
      api,
      `/recruiter/admin/candidates/${candidate.id}`,
      'Candidate approval',
    );
    await screen.findByText('omar-saleh-cv.pdf');

    await user.click(screen.getByRole('button', { name: 'Decline' }));
    const question = await screen.findByRole('group', { name: /Decline Omar Saleh\?/ });
    const reason = within(question).getByLabelText('Reason (optional)');
    expect(document.activeElement).toBe(reason);
    await fill(user, reason, 'The resume is for another person.');
    await user.click(within(question).getByRole('button', { name: 'Decline' }));

    expect(await screen.findByText('The account is declined')).toBeDefined();
    expect(api.requestsTo('POST', ACTION_CANDIDATE)[0]?.body).toEqual({
      candidate_id: candidate.id,
      action: 'DECLINE',
      reason: 'The resume is for another person.',
    });
    await screen.findByRole('heading', { level: 1, name: 'Approvals' });
    expect(currentPath(router)).toBe('/recruiter/admin');
  });

  it('shows the profile read from the resume before the decision, latest job first', async () => {
    const candidate = CANDIDATES[0]!;
    const api = adminApi().on(
      'GET',
      `/api/recruiter/admin/candidates/${candidate.id}`,
      reply(200, { data: detailOf(candidate, PARSED) }),
    );
    await openApprovals(api, `/recruiter/admin/candidates/${candidate.id}`, 'Candidate approval');

    const profile = await screen.findByRole('region', { name: 'Profile from the resume' });
    const current = within(profile).getByRole('heading', { name: 'Current title' }).parentElement!;
    expect(within(current).getByText('Senior Data Analyst')).toBeDefined();
    expect(within(profile).getByText('Data analyst who turns ledgers into dashboards.')).toBeDefined();
    const work = within(profile).getByRole('heading', { name: 'Work experience' }).parentElement!;
    expect(
      within(work)
        .getAllByText(/Analyst|Accountant/)
        .map((title) => title.textContent),
    ).toEqual(['Senior Data Analyst', 'Junior Accountant']);
    expect(within(work).getByText('March 2021 – Present')).toBeDefined();
    expect(within(profile).getByText('BSc Accounting')).toBeDefined();
    expect(within(profile).getByText('King Saud University')).toBeDefined();
    expect(within(profile).getByText('Power BI')).toBeDefined();
    expect(within(profile).getByText('Certified Data Analyst')).toBeDefined();
    expect(within(profile).getByText('Issued May 2022')).toBeDefined();
    expect(within(profile).getByText('Arabic')).toBeDefined();
    // Read-only: nothing to edit here.
    expect(within(profile).queryByRole('button')).toBeNull();
  });

  it('shows the profile in Arabic: Arabic headings, dates and language names, the person’s words as written', async () => {
    await changeLocale('ar');
    const candidate = CANDIDATES[0]!;
    const api = adminApi().on(
      'GET',
      `/api/recruiter/admin/candidates/${candidate.id}`,
      reply(200, { data: detailOf(candidate, PARSED) }),
    );
    await openApprovals(api, `/recruiter/admin/candidates/${candidate.id}`, 'الموافقة على المرشح');

    const profile = await screen.findByRole('region', { name: 'الملف المستخرج من السيرة الذاتية' });
    const current = within(profile).getByRole('heading', { name: 'المسمى الوظيفي الحالي' }).parentElement!;
    // The person's English words stay isolated in the right-to-left page.
    expect(within(current).getByText('Senior Data Analyst').tagName).toBe('BDI');
    const work = within(profile).getByRole('heading', { name: 'الخبرة العملية' }).parentElement!;
    expect(within(work).getByText('مارس 2021 – حتى الآن')).toBeDefined();
    expect(within(profile).getByText('صدرت في مايو 2022')).toBeDefined();
    expect(within(profile).getByText('العربية')).toBeDefined();
    expect(within(profile).getByText(/اللغة الأم/)).toBeDefined();
  });

  it.each([
    ['in_progress', 'The resume is still being read. The profile appears here once it is ready.'],
    [
      'failed',
      'The resume could not be read, so there is no profile from it. Download the resume to read it yourself.',
    ],
  ] as const)('says so when the resume is %s instead of showing a profile', async (status, text) => {
    const candidate = anAccount({ profile_status: status });
    const api = adminApi().on(
      'GET',
      `/api/recruiter/admin/candidates/${candidate.id}`,
      reply(200, { data: detailOf(candidate) }),
    );
    await openApprovals(api, `/recruiter/admin/candidates/${candidate.id}`, 'Candidate approval');
    const profile = await screen.findByRole('region', { name: 'Profile from the resume' });
    expect(within(profile).getByText(text)).toBeDefined();
  });

  it.each([
    [
      'en',
      'Candidate approval',
      'Approvals',
      'Recruiters',
      'Decision',
      'Profile from the resume',
      'Cancel',
      ['Decline', 'Approve'],
      ['Decline', 'Make admin'],
    ],
    [
      'ar',
      'الموافقة على المرشح',
      'الموافقات',
      'مسؤولو التوظيف',
      'القرار',
      'الملف المستخرج من السيرة الذاتية',
      'إلغاء',
      ['رفض', 'اعتماد'],
      ['رفض', 'تعيين مسؤولًا'],
    ],
  ] as const)(
    'offers the decisions in one order on a candidate’s page and in a recruiter’s review (%s): Decline first, Approve last',
    async (
      locale,
      candidateHeading,
      listHeading,
      recruitersTab,
      decision,
      profileTitle,
      cancel,
      pendingOrder,
      approvedOrder,
    ) => {
      await changeLocale(locale);
      const candidate = CANDIDATES[0]!;
      const company = {
        id: 'c1',
        company_name: 'Acme Logistics',
        company_industry: null,
        company_size: null,
        company_country: null,
        company_city: null,
        company_website: null,
        company_description: null,
      };
      const pending = anAccount({ id: 'a1', first_name: 'Hana', last_name: 'Aziz', role_name: 'recruiter', company });
      const approved = anAccount({
        id: 'a2',
        first_name: 'Lina',
        last_name: 'Aziz',
        role_name: 'recruiter',
        approval_status: 'APPROVED',
        company,
      });
      const api = adminApi()
        .on('GET', `/api/recruiter/admin/candidates/${candidate.id}`, reply(200, { data: detailOf(candidate, PARSED) }))
        .on(
          'POST',
          '/api/recruiter/admin/search-recruiters/',
          reply(200, { data: { total: 2, results: [pending, approved], pagination: { page: 0, limit: 10 } } }),
        );
      const { user } = await openApprovals(api, `/recruiter/admin/candidates/${candidate.id}`, candidateHeading);
      const labels = async (container: HTMLElement = document.body) =>
        within(await within(container).findByRole('group', { name: decision }))
          .getAllByRole('button')
          .map((button) => button.textContent);

      // On the page, the decision comes after the profile it is about.
      const profile = await screen.findByRole('heading', { level: 2, name: profileTitle });
      const buttons = await screen.findByRole('group', { name: decision });
      expect(profile.compareDocumentPosition(buttons) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      expect(await labels()).toEqual(pendingOrder);

      await user.click(screen.getAllByRole('link', { name: listHeading })[0]!);
      await user.click(await screen.findByRole('tab', { name: recruitersTab }));
      await user.click(await screen.findByRole('button', { name: /Hana Aziz/ }));
      const dialog = await screen.findByRole('dialog');
      expect(await labels(dialog)).toEqual(pendingOrder);
      // Asked in place, as on the page; Cancel brings the buttons back and leaves the review open.
      await user.click(within(dialog).getByRole('button', { name: pendingOrder[0] }));
      expect(document.activeElement).toBe(within(dialog).getByRole('textbox'));
      await user.click(within(dialog).getByRole('button', { name: cancel }));
      expect(await labels(dialog)).toEqual(pendingOrder);
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await user.click(screen.getByRole('button', { name: /Lina Aziz/ }));
      expect(await labels(await screen.findByRole('dialog'))).toEqual(approvedOrder);
    },
  );

  it('reviews a recruiter and makes them an admin after confirmation', async () => {
    const recruiter = anAccount({
      id: '5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a',
      first_name: 'Hana',
      last_name: 'Aziz',
      email: 'hana@acme.example',
      role_name: 'recruiter',
      approval_status: 'APPROVED',
      resume: null,
      company: {
        id: 'c1',
        company_name: 'Acme Logistics',
        company_industry: 'logistics',
        company_size: 250,
        company_country: 'SA',
        company_city: 'Riyadh',
        company_website: 'https://acme.example',
        company_description: 'Acme builds logistics software for ports across the Gulf.',
      },
    });
    const api = adminApi()
      .on(
        'GET',
        '/api/user/sectors/',
        reply(200, { data: [{ id: 'logistics', name: { en: 'Logistics', ar: 'الخدمات اللوجستية' } }] }),
      )
      .on(
        'POST',
        '/api/recruiter/admin/search-recruiters/',
        reply(200, { data: { total: 1, results: [recruiter], pagination: { page: 0, limit: 10 } } }),
      )
      .on(
        'POST',
        '/api/recruiter/admin/action-recruiter/',
        reply(200, {
          data: { ...recruiter, role_name: 'recruiter admin' },
          message: 'The recruiter is now a recruiter admin',
        }),
      );
    const { user } = await openApprovals(api);

    await user.click(screen.getByRole('tab', { name: 'Recruiters' }));
    await screen.findByText('Acme Logistics');
    expect(screen.getByText('Logistics')).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Review: Hana Aziz' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Riyadh, Saudi Arabia')).toBeDefined();
    expect(within(dialog).getByText('Acme builds logistics software for ports across the Gulf.')).toBeDefined();

    await user.click(within(dialog).getByRole('button', { name: 'Make admin' }));
    expect(within(dialog).getByText(/Make Hana Aziz a recruiter admin\?/)).toBeDefined();
    await user.click(within(dialog).getByRole('button', { name: 'Make admin' }));

    expect(await screen.findByText('The recruiter is now a recruiter admin')).toBeDefined();
    expect(api.requestsTo('POST', '/api/recruiter/admin/action-recruiter/')[0]?.body).toEqual({
      recruiter_id: recruiter.id,
      action: 'MAKE_ADMIN',
    });
  });

  it('shows the list in Arabic, right to left, with Arabic long dates', async () => {
    await changeLocale('ar');
    localStorage.setItem(TOKEN_STORAGE_KEY, 'access-1');
    adminApi();
    renderApp('/recruiter/admin');
    await screen.findByRole('heading', { level: 1, name: 'الموافقات' });
    expect(document.documentElement.dir).toBe('rtl');
    expect(await screen.findByRole('link', { name: 'Omar Saleh' })).toBeDefined();
    expect(screen.getByRole('radio', { name: 'قيد الانتظار' })).toHaveProperty('checked', true);
    expect(screen.getAllByText('14 مارس 2025').length).toBeGreaterThan(0);
  });

  it('asks to confirm an approval in Arabic in words that suit any person', async () => {
    await changeLocale('ar');
    const candidate = CANDIDATES[0]!;
    const api = adminApi().on(
      'GET',
      `/api/recruiter/admin/candidates/${candidate.id}`,
      reply(200, { data: detailOf(candidate) }),
    );
    const { user } = await openApprovals(api, `/recruiter/admin/candidates/${candidate.id}`, 'الموافقة على المرشح');

    await user.click(await screen.findByRole('button', { name: 'اعتماد' }));
    expect(
      await screen.findByRole('group', {
        name: 'تأكيد اعتماد حساب Omar Saleh؟ يصبح استخدام مسار متاحًا لهذا الحساب فورًا.',
      }),
    ).toBeDefined();
  });

  it("names the recruiter's city in Arabic when the page is Arabic", async () => {
    await changeLocale('ar');
    const recruiter = anAccount({
      first_name: 'Hana',
      last_name: 'Aziz',
      role_name: 'recruiter',
      resume: null,
      company: {
        id: 'c1',
        company_name: 'Acme Logistics',
        company_industry: 'logistics',
        company_size: 250,
        company_country: 'SA',
        company_city: 'Riyadh',
        company_website: 'https://acme.example',
        company_description: null,
      },
    });
    const api = adminApi().on(
      'POST',
      '/api/recruiter/admin/search-recruiters/',
      reply(200, { data: { total: 1, results: [recruiter], pagination: { page: 0, limit: 10 } } }),
    );
    const { user } = await openApprovals(api, '/recruiter/admin?tab=recruiters', 'الموافقات');

    const row = (await screen.findByText('Acme Logistics')).closest('tr')!;
    expect(within(row).getByText('الرياض')).toBeDefined();
    expect(within(row).queryByText('Riyadh')).toBeNull();
    await user.click(within(row).getByRole('button', { name: /Hana Aziz/ }));
    // The Arabic comma between the city and the country.
    expect(
      await within(await screen.findByRole('dialog')).findByText('الرياض، المملكة العربية السعودية'),
    ).toBeDefined();
  });
});
