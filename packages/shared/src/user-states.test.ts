import { describe, expect, it } from 'vitest';
import {
  decideNavigation,
  homePathForState,
  nextUserState,
  restoreUserState,
  USER_STATES,
  type UserState,
  type UserStateFacts,
} from './user-states.ts';

const approvedCandidate: UserStateFacts = {
  is_email_confirmed: true,
  is_onboarding_completed: true,
  is_account_confirmed: true,
  role_name: 'individual',
  profile_status: 'completed',
};

describe('restoreUserState (spec §4 "Restoring a session": the first condition that holds decides)', () => {
  it.each<[string, Partial<UserStateFacts> | null, UserState]>([
    ['no user', null, 'UNAUTHENTICATED'],
    ['e-mail not confirmed, even if everything else is', { is_email_confirmed: false }, 'EMAIL_VERIFICATION_PENDING'],
    ['e-mail not confirmed and not onboarded', { is_email_confirmed: false, is_onboarding_completed: false }, 'EMAIL_VERIFICATION_PENDING'],
    ['onboarding not completed', { is_onboarding_completed: false }, 'ONBOARDING_PENDING'],
    ['onboarding not completed and not confirmed', { is_onboarding_completed: false, is_account_confirmed: false }, 'ONBOARDING_PENDING'],
    ['account not confirmed', { is_account_confirmed: false }, 'ONBOARDING_COMPLETED'],
    ['a recruiter', { role_name: 'recruiter' }, 'RECRUITER'],
    ['a recruiter admin, written loosely', { role_name: '  Recruiter Admin ' }, 'RECRUITER_ADMIN'],
    ['a recruiter admin with an underscore', { role_name: 'recruiter_admin' }, 'RECRUITER_ADMIN'],
    ['a talent manager', { role_name: 'talent manager' }, 'TALENT_MANAGER'],
    ['a candidate', {}, 'CANDIDATE'],
    ['a candidate whose role is in capitals', { role_name: 'INDIVIDUAL' }, 'CANDIDATE'],
    ['a candidate whose resume is being parsed', { profile_status: 'in_progress' }, 'CANDIDATE_PROFILE_PENDING'],
    ['a candidate whose parse failed', { profile_status: 'failed' }, 'CANDIDATE'],
    ['a candidate with no resume yet', { profile_status: null }, 'CANDIDATE'],
    ['a recruiter with a parse in progress (not a candidate)', { role_name: 'recruiter', profile_status: 'in_progress' }, 'RECRUITER'],
    ['an unknown role', { role_name: 'astronaut' }, 'ROOT_ERROR'],
    ['no role after onboarding', { role_name: null }, 'ROOT_ERROR'],
  ])('%s', (_case, overrides, expected) => {
    expect(restoreUserState(overrides === null ? null : { ...approvedCandidate, ...overrides })).toBe(expected);
  });
});

describe('nextUserState (spec §4 "Other transitions")', () => {
  it.each([
    [{ type: 'signed-up' } as const, 'EMAIL_VERIFICATION_PENDING'],
    [{ type: 'email-verified' } as const, 'EMAIL_VERIFICATION_COMPLETED'],
    [{ type: 'email-verified-again' } as const, 'UNAUTHENTICATED'],
    [{ type: 'reset-link-opened' } as const, 'RESET_PASSWORD'],
    [{ type: 'password-reset' } as const, 'RESET_PASSWORD_COMPLETED'],
    [{ type: 'logged-out' } as const, 'UNAUTHENTICATED'],
    [{ type: 'root-error' } as const, 'ROOT_ERROR'],
    [{ type: 'profile-in-progress' } as const, 'CANDIDATE_PROFILE_PENDING'],
    [{ type: 'restored', user: approvedCandidate } as const, 'CANDIDATE'],
  ])('%o → %s', (event, expected) => {
    expect(nextUserState(event)).toBe(expected);
  });
});

describe('homePathForState (spec §4 "Navigation by role")', () => {
  it('gives every state a home', () => {
    for (const state of USER_STATES) expect(homePathForState(state)).toMatch(/^\//);
  });
  it.each([
    ['EMAIL_VERIFICATION_PENDING', '/auth/verify-email'],
    ['ONBOARDING_PENDING', '/onboarding'],
    ['ONBOARDING_COMPLETED', '/approval-pending'],
    ['RECRUITER', '/recruiter/dashboard'],
    ['RECRUITER_ADMIN', '/recruiter/dashboard'],
    ['CANDIDATE', '/candidate/dashboard'],
    ['CANDIDATE_PROFILE_PENDING', '/candidate/profile-loading'],
    ['TALENT_MANAGER', '/talent-manager/dashboard'],
  ] as const)('%s → %s', (state, path) => {
    expect(homePathForState(state)).toBe(path);
  });
});

describe('decideNavigation (spec §4 "Route guard")', () => {
  const base = { hasToken: false, stateLoaded: false, target: '/candidate/dashboard' };
  it.each<[string, Parameters<typeof decideNavigation>[0], ReturnType<typeof decideNavigation>]>([
    ['a stored token and no state yet: fetch it first', { ...base, hasToken: true, state: 'UNAUTHENTICATED', allowed: ['CANDIDATE'] }, { kind: 'load-state' }],
    ['a stored token in the root-error state: no fetch', { ...base, hasToken: true, state: 'ROOT_ERROR', allowed: ['ROOT_ERROR'] }, { kind: 'allow' }],
    ['a stored token in a reset state: no fetch', { ...base, hasToken: true, state: 'RESET_PASSWORD', allowed: ['RESET_PASSWORD'] }, { kind: 'allow' }],
    ['a stored token after reset completed: no fetch', { ...base, hasToken: true, state: 'RESET_PASSWORD_COMPLETED', allowed: ['UNAUTHENTICATED'], target: '/auth/login' }, { kind: 'refresh-state' }],
    ['an allowed state', { ...base, hasToken: true, stateLoaded: true, state: 'CANDIDATE', allowed: ['CANDIDATE'] }, { kind: 'allow' }],
    ['anonymous, not allowed: login with the redirect query', { ...base, state: 'UNAUTHENTICATED', allowed: ['CANDIDATE'] }, { kind: 'redirect', to: '/auth/login?redirect=%2Fcandidate%2Fdashboard' }],
    ['profile pending, not allowed: profile-loading', { ...base, hasToken: true, stateLoaded: true, state: 'CANDIDATE_PROFILE_PENDING', allowed: ['CANDIDATE'] }, { kind: 'redirect', to: '/candidate/profile-loading' }],
    ['a loaded state, not allowed: blocked, sent home', { ...base, hasToken: true, stateLoaded: true, state: 'RECRUITER', allowed: ['CANDIDATE'] }, { kind: 'block', to: '/recruiter/dashboard' }],
    ['a state not loaded and not allowed: refresh and continue', { ...base, state: 'EMAIL_VERIFICATION_COMPLETED', allowed: ['CANDIDATE'] }, { kind: 'refresh-state' }],
  ])('%s', (_case, input, expected) => {
    expect(decideNavigation(input)).toEqual(expected);
  });
});
