import { Button, Group, SegmentedControl, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { JOB_STATUSES, type JobStatus } from '@masar/shared/jobs';
import { useTranslation } from 'react-i18next';
import { SearchField } from '../../../../components/ui/search-field';

export interface RecruiterJobFilterValues {
  search: string;
  status: JobStatus | null;
  /** YYYY-MM-DD or ''. */
  dateFrom: string;
  dateTo: string;
}

interface RecruiterJobFiltersProps extends RecruiterJobFilterValues {
  onSearchChange: (search: string) => void;
  onStatusChange: (status: JobStatus | null) => void;
  onDateFromChange: (day: string) => void;
  onDateToChange: (day: string) => void;
  onClear: () => void;
}

const ALL = 'all';

/** The title search, the status and the creation dates, each of which narrows the company's jobs. */
export function RecruiterJobFilters(props: RecruiterJobFiltersProps) {
  const { search, status, dateFrom, dateTo } = props;
  const { t } = useTranslation();
  const filtered = search !== '' || status !== null || dateFrom !== '' || dateTo !== '';
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end" gap="sm">
        <SearchField
          label={t('recruiterJobs.search')}
          placeholder={t('recruiterJobs.searchPlaceholder')}
          clearLabel={t('recruiterJobs.clearSearch')}
          value={search}
          onChange={props.onSearchChange}
          w={{ base: '100%', sm: 320 }}
          maxLength={100}
        />
        <SegmentedControl
          aria-label={t('recruiterJobs.statusFilter')}
          value={status ?? ALL}
          onChange={(value) => props.onStatusChange(JOB_STATUSES.find((known) => known === value) ?? null)}
          data={[
            { value: ALL, label: t('recruiterJobs.statusAll') },
            ...JOB_STATUSES.map((value) => ({ value, label: t(`recruiterJobs.statusFilters.${value}`) })),
          ]}
          w={{ base: '100%', sm: 'auto' }}
        />
      </Group>
      <Group align="flex-end" gap="sm">
        <SimpleGrid cols={2} spacing="sm" style={{ flex: 1 }} maw={420}>
          <TextInput
            type="date"
            label={t('recruiterJobs.dateFrom')}
            value={dateFrom}
            max={dateTo === '' ? undefined : dateTo}
            onChange={(event) => props.onDateFromChange(event.currentTarget.value)}
          />
          <TextInput
            type="date"
            label={t('recruiterJobs.dateTo')}
            value={dateTo}
            min={dateFrom === '' ? undefined : dateFrom}
            onChange={(event) => props.onDateToChange(event.currentTarget.value)}
          />
        </SimpleGrid>
        {filtered && (
          <Button variant="subtle" onClick={props.onClear}>
            {t('recruiterJobs.clearFilters')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
