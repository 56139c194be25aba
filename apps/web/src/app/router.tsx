import type { ComponentType } from 'react';
import { createBrowserRouter, replace, type LoaderFunction, type RouteObject } from 'react-router';
import { PageLoader } from '../components/ui/page-loader';
import { setSessionEndedHandler } from '../lib/api-client';
import { loadWords } from '../lib/i18n';
import { wordsPartsFor } from '../locales/word-parts';
import { ensureCommonData } from './common-data';
import { PublicLayout } from './layouts/public-layout';
import { RootLayout } from './layouts/root-layout';
import { RouteErrorBoundary } from './layouts/route-error-boundary';
import { appGuardDependencies, resolveNavigation } from './route-guard';
import {
  isForward,
  isLaterPage,
  ROUTE_TABLE,
  type LaterPage,
  type PageEntry,
  type PageName,
  type RouteDefinition,
  type RouteLayout,
} from './route-table';
import type { RouteHandle } from './route-title';
import { leaveSession } from './session/leaving';
import { endSessionLocally } from './session/session-actions';

type PageModule = () => Promise<{ default: ComponentType }>;

/** Pages of later issues (LATER_PAGES): their title and guard work now, their content comes later. */
const placeholder: PageModule = () => import('../routes/placeholder');

const PAGES: Record<Exclude<PageName, LaterPage>, PageModule> = {
  login: () => import('../routes/auth/login'),
  signup: () => import('../routes/auth/signup'),
  'google-sign-in': () => import('../routes/auth/social-sign-in'),
  'linkedin-sign-in': () => import('../routes/auth/social-sign-in'),
  'verify-email': () => import('../routes/auth/verify-email-pending'),
  'verify-email-link': () => import('../routes/auth/verify-email-link'),
  'email-verified': () => import('../routes/auth/email-verified'),
  'email-success': () => import('../routes/auth/email-success'),
  'reset-password-email': () => import('../routes/auth/reset-password/request-link'),
  'reset-password-check-inbox': () => import('../routes/auth/reset-password/check-inbox'),
  'reset-password-new-password': () => import('../routes/auth/reset-password/create-new-password'),
  'reset-password-success': () => import('../routes/auth/reset-password/success'),
  'reset-password-link': () => import('../routes/auth/reset-password/open-link'),
  onboarding: () => import('../routes/onboarding/choose-path'),
  'onboarding-recruiter': () => import('../routes/onboarding/recruiter'),
  'onboarding-candidate': () => import('../routes/onboarding/candidate'),
  'onboarding-candidate-disclaimer': () => import('../routes/onboarding/disclaimer'),
  'onboarding-success': () => import('../routes/onboarding/success'),
  'approval-pending': () => import('../routes/approval-pending'),
  'candidate-dashboard': () => import('../routes/candidate/dashboard'),
  'candidate-jobs': () => import('../routes/candidate/jobs'),
  'candidate-job': () => import('../routes/candidate/job-view'),
  'candidate-upskill-career': () => import('../routes/candidate/upskill-career'),
  'candidate-courses': () => import('../routes/candidate/courses'),
  'candidate-assessments': () => import('../routes/candidate/assessments'),
  'candidate-skills-assessment': () => import('../routes/candidate/skills-assessment'),
  'candidate-skills-assessment-result': () => import('../routes/candidate/skills-assessment-result'),
  'candidate-personality': () => import('../routes/candidate/personality'),
  'candidate-personality-success': () => import('../routes/candidate/personality-success'),
  'candidate-personality-report': () => import('../routes/candidate/personality-report'),
  'candidate-my-next-move': () => import('../routes/candidate/my-next-move'),
  'recruiter-assessments': () => import('../routes/recruiter/assessments'),
  'candidate-interviews': () => import('../routes/candidate/interviews'),
  'candidate-interview-start': () => import('../routes/candidate/interview-room'),
  'recruiter-interviews': () => import('../routes/recruiter/interviews'),
  'recruiter-interview-report': () => import('../routes/recruiter/interview-report'),
  'recruiter-assessment-report': () => import('../routes/recruiter/assessment-report'),
  'candidate-profile': () => import('../routes/candidate/profile'),
  'candidate-profile-loading': () => import('../routes/candidate/profile-loading'),
  'candidate-error': () => import('../routes/candidate/error'),
  'recruiter-dashboard': () => import('../routes/recruiter/dashboard'),
  'recruiter-jobs': () => import('../routes/recruiter/jobs/jobs'),
  'recruiter-job': () => import('../routes/recruiter/jobs/job'),
  'recruiter-candidates': () => import('../routes/recruiter/candidates'),
  'recruiter-candidate': () => import('../routes/recruiter/candidate'),
  'recruiter-approvals': () => import('../routes/recruiter/approvals'),
  'recruiter-employees': () => import('../routes/recruiter/employees'),
  'recruiter-skills-analytics': () => import('../routes/recruiter/skills-analytics'),
  'talent-manager-dashboard': () => import('../routes/talent-manager/dashboard'),
  'talent-manager-jobs': () => import('../routes/talent-manager/jobs'),
  'talent-manager-job': () => import('../routes/talent-manager/job'),
  'recruiter-approval-candidate': () => import('../routes/recruiter/approval-candidate'),
  'recruiter-post-job': () => import('../routes/recruiter/jobs/post-job'),
  'recruiter-post-job-search': () => import('../routes/recruiter/jobs/post-job-search'),
  'recruiter-post-job-view': () => import('../routes/recruiter/jobs/post-job-view'),
  'recruiter-post-job-edit': () => import('../routes/recruiter/jobs/post-job-edit'),
  'recruiter-job-edit': () => import('../routes/recruiter/jobs/job-edit'),
  'recruiter-post-job-questions': () => import('../routes/recruiter/jobs/add-questions'),
  'account-settings': () => import('../routes/settings/account'),
  'book-demo': () => import('../routes/book-demo'),
  job: () => import('../routes/job'),
  'public-job': () => import('../routes/public-job'),
  terms: () => import('../routes/terms'),
  error: () => import('../routes/error'),
  'not-found': () => import('../routes/not-found'),
};

/** Runs before every navigation to the route (spec §4 "Route guard"). */
function guardLoader(route: RouteDefinition): LoaderFunction {
  return async ({ request }) => {
    const url = new URL(request.url);
    await ensureCommonData();
    const target = url.pathname + url.search;
    const elsewhere = await resolveNavigation(route.allowedStates, target, appGuardDependencies);
    if (elsewhere !== null) return replace(elsewhere);
    if (route.redirectTo !== undefined) return replace(route.redirectTo + url.search);
    return null;
  };
}

function pageRoute(route: PageEntry): RouteObject {
  const handle: RouteHandle = { name: route.name };
  return {
    path: route.path,
    handle,
    loader: guardLoader(route),
    lazy: async () => {
      const page = isLaterPage(route.name) ? placeholder : PAGES[route.name];
      // A page waits for the parts of the words it needs beside its code (decision 0102).
      const [module] = await Promise.all([page(), loadWords(wordsPartsFor(route.name))]);
      return { Component: module.default };
    },
  };
}

function pagesIn(layout: RouteLayout): RouteObject[] {
  return ROUTE_TABLE.filter((route) => !isForward(route))
    .filter((route) => route.layout === layout)
    .map(pageRoute);
}

export function buildRoutes(): RouteObject[] {
  return [
    {
      id: 'root',
      Component: RootLayout,
      HydrateFallback: PageLoader,
      ErrorBoundary: RouteErrorBoundary,
      children: [
        // A forward always redirects from its loader; a loader is all that shows meanwhile.
        ...ROUTE_TABLE.filter(isForward).map((route) => ({
          path: route.path,
          loader: guardLoader(route),
          Component: PageLoader,
        })),
        { Component: PublicLayout, children: pagesIn('public') },
        // The signed-in shell (header, navigation, notifications) is fetched with the first page that needs
        // it, beside that page's code: the login and public pages never load it (issue #17).
        { lazy: async () => ({ Component: (await import('./layouts/app-layout')).AppLayout }), children: pagesIn('app') },
      ],
    },
  ];
}

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/** The API client reports a dead session; the app forgets it and asks for a login. */
export function connectSessionEnd(router: AppRouter): void {
  setSessionEndedHandler(() => {
    // A first load or a navigation under way is in the guard, which sends the person to login with
    // a way back; navigating here would replace that.
    const guardRunning = !router.state.initialized || router.state.navigation.state !== 'idle';
    if (guardRunning) endSessionLocally();
    else void leaveSession(endSessionLocally, () => router.navigate('/auth/login'));
  });
}

export function createAppRouter(): AppRouter {
  const router = createBrowserRouter(buildRoutes());
  connectSessionEnd(router);
  return router;
}
