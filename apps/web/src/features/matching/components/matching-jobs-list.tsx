import { Button, Group, Paper, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { CANDIDATE_JOBS_PAGE_SIZE } from '@masar/shared/matching';
import { toLocale } from '@masar/shared/messages';
import { IconBriefcase, IconHeart, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { ListPager } from '../../../components/ui/list-pager';
import { useFavoriteJobs } from '../api/get-favorite-jobs';
import { useMatchingJobs } from '../api/get-matching-jobs';
import { useToggleFavorite } from '../api/job-action';
import { MatchedJobCard } from './matched-job-card';

interface MatchingJobsListProps {
  page: number;
  /** Already debounced and trimmed. */
  search: string;
  favoritesOnly: boolean;
  onPageChange: (page: number) => void;
  onClearFilters: () => void;
}

export function JobCardsSkeleton({ count }: { count: number }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" role="status" aria-label={t('matching.loading')}>
      {Array.from({ length: count }, (_, index) => (
        <Paper key={index} withBorder radius="lg" p="md">
          <Stack gap="sm">
            <Group justify="space-between" wrap="nowrap">
              <Stack gap={6} style={{ flex: 1 }}>
                <Skeleton h={20} w="80%" />
                <Skeleton h={14} w="50%" />
              </Stack>
              <Skeleton h={40} w={56} />
            </Group>
            <Skeleton h={14} />
            <Skeleton h={22} w="40%" />
          </Stack>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

/** The candidate's matching jobs, 12 a page (spec §9), with the favourite status confirmed (spec §8). */
export function MatchingJobsList({ page, search, favoritesOnly, onPageChange, onClearFilters }: MatchingJobsListProps) {
  const { t, i18n } = useTranslation();
  const params = {
    page,
    limit: CANDIDATE_JOBS_PAGE_SIZE,
    ...(search === '' ? {} : { jobTitle: search }),
    ...(favoritesOnly ? { favoritesOnly: true } : {}),
  };
  const jobs = useMatchingJobs(params, toLocale(i18n.language));
  const shownIds = jobs.data?.results.map((job) => job.jid) ?? [];
  const favorites = useFavoriteJobs(jobs.isPlaceholderData ? [] : shownIds);
  const toggleFavorite = useToggleFavorite();

  if (jobs.isPending) return <JobCardsSkeleton count={6} />;
  if (jobs.isError) {
    return (
      <EmptyState
        icon={<IconBriefcase size={26} />}
        title={t('matching.loadFailed')}
        body={jobs.error.message}
        action={
          <Button variant="light" onClick={() => void jobs.refetch()}>
            {t('matching.retry')}
          </Button>
        }
      />
    );
  }

  const list = jobs.data;
  if (list.results.length === 0) {
    return (
      <EmptyMatches
        search={search}
        favoritesOnly={favoritesOnly}
        computing={list.updated_at === null}
        onClearFilters={onClearFilters}
      />
    );
  }

  return (
    <Stack gap="md" aria-busy={jobs.isPlaceholderData}>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {list.results.map((job) => {
          const favorite = favorites.data?.get(job.jid) ?? job.is_favorite;
          return (
            <MatchedJobCard
              key={job.jid}
              job={job}
              favorite={favorite}
              onToggleFavorite={() => toggleFavorite.mutate({ jobId: job.jid, favorite: !favorite })}
            />
          );
        })}
      </SimpleGrid>
      <ListPager
        totalLabel={t('matching.total', { count: list.total })}
        total={list.total}
        pageSize={CANDIDATE_JOBS_PAGE_SIZE}
        page={page}
        onPageChange={onPageChange}
        label={t('matching.pages')}
      />
    </Stack>
  );
}

interface EmptyMatchesProps {
  search: string;
  favoritesOnly: boolean;
  /** The first computation of the candidate's matches is still running. */
  computing: boolean;
  onClearFilters: () => void;
}

function EmptyMatches({ search, favoritesOnly, computing, onClearFilters }: EmptyMatchesProps) {
  const { t } = useTranslation();
  if (search !== '' || favoritesOnly) {
    return (
      <EmptyState
        icon={favoritesOnly && search === '' ? <IconHeart size={26} /> : <IconSearch size={26} />}
        title={t('matching.emptyFilteredTitle')}
        body={search !== '' ? t('matching.emptySearch', { search }) : t('matching.emptyFavorites')}
        action={
          <Button variant="light" onClick={onClearFilters}>
            {t('matching.showAll')}
          </Button>
        }
      />
    );
  }
  return (
    <EmptyState
      icon={<IconBriefcase size={26} />}
      title={t(computing ? 'matching.computingTitle' : 'matching.emptyTitle')}
      body={t(computing ? 'matching.computing' : 'matching.emptyBody')}
      action={
        computing ? undefined : (
          <Button component={Link} to="/candidate/profile" variant="light">
            {t('matching.completeProfile')}
          </Button>
        )
      }
    />
  );
}
