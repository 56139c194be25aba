import { DirectionProvider, MantineProvider } from '@mantine/core';
import { useNotifications } from '@mantine/notifications/store';
import { TOAST_TIMEOUT_MS } from '@masar/shared/constants';
import { toLocale } from '@masar/shared/messages';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { currentLocale, directionOf, i18n } from '../lib/i18n';
import { queryClient } from './query-client';
import { testTheme, theme } from './theme';

/**
 * The toasts' container (with its transitions, scroll lock and drag handling, some 10 KiB gzipped) is
 * fetched when the first toast is shown, not on every first load (issue #17, decision 0102). The toasts
 * themselves live in a store that does not need it: one shown before it arrives waits there.
 */
const Notifications = lazy(async () => ({ default: (await import('@mantine/notifications')).Notifications }));

/** Toasts sit top right, or top left in Arabic (spec §8, product decisions). */
function LocalizedNotifications() {
  const { i18n: instance } = useTranslation();
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  // Once mounted it stays, so a toast's exit transition is not cut off by unmounting the container.
  if (!needed && notifications.length + queue.length > 0) setNeeded(true);
  if (!needed) return null;
  const rtl = directionOf(toLocale(instance.language)) === 'rtl';
  return (
    <Suspense fallback={null}>
      <Notifications position={rtl ? 'top-left' : 'top-right'} autoClose={TOAST_TIMEOUT_MS} />
    </Suspense>
  );
}

interface AppProvidersProps {
  children: ReactNode;
  /** Mantine's test environment turns off transitions and portals. */
  env?: 'default' | 'test';
}

export function AppProviders({ children, env = 'default' }: AppProvidersProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <DirectionProvider initialDirection={directionOf(currentLocale())}>
        <MantineProvider theme={env === 'test' ? testTheme : theme} env={env}>
          <LocalizedNotifications />
          <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
        </MantineProvider>
      </DirectionProvider>
    </I18nextProvider>
  );
}
