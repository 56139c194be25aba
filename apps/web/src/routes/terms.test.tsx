import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeApi } from '../test/fake-api';
import { currentPath, renderApp } from '../test/render-app';

describe('terms and privacy', () => {
  it("the sign-up's terms checkbox links to them, in a new tab that keeps the form", async () => {
    installFakeApi();
    renderApp('/auth/signup');
    const link = await screen.findByRole('link', { name: 'terms and conditions' });
    expect(link.getAttribute('href')).toBe('/terms');
    expect(link.getAttribute('target')).toBe('_blank');
    // The checkbox keeps its whole sentence as its name.
    expect(screen.getByRole('checkbox', { name: 'I accept the terms and conditions' })).toBeDefined();
  });

  it('shows the terms of use and the privacy notice, in English and in Arabic', async () => {
    installFakeApi();
    const { router, user } = renderApp('/terms');
    await screen.findByRole('heading', { level: 1, name: 'Terms and privacy' });
    expect(currentPath(router)).toBe('/terms');
    const privacy = screen.getByRole('region', { name: 'Privacy notice' });
    expect(within(privacy).getByRole('heading', { level: 3, name: 'Your rights' })).toBeDefined();
    expect(within(privacy).getByText(/download all your data/)).toBeDefined();

    await user.click(screen.getByRole('button', { name: 'العربية' }));
    await screen.findByRole('heading', { level: 1, name: 'الشروط والخصوصية' });
    expect(screen.getByRole('region', { name: 'شروط الاستخدام' })).toBeDefined();
    expect(document.documentElement.dir).toBe('rtl');
  });
});
