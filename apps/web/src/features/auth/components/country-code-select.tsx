import { Select, type ComboboxItem } from '@mantine/core';
import { getCountries, getCountryCallingCode, type CountryCode } from 'libphonenumber-js';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export const DEFAULT_COUNTRY: CountryCode = 'SA';

export function callingCodeOf(country: CountryCode): string {
  return `+${getCountryCallingCode(country)}`;
}

/** Countries share calling codes (+1, +7, +44…), so options are countries, named in the page's language. */
function countryOptions(locale: string): ComboboxItem[] {
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  return getCountries()
    .map((country) => ({
      value: country,
      label: `${names.of(country) ?? country} (${callingCodeOf(country)})`,
    }))
    .sort((a, b) => a.label.localeCompare(b.label, locale));
}

interface CountryCodeSelectProps {
  country: CountryCode;
  onChange: (country: CountryCode) => void;
  error: ReactNode;
}

export function CountryCodeSelect({ country, onChange, error }: CountryCodeSelectProps) {
  const { t, i18n } = useTranslation();
  const options = useMemo(() => countryOptions(i18n.language), [i18n.language]);
  return (
    <Select
      label={t('fields.countryCode')}
      data={options}
      value={country}
      onChange={(value) => {
        if (value !== null) onChange(value as CountryCode);
      }}
      searchable
      allowDeselect={false}
      nothingFoundMessage={t('fields.noCountry')}
      autoComplete="off"
      error={error}
    />
  );
}
