import { useEffect, useSyncExternalStore } from 'react';
import { flushSync } from 'react-dom';

/**
 * While a session ends, the pages that belong to it come down before its token and its data go. A page
 * still mounted when its query is emptied asks again at once, signed out; each 401 then ended the session
 * a second time and cancelled what the next page was loading (issue #9: four 401s on the profile after
 * logout, and a pass through /error). The pages stay down until another location is on screen: a
 * navigation resolves before React shows it, so the old page would otherwise come back for a moment.
 */
let shownLocation: string | null = null;
let leftLocation: string | null = null;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** For the root layout: whether the location on screen is one the session is leaving. */
export function useLeavingSession(locationKey: string): boolean {
  useEffect(() => {
    shownLocation = locationKey;
    // Another location is on screen: the one left is behind us (a reload's first location is always "default").
    if (leftLocation !== locationKey) leftLocation = null;
  }, [locationKey]);
  return useSyncExternalStore(subscribe, () => leftLocation) === locationKey;
}

/** Takes the pages on screen down, ends the session, and goes on to the next page. */
export async function leaveSession(endSession: () => void, goOn: () => Promise<void> | void): Promise<void> {
  flushSync(() => {
    leftLocation = shownLocation;
    for (const listener of listeners) listener();
  });
  endSession();
  await goOn();
}
