import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeApi, reply } from '../test/fake-api';
import { fill, renderApp } from '../test/render-app';

describe('book a demo', () => {
  it('sends the request and shows the confirmation', async () => {
    const api = installFakeApi().on(
      'POST',
      '/api/user/book-demo/',
      reply(201, { message: 'Thank you. We will contact you soon' }),
    );
    const { user } = renderApp('/book-demo');
    await screen.findByRole('heading', { level: 1, name: 'Book a demo' });

    await user.click(screen.getByRole('button', { name: 'Request a demo' }));
    expect(await screen.findAllByText('Field is required')).toHaveLength(2);

    await fill(user, screen.getByLabelText('Full name'), 'Omar Saleh');
    await fill(user, screen.getByLabelText('Work email'), 'omar@acme.example');
    await fill(user, screen.getByLabelText('Company'), 'Acme');
    await fill(user, screen.getByLabelText('Message (optional)'), 'Forty recruiters');
    await user.click(screen.getByRole('button', { name: 'Request a demo' }));

    expect(await screen.findByText('Thank you. We will contact you soon')).toBeDefined();
    expect(api.requestsTo('POST', '/api/user/book-demo/')[0]?.body).toEqual({
      full_name: 'Omar Saleh',
      email: 'omar@acme.example',
      company_name: 'Acme',
      message: 'Forty recruiters',
    });
  });

  it('names the limit of a field that is too long, in both languages', async () => {
    installFakeApi();
    const { user } = renderApp('/book-demo');
    await screen.findByRole('heading', { level: 1, name: 'Book a demo' });

    await fill(user, screen.getByLabelText('Company'), 'A'.repeat(121));
    expect(await screen.findByText('Must be at most 120 characters')).toBeDefined();

    await user.click(screen.getByRole('button', { name: 'العربية' }));
    expect(await screen.findByText('يجب ألا يزيد على 120 حرفًا')).toBeDefined();
  });
});
