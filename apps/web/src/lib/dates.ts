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

/**
 * A profile date ('YYYY', 'YYYY-MM' or 'YYYY-MM-DD') as a month and year ("March 2021", "مارس 2021"),
 * or the year alone when that is all the resume said; null when it is not a date.
 */
export function formatMonthYear(value: string | null, locale: Locale): string | null {
  if (value === null) return null;
  const match = /^(\d{4})(?:-(\d{2}))?/.exec(value);
  if (match === null) return null;
  const [, year, month] = match;
  if (month === undefined) return year ?? null;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, 1));
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat(DATE_LOCALES[locale], { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    date,
  );
}

/** The twelve month names of the locale, January first, for month pickers. */
export function monthNames(locale: Locale): string[] {
  const format = new Intl.DateTimeFormat(DATE_LOCALES[locale], { month: 'long', timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, index) => format.format(new Date(Date.UTC(2000, index, 1))));
}

/** A moment as a date and time to the minute ("25 November 2026 at 06:10"); null when it is not a date. */
export function formatDateTime(value: string | null, locale: Locale): string | null {
  if (value === null) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat(DATE_LOCALES[locale], { dateStyle: 'long', timeStyle: 'short' }).format(date);
}
