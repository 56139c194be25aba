import { Alert, Anchor, Button, Loader, Group, Skeleton, Stack, Text } from '@mantine/core';
import type { SkillsAssessmentKind } from '@masar/shared/assessments';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../app/session/session-store';
import { PageHeading } from '../../components/ui/page-heading';
import { RetryAlert } from '../../components/ui/retry-alert';
import { ApiError } from '../../lib/api-client';
import { useAssessmentResult } from '../../features/skills-assessments/api/skills-assessments';
import { CompletedResult } from '../../features/skills-assessments/components/assessment-result';
import { useKindParam } from '../../features/skills-assessments/kind-param';
import { ASSESSMENTS_PATH, takePath } from '../../features/skills-assessments/paths';

function Result({ kind }: { kind: SkillsAssessmentKind }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const result = useAssessmentResult(kind, user?.id ?? null);
  if (result.error instanceof ApiError && result.error.status === 404) {
    return (
      <Alert color="gray">
        <Stack gap="xs">
          <Text>{t('skillsAssessments.result.notStarted')}</Text>
          <Button component={Link} to={takePath(kind)} style={{ alignSelf: 'flex-start' }}>
            {t('skillsAssessments.list.start')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (result.isError) {
    return (
      <RetryAlert
        title={t('skillsAssessments.result.failed')}
        retryLabel={t('skillsAssessments.retry')}
        onRetry={() => void result.refetch()}
      />
    );
  }
  const data = result.data;
  if (!data) return <Skeleton h={200} role="status" aria-label={t('skillsAssessments.loading')} />;
  switch (data.status) {
    case 'IN_PROGRESS':
      return (
        <Alert color="blue">
          <Stack gap="xs">
            <Text>{t('skillsAssessments.result.inProgress')}</Text>
            <Button component={Link} to={takePath(kind)} style={{ alignSelf: 'flex-start' }}>
              {t('skillsAssessments.list.continue')}
            </Button>
          </Stack>
        </Alert>
      );
    case 'RESULT_PROCESSING':
      return (
        <Alert color="yellow">
          <Group gap="sm" wrap="nowrap" role="status">
            <Loader size="sm" aria-hidden />
            <Text>{t('skillsAssessments.result.processing')}</Text>
          </Group>
        </Alert>
      );
    case 'CANCELLED':
      return <Alert color="red">{t('skillsAssessments.result.cancelled')}</Alert>;
    case 'COMPLETED':
      return <CompletedResult result={data} />;
  }
}

/** /candidate/assessments/skills/:kind/result (decision 0077): scored in the background, read until done. */
export default function SkillsAssessmentResultPage() {
  const { t } = useTranslation();
  const kind = useKindParam();
  return (
    <Stack gap="lg" maw={860}>
      <PageHeading
        title={
          kind
            ? t('skillsAssessments.result.title', { kind: t(`skillsAssessments.kinds.${kind}.title`) })
            : t('routeNames.candidate-skills-assessment-result')
        }
      />
      <Anchor component={Link} to={ASSESSMENTS_PATH} size="sm">
        {t('skillsAssessments.backToList')}
      </Anchor>
      {kind ? <Result kind={kind} /> : <Alert color="red">{t('skillsAssessments.unknownKind')}</Alert>}
    </Stack>
  );
}
