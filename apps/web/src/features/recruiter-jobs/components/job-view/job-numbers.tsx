import { Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { RecruiterJobDetail } from '@masar/shared/jobs';
import { toLocale } from '@masar/shared/messages';
import { useTranslation } from 'react-i18next';
import { formatLongDate } from '../../../../lib/dates';
import { CandidatesCount } from '../list/recruiter-job-card';
import { JobStatusBadge } from '../list/job-status-badge';

function DateFact({ label, value }: { label: string; value: string | null }) {
  const { t, i18n } = useTranslation();
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm">{formatLongDate(value, toLocale(i18n.language)) ?? t('recruiterJobs.notYet')}</Text>
    </Stack>
  );
}

/** The job's numbers: its candidates above the threshold (published jobs are matched), its status and its days. */
export function JobNumbers({ job }: { job: RecruiterJobDetail }) {
  const { t } = useTranslation();
  return (
    <Paper component="section" aria-labelledby="job-numbers" withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <Title order={2} fz="lg" id="job-numbers">
          {t('recruiterJobs.numbersTitle')}
        </Title>
        <Group gap="xl" align="flex-start">
          {job.status === 'published' && <CandidatesCount count={job.candidates_count} size="lg" />}
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md" style={{ flex: 1, minWidth: 220 }}>
            <Stack gap={2}>
              <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                {t('recruiterJobs.statusLabel')}
              </Text>
              <div>
                <JobStatusBadge status={job.status} />
              </div>
            </Stack>
            <DateFact label={t('recruiterJobs.createdLabel')} value={job.created_at} />
            <DateFact label={t('recruiterJobs.publishedLabel')} value={job.published_at} />
            {job.closed_at !== null && <DateFact label={t('recruiterJobs.closedLabel')} value={job.closed_at} />}
          </SimpleGrid>
        </Group>
        {job.status !== 'published' && (
          <Text size="sm" c="dimmed">
            {t(job.status === 'draft' ? 'recruiterJobs.draftNote' : 'recruiterJobs.closedNote')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
