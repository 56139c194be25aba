import { normalizeRoleName } from './roles.ts';
import type { ResumeStatus } from './users.ts';

/** The thirteen user states of spec §4. They are computed, never stored. */
export const USER_STATES = [
  'UNAUTHENTICATED',
  'EMAIL_VERIFICATION_PENDING',
  'EMAIL_VERIFICATION_COMPLETED',
  'ONBOARDING_PENDING',
  'ONBOARDING_COMPLETED',
  'CANDIDATE_PROFILE_PENDING',
  'CANDIDATE',
  'RECRUITER',
  'RECRUITER_ADMIN',
  'TALENT_MANAGER',
  'RESET_PASSWORD',
  'RESET_PASSWORD_COMPLETED',
  'ROOT_ERROR',
] as const;
export type UserState = (typeof USER_STATES)[number];

const VERIFIED_STATES = [
  'ONBOARDING_PENDING',
  'ONBOARDING_COMPLETED',
  'CANDIDATE_PROFILE_PENDING',
  'CANDIDATE',
  'RECRUITER',
  'RECRUITER_ADMIN',
  'TALENT_MANAGER',
  'ROOT_ERROR',
] as const satisfies readonly UserState[];

/**
 * Who may be where: the groups of states the web's route table and the server's route access both use,
 * so a page and the calls it makes admit the same people.
 */
export const STATE_GROUPS = {
  /** A candidate a recruiter admin approved; a resume still being parsed does not lock them out. */
  approvedCandidate: ['CANDIDATE', 'CANDIDATE_PROFILE_PENDING'],
  recruiters: ['RECRUITER', 'RECRUITER_ADMIN'],
  recruiterAdmin: ['RECRUITER_ADMIN'],
  talentManager: ['TALENT_MANAGER'],
  /** Approved people of every role: the ones a job page or the catalogue serves. */
  approved: ['CANDIDATE', 'CANDIDATE_PROFILE_PENDING', 'RECRUITER', 'RECRUITER_ADMIN', 'TALENT_MANAGER'],
  /** Verified e-mail, onboarding not done yet. */
  onboarding: ['ONBOARDING_PENDING'],
  /** Signed in with a verified e-mail, at any step after that. */
  verified: VERIFIED_STATES,
  /**
   * Every state a signed-in caller can be in on the server (the reset-password and e-mail-verified
   * states exist only in the browser between two screens).
   */
  signedIn: ['EMAIL_VERIFICATION_PENDING', ...VERIFIED_STATES],
} as const satisfies Record<string, readonly UserState[]>;

/** The user-row facts that decide a restored session's state. */
export interface UserStateFacts {
  is_email_confirmed: boolean;
  is_onboarding_completed: boolean;
  is_account_confirmed: boolean;
  role_name: string | null;
  profile_status: ResumeStatus | null;
}

/**
 * Spec §4 "Restoring a session": the first condition that holds decides. A role the product does not
 * know cannot be served, so it is a root error rather than a guess.
 */
export function restoreUserState(user: UserStateFacts | null): UserState {
  if (!user) return 'UNAUTHENTICATED';
  if (!user.is_email_confirmed) return 'EMAIL_VERIFICATION_PENDING';
  if (!user.is_onboarding_completed) return 'ONBOARDING_PENDING';
  if (!user.is_account_confirmed) return 'ONBOARDING_COMPLETED';
  switch (normalizeRoleName(user.role_name)) {
    case 'recruiter':
      return 'RECRUITER';
    case 'recruiter admin':
      return 'RECRUITER_ADMIN';
    case 'talent manager':
      return 'TALENT_MANAGER';
    case 'individual':
      return user.profile_status === 'in_progress' ? 'CANDIDATE_PROFILE_PENDING' : 'CANDIDATE';
    default:
      return 'ROOT_ERROR';
  }
}

/** Events of spec §4 "Other transitions" that move the state without a server round trip. */
export type UserStateEvent =
  | { type: 'signed-up' }
  | { type: 'email-verified' }
  | { type: 'email-verified-again' }
  | { type: 'reset-link-opened' }
  | { type: 'password-reset' }
  | { type: 'logged-out' }
  | { type: 'root-error' }
  /** Spec §4 "Profile fetch": a resume still being parsed moves the person to the profile-pending state. */
  | { type: 'profile-in-progress' }
  | { type: 'restored'; user: UserStateFacts | null };

export function nextUserState(event: UserStateEvent): UserState {
  switch (event.type) {
    case 'signed-up':
      return 'EMAIL_VERIFICATION_PENDING';
    case 'email-verified':
      return 'EMAIL_VERIFICATION_COMPLETED';
    case 'email-verified-again':
    case 'logged-out':
      return 'UNAUTHENTICATED';
    case 'reset-link-opened':
      return 'RESET_PASSWORD';
    case 'password-reset':
      return 'RESET_PASSWORD_COMPLETED';
    case 'root-error':
      return 'ROOT_ERROR';
    case 'profile-in-progress':
      return 'CANDIDATE_PROFILE_PENDING';
    case 'restored':
      return restoreUserState(event.user);
  }
}

/** Spec §4 "Navigation by role": where each state lives. */
export function homePathForState(state: UserState): string {
  switch (state) {
    case 'UNAUTHENTICATED':
      return '/auth/login';
    case 'EMAIL_VERIFICATION_PENDING':
      return '/auth/verify-email';
    case 'EMAIL_VERIFICATION_COMPLETED':
      return '/auth/email-verified';
    case 'ONBOARDING_PENDING':
      return '/onboarding';
    case 'ONBOARDING_COMPLETED':
      return '/approval-pending';
    case 'CANDIDATE_PROFILE_PENDING':
      return '/candidate/profile-loading';
    case 'CANDIDATE':
      return '/candidate/dashboard';
    case 'RECRUITER':
    case 'RECRUITER_ADMIN':
      return '/recruiter/dashboard';
    case 'TALENT_MANAGER':
      return '/talent-manager/dashboard';
    case 'RESET_PASSWORD':
      return '/auth/reset-password/create-new-password';
    case 'RESET_PASSWORD_COMPLETED':
      return '/auth/reset-password/success';
    case 'ROOT_ERROR':
      return '/error';
  }
}

const STATES_THAT_SKIP_LOADING: readonly UserState[] = [
  'ROOT_ERROR',
  'RESET_PASSWORD',
  'RESET_PASSWORD_COMPLETED',
];

export interface GuardInput {
  hasToken: boolean;
  stateLoaded: boolean;
  state: UserState;
  allowed: readonly UserState[];
  /** The path and query being opened, kept for the login redirect. */
  target: string;
}

export type GuardDecision =
  | { kind: 'load-state' }
  | { kind: 'allow' }
  | { kind: 'redirect'; to: string }
  | { kind: 'block'; to: string }
  | { kind: 'refresh-state' };

/**
 * Spec §4 "Route guard", step by step. "Blocked" cannot keep a first page load where it is, so the
 * blocked user is sent home (docs/decisions/0004-route-guard.md); "refresh and continue" reloads the
 * state, after which the guard runs again with the state loaded.
 */
export function decideNavigation(input: GuardInput): GuardDecision {
  const { hasToken, stateLoaded, state, allowed, target } = input;
  if (hasToken && !stateLoaded && !STATES_THAT_SKIP_LOADING.includes(state)) {
    return { kind: 'load-state' };
  }
  if (allowed.includes(state)) return { kind: 'allow' };
  if (state === 'UNAUTHENTICATED') {
    return { kind: 'redirect', to: `/auth/login?redirect=${encodeURIComponent(target)}` };
  }
  if (state === 'CANDIDATE_PROFILE_PENDING') {
    return { kind: 'redirect', to: '/candidate/profile-loading' };
  }
  if (stateLoaded) return { kind: 'block', to: homePathForState(state) };
  return { kind: 'refresh-state' };
}
