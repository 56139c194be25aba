import { nextUserState } from '@masar/shared/user-states';
import { rolesQueryOptions } from '../features/common-data/api/get-roles';
import { queryClient } from './query-client';
import { sessionStore } from './session/session-store';

/**
 * Spec §8: if the common data cannot be loaded the person goes to /error (ROOT_ERROR). The state
 * counts as loaded so the guard sends every route home to /error until a retry succeeds.
 */
export async function ensureCommonData(): Promise<void> {
  if (sessionStore.get().state === 'ROOT_ERROR') return;
  try {
    await queryClient.query({ ...rolesQueryOptions, staleTime: 'static' });
  } catch {
    sessionStore.update({ user: null, state: nextUserState({ type: 'root-error' }), stateLoaded: true });
  }
}

/** The /error page's retry: on success the visit starts over, restoring the session if there is one. */
export async function retryCommonData(): Promise<boolean> {
  try {
    await queryClient.query({ ...rolesQueryOptions, staleTime: 0 });
  } catch {
    return false;
  }
  sessionStore.reset();
  return true;
}
