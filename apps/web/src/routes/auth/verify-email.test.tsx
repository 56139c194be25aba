import { REFRESH_TOKEN_STORAGE_KEY, TOKEN_STORAGE_KEY } from '@masar/shared/constants';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '../../app/session/session-store';
import { installFakeApi, reply } from '../../test/fake-api';
import { currentPath, renderApp } from '../../test/render-app';
import { aUser } from '../../test/users';

const LINK = '/auth/verify-email/code-1?email=layla%40example.com';
const VERIFY = '/api/user/auth/verify-email/code-1';

describe('verification by link', () => {
  it('in the browser that signed up, is signed in by the key it kept and goes on to onboarding', async () => {
    const deviceKey = 'k'.repeat(43);
    localStorage.setItem('signup_device_key', deviceKey);
    const newcomer = aUser({ is_email_confirmed: true, is_onboarding_completed: false });
    const api = installFakeApi()
      .on('GET', '/api/user/', reply(200, { data: newcomer }))
      .on(
        'POST',
        VERIFY,
        reply(200, {
          data: { is_email_confirmed: true, session: { user: { ...newcomer, refresh_token: 'refresh-1' }, token: 'access-1' } },
          message: 'Your e-mail is verified',
        }),
      );
    const { router, user } = renderApp(LINK);

    await screen.findByRole('heading', { level: 1, name: 'E-mail verified' });
    expect(api.requestsTo('POST', VERIFY)[0]?.body).toEqual({ email: 'layla@example.com', device_key: deviceKey });
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('access-1');
    expect(localStorage.getItem('signup_device_key')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { level: 1, name: 'Welcome to Masar' });
    expect(currentPath(router)).toBe('/onboarding');
  });

  it('where the same account is signed in (a changed e-mail), keeps the session and goes on', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'access-1');
    let verified = false;
    const api = installFakeApi()
      .on('GET', '/api/user/', () =>
        reply(200, { data: aUser({ is_email_confirmed: verified, is_onboarding_completed: false }) }),
      )
      .on('POST', VERIFY, () => {
        verified = true;
        return reply(200, { data: { is_email_confirmed: true }, message: 'Your e-mail is verified' });
      });
    const { router, user } = renderApp(LINK);

    await screen.findByRole('heading', { level: 1, name: 'E-mail verified' });
    expect(currentPath(router)).toBe('/auth/email-verified');
    expect(api.requestsTo('POST', VERIFY)).toEqual([expect.objectContaining({ body: { email: 'layla@example.com' } })]);
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('access-1');
    expect(screen.getByText('Thank you. Your e-mail is verified. Continue to set up your account.')).toBeDefined();

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { level: 1, name: 'Welcome to Masar' });
    expect(currentPath(router)).toBe('/onboarding');
  });

  it('where another account is signed in, ends that session and offers to log in', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'access-1');
    installFakeApi()
      .on('GET', '/api/user/', reply(200, { data: aUser({ email: 'someone.else@example.com', is_email_confirmed: false }) }))
      .on('POST', VERIFY, reply(200, { data: { is_email_confirmed: true }, message: 'Your e-mail is verified' }));
    const { router, user } = renderApp(LINK);

    await screen.findByRole('heading', { level: 1, name: 'E-mail verified' });
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await screen.findByRole('heading', { level: 1, name: 'Log in' });
    expect(currentPath(router)).toBe('/auth/login');
  });

  it('opened on another device, verifies and offers to log in', async () => {
    installFakeApi().on(
      'POST',
      VERIFY,
      reply(200, { data: { is_email_confirmed: true }, message: 'Your e-mail is verified' }),
    );
    const { router, user } = renderApp(LINK);

    await screen.findByRole('heading', { level: 1, name: 'E-mail verified' });
    expect(screen.getByText('Thank you. Your e-mail is verified. Log in to set up your account.')).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await screen.findByRole('heading', { level: 1, name: 'Log in' });
    expect(currentPath(router)).toBe('/auth/login');
  });

  it('on a second confirmation says the address was already verified, and leaves the person logged out', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'access-1');
    localStorage.setItem(REFRESH_TOKEN_STORAGE_KEY, 'refresh-1');
    installFakeApi()
      .on('GET', '/api/user/', reply(200, { data: aUser({ is_email_confirmed: false }) }))
      .on(
        'POST',
        VERIFY,
        reply(409, { message: 'Your e-mail is already verified. Please log in', code: 'ALREADY_VERIFIED' }),
      );
    const { router, user } = renderApp(LINK);

    await screen.findByRole('heading', { level: 1, name: 'E-mail already verified' });
    expect(currentPath(router)).toBe('/auth/email-success');
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem(REFRESH_TOKEN_STORAGE_KEY)).toBeNull();
    expect(sessionStore.get().state).toBe('UNAUTHENTICATED');

    // The login page opens only for someone logged out; a session would be sent back to verification.
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await screen.findByRole('heading', { level: 1, name: 'Log in' });
    expect(currentPath(router)).toBe('/auth/login');
  });

  it('explains a bad link and offers a way to a new one', async () => {
    installFakeApi().on(
      'POST',
      VERIFY,
      reply(400, { message: 'This link has expired. Ask for a new one', code: 'CODE_EXPIRED' }),
    );
    const { router } = renderApp(LINK);
    expect(await screen.findByText('This link has expired. Ask for a new one')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Log in to get a new link' })).toBeDefined();
    // A new account logs in only once verified (decision 0024): a reset link verifies the address too.
    const reset = screen.getByRole('link', { name: /Never logged in yet\? Reset your password/ });
    expect(reset.getAttribute('href')).toBe('/auth/reset-password/email-verification');
    expect(currentPath(router)).toBe(LINK);
  });
});

describe('verification pending', () => {
  it('sends a new verification e-mail on request', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'access-1');
    const api = installFakeApi()
      .on('GET', '/api/user/', reply(200, { data: aUser({ is_email_confirmed: false }) }))
      .on('POST', '/api/user/auth/resend-verification/', reply(200, { message: 'We sent you a verification e-mail' }));
    const { user } = renderApp('/auth/verify-email');
    await screen.findByRole('heading', { level: 1, name: 'Verify your e-mail' });

    await user.click(screen.getByRole('button', { name: 'Resend verification e-mail' }));

    expect(await screen.findByText('We sent you a verification e-mail')).toBeDefined();
    expect(api.requestsTo('POST', '/api/user/auth/resend-verification/')).toEqual([
      expect.objectContaining({ body: {} }),
    ]);
  });
});
