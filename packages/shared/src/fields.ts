import { z } from 'zod';
import {
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from './constants.ts';
import { EMAIL_PATTERN, LOGIN_PASSWORD_MAX_LENGTH, hasUnsafeCharacters, tooLongMessage } from './text-rules.ts';

/** Spec §5: the special characters a password may use, and must use one of. */
export const PASSWORD_SPECIALS = '@~`$!#^()_-=+%*?&';
const escapedSpecials = PASSWORD_SPECIALS.replace(/[-\\^$*+?.()|[\]{}]/g, '\\$&');
const allowedCharacters = new RegExp(`^[A-Za-z0-9${escapedSpecials}]*$`);
const hasSpecial = new RegExp(`[${escapedSpecials}]`);

/**
 * `.max(n, TOO_LONG)` on a string or an array: the message names the limit ("Must be at most 120
 * characters"), so a person knows how much to cut (issue #9).
 */
export const TOO_LONG = {
  error: (issue: { maximum?: unknown; origin?: unknown }) =>
    tooLongMessage(Number(issue.maximum), issue.origin === 'array' ? 'array' : 'string'),
};

/**
 * The string of every free-text field a request carries (body, query, path): `z.string()` that refuses
 * NUL characters and lone surrogates with a message. Chain `.trim()`, `.max()` … on it as on `z.string()`.
 */
export function textString(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).refine((value) => !hasUnsafeCharacters(value), { error: 'validation.invalidCharacters', abort: true });
}

/**
 * A link a person gives (profile links): http or https only, so `javascript:`, `data:` and `vbscript:`
 * never reach an href that someone else's browser opens.
 */
export const webLinkSchema = textString({ error: 'profile.invalidLink' })
  .trim()
  .max(300, TOO_LONG)
  .refine((value) => /^https?:\/\//i.test(value), { error: 'profile.linkScheme', abort: true })
  .pipe(z.url({ protocol: /^https?$/, error: 'profile.invalidLink' }));

/** A required string: missing, not a string and blank get the spec's messages. */
export function requiredString(requiredKey = 'validation.required') {
  return textString({ error: (issue) => (issue.input === undefined ? requiredKey : 'validation.invalidType') })
    .trim()
    .min(1, { error: requiredKey });
}

export const emailSchema = requiredString('validation.emailRequired')
  .max(EMAIL_MAX_LENGTH, TOO_LONG)
  .pipe(z.email({ pattern: EMAIL_PATTERN, error: 'validation.invalidEmail' }))
  .transform((email) => email.toLowerCase());

/**
 * Spec §5 password rules, 8 to 16 characters inclusive (docs/decisions/0002-password-length.md).
 * The checks run in the order a person fixes them: length, allowed characters, then the mix.
 */
export const passwordSchema = textString({ error: (issue) => (issue.input === undefined ? 'password.required' : 'validation.invalidType') })
  .min(1, { error: 'password.required' })
  .min(PASSWORD_MIN_LENGTH, { error: 'password.minimum' })
  .max(PASSWORD_MAX_LENGTH, { error: 'password.maximum' })
  .regex(allowedCharacters, { error: 'password.characters' })
  .refine(
    (value) => /[a-z]/.test(value) && /[A-Z]/.test(value) && /\d/.test(value) && hasSpecial.test(value),
    { error: 'password.combine' },
  );

/** Login takes any non-empty password: old accounts and typos must get "incorrect", not a rule (`loginFieldError` checks the same without zod). */
export const loginPasswordSchema = textString({ error: (issue) => (issue.input === undefined ? 'password.required' : 'validation.invalidType') })
  .min(1, { error: 'password.required' })
  .max(LOGIN_PASSWORD_MAX_LENGTH, TOO_LONG);

export const fullNameSchema = requiredString()
  .max(NAME_MAX_LENGTH * 2 + 1, { error: 'validation.nameTooLong' })
  .refine((name) => name.split(/\s+/).every((part) => part.length <= NAME_MAX_LENGTH), {
    error: 'validation.nameTooLong',
  });

export const countryCodeSchema = requiredString().regex(/^\+[1-9]\d{0,3}$/, {
  error: 'validation.invalidCountryCode',
});

/** Western or Arabic-Indic digits, as the person types them; the server stores Western digits. */
export const mobileNumberSchema = requiredString().regex(/^[0-9\u0660-\u0669\u06F0-\u06F9]{4,14}$/, {
  error: 'validation.invalidMobile',
});

export function toWesternDigits(value: string): string {
  return value.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (digit) =>
    String((digit.charCodeAt(0) & 0xf) % 10),
  );
}
