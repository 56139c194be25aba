import { Group, Switch } from '@mantine/core';
import { JOB_TITLE_SEARCH_MAX_LENGTH } from '@masar/shared/matching';
import { useTranslation } from 'react-i18next';
import { SearchField } from '../../../components/ui/search-field';

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
      <SearchField
        label={t('matching.search')}
        placeholder={t('matching.searchPlaceholder')}
        clearLabel={t('matching.clearSearch')}
        value={search}
        onChange={onSearchChange}
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
