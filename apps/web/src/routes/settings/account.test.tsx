import { TOKEN_STORAGE_KEY } from '@masar/shared/constants';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { installFakeApi, reply } from '../../test/fake-api';
import { currentPath, fill, renderApp } from '../../test/render-app';
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

    await fill(user, within(nameForm).getByLabelText('Full name'), 'Layla Nasser');
    await user.click(within(nameForm).getByRole('button', { name: 'Save name' }));

    expect(await screen.findByText('Profile Updated Successfully')).toBeDefined();
    expect(api.requestsTo('PATCH', '/api/user/')[0]?.body).toEqual({ full_name: 'Layla Nasser' });
  });

  it('needs the current password to change the e-mail', async () => {
    const { user, api } = await openSettings();
    const emailForm = screen.getByRole('form', { name: 'E-mail address' });

    await fill(user, within(emailForm).getByLabelText('Email'), 'layla.new@example.com');
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

    await fill(user, within(passwordForm).getByLabelText('Current password'), 'Old!pass1');
    await fill(user, within(passwordForm).getByLabelText('New password'), 'N3w!secret');
    await fill(user, within(passwordForm).getByLabelText('Confirm new password'), 'N3w!secret');
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

  it("downloads all of the person's data as a zip", async () => {
    const api = installFakeApi().on('GET', '/api/user/export/', reply(200, { files: [] }));
    const saved: string[] = [];
    Object.defineProperty(URL, 'createObjectURL', { configurable: true, value: () => 'blob:data' });
    Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => undefined });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { user } = await openSettings(api);

    expect(screen.getByRole('heading', { level: 2, name: 'Your data' })).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Download my data' }));

    await waitFor(() => expect(saved).toEqual(['masar-data.zip']));
    expect(api.requestsTo('GET', '/api/user/export/')).toHaveLength(1);
    click.mockRestore();
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
  });

  it('deletes the account with the password after asking, and ends the session', async () => {
    const api = installFakeApi().on(
      'DELETE',
      '/api/user/',
      reply(200, { message: 'Your account and your data are deleted' }),
    );
    const { user, router } = await openSettings(api);
    const form = screen.getByRole('form', { name: 'Delete account' });

    await user.click(within(form).getByRole('button', { name: 'Delete my account' }));
    expect(await within(form).findByText('Password is required')).toBeDefined();

    await fill(user, within(form).getByLabelText('Current password'), 'Old!pass1');
    await user.click(within(form).getByRole('button', { name: 'Delete my account' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete your account?' });
    expect(within(confirm).getByText(/This cannot be undone/)).toBeDefined();
    expect(api.requestsTo('DELETE', '/api/user/')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Delete for good' }));

    expect(await screen.findByText('Your account and your data are deleted')).toBeDefined();
    expect(api.requestsTo('DELETE', '/api/user/')[0]?.body).toEqual({ current_password: 'Old!pass1' });
    await screen.findByRole('heading', { level: 1, name: 'Log in' });
    expect(currentPath(router)).toBe('/auth/login');
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('confirms with the e-mail for an account made through Google or LinkedIn', async () => {
    const api = installFakeApi().on(
      'DELETE',
      '/api/user/',
      reply(200, { message: 'Your account and your data are deleted' }),
    );
    const { user } = await openSettings(api);
    const form = screen.getByRole('form', { name: 'Delete account' });

    await user.click(within(form).getByRole('switch', { name: 'I signed up with Google or LinkedIn' }));
    await fill(user, within(form).getByLabelText('Your e-mail address'), 'layla@example.com');
    await user.click(within(form).getByRole('button', { name: 'Delete my account' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete your account?' })).getByRole('button', {
        name: 'Delete for good',
      }),
    );

    await screen.findByRole('heading', { level: 1, name: 'Log in' });
    expect(api.requestsTo('DELETE', '/api/user/')[0]?.body).toEqual({ confirm_email: 'layla@example.com' });
  });
});
