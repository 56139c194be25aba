import { decideNavigation, homePathForState, USER_STATES, type UserState } from '@masar/shared/user-states';
import { describe, expect, it } from 'vitest';
import { findRoute, ROUTE_TABLE } from './route-table';

/** Spec §2, route by route. */
const SPEC_PATHS = [
  '/',
  '/auth',
  '/auth/signin',
  '/auth/login',
  '/auth/signup',
  '/auth/google/:token',
  '/auth/linkedin/:token',
  '/auth/verify-email',
  '/auth/email-verified',
  '/auth/email-success',
  '/auth/verify-email/:code',
  '/auth/reset-password',
  '/auth/reset-password/email-verification',
  '/auth/reset-password/verify',
  '/auth/reset-password/create-new-password',
  '/auth/reset-password/success',
  '/auth/reset-password/:code',
  '/onboarding',
  '/onboarding/recruiter',
  '/onboarding/candidate',
  '/onboarding/candidate/disclaimer',
  '/onboarding/success',
  '/candidate/dashboard',
  '/candidate/jobs',
  '/candidate/jobs/view/:id',
  '/candidate/jobs/upskill-career',
  '/candidate/interviews',
  '/candidate/interviews/start/:interview_id',
  '/candidate/courses',
  '/candidate/profile',
  '/candidate/profile-loading',
  '/candidate/assessments/personality',
  '/candidate/assessments/personality/success',
  '/candidate/assessments/personality/report/:assessment_id',
  '/candidate/assessments/my-next-move',
  '/candidate/error',
  '/recruiter/dashboard',
  '/recruiter/jobs',
  '/recruiter/jobs/post-job',
  '/recruiter/jobs/post-job/search/:job_title',
  '/recruiter/jobs/post-job/:id/view',
  '/recruiter/jobs/post-job/:id/add-questions',
  '/recruiter/jobs/post-job/:id/edit',
  '/recruiter/jobs/:id',
  '/recruiter/jobs/:id/edit',
  '/recruiter/candidates',
  '/recruiter/candidates/:id',
  '/recruiter/employees',
  '/recruiter/interviews',
  '/recruiter/interviews/:interview_id/report',
  '/recruiter/assessments',
  '/recruiter/assessments/report/:assessment_id',
  '/recruiter/chatbot',
  '/recruiter/skills-analytics',
  '/recruiter/admin',
  '/recruiter/admin/candidates/:id',
  '/recruiter/error',
  '/talent-manager/dashboard',
  '/talent-manager/jobs',
  '/talent-manager/jobs/:id',
  '/settings/account',
  '/book-demo',
  '/job/:id',
  '/public/job/:key',
  '/approval-pending',
  '/error',
  '*',
];

const EVERY: readonly UserState[] = USER_STATES;
const ROLES_AND_PENDING: UserState[] = [
  'CANDIDATE',
  'RECRUITER',
  'RECRUITER_ADMIN',
  'CANDIDATE_PROFILE_PENDING',
  'TALENT_MANAGER',
];

/** The states each route admits (spec §2, §4, §6), opened at a concrete address. */
const ALLOWED: [path: string, allowed: readonly UserState[]][] = [
  ['/auth/login', ['UNAUTHENTICATED', 'RESET_PASSWORD', 'RESET_PASSWORD_COMPLETED']],
  ['/auth/signup', ['UNAUTHENTICATED', 'RESET_PASSWORD', 'RESET_PASSWORD_COMPLETED']],
  ['/auth/google/abc', ['UNAUTHENTICATED']],
  ['/auth/linkedin/abc', ['UNAUTHENTICATED']],
  ['/auth/verify-email', ['EMAIL_VERIFICATION_PENDING']],
  ['/auth/verify-email/abc', ['UNAUTHENTICATED', 'EMAIL_VERIFICATION_PENDING']],
  ['/auth/email-verified', ['EMAIL_VERIFICATION_COMPLETED', 'UNAUTHENTICATED']],
  ['/auth/email-success', ['EMAIL_VERIFICATION_COMPLETED', 'UNAUTHENTICATED']],
  ['/auth/reset-password', ['UNAUTHENTICATED', 'RESET_PASSWORD']],
  ['/auth/reset-password/email-verification', ['UNAUTHENTICATED', 'RESET_PASSWORD']],
  ['/auth/reset-password/verify', ['UNAUTHENTICATED', 'RESET_PASSWORD']],
  ['/auth/reset-password/create-new-password', ['RESET_PASSWORD']],
  ['/auth/reset-password/success', ['RESET_PASSWORD_COMPLETED']],
  ['/auth/reset-password/abc', EVERY],
  ['/onboarding', ['ONBOARDING_PENDING']],
  ['/onboarding/recruiter', ['ONBOARDING_PENDING']],
  ['/onboarding/candidate', ['ONBOARDING_PENDING']],
  ['/onboarding/candidate/disclaimer', ['ONBOARDING_PENDING']],
  ['/onboarding/success', ['ONBOARDING_COMPLETED']],
  ['/approval-pending', ['ONBOARDING_COMPLETED']],
  ['/candidate/dashboard', ['CANDIDATE']],
  ['/candidate/jobs/view/42', ['CANDIDATE']],
  ['/candidate/interviews/start/9', ['CANDIDATE']],
  ['/candidate/assessments/personality/report/3', ['CANDIDATE']],
  ['/candidate/error', ['CANDIDATE']],
  ['/candidate/profile-loading', ['CANDIDATE_PROFILE_PENDING']],
  ['/recruiter/dashboard', ['RECRUITER', 'RECRUITER_ADMIN']],
  ['/recruiter/jobs/post-job/search/nurse', ['RECRUITER', 'RECRUITER_ADMIN']],
  ['/recruiter/jobs/42/edit', ['RECRUITER', 'RECRUITER_ADMIN']],
  ['/recruiter/interviews/abc/report', ['RECRUITER', 'RECRUITER_ADMIN']],
  ['/recruiter/error', ['RECRUITER', 'RECRUITER_ADMIN']],
  ['/recruiter/admin', ['RECRUITER_ADMIN']],
  ['/recruiter/admin/candidates/5', ['RECRUITER_ADMIN']],
  ['/talent-manager/dashboard', ['TALENT_MANAGER']],
  ['/talent-manager/jobs/8', ['TALENT_MANAGER']],
  ['/settings/account', ROLES_AND_PENDING],
  ['/book-demo', ['UNAUTHENTICATED', 'CANDIDATE', 'RECRUITER', 'RECRUITER_ADMIN', 'TALENT_MANAGER']],
  ['/job/42', ['CANDIDATE', 'RECRUITER', 'RECRUITER_ADMIN']],
  ['/public/job/k3y', EVERY],
  ['/terms', EVERY],
  ['/candidate/assessments/skills/english_v1/result', ['CANDIDATE']],
  ['/error', ['ROOT_ERROR']],
  ['/no/such/page', EVERY],
];

/** Routes the spec does not list, each with the decision that adds it. */
const OUR_PATHS = [
  '/terms', // docs/decisions/0028-terms-page.md
  '/candidate/assessments', // docs/decisions/0077-skills-assessment-screens.md
  '/candidate/assessments/skills/:kind',
  '/candidate/assessments/skills/:kind/result',
];

describe('route table', () => {
  it('registers every route of spec §2 and our own, and nothing else', () => {
    expect(ROUTE_TABLE.map((route) => route.path).sort()).toEqual([...SPEC_PATHS, ...OUR_PATHS].sort());
  });

  it('gives every route its own name', () => {
    const names = ROUTE_TABLE.map((route) => route.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it.each(ALLOWED)('%s admits exactly its states', (path, allowed) => {
    const route = findRoute(path);
    expect(route).toBeDefined();
    for (const state of USER_STATES) {
      const decision = decideNavigation({
        hasToken: true,
        stateLoaded: true,
        state,
        allowed: route?.allowedStates ?? [],
        target: path,
      });
      expect({ state, allowed: decision.kind === 'allow' }).toEqual({
        state,
        allowed: allowed.includes(state),
      });
    }
  });

  it.each(USER_STATES)('the home of %s admits it', (state) => {
    expect(findRoute(homePathForState(state))?.allowedStates).toContain(state);
  });

  it.each([
    ['/', '/auth/login'],
    ['/auth', '/auth/login'],
    ['/auth/signin', '/auth/login'],
    ['/auth/reset-password', '/auth/reset-password/email-verification'],
  ])('%s forwards to %s', (path, destination) => {
    expect(findRoute(path)?.redirectTo).toBe(destination);
  });
});
