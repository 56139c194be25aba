import { Button, Group, Select, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { INTERVIEW_LIST_LIMIT, INTERVIEW_STATES, type InterviewState } from '@masar/shared/interviews';
import { toLocale } from '@masar/shared/messages';
import { IconMicrophone } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRouteName } from '../../app/route-title';
import { useSession } from '../../app/session/session-store';
import { EmptyState } from '../../components/ui/empty-state';
import { ListPager } from '../../components/ui/list-pager';
import { PageBreadcrumbs } from '../../components/ui/page-breadcrumbs';
import { PageHeading } from '../../components/ui/page-heading';
import { RetryAlert } from '../../components/ui/retry-alert';
import { useRedoAllowed } from '../../features/interviews/api/company-actions';
import { useInterviewList } from '../../features/interviews/api/list-interviews';
import { InterviewCompanyActions } from '../../features/interviews/components/interview-company-actions';
import { InterviewCard } from '../../features/interviews/components/interview-card';
import { InterviewSettingsCard } from '../../features/interviews/components/interview-settings-card';
import { useRecruiterJobs } from '../../features/recruiter-jobs/api/list-recruiter-jobs';
import { useSearchParamsFilters } from '../../lib/use-search-params-filters';

type ListedState = Exclude<InterviewState, 'deleted'>;
const LISTED_STATES = INTERVIEW_STATES.filter((state): state is ListedState => state !== 'deleted');
/** The candidate filter offers the people of the company's latest interviews: one page of the most the list gives. */
const CANDIDATE_OPTIONS_LIMIT = 50;
/** The job filter offers the company's latest jobs. */
const JOB_OPTIONS_LIMIT = 100;

const isListedState = (value: string | null): value is ListedState => value !== null && (LISTED_STATES as readonly string[]).includes(value);

/**
 * Spec §2 /recruiter/interviews (issue #16): the company's interviews, newest first, filtered by job,
 * candidate and status, 10 a page (spec §9), and the company's interview settings (decision 0100), which
 * recruiter admins change and the other recruiters read.
 */
export default function RecruiterInterviewsPage() {
  const { t, i18n } = useTranslation();
  const title = useRouteName();
  const { state: userState } = useSession();
  const { params, update, page } = useSearchParamsFilters();
  const jobId = params.get('job') ?? undefined;
  const candidateId = params.get('candidate') ?? undefined;
  const stateParam = params.get('status');
  const state = isListedState(stateParam) ? stateParam : undefined;
  const list = useInterviewList({ page, limit: INTERVIEW_LIST_LIMIT, jobId, candidateId, state });
  const people = useInterviewList({ page: 0, limit: CANDIDATE_OPTIONS_LIMIT });
  const redoAllowed = useRedoAllowed();
  const jobs = useRecruiterJobs({ page: 0, limitPerPage: JOB_OPTIONS_LIMIT }, toLocale(i18n.language));
  const candidateOptions = [...new Map((people.data?.results ?? []).map((row) => [row.candidate_id, row.candidate_name])).entries()].map(([value, label]) => ({ value, label }));
  const data = list.data;
  const filtered = jobId !== undefined || candidateId !== undefined || state !== undefined;
  return (
    <Stack gap="lg">
      <PageBreadcrumbs crumbs={[{ label: title }]} />
      <PageHeading title={title} />
      <Text c="dimmed">{t('interviews.recruiter.intro')}</Text>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Select
          label={t('interviews.recruiter.job')}
          placeholder={t('interviews.recruiter.anyJob')}
          data={(jobs.data?.results ?? []).map((job) => ({ value: job.jid, label: job.job_title }))}
          value={jobId ?? null}
          onChange={(value) => update({ job: value, page: null })}
          searchable
          clearable
        />
        <Select
          label={t('interviews.recruiter.candidate')}
          placeholder={t('interviews.recruiter.anyCandidate')}
          data={candidateOptions}
          value={candidateId ?? null}
          onChange={(value) => update({ candidate: value, page: null })}
          searchable
          clearable
        />
        <Select
          label={t('interviews.recruiter.status')}
          placeholder={t('interviews.recruiter.anyStatus')}
          data={LISTED_STATES.map((value) => ({ value, label: t(`interviews.state.${value}`) }))}
          value={state ?? null}
          onChange={(value) => update({ status: value, page: null })}
          clearable
        />
      </SimpleGrid>
      {list.isError ? (
        <RetryAlert title={t('interviews.loadFailed')} retryLabel={t('interviews.retry')} onRetry={() => void list.refetch()} />
      ) : data === undefined ? (
        <Stack gap="sm" role="status" aria-label={t('app.loading')}>
          <Skeleton h={72} />
          <Skeleton h={72} />
        </Stack>
      ) : data.results.length === 0 ? (
        <EmptyState
          icon={<IconMicrophone size={24} />}
          title={t('interviews.recruiter.emptyTitle')}
          body={filtered ? t('interviews.recruiter.emptyFiltered') : t('interviews.recruiter.empty')}
        />
      ) : (
        <Stack gap="sm">
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('interviews.recruiter.list')}>
            {data.results.map((interview) => (
              <InterviewCard
                key={interview.interview_id}
                interview={interview}
                title={interview.candidate_name}
                subtitle={interview.job_title}
                action={
                  <Group gap="xs" justify="flex-end">
                    {interview.state === 'completed' && (
                      <Button component={Link} to={`/recruiter/interviews/${interview.interview_id}/report`} size="xs" variant="light" aria-label={`${t('interviewReports.open')}: ${interview.candidate_name}`}>
                        {t('interviewReports.open')}
                      </Button>
                    )}
                    <InterviewCompanyActions interview={interview} redoAllowed={redoAllowed} />
                  </Group>
                }
              />
            ))}
          </Stack>
          <ListPager
            totalLabel={t('interviews.recruiter.total', { count: data.total })}
            total={data.total}
            pageSize={INTERVIEW_LIST_LIMIT}
            page={page}
            onPageChange={(next) => update({ page: next === 0 ? null : String(next) })}
            label={t('interviews.recruiter.pages')}
          />
        </Stack>
      )}
      <InterviewSettingsCard canChange={userState === 'RECRUITER_ADMIN'} />
    </Stack>
  );
}
