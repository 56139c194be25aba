import { Chip, Group, NumberInput, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { CITIES_BY_COUNTRY } from '@masar/shared/locations';
import { AVAILABILITY_OPTIONS } from '@masar/shared/onboarding';
import { useTranslation } from 'react-i18next';

export interface CandidateSearchFilterValues {
  minYears: number | null;
  maxYears: number | null;
  country: string | null;
  city: string | null;
  availability: string[];
}

export const NO_FILTERS: CandidateSearchFilterValues = { minYears: null, maxYears: null, country: null, city: null, availability: [] };

interface FiltersProps {
  value: CandidateSearchFilterValues;
  onChange: (next: CandidateSearchFilterValues) => void;
}

const years = (value: string | number) => (value === '' ? null : Math.max(0, Math.min(60, Math.floor(Number(value)))));

/** Years of experience, the country and city of the built-in list, and how the candidate can work. */
export function CandidateSearchFilters({ value, onChange }: FiltersProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language.startsWith('ar') ? 'ar' : 'en';
  const countryNames = new Intl.DisplayNames([language], { type: 'region' });
  const countries = Object.keys(CITIES_BY_COUNTRY)
    .map((code) => ({ value: code, label: countryNames.of(code) ?? code }))
    .sort((a, b) => a.label.localeCompare(b.label, language));
  const cities = value.country === null ? [] : (CITIES_BY_COUNTRY[value.country] ?? []).map((city) => ({ value: city.en, label: city[language] }));
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
        <NumberInput label={t('candidateSearch.minYears')} min={0} max={60} allowDecimal={false} value={value.minYears ?? ''} onChange={(next) => onChange({ ...value, minYears: years(next) })} />
        <NumberInput label={t('candidateSearch.maxYears')} min={0} max={60} allowDecimal={false} value={value.maxYears ?? ''} onChange={(next) => onChange({ ...value, maxYears: years(next) })} />
        <Select
          label={t('candidateSearch.country')}
          placeholder={t('candidateSearch.anyCountry')}
          data={countries}
          value={value.country}
          onChange={(country) => onChange({ ...value, country, city: null })}
          searchable
          clearable
        />
        <Select
          label={t('candidateSearch.city')}
          placeholder={t('candidateSearch.anyCity')}
          data={cities}
          value={value.city}
          onChange={(city) => onChange({ ...value, city })}
          disabled={value.country === null}
          searchable
          clearable
        />
      </SimpleGrid>
      <Group gap="sm" align="center">
        <Text size="sm" fw={500} id="candidate-search-availability">
          {t('candidateSearch.availabilityLabel')}
        </Text>
        <Chip.Group multiple value={value.availability} onChange={(availability) => onChange({ ...value, availability })}>
          <Group gap="xs" role="group" aria-labelledby="candidate-search-availability">
            {AVAILABILITY_OPTIONS.map((way) => (
              <Chip key={way} value={way} size="sm">
                {t(`candidateSearch.availability.${way}`)}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      </Group>
    </Stack>
  );
}
