import { Group, Paper, Skeleton, Stack } from '@mantine/core';
import { toLocale } from '@masar/shared/messages';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useRouteName } from '../../app/route-title';
import { useSession } from '../../app/session/session-store';
import { PageBreadcrumbs } from '../../components/ui/page-breadcrumbs';
import { PageHeading } from '../../components/ui/page-heading';
import { CareerPathSection } from '../../features/career-path/components/career-path-section';
import { useJob } from '../../features/jobs/api/get-job';
import { CopyLinkButton } from '../../features/jobs/components/copy-link-button';
import { JobDescription, JobHeader } from '../../features/jobs/components/job-details';
import { PokeBanner } from '../../features/job-candidates/components/poke-banner';
import { JobLoader } from '../../features/jobs/components/job-loader';
import { useSkillGap } from '../../features/matching/api/get-skill-gap';
import { JobActions } from '../../features/matching/components/job-actions';
import { useJobAction, useMarkApplied } from '../../features/matching/api/job-action';
import { useCandidatePrescreening } from '../../features/prescreening/api/candidate-questions';
import { ApplyStep } from '../../features/prescreening/components/apply-step';
import { showSuccess } from '../../lib/notify';
import { MatchExplanation } from '../../features/matching/components/match-explanation';
import { MatchScore } from '../../features/matching/components/match-score';
import { UpskillCoursesSection } from '../../features/upskilling/components/upskill-courses-section';
import { useSectorName } from '../../features/common-data/api/get-sectors';
import { RetryAlert } from '../../components/ui/retry-alert';

/** One job against the candidate: the match and why, the gaps, courses that close them, and where next. */
export default function CandidateJobPage() {
  const { t, i18n } = useTranslation();
  const title = useRouteName();
  const sectorName = useSectorName();
  const { id = '' } = useParams();
  const { user } = useSession();
  const locale = toLocale(i18n.language);
  const job = useJob(id, locale);
  // Only a job that exists is matched.
  const gap = useSkillGap(id, locale, job.isSuccess);
  // The apply step: the job's pre-screening questions, asked before the application goes (decision 0070).
  const prescreening = useCandidatePrescreening(id, job.isSuccess);
  const apply = useJobAction(id, { errorToast: false });
  const markApplied = useMarkApplied(id);
  const [applying, setApplying] = useState(false);
  // Still loading: the step opens and shows them as they come; not loaded at all: the application goes without.
  const hasQuestions = prescreening.data === undefined ? !prescreening.isError : prescreening.data.length > 0;

  return (
    <Stack gap="lg">
      <PageBreadcrumbs
        crumbs={[
          { label: t('routeNames.candidate-jobs'), to: '/candidate/jobs' },
          { label: job.data?.job_title ?? title },
        ]}
      />
      <PageHeading title={title} />
      <JobLoader job={job} backTo="/candidate/jobs" backLabel={t('jobs.backToJobs')}>
        {(loaded) => (
          <>
            <PokeBanner jobId={loaded.jid} />
            <JobHeader
              sectorName={sectorName}
              job={loaded}
              aside={
                gap.data !== undefined ? (
                  <MatchScore score={gap.data.score} size="xl" />
                ) : gap.isPending ? (
                  <Skeleton h={72} w={96} />
                ) : null
              }
            >
              <Group gap="sm" justify="space-between">
                <JobActions
                  jobId={loaded.jid}
                  onApply={
                    hasQuestions
                      ? () => {
                          apply.reset();
                          setApplying(true);
                        }
                      : undefined
                  }
                />
                <CopyLinkButton publicKey={loaded.public_key} />
              </Group>
            </JobHeader>
            {gap.data !== undefined ? (
              <MatchExplanation gap={gap.data} />
            ) : gap.isError ? (
              <RetryAlert
                title={t('matching.gapFailed')}
                message={gap.error.message}
                retryLabel={t('matching.retry')}
                onRetry={() => void gap.refetch()}
              />
            ) : (
              <Paper withBorder radius="lg" p="lg" role="status" aria-label={t('matching.loadingMatch')}>
                <Stack gap="sm">
                  <Skeleton h={20} w="30%" />
                  <Skeleton h={14} />
                  <Skeleton h={14} w="70%" />
                </Stack>
              </Paper>
            )}
            <ApplyStep
              jobId={loaded.jid}
              opened={applying}
              questions={prescreening.data}
              pending={apply.isPending}
              error={apply.error?.message ?? null}
              onClose={() => setApplying(false)}
              onSubmit={(answers) =>
                apply.mutate(
                  { action: 'apply', prescreening_answers: answers },
                  {
                    onSuccess: ({ message }) => {
                      setApplying(false);
                      showSuccess(message ?? t('matching.appliedToast'));
                    },
                  },
                )
              }
              onAppliedInChat={(message) => {
                setApplying(false);
                showSuccess(message ?? t('matching.appliedToast'));
                void markApplied();
              }}
            />
            <JobDescription job={loaded} />
            <UpskillCoursesSection jobId={loaded.jid} />
            {user !== null && <CareerPathSection userId={user.id} />}
          </>
        )}
      </JobLoader>
    </Stack>
  );
}
