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

/** A built-in city's name in the page's language, from its stored (English) name; any other city as it is. */
export function cityLabel(country: string, city: string, language: string): string {
  const known = (CITIES_BY_COUNTRY[country] ?? []).find((candidate) => candidate.en === city);
  return known === undefined ? city : known[toLocale(language)];
}

/** What is stored for a city typed or chosen: a built-in city by its English name, in either language. */
export function cityValue(country: string, typed: string): string {
  const trimmed = typed.trim();
  const known = (CITIES_BY_COUNTRY[country] ?? []).find((candidate) => candidate.en === trimmed || candidate.ar === trimmed);
  return known === undefined ? trimmed : known.en;
}
