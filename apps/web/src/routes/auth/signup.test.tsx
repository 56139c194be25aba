import { REFRESH_TOKEN_STORAGE_KEY, TOKEN_STORAGE_KEY } from '@masar/shared/constants';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeApi, reply } from '../../test/fake-api';
import { currentPath, fill, renderApp } from '../../test/render-app';

async function openSignup() {
  const app = renderApp('/auth/signup');
  await screen.findByRole('heading', { level: 1, name: 'Sign up' });
  return app;
}

const field = (label: string) => screen.getByLabelText(label);

describe('sign-up page', () => {
  it('shows every rule that an empty form breaks, including the terms', async () => {
    installFakeApi();
    const { user } = await openSignup();

    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findAllByText('Field is required')).toHaveLength(2);
    expect(screen.getByText('Email is required')).toBeDefined();
    expect(screen.getByText('Password is required')).toBeDefined();
    expect(screen.getByText('You must accept the terms and conditions to proceed.')).toBeDefined();
  });

  it('validates as the person types', async () => {
    installFakeApi();
    const { user } = await openSignup();

    await user.type(field('Email'), 'layla@');
    expect(await screen.findByText('Invalid Email')).toBeDefined();

    await user.type(field('Password'), 'short');
    expect(screen.getByText('Password must be at least 8 characters')).toBeDefined();
    await user.type(field('Password'), 'enough');
    expect(
      screen.getByText(
        'Password must combine a lowercase letter, an uppercase letter, a digit and a special character',
      ),
    ).toBeDefined();
    await user.clear(field('Password'));
    await user.paste('a'.repeat(17));
    expect(screen.getByText('Password must be at most 16 characters')).toBeDefined();

    await user.type(field('Confirm password'), 'Other1!x');
    expect(screen.getByText('Passwords do not match')).toBeDefined();

    await user.type(field('Mobile number'), '12');
    expect(screen.getByText('Enter a mobile number of 4 to 14 digits')).toBeDefined();
  });

  it('signs up, says so, and asks the person to open the mail, without signing in', async () => {
    const api = installFakeApi().on(
      'POST',
      '/api/user/auth/register-user/',
      reply(201, { data: { email: 'layla@example.com' }, message: 'Signup Successful' }),
    );
    const { user, router } = await openSignup();

    await fill(user, field('Full name'), 'Layla Haddad');
    await fill(user, field('Email'), 'layla@example.com');
    await fill(user, field('Password'), 'Str0ng!pass');
    await fill(user, field('Confirm password'), 'Str0ng!pass');
    const countryCode = screen.getByRole('combobox', { name: 'Country code' });
    await user.clear(countryCode);
    await user.type(countryCode, 'Arab');
    await user.click(await screen.findByRole('option', { name: 'United Arab Emirates (+971)' }));
    await fill(user, field('Mobile number'), '501234567');
    await user.click(field('I accept the terms and conditions'));
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText('Signup Successful')).toBeDefined();
    await screen.findByRole('heading', { level: 1, name: 'Check your e-mail' });
    // The same words fit a new address (a verification link) and a taken one (a mail to its owner).
    expect(screen.getByText(/We sent a message to layla@example.com\. Open it to go on/)).toBeDefined();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/auth/login');
    expect(currentPath(router)).toBe('/auth/signup');
    expect(api.requestsTo('POST', '/api/user/auth/register-user/')[0]?.body).toEqual({
      full_name: 'Layla Haddad',
      email: 'layla@example.com',
      password: 'Str0ng!pass',
      confirm_password: 'Str0ng!pass',
      country_code: '+971',
      mobile_number: '501234567',
      accepted_terms: true,
      // This browser's key: the verification link opened here signs the person in (decision 0024).
      device_key: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem(REFRESH_TOKEN_STORAGE_KEY)).toBeNull();
  });

  it("shows the server's message and keeps what was typed", async () => {
    installFakeApi().on(
      'POST',
      '/api/user/auth/register-user/',
      reply(429, { message: 'Too many attempts. Please wait 5 minute(s) and try again', code: 'RATE_LIMITED' }),
    );
    const { user, router } = await openSignup();

    await fill(user, field('Full name'), 'Layla Haddad');
    await fill(user, field('Email'), 'layla@example.com');
    await fill(user, field('Password'), 'Str0ng!pass');
    await fill(user, field('Confirm password'), 'Str0ng!pass');
    await fill(user, field('Mobile number'), '501234567');
    await user.click(field('I accept the terms and conditions'));
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText('Too many attempts. Please wait 5 minute(s) and try again')).toBeDefined();
    expect(currentPath(router)).toBe('/auth/signup');
    expect(field('Email')).toHaveProperty('value', 'layla@example.com');
    expect(field('Full name')).toHaveProperty('value', 'Layla Haddad');
  });
});
