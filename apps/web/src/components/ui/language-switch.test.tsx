import { LOCALE_STORAGE_KEY } from '@masar/shared/constants';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeApi } from '../../test/fake-api';
import { fill, renderApp } from '../../test/render-app';

describe('language switch', () => {
  it('turns the page Arabic and right to left, and remembers the choice', async () => {
    const api = installFakeApi();
    const { user } = renderApp('/auth/login');
    await screen.findByRole('heading', { level: 1, name: 'Log in' });
    expect(document.documentElement.dir).toBe('ltr');

    await user.click(screen.getByRole('button', { name: 'العربية' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'تسجيل الدخول' })).toBeDefined();
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.title).toBe('تسجيل الدخول | مسار');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('ar');
    expect(screen.getByLabelText('البريد الإلكتروني')).toBeDefined();

    // Validation messages come from the shared catalogue, in the page's language.
    await user.click(screen.getByRole('button', { name: 'تسجيل الدخول' }));
    expect(await screen.findByText('البريد الإلكتروني مطلوب')).toBeDefined();

    const requestsBefore = api.requests.length;
    await fill(user, screen.getByLabelText('البريد الإلكتروني'), 'layla@example.com');
    await fill(user, screen.getByLabelText('كلمة المرور'), 'Str0ng!pass');
    await user.click(screen.getByRole('button', { name: 'تسجيل الدخول' }));
    await screen.findByRole('alert');
    expect(api.requests.slice(requestsBefore).map((request) => request.headers.lang)).toContain('ar');

    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeDefined();
    expect(document.documentElement.dir).toBe('ltr');
    expect(document.documentElement.lang).toBe('en');
  });
});
