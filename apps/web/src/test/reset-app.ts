import { notifications } from '@mantine/notifications';
import { vi } from 'vitest';
import { queryClient } from '../app/query-client';
import { sessionStore } from '../app/session/session-store';
import { changeLocale } from '../lib/i18n';

/** The app keeps module-level state (session, cache, locale); every test starts from a clean visit. */
export async function resetApp(): Promise<void> {
  localStorage.clear();
  sessionStorage.clear();
  queryClient.clear();
  sessionStore.reset();
  notifications.clean();
  await changeLocale('en');
  localStorage.clear();
  vi.unstubAllGlobals();
}
