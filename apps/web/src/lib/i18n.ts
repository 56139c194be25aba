import { LOCALE_STORAGE_KEY } from '@masar/shared/constants';
import { DEFAULT_LOCALE, isMessageKey, messages, splitMessageKey, toLocale, type Locale } from '@masar/shared/messages';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import arCommon from '../locales/ar/common.json';
import enCommon from '../locales/en/common.json';

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

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: {
    en: { common: enCommon, messages: messages.en },
    ar: { common: arCommon, messages: messages.ar },
  },
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
