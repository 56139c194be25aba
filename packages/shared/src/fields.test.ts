import { describe, expect, it } from 'vitest';
import { emailSchema, passwordSchema, textString, toWesternDigits, webLinkSchema } from './fields.ts';
import { signupRequestSchema } from './auth.ts';
import { updateUserRequestSchema } from './users.ts';
import { messages, translateMessage, toLocale, type MessageKey } from './messages.ts';

const firstMessage = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.success ? null : translateMessage(result.error!.issues[0]!.message, 'en');

describe('password rules (spec §5; 8 to 16 inclusive)', () => {
  it.each([
    ['', 'Password is required'],
    ['Ab#4567', 'Password must be at least 8 characters'],
    ['Ab#45678901234567', 'Password must be at most 16 characters'],
    ['abcdef#12', 'Password must combine a lowercase letter, an uppercase letter, a digit and a special character'],
    ['ABCDEF#12', 'Password must combine a lowercase letter, an uppercase letter, a digit and a special character'],
    ['Abcdefg#h', 'Password must combine a lowercase letter, an uppercase letter, a digit and a special character'],
    ['Abcdefg12', 'Password must combine a lowercase letter, an uppercase letter, a digit and a special character'],
    ['Abcdef.12', 'Password may only contain letters, digits and the special characters @ ~ ` $ ! # ^ ( ) _ - = + % * ? &'],
  ])('%j → %s', (password, message) => {
    expect(firstMessage(passwordSchema.safeParse(password))).toBe(message);
  });

  it.each(['Ab#45678', 'Ab#4567890123456', ...'@~`$!#^()_-=+%*?&'.split('').map((s) => `Abcdef1${s}`)])(
    'accepts %j',
    (password) => {
      expect(passwordSchema.safeParse(password).success).toBe(true);
    },
  );
});

describe('e-mail', () => {
  it.each([
    [undefined, 'Email is required'],
    ['', 'Email is required'],
    ['plainaddress', 'Invalid Email'],
    ['a@b', 'Invalid Email'],
  ])('%j → %s', (email, message) => {
    expect(firstMessage(emailSchema.safeParse(email))).toBe(message);
  });
  it('trims and lower-cases', () => {
    expect(emailSchema.parse('  Sara@Example.COM ')).toBe('sara@example.com');
  });
});

describe('sign-up', () => {
  const valid = {
    full_name: 'Sara Ali',
    email: 'sara@example.com',
    password: 'Zebra#Moon42',
    confirm_password: 'Zebra#Moon42',
    country_code: '+966',
    mobile_number: '551234567',
    accepted_terms: true,
  };
  it('accepts a complete form', () => {
    expect(signupRequestSchema.safeParse(valid).success).toBe(true);
  });
  it('needs the terms accepted', () => {
    expect(firstMessage(signupRequestSchema.safeParse({ ...valid, accepted_terms: false }))).toBe(
      'You must accept the terms and conditions to proceed.',
    );
  });
  it('needs the confirmation to match', () => {
    expect(firstMessage(signupRequestSchema.safeParse({ ...valid, confirm_password: 'Zebra#Moon43' }))).toBe('Passwords do not match');
  });
  it('takes Arabic-Indic digits, which become Western digits in data', () => {
    expect(signupRequestSchema.safeParse({ ...valid, mobile_number: '٥٥١٢٣٤٥٦٧' }).success).toBe(true);
    expect(toWesternDigits('٥٥١٢٣٤٥٦٧')).toBe('551234567');
    expect(toWesternDigits('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
  });
});

describe('account settings', () => {
  it('needs the current password for a new password, and the new one must differ', () => {
    expect(firstMessage(updateUserRequestSchema.safeParse({ new_password: 'Zebra#Moon42', confirm_password: 'Zebra#Moon42' }))).toBe('Password is required');
    expect(
      firstMessage(updateUserRequestSchema.safeParse({ current_password: 'Zebra#Moon42', new_password: 'Zebra#Moon42', confirm_password: 'Zebra#Moon42' })),
    ).toBe('New password must differ from the current password');
  });
});

describe('messages', () => {
  it('has an Arabic text for every key, with the same placeholders', () => {
    for (const key of Object.keys(messages.en) as MessageKey[]) {
      expect(messages.ar[key], key).toBeTruthy();
      const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
      expect(placeholders(messages.ar[key]), key).toEqual(placeholders(messages.en[key]));
    }
  });
  it('fills placeholders and reads the locale loosely', () => {
    expect(translateMessage('rateLimit.tooMany', 'en', { minutes: 3 })).toBe('Too many attempts. Please wait 3 minute(s) and try again');
    expect(toLocale('ar-SA')).toBe('ar');
    expect(toLocale('fr')).toBe('en');
    expect(toLocale(undefined)).toBe('en');
  });
});

describe('the confirmation check runs while other fields are wrong', () => {
  it('reports the mismatch beside a bad e-mail', async () => {
    const { signupRequestSchema: schema } = await import('./auth.ts');
    const result = schema.safeParse({ email: 'bad', password: 'Zebra#Moon42', confirm_password: 'other' });
    const messages = result.success ? [] : result.error.issues.map((issue) => issue.message);
    expect(messages).toContain('password.match');
    expect(messages).toContain('validation.invalidEmail');
  });
});

describe('textString', () => {
  it('refuses NUL and lone surrogates with one message, and keeps whole emoji', () => {
    const schema = textString().trim().max(20);
    for (const value of ['a\u0000b', 'a\ud800b', 'a\udc00b', '\ud83d']) {
      const result = schema.safeParse(value);
      expect(result.success, JSON.stringify(value)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('validation.invalidCharacters');
    }
    expect(schema.parse(' شركة 🚀 ')).toBe('شركة 🚀');
  });
});

describe('webLinkSchema', () => {
  it('takes http and https links only', () => {
    for (const link of ['javascript:alert(1)', ' JAVASCRIPT:alert(1)', 'data:text/html,x', 'vbscript:msgbox(1)', 'ftp://example.com']) {
      expect(webLinkSchema.safeParse(link).error?.issues[0]?.message, link).toBe('profile.linkScheme');
    }
    expect(webLinkSchema.parse(' https://github.com/omar ')).toBe('https://github.com/omar');
    expect(webLinkSchema.parse('HTTP://example.com')).toBe('HTTP://example.com');
  });
});
