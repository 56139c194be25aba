import { LOCALE_STORAGE_KEY } from '@masar/shared/constants';
import { DEFAULT_LOCALE, isMessageKey, messages, splitMessageKey, toLocale, type Locale } from '@masar/shared/messages';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

export type Direction = 'ltr' | 'rtl';

export function directionOf(locale: Locale): Direction {
  return locale === 'ar' ? 'rtl' : 'ltr';
}

export function readStoredLocale(): Locale {
  const stored = localStorage.getItem(LOCALE_STORAGE_KEY);
  return stored === null ? DEFAULT_LOCALE : toLocale(stored);
}

function applyDocumentLocale(locale: Locale): void {
  document.documentElement.lang = locale;
  // Mantine's DirectionProvider watches <html dir>, so components follow this too.
  document.documentElement.dir = directionOf(locale);
}

/**
 * Each language's words are a chunk of their own, fetched when that language is first used: a visitor
 * downloads one language, not both (issue #17: the two were 32 KiB of every first load's gzipped JS).
 */
const commonBundles: Record<Locale, () => Promise<{ default: Record<string, unknown> }>> = {
  en: () => import('../locales/en/common.json'),
  ar: () => import('../locales/ar/common.json'),
};

const loading = new Map<Locale, Promise<void>>();

/** Makes a language's words available; the first call fetches them, later calls wait for the same fetch. */
export function loadLocale(locale: Locale): Promise<void> {
  let pending = loading.get(locale);
  if (pending === undefined) {
    pending = commonBundles[locale]().then((bundle) => {
      i18n.addResourceBundle(locale, 'common', bundle.default, true, true);
    });
    // A failed fetch (a dropped connection) is tried again the next time the language is asked for.
    pending.catch(() => loading.delete(locale));
    loading.set(locale, pending);
  }
  return pending;
}

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  // The server's messages are small and shared with the server; the pages' words come from loadLocale.
  resources: {
    en: { messages: messages.en },
    ar: { messages: messages.ar },
  },
  partialBundledLanguages: true,
  lng: readStoredLocale(),
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: ['en', 'ar'],
  ns: ['common', 'messages'],
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  initAsync: false,
});

i18n.on('languageChanged', (language) => {
  applyDocumentLocale(toLocale(language));
});
applyDocumentLocale(currentLocale());

export function currentLocale(): Locale {
  return toLocale(i18n.language);
}

export async function changeLocale(locale: Locale): Promise<void> {
  localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  // The words first, so the page never shows keys between the switch and their arrival.
  await loadLocale(locale);
  await i18n.changeLanguage(locale);
}

/**
 * Validation errors carry keys of the shared catalogue; server errors arrive already translated.
 * Anything that is not a catalogue key is therefore shown as it is.
 */
export function translateMessageKey(text: string, params?: Record<string, string | number>): string {
  const { key, params: carried } = splitMessageKey(text);
  if (!isMessageKey(key)) return text;
  return i18n.t(key, { ns: 'messages', ...carried, ...params });
}
