import type { ComboboxItem } from '@mantine/core';
import { CITIES_BY_COUNTRY, COUNTRY_CODES } from '@masar/shared/locations';
import { toLocale } from '@masar/shared/messages';

/** Countries named in the page's language (Intl), in that language's order. */
export function countryOptions(language: string): ComboboxItem[] {
  const names = new Intl.DisplayNames([language], { type: 'region' });
  return COUNTRY_CODES.map((code) => ({ value: code, label: names.of(code) ?? code })).sort((a, b) =>
    a.label.localeCompare(b.label, language),
  );
}

/** A country's cities in the page's language; the English name is what is stored. */
export function cityOptions(country: string, language: string): ComboboxItem[] {
  const locale = toLocale(language);
  return (CITIES_BY_COUNTRY[country] ?? []).map((city) => ({ value: city.en, label: city[locale] }));
}
