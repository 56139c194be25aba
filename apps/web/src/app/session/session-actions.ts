import type { AuthSession } from '@masar/shared/auth';
import { homePathForState, nextUserState, type UserState } from '@masar/shared/user-states';
import type { User } from '@masar/shared/users';
import { getUser } from '../../features/account/api/get-user';
import { logoutUser } from '../../features/auth/api/logout-user';
import { ApiError, NETWORK_ERROR_STATUS } from '../../lib/api-client';
import {
  clearResetCode,
  clearSignupDeviceKey,
  clearStorageExceptLocale,
  hasAccessToken,
  storeResetCode,
  storeTokens,
} from '../../lib/storage';
import { queryClient } from '../query-client';
import { findRoute } from '../route-table';
import { leaveSession } from './leaving';
import { sessionStore } from './session-store';

/**
 * Spec §4 "Restoring a session"; any failure the server answers logs the user out. A call that got no
 * answer (the page was left mid-load, the network dropped) says nothing about the session: it is kept and
 * the navigation fails with the firewall message (decision 0092).
 */
export async function loadUserState(): Promise<void> {
  if (!hasAccessToken()) {
    sessionStore.update({ user: null, state: nextUserState({ type: 'restored', user: null }), stateLoaded: true });
    return;
  }
  try {
    const user = await getUser();
    sessionStore.update({ user, state: nextUserState({ type: 'restored', user }), stateLoaded: true });
  } catch (error) {
    if (isUnanswered(error)) throw error;
    endSessionLocally();
  }
}

function isUnanswered(error: unknown): boolean {
  return !(error instanceof ApiError) || error.status === NETWORK_ERROR_STATUS;
}

function startSession({ user, token }: AuthSession): void {
  clearResetCode();
  storeTokens(token, user.refresh_token);
}

/** Login and social sign-in. Returns where to go: the redirect if it admits the new state, else home. */
export function signIn(auth: AuthSession, redirect: string | null): string {
  startSession(auth);
  const state = nextUserState({ type: 'restored', user: auth.user });
  sessionStore.update({ user: auth.user, state, stateLoaded: true });
  return redirect !== null && redirectAdmits(redirect, state) ? redirect : homePathForState(state);
}

function redirectAdmits(redirect: string, state: UserState): boolean {
  // Only paths inside the app: "//host" would leave it.
  if (!redirect.startsWith('/') || redirect.startsWith('//') || redirect.startsWith('/\\')) {
    return false;
  }
  const route = findRoute(new URL(redirect, window.location.origin).pathname);
  return route !== undefined && route.allowedStates.includes(state);
}

/** After an account change: the user row may now put the person in another state. */
export function replaceUser(user: User): UserState {
  const state = nextUserState({ type: 'restored', user });
  sessionStore.update({ user, state, stateLoaded: true });
  return state;
}

/**
 * Spec §4 logout: tell the server (a failure changes nothing), then forget everything but the locale and
 * go to login. The signed-in pages come down first, so nothing they ask for goes out signed out.
 */
export async function logout(goToLogin: () => Promise<void> | void): Promise<void> {
  const { user } = sessionStore.get();
  if (user !== null && hasAccessToken()) {
    await logoutUser(user.id).catch(() => undefined);
  }
  await leaveSession(endSessionLocally, goToLogin);
}

/** Ends this device's session without asking the server, whose session is already over or moot. */
export function endSessionLocally(): void {
  clearStorageExceptLocale();
  queryClient.clear();
  sessionStore.reset();
}

/**
 * The verification link worked. Opened in the browser that signed up (its session is this address's),
 * the session stays and the person goes on to onboarding (issue #9); anywhere else, they log in.
 */
export function markEmailVerified(email: string, session?: AuthSession): void {
  if (session !== undefined) {
    // The link was opened in the browser that signed up: the server opened the session sign-up could not.
    clearSignupDeviceKey();
    startSession(session);
    sessionStore.update({ user: session.user, stateLoaded: true });
  }
  const { user } = sessionStore.get();
  const sameAccount = user !== null && hasAccessToken() && user.email.toLowerCase() === email.toLowerCase();
  if (!sameAccount) endSessionLocally();
  sessionStore.update({ state: nextUserState({ type: 'email-verified' }) });
}

/** After the verification page: a session kept through it goes on to wherever it now belongs. */
export async function continueAfterVerification(): Promise<string> {
  await loadUserState();
  return homePathForState(sessionStore.get().state);
}

/** A second confirmation of the same address (spec §4). */
export function markEmailVerifiedAgain(): void {
  endSessionLocally();
  sessionStore.update({ state: nextUserState({ type: 'email-verified-again' }) });
}

/** Spec §4: opening a reset link forces the reset-password state. Returns where to go next. */
export function openResetLink(code: string): string {
  storeResetCode(code);
  const state = nextUserState({ type: 'reset-link-opened' });
  sessionStore.update({ state });
  return homePathForState(state);
}

export function completePasswordReset(): string {
  clearResetCode();
  const state = nextUserState({ type: 'password-reset' });
  sessionStore.update({ state });
  return homePathForState(state);
}

/**
 * Spec §4 "Profile fetch": a resume still being parsed puts the person on the profile-loading page,
 * even before approval; when it is read, restoring the session sends them on. Returns where to go.
 */
export function markProfileInProgress(): string {
  const state = nextUserState({ type: 'profile-in-progress' });
  sessionStore.update({ state, stateLoaded: true });
  return homePathForState(state);
}
