import type { Locale } from '@masar/shared/messages';
import type { TFunction } from 'i18next';

/** Western digits in data in both languages, as for dates (lib/dates.ts). */
const NUMBER_LOCALES: Record<Locale, string> = { en: 'en-GB', ar: 'ar-u-nu-latn' };

/** A whole percentage (0–100) as the locale writes it: "88%" in English, "88‎%‎" with its marks in Arabic. */
export function formatPercent(percent: number, locale: Locale): string {
  return new Intl.NumberFormat(NUMBER_LOCALES[locale], { style: 'percent', maximumFractionDigits: 0 }).format(
    percent / 100,
  );
}

/**
 * A length of experience in whole years and months, in words: 10.5 → "10 years and 6 months",
 * "10 سنوات و6 أشهر" (i18next plurals: Arabic has six forms).
 */
export function formatYears(years: number, t: TFunction): string {
  const totalMonths = Math.max(0, Math.round(years * 12));
  const whole = Math.floor(totalMonths / 12);
  const months = totalMonths % 12;
  if (whole === 0) return t('duration.months', { count: months });
  if (months === 0) return t('duration.years', { count: whole });
  return t('duration.yearsAndMonths', {
    years: t('duration.years', { count: whole }),
    months: t('duration.months', { count: months }),
  });
}

/** A whole amount of money as the locale writes it ("SAR 12,000", "12,000 ر.س.‏"), Western digits in both. */
export function formatMoney(amount: number, currency: string, locale: Locale): string {
  return new Intl.NumberFormat(NUMBER_LOCALES[locale], {
    style: 'currency',
    currency,
    maximumFractionDigits: 0,
  }).format(amount);
}

/** A count with the locale's grouping ("1,250"). */
export function formatCount(count: number, locale: Locale): string {
  return new Intl.NumberFormat(NUMBER_LOCALES[locale]).format(count);
}
