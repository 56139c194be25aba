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

/** Spec §4 logout: everything goes except the person's language. */
export function clearStorageExceptLocale(): void {
  const locale = localStorage.getItem(LOCALE_STORAGE_KEY);
  localStorage.clear();
  sessionStorage.clear();
  if (locale !== null) localStorage.setItem(LOCALE_STORAGE_KEY, locale);
}
