import type { PageName } from '../app/route-table';

/**
 * Each language's words (locales/<language>/common.json) are fetched in three parts, so a first visit does not
 * download every page's words (issue #17, decision 0102): `first` for the app's frame and the pages before
 * sign-in, `home` for the signed-in shell and the three dashboards (where signing in lands), `rest` for the
 * other pages. A page waits for the parts it needs beside its code. word-parts.test.ts checks the lists
 * below against the pages' code.
 */
export type WordsPart = 'first' | 'home' | 'rest';

export const WORDS_PARTS: readonly WordsPart[] = ['first', 'home', 'rest'];

/** The pages that render with the `first` part alone. */
export const PAGES_ON_FIRST_WORDS: readonly PageName[] = [
  'login',
  'signup',
  'google-sign-in',
  'linkedin-sign-in',
  'verify-email',
  'verify-email-link',
  'email-verified',
  'email-success',
  'reset-password-email',
  'reset-password-check-inbox',
  'reset-password-new-password',
  'reset-password-success',
  'reset-password-link',
  'public-job',
  'error',
  'not-found',
];

/** The pages that render with the `first` and `home` parts; any other page waits for all three. */
export const PAGES_ON_HOME_WORDS: readonly PageName[] = [
  'candidate-dashboard',
  'recruiter-dashboard',
  'talent-manager-dashboard',
];

/** The sections of the `first` part. */
export const FIRST_SECTIONS: readonly string[] = [
  'app',
  'auth',
  'duration',
  'emailSuccess',
  'emailVerified',
  'errorPage',
  'fields',
  'invitations',
  'jobFacts',
  'jobs',
  'language',
  'login',
  'nav',
  'notFound',
  'publicJob',
  'resetPassword',
  'routeError',
  'routeNames',
  'signup',
  'social',
  'verifyEmail',
];

/** The sections of the `home` part; every section in neither list is in `rest`. */
export const HOME_SECTIONS: readonly string[] = [
  'analyticsFilters',
  'completeness',
  'dashboard',
  'employees',
  'matching',
  'nextSteps',
  'notifications',
  'profile',
  'recruiterJobs',
  'talentManager',
];

export function partOfSection(section: string): WordsPart {
  if (FIRST_SECTIONS.includes(section)) return 'first';
  return HOME_SECTIONS.includes(section) ? 'home' : 'rest';
}

/** The parts a page needs before it renders. */
export function wordsPartsFor(page: PageName): readonly WordsPart[] {
  if (PAGES_ON_FIRST_WORDS.includes(page)) return ['first'];
  return PAGES_ON_HOME_WORDS.includes(page) ? ['first', 'home'] : WORDS_PARTS;
}
