import { DirectionProvider, MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { TOAST_TIMEOUT_MS } from '@masar/shared/constants';
import { toLocale } from '@masar/shared/messages';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { currentLocale, directionOf, i18n } from '../lib/i18n';
import { queryClient } from './query-client';
import { theme } from './theme';

/** Toasts sit top right, or top left in Arabic (spec §8, product decisions). */
function LocalizedNotifications() {
  const { i18n: instance } = useTranslation();
  const rtl = directionOf(toLocale(instance.language)) === 'rtl';
  return <Notifications position={rtl ? 'top-left' : 'top-right'} autoClose={TOAST_TIMEOUT_MS} />;
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
        <MantineProvider theme={theme} env={env}>
          <LocalizedNotifications />
          <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
        </MantineProvider>
      </DirectionProvider>
    </I18nextProvider>
  );
}
