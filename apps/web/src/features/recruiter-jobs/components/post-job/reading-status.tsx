import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Said while the server reads a posting, which takes a few seconds, so the wait is announced. */
export function ReadingStatus({ reading }: { reading: boolean }) {
  const { t } = useTranslation();
  if (!reading) return null;
  return (
    <Text size="sm" c="dimmed" role="status">
      {t('postJob.reading')}
    </Text>
  );
}
