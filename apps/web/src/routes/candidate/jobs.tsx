import { Anchor, Group, Stack } from '@mantine/core';
import { IconRoute } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRouteName } from '../../app/route-title';
import { PageHeading } from '../../components/ui/page-heading';
import { JobFilters } from '../../features/matching/components/job-filters';
import { MatchingJobsList } from '../../features/matching/components/matching-jobs-list';
import { useSearchParamsFilters } from '../../lib/use-search-params-filters';

/** The candidate's matching jobs; the filters live in the address, so going back returns to the same page. */
export default function CandidateJobsPage() {
  const { t } = useTranslation();
  const title = useRouteName();
  const { params, update, page, search, setSearch, committedSearch } = useSearchParamsFilters();
  const favoritesOnly = params.get('favorites') === 'true';

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        <PageHeading title={title} description={t('matching.intro')} />
        <Anchor component={Link} to="/candidate/jobs/upskill-career" size="sm">
          <Group gap={4} component="span" wrap="nowrap">
            <IconRoute size={16} aria-hidden />
            {t('matching.upskillLink')}
          </Group>
        </Anchor>
      </Group>
      <JobFilters
        search={search}
        onSearchChange={setSearch}
        favoritesOnly={favoritesOnly}
        onFavoritesOnlyChange={(checked) => update({ favorites: checked ? 'true' : null, page: null })}
      />
      <MatchingJobsList
        page={page}
        search={committedSearch}
        favoritesOnly={favoritesOnly}
        onPageChange={(next) => update({ page: next === 0 ? null : String(next) })}
        onClearFilters={() => {
          setSearch('');
          update({ q: null, favorites: null, page: null });
        }}
      />
    </Stack>
  );
}
