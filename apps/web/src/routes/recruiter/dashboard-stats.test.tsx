import { TOKEN_STORAGE_KEY } from '@masar/shared/constants';
import type { RecruiterStats } from '@masar/shared/stats';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLocale } from '../../lib/i18n';
import { installFakeApi, reply } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import { aUser } from '../../test/users';

const STATS = '/api/recruiter/stats/';

const flat = (current: number, previous: number) => ({ current, previous, change: current - previous });

function statsOf(range: 'weekly' | 'monthly', admin: boolean): RecruiterStats {
  const weekly = range === 'weekly';
  return {
    range,
    filters: { nationality: null, company_id: null },
    period: { start: '2026-03-04', end: '2026-03-10' },
    previous_period: { start: '2026-02-25', end: '2026-03-03' },
    figures: {
      open_jobs: flat(2, 1),
      new_matching_candidates: flat(9, 0),
      pokes_sent: flat(3, 1),
      pokes_answered: flat(2, 1),
      applications: weekly ? flat(6, 1) : flat(7, 0),
      hours_to_first_application: { current: 24, previous: 48, change: -24 },
    },
    top_jobs: {
      page: 0,
      limit: 5,
      total: 2,
      results: [
        { id: 'a1', job_title: 'Accountant', published_at: '2026-03-07T09:00:00.000Z', candidates: 9, pipeline: { matched: 9, poked: 3, interested: 1, applied: 6 } },
        { id: 'a2', job_title: 'Auditor', published_at: '2026-02-28T09:00:00.000Z', candidates: 2, pipeline: { matched: 2, poked: 1, interested: 1, applied: 1 } },
      ],
    },
    nationality: {
      home_country: 'SA',
      matching_candidates: { local: 6, foreign: 'fewer_than_5', unstated: 'fewer_than_5', total: 9 },
      applications: { local: 'fewer_than_5', foreign: 'fewer_than_5', unstated: 0, total: 6 },
      portal_pool: { local: 7, foreign: 'fewer_than_5', unstated: 'fewer_than_5', total: 10 },
    },
    portal: admin
      ? {
          signups: flat(6, 10),
          approvals: flat(0, 10),
          approvals_pending: { count: 4, oldest_days: 3, median_days: 1 },
          companies: 3,
          open_jobs: 3,
          company_choices: [
            { id: 'c-dunes', name: 'Dunes Ltd' },
            { id: 'c-oasis', name: 'Oasis Ltd' },
          ],
        }
      : null,
  };
}

function dashboardApi(role: 'recruiter' | 'recruiter admin') {
  return installFakeApi()
    .on('GET', '/api/user/', reply(200, { data: aUser({ role_name: role }) }))
    .on('GET', '/api/recruiter/invitations/', reply(200, { data: [] }))
    .on('POST', '/api/recruiter/jobs/', reply(200, { data: { total: 0, results: [], pagination: { page: 0, limit: 5 } } }))
    .on('GET', '/api/recruiter/total-jobs/', reply(200, { data: { total: 0, published: 0, drafts: 0, closed: 0, limit: 25 } }))
    .on('POST', STATS, (request) => {
      const { range, nationality } = request.body as { range: 'weekly' | 'monthly'; nationality?: 'local' | 'foreign' | 'unstated' };
      const plain = statsOf(range, role === 'recruiter admin');
      if (!nationality) return reply(200, { data: plain });
      // Filtered: the people's figures of that group, as the server masks them (decision 0094).
      const small = 'fewer_than_5' as const;
      return reply(200, {
        data: {
          ...plain,
          filters: { nationality, company_id: null },
          figures: {
            ...plain.figures,
            new_matching_candidates: flat(6, 0),
            pokes_sent: { current: small, previous: small, change: null },
            pokes_answered: { current: small, previous: small, change: null },
            applications: { current: small, previous: 0, change: null },
          },
        },
      });
    });
}

function openDashboard(search = '') {
  localStorage.setItem(TOKEN_STORAGE_KEY, 'access-1');
  return renderApp(`/recruiter/dashboard${search}`);
}

/** The figure's own card (a label may also head a table row elsewhere on the page). */
const figureCard = (label: string) =>
  screen
    .getAllByText(label)
    .map((element) => element.closest('.mantine-Paper-root'))
    .find((card): card is HTMLElement => card instanceof HTMLElement && card.tagName !== 'SECTION')!;

describe('recruiter dashboard: figures', () => {
  it("shows the week's figures with their change, the top jobs' pipeline and locals against foreigners", async () => {
    const api = dashboardApi('recruiter');
    openDashboard();

    await screen.findByText('Open jobs');
    expect(api.requestsTo('POST', STATS)[0]?.body).toEqual({ range: 'weekly', top_jobs_page: 0, top_jobs_limit: 5 });
    expect(within(figureCard('Applications')).getByText('6')).toBeDefined();
    expect(within(figureCard('Applications')).getByText('+5')).toBeDefined();
    expect(within(figureCard('Open jobs')).getByText('+1')).toBeDefined();
    expect(within(figureCard('Time from publishing to first application (median)')).getByText('24 h')).toBeDefined();
    expect(within(figureCard('Time from publishing to first application (median)')).getByText('-24')).toBeDefined();
    expect(screen.getAllByText('against the previous week').length).toBeGreaterThan(0);

    const pipeline = screen.getByRole('region', { name: 'Pipeline of your open jobs' });
    const accountant = within(pipeline).getByRole('link', { name: 'Accountant' }).closest('tr') as HTMLElement;
    expect(within(accountant).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['9', '3', '1', '6']);
    expect(within(pipeline).getByRole('link', { name: 'Auditor' }).getAttribute('href')).toBe('/recruiter/jobs/a2');

    const groups = screen.getByRole('region', { name: 'Locals and foreigners' });
    expect(within(groups).getByText(/Locals are nationals of Saudi Arabia/)).toBeDefined();
    const matching = within(groups).getByRole('rowheader', { name: 'Matching candidates now' }).closest('tr') as HTMLElement;
    expect(within(matching).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['6', 'fewer than 5', 'fewer than 5', '9']);
    // A recruiter does not see the portal as a whole.
    expect(screen.queryByRole('region', { name: 'The portal' })).toBeNull();
  });

  it('switches to the month', async () => {
    const api = dashboardApi('recruiter');
    const { user } = openDashboard();
    await screen.findByText('Open jobs');

    await user.click(screen.getByText('Month'));
    expect(await screen.findByText('+7')).toBeDefined();
    expect(api.requestsTo('POST', STATS).at(-1)?.body).toEqual({ range: 'monthly', top_jobs_page: 0, top_jobs_limit: 5 });
    expect(screen.getAllByText('against the previous month').length).toBeGreaterThan(0);
  });

  it('shows a recruiter admin the portal: sign-ups, approvals pending and their age, companies, jobs', async () => {
    dashboardApi('recruiter admin');
    openDashboard();

    const portal = await screen.findByRole('region', { name: 'The portal' });
    expect(within(figureCard('Sign-ups')).getByText('6')).toBeDefined();
    expect(within(figureCard('Sign-ups')).getByText('-4')).toBeDefined();
    expect(within(figureCard('Approvals pending')).getByText('4')).toBeDefined();
    expect(within(figureCard('Oldest pending approval')).getByText('3 days')).toBeDefined();
    expect(within(figureCard('Companies')).getByText('3')).toBeDefined();
    expect(within(portal).getByText('Open jobs on the portal')).toBeDefined();
  });

  it('filters by nationality from the address: small groups read "fewer than 5" with no change, and jobs are said not to be split', async () => {
    const api = dashboardApi('recruiter');
    const { user, router } = openDashboard('?range=monthly&nationality=foreign');
    await screen.findByText('Open jobs');
    expect(api.requestsTo('POST', STATS)[0]?.body).toEqual({ range: 'monthly', nationality: 'foreign', top_jobs_page: 0, top_jobs_limit: 5 });
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Locals or foreigners' }).value).toBe('foreign');
    const applications = figureCard('Applications');
    expect(within(applications).getByText('fewer than 5')).toBeDefined();
    expect(within(applications).queryByText('against the previous month')).toBeNull();
    expect(within(figureCard('New matching candidates (above 20%)')).getByText('+6')).toBeDefined();
    expect(screen.getByText(/Figures about people count Foreigners only/)).toBeDefined();
    // A recruiter has no company to choose.
    expect(screen.queryByRole('combobox', { name: 'Company' })).toBeNull();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Locals or foreigners' }), '');
    await screen.findByDisplayValue('Everyone');
    await waitFor(() => expect(api.requestsTo('POST', STATS).at(-1)?.body).toEqual({ range: 'monthly', top_jobs_page: 0, top_jobs_limit: 5 }));
    expect(router.state.location.search).toBe('?range=monthly');
  });

  it("lets a recruiter admin choose another company's figures", async () => {
    const api = dashboardApi('recruiter admin');
    const { user, router } = openDashboard();
    const company = await screen.findByRole('combobox', { name: 'Company' });
    expect(within(company).getAllByRole('option').map((option) => option.textContent)).toEqual(['Your company', 'Dunes Ltd', 'Oasis Ltd']);
    await user.selectOptions(company, 'c-oasis');
    await screen.findByDisplayValue('Oasis Ltd');
    await waitFor(() => expect(api.requestsTo('POST', STATS).at(-1)?.body).toEqual({ range: 'weekly', company_id: 'c-oasis', top_jobs_page: 0, top_jobs_limit: 5 }));
    expect(router.state.location.search).toBe('?company=c-oasis');
  });

  it('speaks Arabic, right to left', async () => {
    await act(() => changeLocale('ar'));
    dashboardApi('recruiter admin');
    openDashboard();

    await screen.findByText('الوظائف المفتوحة');
    expect(document.documentElement.dir).toBe('rtl');
    expect(screen.getAllByText('مقارنة بالأسبوع السابق').length).toBeGreaterThan(0);
    const groups = screen.getByRole('region', { name: 'المواطنون والأجانب' });
    expect(within(groups).getByText(/المواطنون هم من يحملون جنسية المملكة العربية السعودية/)).toBeDefined();
    expect(within(groups).getAllByText('أقل من 5').length).toBeGreaterThan(0);
    expect(screen.getByRole('region', { name: 'مسار وظائفك المفتوحة' })).toBeDefined();
    expect(within(screen.getByRole('region', { name: 'البوابة' })).getByText('3 أيام')).toBeDefined();
    const groupFilter = screen.getByRole('combobox', { name: 'المواطنون أو الأجانب' });
    expect(within(groupFilter).getAllByRole('option').map((option) => option.textContent)).toEqual(['الجميع', 'المواطنون', 'الأجانب', 'غير مذكورة']);
    expect(within(screen.getByRole('combobox', { name: 'الشركة' })).getAllByRole('option')[0]?.textContent).toBe('شركتك');
  });
});
