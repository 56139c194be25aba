import { Group, Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Said while the stored matches are recomputed after a change (the query asks again until they are). */
export function MatchesUpdating() {
  const { t } = useTranslation();
  return (
    <Group gap="xs" role="status">
      <Loader size="xs" aria-hidden />
      <Text size="sm" c="dimmed">
        {t('employees.matchesUpdating')}
      </Text>
    </Group>
  );
}
