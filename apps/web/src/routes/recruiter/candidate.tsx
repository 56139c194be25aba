import { Button, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { toLocale } from '@masar/shared/messages';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { useRouteName } from '../../app/route-title';
import { PageBreadcrumbs } from '../../components/ui/page-breadcrumbs';
import { PageHeading } from '../../components/ui/page-heading';
import { useCandidateProfile } from '../../features/job-candidates/api/company-candidates';
import { StartInterviewSection } from '../../features/interviews/components/start-interview-section';
import { CandidateProfileView } from '../../features/job-candidates/components/candidate-profile-view';
import { ApplicantAnswersCard } from '../../features/prescreening/components/applicant-answers';

/** Spec §2 /recruiter/candidates/{id}: one candidate as a recruiter may see them, with their matches to the company's jobs. */
export default function RecruiterCandidatePage() {
  const { t, i18n } = useTranslation();
  const title = useRouteName();
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const profile = useCandidateProfile(id, toLocale(i18n.language));

  return (
    <Stack gap="lg">
      <PageBreadcrumbs
        crumbs={[
          { label: t('routeNames.recruiter-candidates'), to: '/recruiter/candidates' },
          { label: profile.data?.name ?? title },
        ]}
      />
      <PageHeading title={title} />
      {profile.isPending ? (
        <Stack gap="md" role="status" aria-label={t('app.loading')}>
          <Skeleton height={96} radius="lg" />
          <Skeleton height={160} radius="lg" />
        </Stack>
      ) : profile.isError ? (
        <Paper withBorder radius="lg" p="xl">
          <Stack align="flex-start">
            <Text>{t('recruiterCandidates.notFound')}</Text>
            <Button component={Link} to="/recruiter/candidates" variant="default">
              {t('recruiterCandidates.backToCandidates')}
            </Button>
          </Stack>
        </Paper>
      ) : (
        <>
          {params.get('job') !== null && <ApplicantAnswersCard jobId={params.get('job')!} candidateId={id} />}
          <CandidateProfileView profile={profile.data} focusJobId={params.get('job')} afterHeader={<StartInterviewSection profile={profile.data} />} />
        </>
      )}
    </Stack>
  );
}
