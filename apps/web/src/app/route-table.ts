import { USER_STATES, type UserState } from '@masar/shared/user-states';
import { matchRoutes } from 'react-router';

/** Public pages sit on a centred card; signed-in pages sit in the app shell. */
export type RouteLayout = 'public' | 'app';

export interface RouteDefinition {
  path: string;
  /** Names the page: its title key under routeNames, and its page module. */
  name: string;
  allowedStates: readonly UserState[];
  layout: RouteLayout;
  /** A route that only forwards, once the guard has let it through. */
  redirectTo?: string;
}

const EVERY_STATE = USER_STATES;
const UNAUTHENTICATED_OR_RESETTING: readonly UserState[] = [
  'UNAUTHENTICATED',
  'RESET_PASSWORD',
  'RESET_PASSWORD_COMPLETED',
];
const RESET_REQUEST: readonly UserState[] = ['UNAUTHENTICATED', 'RESET_PASSWORD'];
const CANDIDATE: readonly UserState[] = ['CANDIDATE'];
const RECRUITERS: readonly UserState[] = ['RECRUITER', 'RECRUITER_ADMIN'];
const RECRUITER_ADMIN: readonly UserState[] = ['RECRUITER_ADMIN'];
const TALENT_MANAGER: readonly UserState[] = ['TALENT_MANAGER'];
const ONBOARDING: readonly UserState[] = ['ONBOARDING_PENDING'];
const ONBOARDED: readonly UserState[] = ['ONBOARDING_COMPLETED'];

function page<const Name extends string>(
  path: string,
  name: Name,
  allowedStates: readonly UserState[],
  layout: RouteLayout,
): Omit<RouteDefinition, 'redirectTo'> & { name: Name; redirectTo?: undefined } {
  return { path, name, allowedStates, layout };
}

function forward<const Name extends string>(
  path: string,
  name: Name,
  allowedStates: readonly UserState[],
  redirectTo: string,
): RouteDefinition & { name: Name; redirectTo: string } {
  return { path, name, allowedStates, layout: 'public', redirectTo };
}

/** Every route of spec §2, with the states allowed on it (spec §4 "Route guard"). */
export const ROUTE_TABLE = [
  forward('/', 'root', EVERY_STATE, '/auth/login'),
  forward('/auth', 'auth', EVERY_STATE, '/auth/login'),
  forward('/auth/signin', 'signin', EVERY_STATE, '/auth/login'),
  page('/auth/login', 'login', UNAUTHENTICATED_OR_RESETTING, 'public'),
  page('/auth/signup', 'signup', UNAUTHENTICATED_OR_RESETTING, 'public'),
  page('/auth/google/:token', 'google-sign-in', ['UNAUTHENTICATED'], 'public'),
  page('/auth/linkedin/:token', 'linkedin-sign-in', ['UNAUTHENTICATED'], 'public'),
  page('/auth/verify-email', 'verify-email', ['EMAIL_VERIFICATION_PENDING'], 'public'),
  page('/auth/verify-email/:code', 'verify-email-link', ['UNAUTHENTICATED', 'EMAIL_VERIFICATION_PENDING'], 'public'),
  page('/auth/email-verified', 'email-verified', ['EMAIL_VERIFICATION_COMPLETED', 'UNAUTHENTICATED'], 'public'),
  page('/auth/email-success', 'email-success', ['EMAIL_VERIFICATION_COMPLETED', 'UNAUTHENTICATED'], 'public'),
  forward('/auth/reset-password', 'reset-password', RESET_REQUEST, '/auth/reset-password/email-verification'),
  page('/auth/reset-password/email-verification', 'reset-password-email', RESET_REQUEST, 'public'),
  page('/auth/reset-password/verify', 'reset-password-check-inbox', RESET_REQUEST, 'public'),
  page('/auth/reset-password/create-new-password', 'reset-password-new-password', ['RESET_PASSWORD'], 'public'),
  page('/auth/reset-password/success', 'reset-password-success', ['RESET_PASSWORD_COMPLETED'], 'public'),
  page('/auth/reset-password/:code', 'reset-password-link', EVERY_STATE, 'public'),

  page('/onboarding', 'onboarding', ONBOARDING, 'app'),
  page('/onboarding/recruiter', 'onboarding-recruiter', ONBOARDING, 'app'),
  page('/onboarding/candidate', 'onboarding-candidate', ONBOARDING, 'app'),
  page('/onboarding/candidate/disclaimer', 'onboarding-candidate-disclaimer', ONBOARDING, 'app'),
  page('/onboarding/success', 'onboarding-success', ONBOARDED, 'app'),
  page('/approval-pending', 'approval-pending', ONBOARDED, 'app'),

  page('/candidate/dashboard', 'candidate-dashboard', CANDIDATE, 'app'),
  page('/candidate/jobs', 'candidate-jobs', CANDIDATE, 'app'),
  page('/candidate/jobs/view/:id', 'candidate-job', CANDIDATE, 'app'),
  page('/candidate/jobs/upskill-career', 'candidate-upskill-career', CANDIDATE, 'app'),
  page('/candidate/interviews', 'candidate-interviews', CANDIDATE, 'app'),
  page('/candidate/interviews/start/:interview_id', 'candidate-interview-start', CANDIDATE, 'app'),
  page('/candidate/courses', 'candidate-courses', CANDIDATE, 'app'),
  page('/candidate/profile', 'candidate-profile', CANDIDATE, 'app'),
  page('/candidate/profile-loading', 'candidate-profile-loading', ['CANDIDATE_PROFILE_PENDING'], 'app'),
  // Not in spec §2, which lists only the personality and My Next Move pages here (decision 0077).
  page('/candidate/assessments', 'candidate-assessments', CANDIDATE, 'app'),
  page('/candidate/assessments/skills/:kind', 'candidate-skills-assessment', CANDIDATE, 'app'),
  page('/candidate/assessments/skills/:kind/result', 'candidate-skills-assessment-result', CANDIDATE, 'app'),
  page('/candidate/assessments/personality', 'candidate-personality', CANDIDATE, 'app'),
  page('/candidate/assessments/personality/success', 'candidate-personality-success', CANDIDATE, 'app'),
  page('/candidate/assessments/personality/report/:assessment_id', 'candidate-personality-report', CANDIDATE, 'app'),
  page('/candidate/assessments/my-next-move', 'candidate-my-next-move', CANDIDATE, 'app'),
  page('/candidate/error', 'candidate-error', CANDIDATE, 'app'),

  page('/recruiter/dashboard', 'recruiter-dashboard', RECRUITERS, 'app'),
  page('/recruiter/jobs', 'recruiter-jobs', RECRUITERS, 'app'),
  page('/recruiter/jobs/post-job', 'recruiter-post-job', RECRUITERS, 'app'),
  page('/recruiter/jobs/post-job/search/:job_title', 'recruiter-post-job-search', RECRUITERS, 'app'),
  page('/recruiter/jobs/post-job/:id/view', 'recruiter-post-job-view', RECRUITERS, 'app'),
  page('/recruiter/jobs/post-job/:id/add-questions', 'recruiter-post-job-questions', RECRUITERS, 'app'),
  page('/recruiter/jobs/post-job/:id/edit', 'recruiter-post-job-edit', RECRUITERS, 'app'),
  page('/recruiter/jobs/:id', 'recruiter-job', RECRUITERS, 'app'),
  page('/recruiter/jobs/:id/edit', 'recruiter-job-edit', RECRUITERS, 'app'),
  page('/recruiter/candidates', 'recruiter-candidates', RECRUITERS, 'app'),
  page('/recruiter/candidates/:id', 'recruiter-candidate', RECRUITERS, 'app'),
  page('/recruiter/employees', 'recruiter-employees', RECRUITERS, 'app'),
  page('/recruiter/interviews', 'recruiter-interviews', RECRUITERS, 'app'),
  page('/recruiter/interviews/:interview_id/report', 'recruiter-interview-report', RECRUITERS, 'app'),
  page('/recruiter/assessments', 'recruiter-assessments', RECRUITERS, 'app'),
  page('/recruiter/assessments/report/:assessment_id', 'recruiter-assessment-report', RECRUITERS, 'app'),
  page('/recruiter/chatbot', 'recruiter-chatbot', RECRUITERS, 'app'),
  page('/recruiter/skills-analytics', 'recruiter-skills-analytics', RECRUITERS, 'app'),
  page('/recruiter/admin', 'recruiter-approvals', RECRUITER_ADMIN, 'app'),
  page('/recruiter/admin/candidates/:id', 'recruiter-approval-candidate', RECRUITER_ADMIN, 'app'),
  page('/recruiter/error', 'recruiter-error', RECRUITERS, 'app'),

  page('/talent-manager/dashboard', 'talent-manager-dashboard', TALENT_MANAGER, 'app'),
  page('/talent-manager/jobs', 'talent-manager-jobs', TALENT_MANAGER, 'app'),
  page('/talent-manager/jobs/:id', 'talent-manager-job', TALENT_MANAGER, 'app'),

  page(
    '/settings/account',
    'account-settings',
    ['CANDIDATE', 'RECRUITER', 'RECRUITER_ADMIN', 'CANDIDATE_PROFILE_PENDING', 'TALENT_MANAGER'],
    'app',
  ),
  page(
    '/book-demo',
    'book-demo',
    ['UNAUTHENTICATED', 'CANDIDATE', 'RECRUITER', 'RECRUITER_ADMIN', 'TALENT_MANAGER'],
    'public',
  ),
  page('/job/:id', 'job', ['CANDIDATE', 'RECRUITER', 'RECRUITER_ADMIN'], 'app'),
  page('/public/job/:key', 'public-job', EVERY_STATE, 'public'),
  // Not in spec §2: the page the sign-up's terms checkbox links to (issue #9; docs/decisions/0028).
  page('/terms', 'terms', EVERY_STATE, 'public'),
  page('/error', 'error', ['ROOT_ERROR'], 'public'),
  page('*', 'not-found', EVERY_STATE, 'public'),
] as const satisfies readonly RouteDefinition[];

type TableEntry = (typeof ROUTE_TABLE)[number];
type ForwardEntry = Extract<TableEntry, { redirectTo: string }>;
export type PageEntry = Exclude<TableEntry, ForwardEntry>;
/** The routes that show a page, each with its title. */
export type PageName = PageEntry['name'];

export function isForward(route: TableEntry): route is ForwardEntry {
  return route.redirectTo !== undefined;
}

/** The route a path opens, as the router would match it. */
export function findRoute(pathname: string): RouteDefinition | undefined {
  const matches = matchRoutes(
    ROUTE_TABLE.map((route) => ({ path: route.path, definition: route })),
    pathname,
  );
  return matches?.[0]?.route.definition;
}

/**
 * Pages whose content comes with a later issue: the route, its title and its guard work, and a
 * placeholder says the page is coming. What invites a person somewhere (the dashboard's next steps)
 * links only to pages that are built (issue #9).
 */
export const LATER_PAGES = [
  'recruiter-chatbot',
  'recruiter-error',
] as const satisfies readonly PageName[];
export type LaterPage = (typeof LATER_PAGES)[number];

export function isLaterPage(name: PageName): name is LaterPage {
  return (LATER_PAGES as readonly PageName[]).includes(name);
}

/** Whether a path opens a page with its content (not a placeholder of a later issue). */
export function isBuiltPage(path: string): boolean {
  const route = findRoute(path);
  return route !== undefined && route.redirectTo === undefined && !(LATER_PAGES as readonly string[]).includes(route.name);
}
