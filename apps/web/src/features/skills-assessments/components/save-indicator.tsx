import { Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconCloudUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { SaveState } from '../api/autosave';

/** Whether the answers given are on the server, with a retry when they are not. */
export function SaveIndicator({ state, onRetry }: { state: SaveState; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Group gap={6} role="status" aria-live="polite" wrap="nowrap">
      {state === 'saved' && <IconCheck size={16} color="var(--mantine-color-green-7)" aria-hidden />}
      {(state === 'unsaved' || state === 'saving') && <IconCloudUpload size={16} aria-hidden />}
      {state === 'failed' && <IconAlertTriangle size={16} color="var(--mantine-color-red-7)" aria-hidden />}
      <Text size="sm" c={state === 'failed' ? 'red.7' : 'dimmed'}>
        {t(`skillsAssessments.save.${state}`)}
      </Text>
      {state === 'failed' && (
        <Button size="compact-sm" variant="light" color="red" onClick={onRetry}>
          {t('skillsAssessments.save.retry')}
        </Button>
      )}
    </Group>
  );
}
