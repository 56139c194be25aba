import { act, screen, within } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLocale } from '../lib/i18n';
import { installFakeApi, reply } from '../test/fake-api';
import { fill, renderApp } from '../test/render-app';

// Time moves by itself (the page loads lazily), and jumps when the test says so.
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

const PAGES = {
  en: { heading: 'Log in', email: 'Email', password: 'Password', submit: 'Log in' },
  ar: { heading: 'تسجيل الدخول', email: 'البريد الإلكتروني', password: 'كلمة المرور', submit: 'تسجيل الدخول' },
} as const;

/** Tries to log in while the server answers `answer`; answers the toast that shows. */
async function failLogin(locale: 'en' | 'ar', answer: ReturnType<typeof reply>) {
  await changeLocale(locale);
  installFakeApi().on('POST', '/api/user/auth/login-user/', answer);
  const labels = PAGES[locale];
  const { user } = renderApp('/auth/login');
  await screen.findByRole('heading', { level: 1, name: labels.heading });
  await fill(user, screen.getByLabelText(labels.email), 'layla@example.com');
  await fill(user, screen.getByLabelText(labels.password), 'Str0ng!pass');
  await user.click(screen.getByRole('button', { name: labels.submit }));
  return screen.findByRole('alert');
}

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe('an error toast (spec §8)', () => {
  it("shows the server's message in red at the top right, and goes after 6 seconds", async () => {
    const toast = await failLogin(
      'en',
      reply(401, { message: 'Incorrect e-mail or password. Just signed up? Open the link we e-mailed you first', code: 'INVALID_CREDENTIALS' }),
    );

    expect(within(toast).getByText('Incorrect e-mail or password. Just signed up? Open the link we e-mailed you first')).toBeDefined();
    expect(toast.style.getPropertyValue('--notification-color')).toBe('var(--mantine-color-red-filled)');
    expect(toast.closest('[data-position]')?.getAttribute('data-position')).toBe('top-right');

    await advance(5500);
    expect(screen.getByRole('alert')).toBe(toast);
    // Past 6 seconds, and past the toast's closing transition.
    await advance(1000);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('sits at the top left in Arabic, right to left', async () => {
    const toast = await failLogin(
      'ar',
      reply(401, { message: 'البريد الإلكتروني أو كلمة المرور غير صحيحة', code: 'INVALID_CREDENTIALS' }),
    );

    expect(within(toast).getByText('البريد الإلكتروني أو كلمة المرور غير صحيحة')).toBeDefined();
    expect(toast.style.getPropertyValue('--notification-color')).toBe('var(--mantine-color-red-filled)');
    expect(toast.closest('[data-position]')?.getAttribute('data-position')).toBe('top-left');
  });

  it('opens below the header, clear of the language switch and the avatar menu', async () => {
    const style = document.createElement('style');
    // The stylesheet main.tsx loads, which the test environment does not load by itself.
    // Mantine's own stylesheet, not loaded either, gives the spacing (10px at the default scale); the test
    // environment (happy-dom) resolves the variables in a computed value.
    style.textContent = `${readFileSync(`${import.meta.dirname}/global.css`, 'utf8')}\n:root { --mantine-spacing-xs: 10px; }`;
    document.head.append(style);
    try {
      const toast = await failLogin('ar', reply(502));
      const root = toast.closest<HTMLElement>('[data-position]');
      expect(root?.getAttribute('data-position')).toBe('top-left');
      expect(getComputedStyle(root!).top).toBe('calc(64px + 10px)');
      expect(getComputedStyle(document.documentElement).getPropertyValue('--masar-header-height').trim()).toBe('64px');
    } finally {
      style.remove();
    }
  });

  it("says 'Internal Error. Please try again' when the server's answer has no message", async () => {
    const toast = await failLogin('en', reply(502));
    expect(within(toast).getByText('Internal Error. Please try again')).toBeDefined();
    expect(toast.style.getPropertyValue('--notification-color')).toBe('var(--mantine-color-red-filled)');
  });

  it('says the same in Arabic', async () => {
    const toast = await failLogin('ar', reply(500, { error: 'Bad gateway' }));
    expect(within(toast).getByText('حدث خطأ داخلي. يرجى المحاولة مرة أخرى')).toBeDefined();
  });
});
