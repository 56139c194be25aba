import { LOCALE_STORAGE_KEY, REFRESH_TOKEN_STORAGE_KEY, TOKEN_STORAGE_KEY } from '@masar/shared/constants';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeApi, reply } from '../../test/fake-api';
import { currentPath, renderApp } from '../../test/render-app';
import { aProfileStatus } from '../../test/candidate-api';
import { aUser } from '../../test/users';
import { queryClient } from '../query-client';
import { sessionStore } from './session-store';

function storedEntries(storage: Storage): Record<string, string | null> {
  const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index) ?? '');
  return Object.fromEntries(keys.map((key) => [key, storage.getItem(key)]));
}

function signedInAsCandidate() {
  localStorage.setItem(TOKEN_STORAGE_KEY, 'access-1');
  localStorage.setItem(REFRESH_TOKEN_STORAGE_KEY, 'refresh-1');
  localStorage.setItem(LOCALE_STORAGE_KEY, 'en');
  localStorage.setItem('draft', 'something');
  sessionStorage.setItem('reset_password_code', 'abc');
  return installFakeApi().on('GET', '/api/user/', reply(200, { data: aUser() }));
}

async function logOutFromTheHeader() {
  const app = renderApp('/candidate/dashboard');
  await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
  queryClient.setQueryData(['cached-before-logout'], 'private');
  await app.user.click(screen.getByRole('button', { name: 'Account menu' }));
  await app.user.click(await screen.findByRole('menuitem', { name: 'Log out' }));
  await screen.findByRole('heading', { level: 1, name: 'Log in' });
  return app;
}

describe('logout', () => {
  it('tells the server, keeps only the locale, resets the stores and goes to login', async () => {
    const api = signedInAsCandidate().on(
      'GET',
      `/api/user/auth/logout-user/${aUser().id}`,
      reply(200, { message: 'Logged out' }),
    );

    const { router } = await logOutFromTheHeader();

    expect(currentPath(router)).toBe('/auth/login');
    expect(api.requestsTo('GET', `/api/user/auth/logout-user/${aUser().id}`)).toHaveLength(1);
    expect(storedEntries(localStorage)).toEqual({ [LOCALE_STORAGE_KEY]: 'en' });
    expect(storedEntries(sessionStorage)).toEqual({});
    expect(sessionStore.get()).toEqual({ user: null, state: 'UNAUTHENTICATED', stateLoaded: false });
    expect(queryClient.getQueryData(['cached-before-logout'])).toBeUndefined();
  });

  it('logs out locally even when the server call fails', async () => {
    signedInAsCandidate().on(
      'GET',
      `/api/user/auth/logout-user/${aUser().id}`,
      reply(500, { message: 'Boom', code: 'INTERNAL' }),
    );
    const { router } = await logOutFromTheHeader();
    expect(currentPath(router)).toBe('/auth/login');
    expect(storedEntries(localStorage)).toEqual({ [LOCALE_STORAGE_KEY]: 'en' });
  });

  it('from the profile: no request after the token goes, never through the error page, Back stays out', async () => {
    let refused = 0;
    const api = signedInAsCandidate()
      .on('GET', `/api/user/auth/logout-user/${aUser().id}`, reply(200, { message: 'Logged out' }))
      // Signed out, the server refuses; a page that kept asking is let go after a few, so the test can say so.
      .on('GET', '/api/user/profile/', (request) =>
        request.headers.token === undefined && (refused += 1) <= 5
          ? reply(401, { message: 'Unauthorized', code: 'UNAUTHORIZED' })
          : reply(200, { data: aProfileStatus() }),
      );
    const app = renderApp('/candidate/profile');
    const visited: string[] = [];
    app.router.subscribe(() => visited.push(currentPath(app.router)));
    await screen.findByRole('heading', { level: 1, name: 'Profile' });
    const before = api.requestsTo('GET', '/api/user/profile/').length;

    await app.user.click(screen.getByRole('button', { name: 'Account menu' }));
    await app.user.click(await screen.findByRole('menuitem', { name: 'Log out' }));
    await screen.findByRole('heading', { level: 1, name: 'Log in' });
    // Anything the page still had under way has had its chance to go wrong.
    await new Promise((resolve) => setTimeout(resolve, 50));

    expect(currentPath(app.router)).toBe('/auth/login');
    expect(visited.filter((path) => path.includes('/error'))).toEqual([]);
    expect(api.requestsTo('GET', '/api/user/profile/').slice(before)).toEqual([]);
  });
});
