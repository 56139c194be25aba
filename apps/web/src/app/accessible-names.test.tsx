import { TOKEN_STORAGE_KEY } from '@masar/shared/constants';
import { isInaccessible, screen } from '@testing-library/react';
import { computeAccessibleName } from 'dom-accessibility-api';
import { describe, expect, it } from 'vitest';
import { changeLocale } from '../lib/i18n';
import { installFakeApi, reply, type FakeApi } from '../test/fake-api';
import { renderApp } from '../test/render-app';
import { aUser } from '../test/users';

/**
 * The name a screen reader announces for every field on screen that it reaches (inputs, text areas,
 * selects, comboboxes); '' for a field without one.
 */
function fieldNames(): string[] {
  return [...document.body.querySelectorAll('input, textarea, select, [role="combobox"]')]
    .filter((field) => field.getAttribute('type') !== 'hidden' && !isInaccessible(field))
    .map((field) => computeAccessibleName(field).trim());
}

function signedIn(api: FakeApi, user = aUser()): FakeApi {
  localStorage.setItem(TOKEN_STORAGE_KEY, 'access-1');
  return api.on('GET', '/api/user/', reply(200, { data: user }));
}

const SECTORS = [{ id: 'healthcare', name: { en: 'Healthcare', ar: 'الرعاية الصحية' } }];
const NEWCOMER = {
  is_onboarding_completed: false,
  is_account_confirmed: false,
  approval_status: 'PENDING',
  profile_status: null,
} as const;

interface Screen {
  path: string;
  heading: { en: string; ar: string };
  /** Answers the calls the screen makes. */
  api?: (api: FakeApi) => FakeApi;
  /** Names its fields must have, in English. */
  fields: string[];
}

/** The main screens with forms (issue #2). */
const SCREENS: Record<string, Screen> = {
  login: { path: '/auth/login', heading: { en: 'Log in', ar: 'تسجيل الدخول' }, fields: ['Email', 'Password'] },
  signup: {
    path: '/auth/signup',
    heading: { en: 'Sign up', ar: 'إنشاء حساب' },
    fields: [
      'Full name',
      'Email',
      'Password',
      'Confirm password',
      'Country code',
      'Mobile number',
      'I accept the terms and conditions',
    ],
  },
  'reset password (the e-mail)': {
    path: '/auth/reset-password/email-verification',
    heading: { en: 'Reset password', ar: 'إعادة تعيين كلمة المرور' },
    fields: ['Email'],
  },
  'reset password (the new password)': {
    path: '/auth/reset-password/code-9',
    heading: { en: 'Create a new password', ar: 'إنشاء كلمة مرور جديدة' },
    fields: ['New password', 'Confirm new password'],
  },
  'account settings': {
    path: '/settings/account',
    heading: { en: 'Account settings', ar: 'إعدادات الحساب' },
    api: (api) => signedIn(api),
    fields: ['Full name', 'Email', 'Current password', 'New password', 'Confirm new password'],
  },
  'book a demo': {
    path: '/book-demo',
    heading: { en: 'Book a demo', ar: 'احجز عرضًا توضيحيًا' },
    fields: ['Full name', 'Work email', 'Company', 'Message (optional)'],
  },
  'company onboarding': {
    path: '/onboarding/recruiter',
    heading: { en: 'Company onboarding', ar: 'إعداد حساب الشركة' },
    api: (api) =>
      signedIn(api, aUser({ ...NEWCOMER, role_name: 'recruiter' }))
        .on('GET', '/api/user/sectors/', reply(200, { data: SECTORS }))
        .on('GET', '/api/user/places/config/', reply(200, { data: { autocomplete: false } })),
    fields: [
      'Company name',
      'Company logo (optional)',
      'Company size',
      'Industry',
      'Country',
      'City',
      'Website (optional)',
      'Company description',
    ],
  },
  'candidate onboarding': {
    path: '/onboarding/candidate',
    heading: { en: 'Candidate onboarding', ar: 'إعداد حساب الباحث عن عمل' },
    api: (api) => signedIn(api, aUser(NEWCOMER)),
    fields: [
      'Profile photo (optional)',
      'Resume (optional)',
      'LinkedIn',
      'Facebook',
      'Instagram',
      'X (Twitter)',
      'Online',
      'On site',
      'I have read how my data is used',
    ],
  },
};

describe.each(['en', 'ar'] as const)('in %s, every field of', (locale) => {
  it.each(Object.entries(SCREENS))('the %s screen has a name', async (_screen, { path, heading, api, fields }) => {
    await changeLocale(locale);
    (api ?? ((fake) => fake))(installFakeApi());
    renderApp(path);
    await screen.findByRole('heading', { level: 1, name: heading[locale] });

    const names = fieldNames();
    expect(names.length).toBeGreaterThanOrEqual(fields.length);
    expect(
      names.filter((name) => name === ''),
      `fields without a name among ${names.join(', ')}`,
    ).toEqual([]);
    if (locale === 'en') expect(names).toEqual(expect.arrayContaining(fields));
  });
});
