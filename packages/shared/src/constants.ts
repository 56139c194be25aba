/** Business constants of spec §9 that more than one side uses. */
export const TOAST_TIMEOUT_MS = 6000;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 16;
export const NAME_MAX_LENGTH = 50;
export const EMAIL_MAX_LENGTH = 254;
export const DESCRIPTION_MIN_LENGTH = 70;
export const DESCRIPTION_MAX_LENGTH = 700;
export const NOTIFICATION_POLL_MS = 45_000;
export const LOCALE_STORAGE_KEY = 'locale';
export const TOKEN_STORAGE_KEY = 'token';
export const REFRESH_TOKEN_STORAGE_KEY = 'refresh_token';
/** Verification links live a day; reset links half an hour (issue #2). */
export const EMAIL_VERIFICATION_TTL_MS = 24 * 60 * 60 * 1000;
export const PASSWORD_RESET_TTL_MS = 30 * 60 * 1000;
