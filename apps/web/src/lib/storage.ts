import { LOCALE_STORAGE_KEY, REFRESH_TOKEN_STORAGE_KEY, TOKEN_STORAGE_KEY } from '@masar/shared/constants';

/** The reset code of an opened reset link lives for this tab only. */
const RESET_CODE_SESSION_KEY = 'reset_password_code';
/** The code of an opened invitation link, kept for this tab until the person joins or declines. */
const INVITE_CODE_SESSION_KEY = 'invite_code';

export function readAccessToken(): string | null {
  return localStorage.getItem(TOKEN_STORAGE_KEY);
}

export function hasAccessToken(): boolean {
  return readAccessToken() !== null;
}

export function readRefreshToken(): string | null {
  return localStorage.getItem(REFRESH_TOKEN_STORAGE_KEY);
}

export function storeTokens(accessToken: string, refreshToken: string): void {
  localStorage.setItem(TOKEN_STORAGE_KEY, accessToken);
  localStorage.setItem(REFRESH_TOKEN_STORAGE_KEY, refreshToken);
}

export function clearTokens(): void {
  localStorage.removeItem(TOKEN_STORAGE_KEY);
  localStorage.removeItem(REFRESH_TOKEN_STORAGE_KEY);
}

export function readResetCode(): string | null {
  return sessionStorage.getItem(RESET_CODE_SESSION_KEY);
}

export function storeResetCode(code: string): void {
  sessionStorage.setItem(RESET_CODE_SESSION_KEY, code);
}

export function clearResetCode(): void {
  sessionStorage.removeItem(RESET_CODE_SESSION_KEY);
}

export function readInviteCode(): string | null {
  return sessionStorage.getItem(INVITE_CODE_SESSION_KEY);
}

export function storeInviteCode(code: string): void {
  sessionStorage.setItem(INVITE_CODE_SESSION_KEY, code);
}

export function clearInviteCode(): void {
  sessionStorage.removeItem(INVITE_CODE_SESSION_KEY);
}

/**
 * The key this browser sent with a sign-up: the verification link opened here sends it back and is
 * answered with a session (decision 0024). Kept across tabs, since the link opens in a new one.
 */
const SIGNUP_DEVICE_KEY = 'signup_device_key';

/** The browser's sign-up key, made on first use: 32 random bytes in base64url. */
export function signupDeviceKey(): string {
  const kept = localStorage.getItem(SIGNUP_DEVICE_KEY);
  if (kept !== null) return kept;
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  const key = btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  localStorage.setItem(SIGNUP_DEVICE_KEY, key);
  return key;
}

export function readSignupDeviceKey(): string | null {
  return localStorage.getItem(SIGNUP_DEVICE_KEY);
}

export function clearSignupDeviceKey(): void {
  localStorage.removeItem(SIGNUP_DEVICE_KEY);
}

/** Spec §4 logout: everything goes except the person's language. */
export function clearStorageExceptLocale(): void {
  const locale = localStorage.getItem(LOCALE_STORAGE_KEY);
  localStorage.clear();
  sessionStorage.clear();
  if (locale !== null) localStorage.setItem(LOCALE_STORAGE_KEY, locale);
}
