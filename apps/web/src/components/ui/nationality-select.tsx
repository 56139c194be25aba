import { Select, type ComboboxItem } from '@mantine/core';
import { NATIONALITY_CODES } from '@masar/shared/nationality';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Every country, named in the page's language and sorted the way that language sorts. */
function nationalityOptions(locale: string): ComboboxItem[] {
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  return NATIONALITY_CODES.map((code) => ({ value: code, label: names.of(code) ?? code })).sort((a, b) =>
    a.label.localeCompare(b.label, locale),
  );
}

/** The country's name in the page's language, for showing a stated nationality. */
export function nationalityName(code: string, locale: string): string {
  return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
}

interface NationalitySelectProps {
  value: string | null | undefined;
  onChange: (value: string | null) => void;
  error?: ReactNode;
}

/**
 * Optional nationality, with the note of what it is for: the portal's workforce statistics and
 * fairness checks, never matching (decision 0053). Clearing it withdraws it.
 */
export function NationalitySelect({ value, onChange, error }: NationalitySelectProps) {
  const { t, i18n } = useTranslation();
  const options = useMemo(() => nationalityOptions(i18n.language), [i18n.language]);
  return (
    <Select
      label={t('nationality.label')}
      description={t('nationality.note')}
      placeholder={t('nationality.placeholder')}
      data={options}
      value={value ?? null}
      onChange={(next) => onChange(next)}
      searchable
      clearable
      nothingFoundMessage={t('nationality.noCountry')}
      autoComplete="off"
      error={error}
    />
  );
}
