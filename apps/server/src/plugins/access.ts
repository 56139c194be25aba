import type { MessageKey } from '@masar/shared/messages';
import type { RoleName } from '@masar/shared/roles';
import { STATE_GROUPS, type UserState } from '@masar/shared/user-states';

/**
 * Who may call a route, declared next to its schema as `config: { access }` (decision 0020). The auth
 * plugin refuses everyone else before the body is even read; the route's service then only decides
 * what is the caller's own (ownership), with one helper per kind of resource.
 */
export interface RouteAccess {
  /** 'anyone': no token needed (a token, when sent, still identifies the caller); or the user states admitted. */
  allow: 'anyone' | readonly UserState[];
  /** For an open route: read the caller when a token comes (a demo request remembers who asked). */
  identify?: boolean;
  /** When given, the caller must also hold one of these roles (a candidate awaiting approval, say). */
  roles?: readonly RoleName[];
  /** The 403's message for a signed-in caller who is not admitted; 'auth.forbidden' by default. */
  refusal?: MessageKey;
  /** A more helpful 403 message for callers in particular states (a recruiter not yet approved, say). */
  refusals?: Partial<Record<UserState, MessageKey>>;
  /** Callers past the step the route performs (onboarding done): 409 with this message rather than 403. */
  done?: { states: readonly UserState[]; message: MessageKey };
  /**
   * Whose data the route serves beyond the caller's own state: 'self' (only the caller's), 'company'
   * (the caller's company's). The service enforces it; a resource that is not the caller's answers 404.
   */
  owner?: 'self' | 'company';
}

/** Open to everyone: the sign-in calls, public job pages, health, reference lists. */
export const ANYONE: RouteAccess = { allow: 'anyone' };
/** Open to everyone, and a signed-in caller is known by their token. */
export const ANYONE_IDENTIFIED: RouteAccess = { allow: 'anyone', identify: true };
/** Any signed-in person, whatever their state: their own account, session, data export. */
export const SIGNED_IN: RouteAccess = { allow: STATE_GROUPS.signedIn };
/** Signed in with a verified e-mail: what onboarding and later steps need (uploads, places). */
export const VERIFIED: RouteAccess = { allow: STATE_GROUPS.verified };
/** The onboarding calls: a verified person who has not onboarded; anyone further on is told it is done. */
export const ONBOARDING: RouteAccess = {
  allow: STATE_GROUPS.onboarding,
  done: {
    states: STATE_GROUPS.verified.filter((state) => state !== 'ONBOARDING_PENDING'),
    message: 'onboarding.alreadyDone',
  },
};
/** The candidate's own profile and resume: a candidate at any point after onboarding, approved or not. */
export const CANDIDATE_PROFILE: RouteAccess = {
  allow: ['ONBOARDING_COMPLETED', ...STATE_GROUPS.approvedCandidate],
  roles: ['individual'],
  owner: 'self',
  refusal: 'profile.notCandidate',
};

/** What the access layer knows of a signed-in caller. */
export interface CallerStanding {
  state: UserState;
  role: RoleName | null;
}

export type AccessDecision =
  | { kind: 'allow' }
  | { kind: 'refuse'; status: 401 | 403 | 409; code: 'UNAUTHORIZED' | 'FORBIDDEN' | 'CONFLICT'; message: MessageKey };

/**
 * The rule, in one place: no caller → 401; admitted state (and role) → allowed; past the step → 409;
 * an unverified e-mail → 403 asking to verify it first (the one thing that person can do); anyone else
 * → 403 with the route's message. Existence is never hidden here: every route is in the public API
 * description. Hiding what exists (another company's job, someone else's file) is the service's 404.
 */
export function decideAccess(access: RouteAccess, caller: CallerStanding | null): AccessDecision {
  if (access.allow === 'anyone') return { kind: 'allow' };
  if (!caller) return { kind: 'refuse', status: 401, code: 'UNAUTHORIZED', message: 'auth.unauthorized' };
  const stateAdmitted = access.allow.includes(caller.state);
  const roleAdmitted = !access.roles || (caller.role !== null && access.roles.includes(caller.role));
  if (stateAdmitted && roleAdmitted) return { kind: 'allow' };
  if (access.done?.states.includes(caller.state)) {
    return { kind: 'refuse', status: 409, code: 'CONFLICT', message: access.done.message };
  }
  const message =
    access.refusals?.[caller.state] ??
    (caller.state === 'EMAIL_VERIFICATION_PENDING' ? 'auth.emailNotVerifiedYet' : (access.refusal ?? 'auth.forbidden'));
  return { kind: 'refuse', status: 403, code: 'FORBIDDEN', message };
}

/** Routes that need no declaration: the API description's own pages, served by @fastify/swagger-ui. */
export function needsAccessDeclaration(url: string): boolean {
  return url.startsWith('/api/') && !url.startsWith('/api/docs');
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
    /**
     * A POST or PATCH that changes nothing an access token's caller is made of (decision 0118): one that only
     * reads (a search or a list whose filters do not fit a query string), or a sign-in, whose new session no
     * process has in memory. Its answer need not wait for this process to hear the callers' changes (the auth
     * plugin's settle: a `pg_notify` and its round trip through every listening process).
     */
    leavesCallers?: true;
  }
}
