import { Button, Group, Stack } from '@mantine/core';
import { JOB_STATUSES } from '@masar/shared/jobs';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRouteName } from '../../../app/route-title';
import { PageHeading } from '../../../components/ui/page-heading';
import { PostingLimit } from '../../../features/recruiter-jobs/components/list/posting-limit';
import { RecruiterJobFilters } from '../../../features/recruiter-jobs/components/list/recruiter-job-filters';
import { RecruiterJobsList } from '../../../features/recruiter-jobs/components/list/recruiter-jobs-list';
import { useSearchParamsFilters } from '../../../lib/use-search-params-filters';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const dayParam = (value: string | null) => (value !== null && DAY.test(value) ? value : '');

/** The company's jobs; the filters live in the address, so going back from a job returns to the same list. */
export default function RecruiterJobsPage() {
  const { t } = useTranslation();
  const title = useRouteName();
  const { params, update, page, search, setSearch, committedSearch } = useSearchParamsFilters();
  const status = JOB_STATUSES.find((known) => known === params.get('status')) ?? null;
  const dateFrom = dayParam(params.get('from'));
  const dateTo = dayParam(params.get('to'));
  const filtered = committedSearch !== '' || status !== null || dateFrom !== '' || dateTo !== '';
  const clearFilters = () => {
    setSearch('');
    update({ q: null, status: null, from: null, to: null, page: null });
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="md">
        <PageHeading title={title} description={t('recruiterJobs.intro')} />
        <Group gap="lg" align="flex-end">
          <PostingLimit />
          <Button component={Link} to="/recruiter/jobs/post-job" leftSection={<IconPlus size={18} aria-hidden />}>
            {t('recruiterJobs.postJob')}
          </Button>
        </Group>
      </Group>
      <RecruiterJobFilters
        search={search}
        status={status}
        dateFrom={dateFrom}
        dateTo={dateTo}
        onSearchChange={setSearch}
        onStatusChange={(next) => update({ status: next, page: null })}
        onDateFromChange={(day) => update({ from: day, page: null })}
        onDateToChange={(day) => update({ to: day, page: null })}
        onClear={clearFilters}
      />
      <RecruiterJobsList
        params={{
          page,
          ...(status === null ? {} : { status }),
          ...(committedSearch === '' ? {} : { jobTitle: committedSearch }),
          ...(dateFrom === '' ? {} : { dateFrom }),
          ...(dateTo === '' ? {} : { dateTo }),
        }}
        filtered={filtered}
        onPageChange={(next) => update({ page: next === 0 ? null : String(next) })}
        onClearFilters={clearFilters}
      />
    </Stack>
  );
}
