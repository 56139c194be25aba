import { List, Loader, Paper, Progress, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconFileSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The friendly "we are reading it" panel; the bar moves to say the page is alive, not how far it is. */
export function ResumeReading({ checkFailed }: { checkFailed: boolean }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="lg" p="xl">
      <Stack gap="lg">
        <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
          <IconFileSearch size={30} />
        </ThemeIcon>
        <Stack gap={6} role="status" aria-live="polite">
          <Text fw={600}>{t('profileLoading.progress')}</Text>
          <Progress value={100} animated striped aria-label={t('profileLoading.progress')} />
        </Stack>
        <List spacing="xs" icon={<Loader size={14} aria-hidden />}>
          <List.Item>{t('profileLoading.stepContact')}</List.Item>
          <List.Item>{t('profileLoading.stepWork')}</List.Item>
          <List.Item>{t('profileLoading.stepSkills')}</List.Item>
        </List>
        {checkFailed && (
          <Text size="sm" c="dimmed">
            {t('profileLoading.checkFailed')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
