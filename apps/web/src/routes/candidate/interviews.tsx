import { Button, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { InterviewState, InterviewSummary } from '@masar/shared/interviews';
import { IconMicrophone } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRouteName } from '../../app/route-title';
import { EmptyState } from '../../components/ui/empty-state';
import { PageBreadcrumbs } from '../../components/ui/page-breadcrumbs';
import { PageHeading } from '../../components/ui/page-heading';
import { RetryAlert } from '../../components/ui/retry-alert';
import { useInterviewList } from '../../features/interviews/api/list-interviews';
import { ReceivedInterview } from '../../features/interviews/components/received-interview';
import { InterviewCard } from '../../features/interviews/components/interview-card';

/** A candidate has a handful of interviews: one page of the most the list gives holds them all. */
const CANDIDATE_LIST_LIMIT = 50;

const SECTIONS = [
  { key: 'invitations', states: ['invited'] },
  { key: 'inProgress', states: ['in_progress'] },
  { key: 'done', states: ['completed', 'cancelled', 'expired'] },
] as const satisfies ReadonlyArray<{ key: string; states: readonly InterviewState[] }>;

function StartLink({ interview }: { interview: InterviewSummary }) {
  const { t } = useTranslation();
  if (interview.state !== 'invited' && interview.state !== 'in_progress') return null;
  const label = interview.state === 'invited' ? t('interviews.candidate.start') : t('interviews.candidate.continue');
  return (
    <Button component={Link} to={`/candidate/interviews/start/${interview.interview_id}`} size="xs" aria-label={`${label}: ${interview.job_title}`}>
      {label}
    </Button>
  );
}

/**
 * Spec §2 /candidate/interviews (issue #16): the candidate's interviews in three sections, invitations,
 * in progress and done, each invitation with its way into the interview room.
 */
export default function CandidateInterviewsPage() {
  const { t } = useTranslation();
  const title = useRouteName();
  const list = useInterviewList({ page: 0, limit: CANDIDATE_LIST_LIMIT });
  const data = list.data;
  return (
    <Stack gap="lg">
      <PageBreadcrumbs crumbs={[{ label: title }]} />
      <PageHeading title={title} />
      <Text c="dimmed">{t('interviews.candidate.intro')}</Text>
      {list.isError ? (
        <RetryAlert title={t('interviews.loadFailed')} retryLabel={t('interviews.retry')} onRetry={() => void list.refetch()} />
      ) : data === undefined ? (
        <Stack gap="sm" role="status" aria-label={t('app.loading')}>
          <Skeleton h={72} />
          <Skeleton h={72} />
        </Stack>
      ) : data.results.length === 0 ? (
        <EmptyState icon={<IconMicrophone size={24} />} title={t('interviews.candidate.emptyTitle')} body={t('interviews.candidate.empty')} />
      ) : (
        SECTIONS.map((section) => {
          const interviews = data.results.filter((interview) => (section.states as readonly InterviewState[]).includes(interview.state));
          return (
            <Stack component="section" gap="sm" key={section.key} aria-labelledby={`interviews-${section.key}`}>
              <Title order={2} size="h4" id={`interviews-${section.key}`}>
                {t(`interviews.candidate.sections.${section.key}`, { count: interviews.length })}
              </Title>
              {interviews.length === 0 ? (
                <Text size="sm" c="dimmed">
                  {t(`interviews.candidate.none.${section.key}`)}
                </Text>
              ) : (
                <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
                  {interviews.map((interview) => (
                    <InterviewCard
                      key={interview.interview_id}
                      interview={interview}
                      title={interview.job_title}
                      subtitle={interview.company_name}
                      action={interview.state === 'completed' ? <ReceivedInterview interview={interview} /> : <StartLink interview={interview} />}
                    />
                  ))}
                </Stack>
              )}
            </Stack>
          );
        })
      )}
    </Stack>
  );
}
