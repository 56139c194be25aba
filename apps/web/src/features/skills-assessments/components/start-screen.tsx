import { Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import type { AssessmentKindEntry } from '@masar/shared/assessments';
import { toLocale } from '@masar/shared/messages';
import { IconClock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/dates';

/**
 * Before the questions: what the kind tests, its time limit, and that the clock starts when the questions
 * are first shown and keeps running if the candidate leaves (decision 0072).
 */
export function StartScreen({
  entry,
  starting,
  onStart,
}: {
  entry: AssessmentKindEntry;
  starting: boolean;
  onStart: () => void;
}) {
  const { t, i18n } = useTranslation();
  const resuming = entry.status === 'IN_PROGRESS';
  return (
    <Paper withBorder radius="lg" p="lg">
      <Stack gap="sm">
        <Title order={2} size="h3">
          {t(`skillsAssessments.kinds.${entry.id}.title`)}
        </Title>
        <Text>{t(`skillsAssessments.kinds.${entry.id}.tests`)}</Text>
        <Group gap="xs">
          <IconClock size={20} aria-hidden />
          <Text fw={600}>
            {t('skillsAssessments.start.limit', { minutes: entry.time_limit_minutes, items: entry.questions })}
          </Text>
        </Group>
        <List spacing={4}>
          <List.Item>{t('skillsAssessments.start.clock')}</List.Item>
          <List.Item>{t('skillsAssessments.start.saved')}</List.Item>
          <List.Item>{t('skillsAssessments.start.once')}</List.Item>
          {entry.filters.includes('speaking') && <List.Item>{t('skillsAssessments.start.speaking')}</List.Item>}
        </List>
        {resuming && entry.deadline_at && (
          <Text fw={600} c="orange.8">
            {t('skillsAssessments.start.deadline', {
              time: formatDateTime(entry.deadline_at, toLocale(i18n.language)),
            })}
          </Text>
        )}
        <Button size="md" onClick={onStart} loading={starting} style={{ alignSelf: 'flex-start' }}>
          {resuming ? t('skillsAssessments.start.resume') : t('skillsAssessments.start.begin')}
        </Button>
      </Stack>
    </Paper>
  );
}
