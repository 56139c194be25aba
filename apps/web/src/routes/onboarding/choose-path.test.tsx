import { TOKEN_STORAGE_KEY } from '@masar/shared/constants';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLocale } from '../../lib/i18n';
import { readInviteCode, storeInviteCode } from '../../lib/storage';
import { installFakeApi, reply } from '../../test/fake-api';
import { currentPath, renderApp } from '../../test/render-app';
import { aUser } from '../../test/users';

const NOT_ONBOARDED = aUser({
  role_name: null,
  role_id: null,
  is_onboarding_completed: false,
  is_account_confirmed: false,
  approval_status: 'PENDING',
  profile_status: null,
});

function invitedApi(kind?: 'employee' | 'talent_manager') {
  return installFakeApi()
    .on('GET', '/api/user/', reply(200, { data: NOT_ONBOARDED }))
    .on(
      'GET',
      '/api/recruiter/invitations/code-123',
      reply(200, { data: { company_name: 'Acme', email: 'layla@example.com', ...(kind ? { kind } : {}) } }),
    )
    .on('GET', '/api/recruiter/invitations/', reply(200, { data: [] }));
}

function openChoice() {
  localStorage.setItem(TOKEN_STORAGE_KEY, 'access-1');
  storeInviteCode('code-123');
  return renderApp('/onboarding');
}

describe('joining a company from the choice page', () => {
  it('joins, says so and opens the recruiter dashboard', async () => {
    const api = invitedApi().on(
      'POST',
      '/api/recruiter/onboarding/join/',
      reply(200, {
        data: aUser({ role_name: 'recruiter', is_onboarding_completed: true, is_account_confirmed: true }),
        message: 'You joined Acme',
      }),
    );
    const { user, router } = openChoice();

    await user.click(await screen.findByRole('button', { name: 'Join Acme' }));

    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(currentPath(router)).toBe('/recruiter/dashboard');
    expect(screen.getByText('You joined Acme')).toBeDefined();
    expect(api.requestsTo('POST', '/api/recruiter/onboarding/join/')[0]?.body).toEqual({ invite_code: 'code-123' });
    expect(readInviteCode()).toBeNull();
  });

  it('tells an invited employee they will be matched to the company’s jobs and approved for the pool, and waits for approval once joined', async () => {
    invitedApi('employee').on(
      'POST',
      '/api/recruiter/onboarding/join/',
      reply(200, {
        data: aUser({ role_name: 'individual', is_onboarding_completed: true, is_account_confirmed: false, approval_status: 'PENDING', profile_status: null }),
        message: 'You joined Acme',
      }),
    );
    const { user, router } = openChoice();
    expect(
      await screen.findByText(
        "Acme invited you to Masar as layla@example.com, as one of its employees. Join, and Acme will match you to its jobs. Your account joins the talent pool once Masar's team has approved it.",
      ),
    ).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Join Acme' }));
    await waitFor(() => expect(currentPath(router)).toBe('/approval-pending'));
  });

  it('shows a refusal as a toast and stays', async () => {
    invitedApi().on(
      'POST',
      '/api/recruiter/onboarding/join/',
      reply(403, { message: 'This invitation was sent to another e-mail address', code: 'FORBIDDEN' }),
    );
    const { user, router } = openChoice();

    await user.click(await screen.findByRole('button', { name: 'Join Acme' }));

    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText('This invitation was sent to another e-mail address')).toBeDefined();
    expect(currentPath(router)).toBe('/onboarding');
  });

  it('forgets the invitation on "Not now"', async () => {
    invitedApi();
    const { user } = openChoice();

    await user.click(await screen.findByRole('button', { name: 'Not now' }));

    expect(screen.queryByRole('button', { name: 'Join Acme' })).toBeNull();
    expect(screen.getByText("I'm hiring")).toBeDefined();
    expect(readInviteCode()).toBeNull();
  });

  it('offers to join in Arabic, right to left', async () => {
    await changeLocale('ar');
    invitedApi();
    openChoice();

    expect(await screen.findByRole('button', { name: 'انضم إلى Acme' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'ليس الآن' })).toBeDefined();
    expect(document.documentElement.dir).toBe('rtl');
  });
});
