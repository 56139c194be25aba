import type { Locale } from '@masar/shared/messages';

/** Western digits in data in both languages (product decisions), so the Arabic long date keeps them. */
const DATE_LOCALES: Record<Locale, string> = { en: 'en-GB', ar: 'ar-u-nu-latn' };

/** Spec §5: dates display in a long local format; null when the value is not a date. */
export function formatLongDate(value: string | null, locale: Locale): string | null {
  if (value === null) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat(DATE_LOCALES[locale], { dateStyle: 'long' }).format(date);
}
