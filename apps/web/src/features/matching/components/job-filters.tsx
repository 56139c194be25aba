import { CloseButton, Group, Switch, TextInput } from '@mantine/core';
import { JOB_TITLE_SEARCH_MAX_LENGTH } from '@masar/shared/matching';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface JobFiltersProps {
  search: string;
  onSearchChange: (search: string) => void;
  favoritesOnly: boolean;
  onFavoritesOnlyChange: (favoritesOnly: boolean) => void;
}

export function JobFilters({ search, onSearchChange, favoritesOnly, onFavoritesOnlyChange }: JobFiltersProps) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" align="center" gap="sm">
      <TextInput
        type="search"
        aria-label={t('matching.search')}
        placeholder={t('matching.searchPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => onSearchChange(event.currentTarget.value)}
        rightSection={
          search === '' ? null : (
            <CloseButton size="sm" aria-label={t('matching.clearSearch')} onClick={() => onSearchChange('')} />
          )
        }
        w={{ base: '100%', sm: 340 }}
        maxLength={JOB_TITLE_SEARCH_MAX_LENGTH}
      />
      <Switch
        label={t('matching.favoritesOnly')}
        checked={favoritesOnly}
        onChange={(event) => onFavoritesOnlyChange(event.currentTarget.checked)}
      />
    </Group>
  );
}
