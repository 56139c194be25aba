import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { PlaceSuggestion } from '@masar/shared/places';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { messageOf } from '../../../lib/notify';
import { usePlaceSuggestions } from '../api/get-place-suggestions';

const TYPING_PAUSE_MS = 250;

const keyOf = (place: PlaceSuggestion) => place.place_id ?? place.description;

interface PlaceCitySelectProps {
  label: string;
  /** The country chosen above; suggestions are cities of this country only. */
  country: string;
  onChange: (choice: { city: string; place_id: string | undefined } | null) => void;
  error?: ReactNode;
}

/**
 * The company's city from the maps service's suggestions (through the server), for when one is
 * configured; the parent mounts a fresh one per country. The built-in list serves otherwise.
 */
export function PlaceCitySelect({ label, country, onChange, error }: PlaceCitySelectProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<PlaceSuggestion | null>(null);
  // One session for the keystrokes of this search, as the maps service bills them.
  const [session] = useState(() => (typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : undefined));
  const [typed] = useDebouncedValue(search.trim(), TYPING_PAUSE_MS);
  // Showing the chosen place in the field is not a new search.
  const input = chosen !== null && typed === chosen.description ? '' : typed;
  const suggestions = usePlaceSuggestions({ input, country, session });

  const places = useMemo(() => {
    const found = input === '' ? [] : (suggestions.data ?? []);
    if (chosen === null || found.some((place) => keyOf(place) === keyOf(chosen))) return found;
    return [chosen, ...found];
  }, [chosen, input, suggestions.data]);

  const choose = (value: string | null) => {
    const place = places.find((candidate) => keyOf(candidate) === value) ?? null;
    setChosen(place);
    onChange(place === null ? null : { city: place.city, place_id: place.place_id ?? undefined });
  };

  let nothingFound = t('recruiterOnboarding.noCity');
  if (input === '') nothingFound = t('recruiterOnboarding.typeCity');
  else if (suggestions.isError) nothingFound = messageOf(suggestions.error);
  else if (suggestions.isFetching) nothingFound = t('recruiterOnboarding.searchingCities');

  return (
    <Select
      label={label}
      description={t('recruiterOnboarding.placesAttribution')}
      placeholder={t('recruiterOnboarding.typeCity')}
      data={places.map((place) => ({ value: keyOf(place), label: place.description }))}
      value={chosen === null ? null : keyOf(chosen)}
      onChange={choose}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      // The maps service has matched the input already: the list shows its answer as it is.
      filter={({ options }) => options}
      nothingFoundMessage={nothingFound}
      autoComplete="off"
      error={error}
    />
  );
}
