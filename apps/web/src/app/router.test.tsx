import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { REFRESH_TOKEN_STORAGE_KEY, TOKEN_STORAGE_KEY } from '@masar/shared/constants';
import { installFakeApi, reply } from '../test/fake-api';
import { currentPath, renderApp } from '../test/render-app';
import { aUser } from '../test/users';

describe('the app at start', () => {
  it('sends an anonymous visitor of the candidate dashboard to login, with a way back', async () => {
    installFakeApi();
    const { router } = renderApp('/candidate/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeDefined();
    expect(currentPath(router)).toBe('/auth/login?redirect=%2Fcandidate%2Fdashboard');
    // The title follows the page in an effect: wait for it, as a reader would see it a moment later.
    await waitFor(() => expect(document.title).toBe('LOG IN | Masar'));
  });

  it('forwards the root to login', async () => {
    installFakeApi();
    const { router } = renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Log in' });
    expect(currentPath(router)).toBe('/auth/login');
  });

  it('restores a stored session with the user call and opens the page', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'access-1');
    const api = installFakeApi().on('GET', '/api/user/', reply(200, { data: aUser() }));
    renderApp('/candidate/courses');
    expect(await screen.findByRole('heading', { level: 1, name: 'Courses' })).toBeDefined();
    // The title follows the page in an effect: wait for it, as a reader would see it a moment later.
    await waitFor(() => expect(document.title).toBe('COURSES | Masar'));
    expect(api.requestsTo('GET', '/api/user/')).toHaveLength(1);
  });

  it('takes a restored user whose state does not fit the page home', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'access-1');
    installFakeApi().on('GET', '/api/user/', reply(200, { data: aUser({ role_name: 'Recruiter' }) }));
    const { router } = renderApp('/candidate/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(currentPath(router)).toBe('/recruiter/dashboard');
  });

  it('sends a candidate whose resume is being parsed to the profile-loading page', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'access-1');
    installFakeApi().on('GET', '/api/user/', reply(200, { data: aUser({ profile_status: 'in_progress' }) }));
    const { router } = renderApp('/candidate/jobs');
    await screen.findByRole('heading', { level: 1, name: 'Building your profile' });
    expect(currentPath(router)).toBe('/candidate/profile-loading');
  });

  it('logs out when the session cannot be restored', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'access-1');
    installFakeApi().on('GET', '/api/user/', reply(500, { message: 'Boom', code: 'INTERNAL' }));
    const { router } = renderApp('/candidate/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Log in' });
    expect(currentPath(router)).toBe('/auth/login?redirect=%2Fcandidate%2Fdashboard');
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('keeps the session when the user call gets no answer (the page was left mid-load), and says so', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'access-1');
    localStorage.setItem(REFRESH_TOKEN_STORAGE_KEY, 'refresh-1');
    installFakeApi().on('GET', '/api/user/', () => Promise.reject(new TypeError('Failed to fetch')));
    renderApp('/candidate/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Something went wrong' });
    expect(screen.getByText('Your internet provider firewall has blocked access to our app')).toBeDefined();
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('access-1');
    expect(localStorage.getItem(REFRESH_TOKEN_STORAGE_KEY)).toBe('refresh-1');
  });

  it('keeps the session when the start-up token refresh gets no answer', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'access-1');
    localStorage.setItem(REFRESH_TOKEN_STORAGE_KEY, 'refresh-1');
    const api = installFakeApi()
      .on('GET', '/api/user/', reply(401, { message: 'Please log in to continue', code: 'UNAUTHORIZED' }))
      .on('POST', '/api/user/auth/refresh-token/', () => Promise.reject(new TypeError('Failed to fetch')));
    const { router } = renderApp('/candidate/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Something went wrong' });
    expect(currentPath(router)).toBe('/candidate/dashboard');
    expect(api.requestsTo('POST', '/api/user/auth/refresh-token/')).toHaveLength(1);
    expect(localStorage.getItem(REFRESH_TOKEN_STORAGE_KEY)).toBe('refresh-1');
  });

  it('keeps the way back when the stored session has expired for good', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'access-1');
    localStorage.setItem(REFRESH_TOKEN_STORAGE_KEY, 'refresh-1');
    installFakeApi()
      .on('GET', '/api/user/', reply(401, { message: 'Please log in to continue', code: 'UNAUTHORIZED' }))
      .on(
        'POST',
        '/api/user/auth/refresh-token/',
        reply(401, { message: 'Your session has ended. Please log in again', code: 'REFRESH_INVALID' }),
      );
    const { router } = renderApp('/candidate/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Log in' });
    expect(currentPath(router)).toBe('/auth/login?redirect=%2Fcandidate%2Fdashboard');
  });

  it('goes to /error when the common data cannot be loaded, and recovers on retry', async () => {
    let rolesAvailable = false;
    installFakeApi().on('GET', '/api/user/roles/list/', () =>
      rolesAvailable ? reply(200, { data: [] }) : reply(503, { message: 'Down', code: 'INTERNAL' }),
    );
    const { router, user } = renderApp('/auth/signup');
    await screen.findByRole('heading', { level: 1, name: 'Something went wrong' });
    expect(currentPath(router)).toBe('/error');

    rolesAvailable = true;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading', { level: 1, name: 'Log in' });
    expect(currentPath(router)).toBe('/auth/login');
  });

  it('shows the not-found page for an unknown address', async () => {
    installFakeApi();
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeDefined();
    // The title follows the page in an effect: wait for it, as a reader would see it a moment later.
    await waitFor(() => expect(document.title).toBe('PAGE NOT FOUND | Masar'));
  });

  it('goes to login when the session ends while the person works', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'access-1');
    localStorage.setItem(REFRESH_TOKEN_STORAGE_KEY, 'refresh-1');
    const api = installFakeApi()
      .on('GET', '/api/user/', reply(200, { data: aUser() }))
      .on('PATCH', '/api/user/', reply(401, { message: 'Please log in to continue', code: 'UNAUTHORIZED' }))
      .on(
        'POST',
        '/api/user/auth/refresh-token/',
        reply(401, { message: 'Your session has ended. Please log in again', code: 'REFRESH_INVALID' }),
      );
    const { router, user } = renderApp('/settings/account');
    await screen.findByRole('heading', { level: 1, name: 'Account settings' });

    await user.click(screen.getByRole('button', { name: 'Save name' }));

    await screen.findByRole('heading', { level: 1, name: 'Log in' });
    expect(currentPath(router)).toBe('/auth/login');
    expect(api.requestsTo('POST', '/api/user/auth/refresh-token/')).toHaveLength(1);
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });
});

describe('the signed-in shell', () => {
  it("shows the role's area, with approvals for recruiter admins only", async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'access-1');
    installFakeApi().on('GET', '/api/user/', reply(200, { data: aUser({ role_name: 'Recruiter Admin' }) }));
    renderApp('/recruiter/jobs');
    await screen.findByRole('heading', { level: 1, name: 'Jobs' });

    const navigation = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(navigation).getByRole('link', { name: 'Jobs' }).getAttribute('aria-current')).toBe('page');
    expect(within(navigation).getByRole('link', { name: 'Approvals' })).toBeDefined();
  });

  it('has no area navigation while onboarding', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'access-1');
    installFakeApi().on('GET', '/api/user/', reply(200, { data: aUser({ is_onboarding_completed: false }) }));
    renderApp('/onboarding');
    await screen.findByRole('heading', { level: 1, name: 'Welcome to Masar' });
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).toBeNull();
    expect(screen.getByRole('link', { name: /I'm hiring/ }).getAttribute('href')).toBe('/onboarding/recruiter');
    expect(screen.getByRole('link', { name: /I'm looking for a job/ }).getAttribute('href')).toBe(
      '/onboarding/candidate',
    );
  });
});
