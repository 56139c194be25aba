import { Button, Paper, Skeleton, Stack } from '@mantine/core';
import { toLocale } from '@masar/shared/messages';
import { IconBriefcase, IconPlus, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../../components/ui/empty-state';
import { ListPager } from '../../../../components/ui/list-pager';
import { RECRUITER_JOBS_PAGE_SIZE, useRecruiterJobs, type RecruiterJobsParams } from '../../api/list-recruiter-jobs';
import { RecruiterJobCard } from './recruiter-job-card';

interface RecruiterJobsListProps {
  params: Omit<RecruiterJobsParams, 'limitPerPage'>;
  /** Whether any filter narrows the list: an empty list then says to clear them, not to post a first job. */
  filtered: boolean;
  onPageChange: (page: number) => void;
  onClearFilters: () => void;
}

export function RecruiterJobsList({ params, filtered, onPageChange, onClearFilters }: RecruiterJobsListProps) {
  const { t, i18n } = useTranslation();
  const jobs = useRecruiterJobs({ ...params, limitPerPage: RECRUITER_JOBS_PAGE_SIZE }, toLocale(i18n.language));

  if (jobs.isPending) {
    return (
      <Stack gap="sm" role="status" aria-label={t('recruiterJobs.loading')}>
        {Array.from({ length: 4 }, (_, index) => (
          <Paper key={index} withBorder radius="lg" p="md">
            <Stack gap="xs">
              <Skeleton h={20} w="60%" />
              <Skeleton h={14} w="40%" />
            </Stack>
          </Paper>
        ))}
      </Stack>
    );
  }
  if (jobs.isError) {
    return (
      <EmptyState
        icon={<IconBriefcase size={26} />}
        title={t('recruiterJobs.loadFailed')}
        body={jobs.error.message}
        action={
          <Button variant="light" onClick={() => void jobs.refetch()}>
            {t('recruiterJobs.retry')}
          </Button>
        }
      />
    );
  }

  const list = jobs.data;
  if (list.results.length === 0) {
    return filtered ? (
      <EmptyState
        icon={<IconSearch size={26} />}
        title={t('recruiterJobs.noMatchTitle')}
        body={t('recruiterJobs.noMatchBody')}
        action={
          <Button variant="light" onClick={onClearFilters}>
            {t('recruiterJobs.clearFilters')}
          </Button>
        }
      />
    ) : (
      <EmptyState
        icon={<IconBriefcase size={26} />}
        title={t('recruiterJobs.noJobsTitle')}
        body={t('recruiterJobs.noJobsBody')}
        action={
          <Button component={Link} to="/recruiter/jobs/post-job" leftSection={<IconPlus size={18} aria-hidden />}>
            {t('recruiterJobs.postJob')}
          </Button>
        }
      />
    );
  }

  return (
    <Stack gap="md" aria-busy={jobs.isPlaceholderData}>
      <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {list.results.map((job) => (
          <li key={job.jid}>
            <RecruiterJobCard job={job} />
          </li>
        ))}
      </Stack>
      <ListPager
        totalLabel={t('recruiterJobs.total', { count: list.total })}
        total={list.total}
        pageSize={RECRUITER_JOBS_PAGE_SIZE}
        page={params.page}
        onPageChange={onPageChange}
        label={t('recruiterJobs.pages')}
      />
    </Stack>
  );
}
