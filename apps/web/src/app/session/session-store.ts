import type { User } from '@masar/shared/users';
import type { UserState } from '@masar/shared/user-states';
import { useSyncExternalStore } from 'react';
import { readResetCode } from '../../lib/storage';

export interface Session {
  user: User | null;
  state: UserState;
  /** Whether `state` came from the server (or a sign-in) during this visit. */
  stateLoaded: boolean;
}

/** A reset link opened in this tab keeps the reset state across a reload. */
function initialSession(): Session {
  return {
    user: null,
    state: readResetCode() === null ? 'UNAUTHENTICATED' : 'RESET_PASSWORD',
    stateLoaded: false,
  };
}

type Listener = () => void;

export function createSessionStore(createInitial: () => Session = initialSession) {
  let session = createInitial();
  const listeners = new Set<Listener>();
  const notify = () => {
    for (const listener of listeners) listener();
  };

  return {
    get: (): Session => session,
    update: (changes: Partial<Session>): void => {
      session = { ...session, ...changes };
      notify();
    },
    reset: (): void => {
      session = createInitial();
      notify();
    },
    subscribe: (listener: Listener): (() => void) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;

export const sessionStore: SessionStore = createSessionStore();

export function useSession(): Session {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get);
}
