import { notifications } from '@mantine/notifications/store';
import { vi } from 'vitest';
import { queryClient } from '../app/query-client';
import { sessionStore } from '../app/session/session-store';
import { changeLocale, loadWords } from '../lib/i18n';
import { WORDS_PARTS } from '../locales/word-parts';

/** The app keeps module-level state (session, cache, locale); every test starts from a clean visit. */
export async function resetApp(): Promise<void> {
  localStorage.clear();
  sessionStorage.clear();
  queryClient.clear();
  sessionStore.reset();
  notifications.clean();
  await changeLocale('en');
  // Components are rendered alone too, outside the routes that fetch the rest of the words.
  await loadWords(WORDS_PARTS);
  localStorage.clear();
  vi.unstubAllGlobals();
}
