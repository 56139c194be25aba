import { Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { INTEREST_PAGES, type InterestsResponse } from '@masar/shared/interests';
import { useTranslation } from 'react-i18next';

/** START: what My Next Move is, and where the candidate stands (start, resume, or their results). */
export function StartStep({
  data,
  onStart,
  onResume,
  onResults,
}: {
  data: InterestsResponse | undefined;
  onStart: () => void;
  onResume: (page: number) => void;
  onResults: () => void;
}) {
  const { t } = useTranslation();
  if (!data) return <Skeleton h={160} role="status" aria-label={t('interests.start.loading')} />;
  const { answered, complete } = data.assessmentProgress;
  return (
    <Paper withBorder radius="lg" p="lg">
      <Stack gap="sm">
        <Title order={2} size="h3">
          {t('interests.start.title')}
        </Title>
        <Text>{t('interests.start.body')}</Text>
        <Group gap="sm">
          {complete ? (
            <Button size="md" onClick={onResults}>
              {t('interests.start.seeResults')}
            </Button>
          ) : answered > 0 ? (
            <Button size="md" onClick={() => onResume(data.page)}>
              {t('interests.start.resume', { page: data.page + 1, pages: INTEREST_PAGES })}
            </Button>
          ) : null}
          <Button size="md" variant={complete || answered > 0 ? 'light' : 'filled'} onClick={onStart}>
            {t('interests.start.start')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** START DESCRIPTION: how it works, and the two ways in. */
export function StartDescriptionStep({
  onQuestions,
  onScores,
  onBack,
}: {
  onQuestions: () => void;
  onScores: () => void;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="lg" p="lg">
      <Stack gap="sm">
        <Title order={2} size="h3">
          {t('interests.description.title')}
        </Title>
        <Text>{t('interests.description.activities')}</Text>
        <Text>{t('interests.description.noRightAnswers')}</Text>
        <Text c="dimmed" size="sm">
          {t('interests.description.scores')}
        </Text>
        <Group gap="sm">
          <Button size="md" onClick={onQuestions}>
            {t('interests.description.answer')}
          </Button>
          <Button size="md" variant="light" onClick={onScores}>
            {t('interests.description.type')}
          </Button>
          <Button size="md" variant="subtle" onClick={onBack}>
            {t('interests.back')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
