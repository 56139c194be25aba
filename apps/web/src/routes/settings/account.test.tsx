import { TOKEN_STORAGE_KEY } from '@masar/shared/constants';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeApi, reply } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import { aUser } from '../../test/users';

async function openSettings(api = installFakeApi()) {
  localStorage.setItem(TOKEN_STORAGE_KEY, 'access-1');
  api.on('GET', '/api/user/', reply(200, { data: aUser() }));
  const app = renderApp('/settings/account');
  await screen.findByRole('heading', { level: 1, name: 'Account settings' });
  return { ...app, api };
}

describe('account settings', () => {
  it('changes the full name', async () => {
    const api = installFakeApi().on(
      'PATCH',
      '/api/user/',
      reply(200, {
        data: aUser({ first_name: 'Layla', last_name: 'Nasser' }),
        message: 'Profile Updated Successfully',
      }),
    );
    const { user } = await openSettings(api);
    const nameForm = screen.getByRole('form', { name: 'Personal details' });

    await user.clear(within(nameForm).getByLabelText('Full name'));
    await user.type(within(nameForm).getByLabelText('Full name'), 'Layla Nasser');
    await user.click(within(nameForm).getByRole('button', { name: 'Save name' }));

    expect(await screen.findByText('Profile Updated Successfully')).toBeDefined();
    expect(api.requestsTo('PATCH', '/api/user/')[0]?.body).toEqual({ full_name: 'Layla Nasser' });
  });

  it('needs the current password to change the e-mail', async () => {
    const { user, api } = await openSettings();
    const emailForm = screen.getByRole('form', { name: 'E-mail address' });

    await user.clear(within(emailForm).getByLabelText('Email'));
    await user.type(within(emailForm).getByLabelText('Email'), 'layla.new@example.com');
    await user.click(within(emailForm).getByRole('button', { name: 'Change e-mail' }));

    expect(await within(emailForm).findByText('Password is required')).toBeDefined();
    expect(api.requestsTo('PATCH', '/api/user/')).toHaveLength(0);
  });

  it("shows 'Wrong current password' from the server and keeps the new password typed", async () => {
    const api = installFakeApi().on(
      'PATCH',
      '/api/user/',
      reply(400, { message: 'Wrong current password', code: 'INVALID_CREDENTIALS' }),
    );
    const { user } = await openSettings(api);
    const passwordForm = screen.getByRole('form', { name: 'Password' });

    await user.type(within(passwordForm).getByLabelText('Current password'), 'Old!pass1');
    await user.type(within(passwordForm).getByLabelText('New password'), 'N3w!secret');
    await user.type(within(passwordForm).getByLabelText('Confirm new password'), 'N3w!secret');
    await user.click(within(passwordForm).getByRole('button', { name: 'Change password' }));

    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText('Wrong current password')).toBeDefined();
    expect(within(passwordForm).getByLabelText('New password')).toHaveProperty('value', 'N3w!secret');
    expect(api.requestsTo('PATCH', '/api/user/')[0]?.body).toEqual({
      current_password: 'Old!pass1',
      new_password: 'N3w!secret',
      confirm_password: 'N3w!secret',
    });
  });
});
