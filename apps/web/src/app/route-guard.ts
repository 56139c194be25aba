import { decideNavigation, homePathForState, type UserState } from '@masar/shared/user-states';
import { hasAccessToken } from '../lib/storage';
import { loadUserState } from './session/session-actions';
import { sessionStore, type Session } from './session/session-store';

export interface GuardDependencies {
  readSession: () => Session;
  hasToken: () => boolean;
  reloadUserState: () => Promise<void>;
}

/** Loading the state always marks it loaded or ends the session, so two rounds settle it. */
const MAX_GUARD_ROUNDS = 3;

/**
 * Runs the shared route guard (spec §4) until it settles. Returns the path to go to instead of
 * `target`, or null when the navigation may go on.
 */
export async function resolveNavigation(
  allowed: readonly UserState[],
  target: string,
  deps: GuardDependencies,
): Promise<string | null> {
  for (let round = 0; round < MAX_GUARD_ROUNDS; round++) {
    const { state, stateLoaded } = deps.readSession();
    const decision = decideNavigation({ hasToken: deps.hasToken(), stateLoaded, state, allowed, target });
    switch (decision.kind) {
      case 'allow':
        return null;
      case 'redirect':
      case 'block':
        return decision.to;
      case 'load-state':
      case 'refresh-state':
        await deps.reloadUserState();
    }
  }
  return homePathForState(deps.readSession().state);
}

export const appGuardDependencies: GuardDependencies = {
  readSession: sessionStore.get,
  hasToken: hasAccessToken,
  reloadUserState: loadUserState,
};
