import { TOKEN_STORAGE_KEY } from '@masar/shared/constants';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLocale } from '../../lib/i18n';
import { installFakeApi, reply, type FakeApi } from '../../test/fake-api';
import { currentPath, fill, renderApp } from '../../test/render-app';
import { aSession } from '../../test/users';

async function logIn(path: string, email = 'layla@example.com', password = 'Str0ng!pass') {
  const app = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Log in' });
  await fill(app.user, screen.getByLabelText('Email'), email);
  await fill(app.user, screen.getByLabelText('Password'), password);
  await app.user.click(screen.getByRole('button', { name: 'Log in' }));
  return app;
}

function answerLogin(api: FakeApi, session = aSession()) {
  return api.on('POST', '/api/user/auth/login-user/', reply(200, { data: session }));
}

describe('login page', () => {
  it('asks for the e-mail and the password', async () => {
    installFakeApi();
    const { user } = renderApp('/auth/login');
    await screen.findByRole('heading', { level: 1, name: 'Log in' });
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Email is required')).toBeDefined();
    expect(screen.getByText('Password is required')).toBeDefined();
  });

  it('says what is missing in Arabic, with the server’s messages of that language alone', async () => {
    installFakeApi();
    await changeLocale('ar');
    const { user } = renderApp('/auth/login');
    await screen.findByRole('heading', { level: 1, name: 'تسجيل الدخول' });
    await user.click(screen.getByRole('button', { name: 'تسجيل الدخول' }));
    expect(await screen.findByText('البريد الإلكتروني مطلوب')).toBeDefined();
    expect(screen.getByText('كلمة المرور مطلوبة')).toBeDefined();
  });

  it('logs in and continues to the page the person was sent away from', async () => {
    const api = answerLogin(installFakeApi());
    const { router } = await logIn('/auth/login?redirect=%2Fcandidate%2Fcourses');

    await screen.findByRole('heading', { level: 1, name: 'Courses' });
    expect(currentPath(router)).toBe('/candidate/courses');
    expect(api.requestsTo('POST', '/api/user/auth/login-user/')[0]?.body).toEqual({
      email: 'layla@example.com',
      password: 'Str0ng!pass',
    });
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('access-1');
  });

  it('goes home instead when the redirect does not admit the new state', async () => {
    answerLogin(installFakeApi());
    const { router } = await logIn('/auth/login?redirect=%2Frecruiter%2Fdashboard');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(currentPath(router)).toBe('/candidate/dashboard');
  });

  it('never follows a redirect out of the app', async () => {
    answerLogin(installFakeApi());
    const { router } = await logIn('/auth/login?redirect=%2F%2Fevil.example%2Fcandidate%2Fcourses');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(currentPath(router)).toBe('/candidate/dashboard');
  });

  it('takes a person whose e-mail is not verified to the verification page', async () => {
    answerLogin(installFakeApi(), aSession({ is_email_confirmed: false }));
    const { router } = await logIn('/auth/login');
    await screen.findByRole('heading', { level: 1, name: 'Verify your e-mail' });
    expect(currentPath(router)).toBe('/auth/verify-email');
  });

  it("shows the server's message in a toast and keeps what was typed", async () => {
    installFakeApi().on(
      'POST',
      '/api/user/auth/login-user/',
      reply(401, { message: 'Incorrect e-mail or password. Just signed up? Open the link we e-mailed you first', code: 'INVALID_CREDENTIALS' }),
    );
    const { router } = await logIn('/auth/login');

    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText('Incorrect e-mail or password. Just signed up? Open the link we e-mailed you first')).toBeDefined();
    expect(currentPath(router)).toBe('/auth/login');
    expect(screen.getByLabelText('Email')).toHaveProperty('value', 'layla@example.com');
  });

  it('offers only the social providers that the server has configured', async () => {
    installFakeApi().on('GET', '/api/user/auth/config/', reply(200, { data: { providers: ['google'] } }));
    renderApp('/auth/login?redirect=%2Fcandidate%2Fjobs');

    const google = await screen.findByRole('link', { name: 'Continue with Google' });
    expect(google.getAttribute('href')).toBe('/api/user/auth/google/?redirect=%2Fcandidate%2Fjobs');
    expect(screen.queryByRole('link', { name: 'Continue with LinkedIn' })).toBeNull();
  });

  it('says so when a social sign-in came back failed', async () => {
    installFakeApi();
    renderApp('/auth/login?error=social');
    expect((await screen.findByRole('alert')).textContent).toBe('Sign-in with this provider failed. Please try again');
  });

  it('finishes a social sign-in by exchanging the returned token', async () => {
    const api = installFakeApi().on(
      'POST',
      '/api/user/auth/social/exchange/',
      reply(200, { data: aSession({ role_name: 'recruiter' }) }),
    );
    const { router } = renderApp('/auth/linkedin/one-time-token');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(currentPath(router)).toBe('/recruiter/dashboard');
    expect(api.requestsTo('POST', '/api/user/auth/social/exchange/')).toEqual([
      expect.objectContaining({ body: { token: 'one-time-token' } }),
    ]);
  });
});
