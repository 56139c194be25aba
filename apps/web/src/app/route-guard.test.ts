import { describe, expect, it, vi } from 'vitest';
import type { UserState } from '@masar/shared/user-states';
import { resolveNavigation, type GuardDependencies } from './route-guard';
import type { Session } from './session/session-store';

interface Visit {
  session: Omit<Session, 'user'>;
  hasToken: boolean;
  /** The state the server would restore, or null when restoring fails (which logs out). */
  serverState?: UserState | null;
}

function fakeDependencies({ session, hasToken, serverState }: Visit) {
  let current: Session = { user: null, ...session };
  let token = hasToken;
  const reloadUserState = vi.fn(() => {
    if (serverState === null || serverState === undefined) {
      current = { user: null, state: 'UNAUTHENTICATED', stateLoaded: false };
      token = false;
    } else {
      current = { user: null, state: serverState, stateLoaded: true };
    }
    return Promise.resolve();
  });
  const deps: GuardDependencies = {
    readSession: () => current,
    hasToken: () => token,
    reloadUserState,
  };
  return { deps, reloadUserState };
}

const candidateArea: UserState[] = ['CANDIDATE'];

describe('resolveNavigation', () => {
  it('sends an anonymous visitor to login with the target as redirect', async () => {
    const { deps, reloadUserState } = fakeDependencies({
      session: { state: 'UNAUTHENTICATED', stateLoaded: false },
      hasToken: false,
    });
    await expect(resolveNavigation(candidateArea, '/candidate/dashboard', deps)).resolves.toBe(
      '/auth/login?redirect=%2Fcandidate%2Fdashboard',
    );
    expect(reloadUserState).not.toHaveBeenCalled();
  });

  it('keeps the query of the target in the redirect', async () => {
    const { deps } = fakeDependencies({
      session: { state: 'UNAUTHENTICATED', stateLoaded: false },
      hasToken: false,
    });
    await expect(resolveNavigation(candidateArea, '/candidate/jobs?page=2', deps)).resolves.toBe(
      '/auth/login?redirect=%2Fcandidate%2Fjobs%3Fpage%3D2',
    );
  });

  it('loads the state of a stored session first, then lets an allowed visit through', async () => {
    const { deps, reloadUserState } = fakeDependencies({
      session: { state: 'UNAUTHENTICATED', stateLoaded: false },
      hasToken: true,
      serverState: 'CANDIDATE',
    });
    await expect(resolveNavigation(candidateArea, '/candidate/dashboard', deps)).resolves.toBeNull();
    expect(reloadUserState).toHaveBeenCalledTimes(1);
  });

  it('sends a profile-pending candidate to the profile-loading page', async () => {
    const { deps } = fakeDependencies({
      session: { state: 'UNAUTHENTICATED', stateLoaded: false },
      hasToken: true,
      serverState: 'CANDIDATE_PROFILE_PENDING',
    });
    await expect(resolveNavigation(candidateArea, '/candidate/jobs', deps)).resolves.toBe('/candidate/profile-loading');
  });

  it('blocks a loaded state that the route does not admit, sending the person home', async () => {
    const { deps, reloadUserState } = fakeDependencies({
      session: { state: 'RECRUITER', stateLoaded: true },
      hasToken: true,
    });
    await expect(resolveNavigation(candidateArea, '/candidate/dashboard', deps)).resolves.toBe('/recruiter/dashboard');
    expect(reloadUserState).not.toHaveBeenCalled();
  });

  it('refreshes a state that was not loaded before deciding', async () => {
    const { deps, reloadUserState } = fakeDependencies({
      session: { state: 'RESET_PASSWORD', stateLoaded: false },
      hasToken: true,
      serverState: 'CANDIDATE',
    });
    await expect(resolveNavigation(candidateArea, '/candidate/courses', deps)).resolves.toBeNull();
    expect(reloadUserState).toHaveBeenCalledTimes(1);
  });

  it('does not load the state in the reset-password flow', async () => {
    const { deps, reloadUserState } = fakeDependencies({
      session: { state: 'RESET_PASSWORD', stateLoaded: false },
      hasToken: true,
    });
    await expect(
      resolveNavigation(['RESET_PASSWORD'], '/auth/reset-password/create-new-password', deps),
    ).resolves.toBeNull();
    expect(reloadUserState).not.toHaveBeenCalled();
  });

  it('treats a failed restore as a logout', async () => {
    const { deps } = fakeDependencies({
      session: { state: 'UNAUTHENTICATED', stateLoaded: false },
      hasToken: true,
      serverState: null,
    });
    await expect(resolveNavigation(candidateArea, '/candidate/dashboard', deps)).resolves.toBe(
      '/auth/login?redirect=%2Fcandidate%2Fdashboard',
    );
  });
});
