import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aProfileStatus, candidateApi, MATCHING_JOBS, signIn } from '../../test/candidate-api';
import { reply } from '../../test/fake-api';
import { aMatchingJobList, matchedJobs } from '../../test/jobs';
import { renderApp } from '../../test/render-app';
import { aUser } from '../../test/users';
import { changeLocale } from '../../lib/i18n';

async function openDashboard() {
  signIn();
  const app = renderApp('/candidate/dashboard');
  await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
  return app;
}

describe('candidate dashboard', () => {
  it('shows the top 5 matches with their match percentage, best first', async () => {
    const api = candidateApi(matchedJobs(14));
    await openDashboard();

    const top = screen.getByRole('region', { name: 'Your top matches' });
    const links = await within(top).findAllByRole('link', { name: /^Job \d+$/ });
    expect(links.map((link) => link.textContent)).toEqual(['Job 1', 'Job 2', 'Job 3', 'Job 4', 'Job 5']);
    expect(links[0]?.getAttribute('href')).toBe('/candidate/jobs/view/5b1f7c2e-8d4a-4f6b-9c3e-000000000001');
    // round(0.94 × 100): spec §9.
    expect(within(top).getByRole('img', { name: '94% match' })).toBeDefined();
    expect(within(top).getByRole('link', { name: 'See all (14)' }).getAttribute('href')).toBe('/candidate/jobs');
    expect(api.requestsTo('GET', MATCHING_JOBS)[0]?.query).toEqual({ page: '0', limit: '5' });
    expect(screen.getByText('Welcome back, Layla. Here are the jobs that fit you best.')).toBeDefined();
  });

  it('says how complete the profile is and what to add, and links the next steps', async () => {
    candidateApi();
    await openDashboard();

    const profile = screen.getByRole('region', { name: 'Your profile' });
    // Name, contact, work, education and skills: 5 of 8.
    expect(await within(profile).findByText('Profile 63% complete')).toBeDefined();
    const toAdd = within(profile)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(toAdd).toEqual(['Where you are based', 'A short summary', 'Languages']);
    expect(within(profile).getByRole('link', { name: 'Complete your profile' }).getAttribute('href')).toBe(
      '/candidate/profile',
    );

    const steps = screen.getByRole('region', { name: 'Next steps' });
    const targets = within(steps)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    // Only pages that are built.
    expect(targets).toEqual([
      '/candidate/profile',
      '/candidate/assessments/personality',
      '/candidate/assessments/my-next-move',
      '/candidate/jobs/upskill-career',
      '/candidate/courses',
      '/candidate/jobs',
      '/candidate/interviews',
    ]);
  });

  it('leads every next step to a page with its content, in English and in Arabic', async () => {
    candidateApi();
    const { router, user } = await openDashboard();
    const steps = screen.getByRole('region', { name: 'Next steps' });
    await user.click(within(steps).getByRole('link', { name: /Plan your career path/ }));
    await screen.findByRole('heading', { level: 1, name: 'Upskilling and career paths' });
    expect(router.state.location.pathname).toBe('/candidate/jobs/upskill-career');
    expect(screen.queryByText(/coming/i)).toBeNull();

    await act(() => changeLocale('ar'));
    await act(() => router.navigate('/candidate/dashboard'));
    const arabicSteps = await screen.findByRole('region', { name: 'الخطوات التالية' });
    expect(within(arabicSteps).getByRole('link', { name: /تعلّم مهارة تنقصك/ }).getAttribute('href')).toBe(
      '/candidate/courses',
    );
  });

  it('says what to do when there are no matches yet, and counts a candidate without a profile as 0%', async () => {
    candidateApi([])
      .on('GET', '/api/user/profile/', reply(200, { data: aProfileStatus(null) }))
      .on('GET', MATCHING_JOBS, reply(200, { data: aMatchingJobList([]) }));
    await openDashboard();

    const top = screen.getByRole('region', { name: 'Your top matches' });
    expect(await within(top).findByText('No matching jobs yet')).toBeDefined();
    expect(within(top).getByRole('link', { name: 'Complete your profile' }).getAttribute('href')).toBe(
      '/candidate/profile',
    );
    expect(await screen.findByText('Profile 0% complete')).toBeDefined();
  });

  it('says the matches are on their way while the first computation runs', async () => {
    candidateApi([]).on('GET', MATCHING_JOBS, reply(200, { data: aMatchingJobList([], { updated_at: null }) }));
    await openDashboard();

    expect(await screen.findByText('Your matches are on their way')).toBeDefined();
  });

  it("shows an Arabic name's initials without the article: نورة القحطاني reads نق", async () => {
    await changeLocale('ar');
    candidateApi(matchedJobs(3)).on(
      'GET',
      '/api/user/',
      reply(200, { data: aUser({ role_name: 'individual', first_name: 'نورة', last_name: 'القحطاني' }) }),
    );
    signIn();
    renderApp('/candidate/dashboard');

    const menu = await screen.findByRole('button', { name: 'قائمة الحساب' });
    expect(menu.textContent).toBe('نق');
  });
});
