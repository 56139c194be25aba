/** Business constants of spec §9 (and §5) that more than one side uses; resource-specific ones live in their resource file. */

/** Spec §9: toasts close after 6000 ms. */
export const TOAST_TIMEOUT_MS = 6000;
/** Spec §5/§9: passwords are 8 to 16 characters (docs/decisions/0002-password-length.md). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 16;
/** Spec §3 sign-up full name: each part at most 50 characters (the message 'validation.nameTooLong' says so). */
export const NAME_MAX_LENGTH = 50;
/** Spec §5 e-mail: the longest address SMTP carries (RFC 5321). */
export const EMAIL_MAX_LENGTH = 254;
/** Spec §5/§9: company and job descriptions are 70 to 700 characters. */
export const DESCRIPTION_MIN_LENGTH = 70;
export const DESCRIPTION_MAX_LENGTH = 700;
/** Spec §9: the locale, the token and the refresh token are kept in local storage under these keys. */
export const LOCALE_STORAGE_KEY = 'locale';
export const TOKEN_STORAGE_KEY = 'token';
export const REFRESH_TOKEN_STORAGE_KEY = 'refresh_token';
/** Issue #2: verification links live a day; reset links half an hour. */
export const EMAIL_VERIFICATION_TTL_MS = 24 * 60 * 60 * 1000;
export const PASSWORD_RESET_TTL_MS = 30 * 60 * 1000;
