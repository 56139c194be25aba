import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { toLocale } from '@masar/shared/messages';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useStandardProfileSearch } from '../../api/standard-profiles';

interface OccupationFieldProps {
  value: { id: string; title: string } | null;
  onChange: (occupation: { id: string; title: string } | null) => void;
  error?: ReactNode;
}

/** The standard job profile the job follows (optional), searched by title through post-job/search/. */
export function OccupationField({ value, onChange, error }: OccupationFieldProps) {
  const { t, i18n } = useTranslation();
  const [search, setSearch] = useState(value?.title ?? '');
  const [debounced] = useDebouncedValue(search, 250);
  // Searching the title already chosen would only list it again.
  const searching = debounced.trim() !== '' && debounced !== value?.title;
  const results = useStandardProfileSearch(debounced, toLocale(i18n.language), { limit: 10, enabled: searching });
  const found = searching ? (results.data ?? []) : [];
  const options = [
    ...(value !== null ? [{ value: value.id, label: value.title }] : []),
    ...found.filter((profile) => profile.id !== value?.id).map((profile) => ({ value: profile.id, label: profile.title })),
  ];
  return (
    <Select
      label={t('jobEditor.occupation')}
      description={t('jobEditor.occupationHint')}
      placeholder={t('jobEditor.occupationPlaceholder')}
      data={options}
      value={value?.id ?? null}
      onChange={(id, option) => {
        const title = id === null ? '' : (option?.label ?? '');
        onChange(id === null ? null : { id, title });
        setSearch(title);
      }}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      clearable
      nothingFoundMessage={searching ? (results.isFetching ? t('jobEditor.searching') : t('jobEditor.noOccupation')) : undefined}
      autoComplete="off"
      error={error}
    />
  );
}
