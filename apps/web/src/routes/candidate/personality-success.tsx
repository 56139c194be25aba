import { Button, Group, Paper, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RetryAlert } from '../../components/ui/retry-alert';
import { useAssessmentExists } from '../../features/personality/api/personality';

const ASSESSMENT_PATH = '/candidate/assessments/personality';

/** The personality assessment's success page: the short scale or the whole is done; the report, or the rest. */
export default function PersonalitySuccessPage() {
  const { t } = useTranslation();
  const exists = useAssessmentExists();
  const data = exists.data;
  if (exists.isError) {
    return (
      <RetryAlert
        title={t('assessments.failed-error')}
        retryLabel={t('personality.report.retry')}
        onRetry={() => void exists.refetch()}
      />
    );
  }
  if (!data) return <Skeleton h={200} role="status" aria-label={t('personality.intro.loading')} />;
  const { shortscaleComplete, assessmentComplete } = data.assessmentProgress;
  if (!shortscaleComplete || data.assessment_id === null) {
    return (
      <Paper withBorder radius="lg" p="xl" maw={640}>
        <Stack gap="md">
          <Text>{t('personality.success.notDone')}</Text>
          <Button component={Link} to={ASSESSMENT_PATH} w="fit-content">
            {t('personality.success.back')}
          </Button>
        </Stack>
      </Paper>
    );
  }
  return (
    <Paper withBorder radius="lg" p="xl" maw={640}>
      <Stack gap="md" align="flex-start">
        <ThemeIcon size={48} radius="xl" color="teal" variant="light">
          <IconCircleCheck size={32} aria-hidden />
        </ThemeIcon>
        <Title order={1} size="h2">
          {t('personality.success.title')}
        </Title>
        <Text>{assessmentComplete ? t('personality.success.fullBody') : t('personality.success.shortBody')}</Text>
        <Group gap="sm">
          <Button component={Link} to={`${ASSESSMENT_PATH}/report/${data.assessment_id}`}>
            {t('personality.success.report')}
          </Button>
          {!assessmentComplete && (
            <Button component={Link} to={ASSESSMENT_PATH} variant="light">
              {t('personality.success.continue')}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
