import { TOKEN_STORAGE_KEY } from '@masar/shared/constants';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLocale } from '../lib/i18n';
import { installFakeApi, reply } from '../test/fake-api';
import { renderApp } from '../test/render-app';
import { aUser } from '../test/users';

function openAs(overrides: Parameters<typeof aUser>[0]) {
  localStorage.setItem(TOKEN_STORAGE_KEY, 'access-1');
  installFakeApi().on('GET', '/api/user/', reply(200, { data: aUser({ is_account_confirmed: false, ...overrides }) }));
  return renderApp('/approval-pending');
}

describe('approval pending', () => {
  it('says the account awaits a recruiter admin', async () => {
    openAs({ approval_status: 'PENDING' });
    await screen.findByRole('heading', { level: 1, name: 'Approval pending' });
    expect(screen.getByText('Awaiting approval')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Log out' })).toBeDefined();
  });

  it('shows a decline with its reason and how to ask for a review', async () => {
    openAs({ approval_status: 'DECLINED', approval_reason: 'The resume belongs to someone else.' });
    await screen.findByRole('heading', { level: 1, name: 'Approval pending' });
    expect(screen.getByText('Not approved')).toBeDefined();
    expect(screen.getByText('The resume belongs to someone else.')).toBeDefined();
    expect(screen.getByText(/reply to the e-mail we sent you and ask for a review/)).toBeDefined();
  });

  it('says so in Arabic when no reason was given', async () => {
    await changeLocale('ar');
    openAs({ approval_status: 'DECLINED', approval_reason: null });
    await screen.findByRole('heading', { level: 1, name: 'بانتظار الموافقة' });
    expect(document.documentElement.dir).toBe('rtl');
    expect(screen.getByText('لم يُعتمد')).toBeDefined();
    expect(screen.getByText('لم يُذكر سبب.')).toBeDefined();
  });
});
