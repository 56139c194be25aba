import { Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useRouteName } from '../../app/route-title';
import { PageBreadcrumbs } from '../../components/ui/page-breadcrumbs';
import { PageHeading } from '../../components/ui/page-heading';
import { RetryAlert } from '../../components/ui/retry-alert';
import { useInterviewReport } from '../../features/interviews/api/interview-report';
import { InterviewReportView } from '../../features/interviews/components/interview-report-view';
import { ApiError } from '../../lib/api-client';

/**
 * /recruiter/interviews/{interview_id}/report (issue #16, decision 0084): one interview as the company reads
 * it: per question the transcript, each criterion's band with the sentences behind it, and overrides.
 */
export default function RecruiterInterviewReportPage() {
  const { t } = useTranslation();
  const title = useRouteName();
  const id = useParams().interview_id ?? '';
  const report = useInterviewReport(id);
  const notFound = report.error instanceof ApiError && report.error.status === 404;
  const heading = report.data
    ? t('interviewReports.title', { name: report.data.candidate_name, job: report.data.job_title })
    : title;
  return (
    <Stack gap="lg" maw={960}>
      <PageBreadcrumbs
        crumbs={[{ label: t('routeNames.recruiter-interviews'), to: '/recruiter/interviews' }, { label: heading }]}
      />
      <PageHeading title={heading} />
      {report.isError ? (
        <RetryAlert
          title={notFound ? t('interviewReports.notFound') : t('interviewReports.loadFailed')}
          retryLabel={t('interviews.retry')}
          onRetry={() => void report.refetch()}
        />
      ) : report.data === undefined ? (
        <Stack gap="sm" role="status" aria-label={t('app.loading')}>
          <Skeleton h={120} />
          <Skeleton h={240} />
        </Stack>
      ) : (
        <InterviewReportView report={report.data} />
      )}
    </Stack>
  );
}
