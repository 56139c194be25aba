import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readInviteCode } from '../../lib/storage';
import { installFakeApi, reply } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';

describe('invitation link', () => {
  it('shows the company on the sign-up page, keeps the code and prefills the invited e-mail', async () => {
    const api = installFakeApi().on(
      'GET',
      '/api/recruiter/invitations/code-123',
      reply(200, { data: { company_name: 'Acme', email: 'sara@acme.example' } }),
    );
    renderApp('/auth/signup?invite=code-123');

    await screen.findByRole('heading', { level: 1, name: 'Sign up' });
    expect(await screen.findByText('You are invited to join Acme as sara@acme.example')).toBeDefined();
    expect(readInviteCode()).toBe('code-123');
    expect(screen.getByLabelText('Email')).toHaveProperty('value', 'sara@acme.example');
    expect(api.requestsTo('GET', '/api/recruiter/invitations/code-123')).toHaveLength(1);
  });

  it('says why an invitation cannot be used, on the login page', async () => {
    installFakeApi().on(
      'GET',
      '/api/recruiter/invitations/old-code',
      reply(410, { message: 'This invitation has expired. Ask for a new one', code: 'GONE' }),
    );
    renderApp('/auth/login?invite=old-code');

    await screen.findByRole('heading', { level: 1, name: 'Log in' });
    expect(await screen.findByText('This invitation has expired. Ask for a new one')).toBeDefined();
    expect(readInviteCode()).toBe('old-code');
  });
});
