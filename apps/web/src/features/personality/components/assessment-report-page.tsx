import { Alert, Skeleton, Stack } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageBreadcrumbs } from '../../../components/ui/page-breadcrumbs';
import { PageHeading } from '../../../components/ui/page-heading';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { ApiError } from '../../../lib/api-client';
import { useAssessmentSummary } from '../api/personality';
import { PersonalityReport, useReportWords, type ReportAudience } from './personality-report';
import { ReportPdfButton } from '../../../components/ui/report-pdf-button';
import { personalityPdf } from '../../../lib/report-pdf';
import { fillWords } from '@masar/shared/personality-words';

/**
 * report/{assessment_id} for the candidate and for the company's recruiters: the same report; the
 * recruiter's heading names the candidate. 'Assessments Not Found' for one the caller may not read.
 */
export function AssessmentReportPage({ audience, title }: { audience: ReportAudience; title: string }) {
  const { t } = useTranslation();
  const words = useReportWords();
  const id = useParams().assessment_id ?? '';
  const summary = useAssessmentSummary(id);
  const notFound = summary.error instanceof ApiError && summary.error.status === 404;
  const heading =
    audience === 'recruiter' && summary.data
      ? fillWords(words.report.candidateTitle, { name: summary.data.name })
      : title;
  return (
    <Stack gap="lg" maw={960}>
      {audience === 'recruiter' && (
        <PageBreadcrumbs
          crumbs={[{ label: t('routeNames.recruiter-assessments'), to: '/recruiter/assessments' }, { label: heading }]}
        />
      )}
      <PageHeading title={heading} />
      {notFound ? (
        // Another try gives the same answer: nothing to retry.
        <Alert color="red" icon={<IconAlertTriangle aria-hidden />} title={t('personality.report.notFound')} />
      ) : summary.isError ? (
        <RetryAlert
          title={t('personality.report.loadFailed')}
          retryLabel={t('personality.report.retry')}
          onRetry={() => void summary.refetch()}
        />
      ) : summary.data ? (
        <>
          <ReportPdfButton source={personalityPdf(summary.data.assessment_id)} />
          <PersonalityReport summary={summary.data} audience={audience} />
        </>
      ) : (
        <Skeleton h={320} role="status" aria-label={t('personality.intro.loading')} />
      )}
    </Stack>
  );
}
