import { LOCALE_STORAGE_KEY } from '@masar/shared/constants';
import { DEFAULT_LOCALE, splitKeyWithParams, type MessageKey, toLocale, type Locale } from '@masar/shared/messages';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { WordsPart } from '../locales/word-parts';

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
 * Each language's words are chunks of their own, fetched when that language is first used: a visitor
 * downloads one language, not both (issue #17: the two were 32 KiB of every first load's gzipped JS). Each
 * language is cut in parts (locales/word-parts.ts): a page fetches the parts it needs, not every page's words.
 */
const wordBundles: Record<
  Locale,
  Record<WordsPart, () => Promise<{ default: Record<string, unknown>; messages?: Record<string, string> }>>
> = {
  en: {
    first: () => import('virtual:locale-words/en/first'),
    home: () => import('virtual:locale-words/en/home'),
    rest: () => import('virtual:locale-words/en/rest'),
  },
  ar: {
    first: () => import('virtual:locale-words/ar/first'),
    home: () => import('virtual:locale-words/ar/home'),
    rest: () => import('virtual:locale-words/ar/rest'),
  },
};

/** The parts the pages shown so far needed: a change of language fetches these in the new language. */
const partsInUse = new Set<WordsPart>(['first']);
const loading = new Map<string, Promise<void>>();
/** Each loaded language's server messages, to tell a message's key from a text the server already translated. */
const serverMessages = new Map<Locale, Record<string, string>>();

function loadPart(locale: Locale, part: WordsPart): Promise<void> {
  const key = `${locale}/${part}`;
  let pending = loading.get(key);
  if (pending === undefined) {
    pending = wordBundles[locale][part]().then((bundle) => {
      i18n.addResourceBundle(locale, 'common', bundle.default, true, true);
      // The server's messages come with the `first` part, in this language only (decision 0109).
      if (bundle.messages !== undefined) {
        serverMessages.set(locale, bundle.messages);
        i18n.addResourceBundle(locale, 'messages', bundle.messages, true, true);
      }
    });
    // A failed fetch (a dropped connection) is tried again the next time the words are asked for.
    pending.catch(() => loading.delete(key));
    loading.set(key, pending);
  }
  return pending;
}

/** Makes a language's words in use available; the first call fetches them, later calls wait for the same fetch. */
export async function loadLocale(locale: Locale): Promise<void> {
  await Promise.all([...partsInUse].map((part) => loadPart(locale, part)));
}

/** The parts of the current language's words a page needs (awaited before it renders). */
export function loadWords(parts: readonly WordsPart[]): Promise<void> {
  for (const part of parts) partsInUse.add(part);
  return loadLocale(currentLocale());
}

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  // The pages' words and the server's messages come from loadLocale.
  resources: {},
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
  const { key, params: carried } = splitKeyWithParams(text, isLoadedMessageKey);
  if (!isLoadedMessageKey(key)) return text;
  return i18n.t(key, { ns: 'messages', ...carried, ...params });
}

/**
 * A key of the server's messages, as the current language's table (loaded with the `first` part, before the
 * app renders) has them: every language has every key (messages.ts types the Arabic table by the English keys).
 */
function isLoadedMessageKey(text: string): text is MessageKey {
  return Object.hasOwn(serverMessages.get(currentLocale()) ?? {}, text);
}
