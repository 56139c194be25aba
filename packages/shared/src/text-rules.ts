import { EMAIL_MAX_LENGTH } from './constants.ts';
import { keyWithParams } from './messages.ts';

/**
 * Rules of text fields, without zod: `fields.ts` builds the shared schemas from them, and the login page checks
 * its two fields with `loginFieldErrors` so that zod stays out of its first load (issue #17, decision 0124).
 * One source for the limits, the patterns and the messages; `text-rules.test.ts` proves the two agree.
 */

/**
 * NUL and UTF-16 surrogates without their pair: PostgreSQL cannot store NUL in text, and a lone
 * surrogate has no UTF-8 form, so either would fail deep in the server instead of being refused here.
 */
// eslint-disable-next-line no-control-regex -- NUL is exactly what this looks for
const UNSAFE_CHARACTERS = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function hasUnsafeCharacters(value: string): boolean {
  return UNSAFE_CHARACTERS.test(value);
}

/** zod's own e-mail pattern (`z.regexes.email`), named here so the schema and the login page use one. */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** Login takes any non-empty password up to this length: old accounts and typos must get "incorrect", not a rule. */
export const LOGIN_PASSWORD_MAX_LENGTH = 128;

/** "Must be at most 120 characters" (or "items"): the message names the limit, so a person knows how much to cut (issue #9). */
export function tooLongMessage(maximum: number, of: 'string' | 'array' = 'string'): string {
  return keyWithParams(of === 'array' ? 'validation.tooMany' : 'validation.tooLong', { max: maximum });
}

export type LoginField = 'email' | 'password';

/**
 * The message a login field shows, or null: the first issue `loginRequestSchema` gives that field, in the
 * schema's order (unsafe characters; then, trimmed for the e-mail, required, too long, the pattern).
 */
export function loginFieldError(field: LoginField, value: unknown): string | null {
  if (field === 'email') {
    if (typeof value !== 'string') return value === undefined ? 'validation.emailRequired' : 'validation.invalidType';
    if (hasUnsafeCharacters(value)) return 'validation.invalidCharacters';
    const email = value.trim();
    if (email.length === 0) return 'validation.emailRequired';
    if (email.length > EMAIL_MAX_LENGTH) return tooLongMessage(EMAIL_MAX_LENGTH);
    return EMAIL_PATTERN.test(email) ? null : 'validation.invalidEmail';
  }
  if (typeof value !== 'string') return value === undefined ? 'password.required' : 'validation.invalidType';
  if (hasUnsafeCharacters(value)) return 'validation.invalidCharacters';
  if (value.length === 0) return 'password.required';
  return value.length > LOGIN_PASSWORD_MAX_LENGTH ? tooLongMessage(LOGIN_PASSWORD_MAX_LENGTH) : null;
}
