import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeApi, reply } from '../../../test/fake-api';
import { currentPath, fill, renderApp } from '../../../test/render-app';

describe('password reset', () => {
  it('asks for the e-mail, sends the link and says to check the inbox', async () => {
    const api = installFakeApi().on(
      'POST',
      '/api/user/auth/forgot-password/',
      reply(200, { message: 'If an account exists for this e-mail, we sent a link to reset the password' }),
    );
    const { router, user } = renderApp('/auth/reset-password');
    await screen.findByRole('heading', { level: 1, name: 'Reset password' });
    expect(currentPath(router)).toBe('/auth/reset-password/email-verification');

    await fill(user, screen.getByLabelText('Email'), 'layla@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));

    await screen.findByRole('heading', { level: 1, name: 'Check your inbox' });
    expect(screen.getByText(/If an account exists for layla@example.com/)).toBeDefined();
    expect(api.requestsTo('POST', '/api/user/auth/forgot-password/')[0]?.body).toEqual({
      email: 'layla@example.com',
    });
  });

  it('opens the link in the reset state, sets the new password and returns to login', async () => {
    const api = installFakeApi().on(
      'POST',
      '/api/user/auth/reset-password/',
      reply(200, { message: 'Your password has been changed. Please log in' }),
    );
    const { router, user } = renderApp('/auth/reset-password/code-9');
    await screen.findByRole('heading', { level: 1, name: 'Create a new password' });
    expect(currentPath(router)).toBe('/auth/reset-password/create-new-password');

    await fill(user, screen.getByLabelText('New password'), 'N3w!secret');
    await fill(user, screen.getByLabelText('Confirm new password'), 'N3w!secret');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));

    await screen.findByRole('heading', { level: 1, name: 'Password changed' });
    expect(api.requestsTo('POST', '/api/user/auth/reset-password/')[0]?.body).toEqual({
      code: 'code-9',
      password: 'N3w!secret',
      confirm_password: 'N3w!secret',
    });

    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await screen.findByRole('heading', { level: 1, name: 'Log in' });
    expect(currentPath(router)).toBe('/auth/login');
  });

  it('keeps the new-password page closed to anyone who has not opened a link', async () => {
    installFakeApi();
    const { router } = renderApp('/auth/reset-password/create-new-password');
    await screen.findByRole('heading', { level: 1, name: 'Log in' });
    expect(currentPath(router)).toBe('/auth/login?redirect=%2Fauth%2Freset-password%2Fcreate-new-password');
  });
});
