import { Alert, Button, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useRouteName } from '../../app/route-title';
import { PageBreadcrumbs } from '../../components/ui/page-breadcrumbs';
import { PageHeading } from '../../components/ui/page-heading';
import { RetryAlert } from '../../components/ui/retry-alert';
import { ApiError } from '../../lib/api-client';
import { useInterview } from '../../features/interviews/api/interview';
import { InterviewRoom } from '../../features/interviews/components/interview-room';

/**
 * Spec §2 /candidate/interviews/start/{interview_id} (issue #16): the interview room. An interview that
 * can no longer be taken says so and leads back to the list.
 */
export default function InterviewRoomPage() {
  const { t } = useTranslation();
  const title = useRouteName();
  const { interview_id: id = '' } = useParams();
  const interview = useInterview(id);
  const data = interview.data;
  const closed = data && !['invited', 'in_progress', 'completed'].includes(data.state);
  return (
    <Stack gap="lg">
      <PageBreadcrumbs crumbs={[{ label: t('routeNames.candidate-interviews'), to: '/candidate/interviews' }, { label: data?.job_title ?? title }]} />
      <PageHeading title={title} />
      {data && <Text c="dimmed">{t('interviewRoom.for', { job: data.job_title, company: data.company_name })}</Text>}
      {interview.isError ? (
        interview.error instanceof ApiError && interview.error.status === 404 ? (
          <Alert color="red" role="alert">
            {interview.error.message}
          </Alert>
        ) : (
          <RetryAlert title={t('interviewRoom.loadFailed')} retryLabel={t('interviews.retry')} onRetry={() => void interview.refetch()} />
        )
      ) : data === undefined ? (
        <Skeleton h={240} role="status" aria-label={t('app.loading')} />
      ) : closed ? (
        <Stack gap="sm" align="flex-start">
          <Alert color="gray">{t('interviewRoom.closed', { state: t(`interviews.state.${data.state}`) })}</Alert>
          <Button component={Link} to="/candidate/interviews" variant="default">
            {t('interviewRoom.received.back')}
          </Button>
        </Stack>
      ) : (
        <InterviewRoom initial={data} />
      )}
    </Stack>
  );
}
