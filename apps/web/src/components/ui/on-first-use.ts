import { useCallback, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';

/**
 * A component fetched on the person's first sign of wanting it instead of with the page (issue #17, decision
 * 0115): the signed-in header's account menu, the bell's panel and the job cards' tooltips bring Mantine's
 * popovers and floating-ui (about 25 KiB gzipped) that the dashboard's first paint does not draw.
 *
 * Until it arrives the caller draws a stand-in of the same trigger with `standIn`'s handlers: the pointer over
 * it or focus on it starts the fetch (it is usually there before the click), and `wantOpen` records that the
 * person asked for it to open (a click, or the pointer still over a tooltip's target) so the real component can
 * start open. The stand-in and the real trigger are different elements: when the stand-in had focus, focus
 * moves to the real trigger (through `triggerRef`, given to both), so a keyboard user stays where they were.
 * One loader per component type: every caller shares what it fetched.
 */
export function onFirstUse<T>(load: () => Promise<T>) {
  let loaded: T | null = null;
  let loading: Promise<void> | null = null;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  const start = () => {
    loading ??= load().then(
      (value) => {
        loaded = value;
        for (const listener of listeners) listener();
      },
      () => {
        // A failed fetch (the network dropped) may be tried again on the next sign of use.
        loading = null;
      },
    );
  };

  return function useFirstUse<E extends HTMLElement>() {
    const current = useSyncExternalStore(subscribe, () => loaded);
    const triggerRef = useRef<E>(null);
    const [wantOpen, setWantOpen] = useState(false);
    // Kept by the stand-in's own focus events: React does not report a blur for an element it removes.
    const focused = useRef(false);
    useLayoutEffect(() => {
      if (current === null || !focused.current) return;
      focused.current = false;
      triggerRef.current?.focus();
    }, [current]);

    const askOpen = useCallback(() => {
      setWantOpen(true);
      start();
    }, []);
    const standIn = {
      ref: triggerRef,
      onPointerEnter: start,
      onPointerLeave: () => setWantOpen(false),
      onFocus: () => {
        focused.current = true;
        start();
      },
      onBlur: () => {
        focused.current = false;
      },
    };
    return { loaded: current, triggerRef, standIn, askOpen, wantOpen };
  };
}
