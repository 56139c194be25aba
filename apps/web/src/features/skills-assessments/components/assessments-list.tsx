import { Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { AssessmentKindEntry } from '@masar/shared/assessments';
import { toLocale } from '@masar/shared/messages';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { formatDateTime } from '../../../lib/dates';
import { useSkillsAssessmentKinds } from '../api/skills-assessments';
import { resultPath, takePath } from '../paths';
import { KindStatus } from './kind-status';

export function KindCard({
  title,
  tests,
  facts,
  status,
  action,
}: {
  title: string;
  tests: string;
  facts?: ReactNode;
  status: ReactNode;
  action: ReactNode;
}) {
  return (
    <Paper withBorder radius="lg" p="md" component="article" aria-label={title}>
      <Stack gap="xs" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={2} size="h4">
            {title}
          </Title>
          {status}
        </Group>
        <Text size="sm">{tests}</Text>
        {facts}
        <Group mt="auto">{action}</Group>
      </Stack>
    </Paper>
  );
}

function SkillsKindCard({ entry }: { entry: AssessmentKindEntry }) {
  const { t, i18n } = useTranslation();
  const finished = entry.status === 'RESULT_PROCESSING' || entry.status === 'COMPLETED' || entry.status === 'CANCELLED';
  const deadline = entry.status === 'IN_PROGRESS' ? formatDateTime(entry.deadline_at, toLocale(i18n.language)) : null;
  return (
    <KindCard
      title={t(`skillsAssessments.kinds.${entry.id}.title`)}
      tests={t(`skillsAssessments.kinds.${entry.id}.tests`)}
      status={<KindStatus status={entry.status} />}
      facts={
        <Stack gap={2}>
          <Text size="sm" c="dimmed">
            {t('skillsAssessments.list.facts', { items: entry.questions, minutes: entry.time_limit_minutes })}
          </Text>
          {deadline && (
            <Text size="sm" fw={600} c="orange.8">
              {t('skillsAssessments.list.deadline', { time: deadline })}
            </Text>
          )}
        </Stack>
      }
      action={
        <Button
          component={Link}
          to={finished ? resultPath(entry.id) : takePath(entry.id)}
          variant={finished ? 'light' : 'filled'}
        >
          {finished
            ? t('skillsAssessments.seeResult')
            : entry.status === 'IN_PROGRESS'
              ? t('skillsAssessments.list.continue')
              : t('skillsAssessments.list.start')}
        </Button>
      }
    />
  );
}

/** The skills assessments with the candidate's attempt at each (issue #15; decision 0077). */
export function SkillsKindCards() {
  const { t } = useTranslation();
  const kinds = useSkillsAssessmentKinds();
  return (
    <>
      {kinds.isError ? (
        <RetryAlert
          title={t('skillsAssessments.list.failed')}
          retryLabel={t('skillsAssessments.retry')}
          onRetry={() => void kinds.refetch()}
        />
      ) : !kinds.data ? (
        <Skeleton h={180} role="status" aria-label={t('skillsAssessments.loading')} />
      ) : (
        kinds.data.map((entry) => <SkillsKindCard key={entry.id} entry={entry} />)
      )}
    </>
  );
}
