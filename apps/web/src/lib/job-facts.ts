import type { JobLocation, JobSalary } from '@masar/shared/jobs';
import type { Locale } from '@masar/shared/messages';
import type { TFunction } from 'i18next';
import { formatMoney } from './format-number';
import { cityName } from './names';

function countryName(code: string, locale: Locale): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** "Riyadh, Saudi Arabia · Hybrid", in the page's language; the workplace alone when no place was given. */
export function formatJobLocation(location: JobLocation, locale: Locale, t: TFunction): string {
  const place = [
    location.city === null ? null : cityName(location.city, location.country, locale),
    location.country === null ? null : countryName(location.country, locale),
  ].filter((part): part is string => part !== null && part !== '');
  const workplace = t(`jobFacts.workplace.${location.workplace}`);
  return place.length === 0 ? workplace : `${place.join(locale === 'ar' ? '، ' : ', ')} · ${workplace}`;
}

/** "SAR 12,000 – 18,000 a month", "From SAR 12,000 a month": the bounds the recruiter gave, in the locale's money format. */
export function formatSalary(salary: JobSalary, locale: Locale, t: TFunction): string {
  const money = (amount: number) => formatMoney(amount, salary.currency, locale);
  const amount =
    salary.min !== null && salary.max !== null
      ? salary.min === salary.max
        ? money(salary.min)
        : t('jobFacts.salaryRange', { min: money(salary.min), max: money(salary.max) })
      : salary.min !== null
        ? t('jobFacts.salaryFrom', { min: money(salary.min) })
        : t('jobFacts.salaryUpTo', { max: money(salary.max ?? 0) });
  return t(`jobFacts.period.${salary.period}`, { amount });
}
