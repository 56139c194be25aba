import { CITIES_BY_COUNTRY } from '@masar/shared/locations';
import type { Locale } from '@masar/shared/messages';

/** A stored city (its English name) in the page's language: "Riyadh" reads "الرياض" in Arabic. */
export function cityName(city: string, country: string | null, locale: Locale): string {
  const cities = country === null ? Object.values(CITIES_BY_COUNTRY).flat() : (CITIES_BY_COUNTRY[country] ?? []);
  return cities.find((known) => known.en === city)?.[locale] ?? city;
}

/** Languages a resume may name in English, by their codes; Intl names them in the page's language. */
const LANGUAGE_CODES = [
  'ar',
  'en',
  'fr',
  'es',
  'de',
  'it',
  'pt',
  'ru',
  'zh',
  'ja',
  'ko',
  'hi',
  'ur',
  'bn',
  'fa',
  'tr',
  'id',
  'ms',
  'tl',
  'sw',
  'am',
  'so',
  'he',
  'nl',
  'sv',
  'no',
  'da',
  'fi',
  'pl',
  'el',
  'ro',
  'uk',
  'ta',
  'te',
  'ml',
  'pa',
];
const englishNames = new Intl.DisplayNames(['en'], { type: 'language' });
const CODE_BY_ENGLISH_NAME = new Map(LANGUAGE_CODES.map((code) => [englishNames.of(code)?.toLowerCase(), code]));

/** A language as the resume named it ("Arabic") in the page's language ("العربية"); other names as written. */
export function languageName(name: string, locale: Locale): string {
  const code = CODE_BY_ENGLISH_NAME.get(name.trim().toLowerCase());
  if (code === undefined) return name;
  return new Intl.DisplayNames([locale], { type: 'language' }).of(code) ?? name;
}

export const LANGUAGE_LEVELS = [
  'native',
  'fluent',
  'professional',
  'advanced',
  'intermediate',
  'basic',
  'beginner',
  'A1',
  'A2',
  'B1',
  'B2',
  'C1',
  'C2',
] as const;
export type LanguageLevel = (typeof LANGUAGE_LEVELS)[number];

const LEVEL_SYNONYMS: Record<string, LanguageLevel> = {
  'mother tongue': 'native',
  'native speaker': 'native',
  'اللغة الأم': 'native',
  'لغة أم': 'native',
  بطلاقة: 'fluent',
  طلاقة: 'fluent',
  متقدم: 'advanced',
  متوسط: 'intermediate',
  مبتدئ: 'beginner',
  أساسي: 'basic',
};

/** A level a resume wrote ("Native", "c1", "اللغة الأم") as one the page can name; null when unknown. */
export function languageLevelOf(level: string): LanguageLevel | null {
  const text = level.trim();
  const cefr = text.toUpperCase();
  if ((LANGUAGE_LEVELS as readonly string[]).includes(cefr) && /^[ABC][12]$/.test(cefr)) return cefr as LanguageLevel;
  const lower = text.toLowerCase();
  if ((LANGUAGE_LEVELS as readonly string[]).includes(lower)) return lower as LanguageLevel;
  return LEVEL_SYNONYMS[lower] ?? null;
}
