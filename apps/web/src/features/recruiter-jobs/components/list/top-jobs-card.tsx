import { Anchor, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { toLocale } from '@masar/shared/messages';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SectionCard } from '../../../../components/ui/section-card';
import { UserText } from '../../../../components/ui/user-text';
import { formatCount } from '../../../../lib/format-number';
import { useTotalJobs } from '../../api/get-total-jobs';
import { useRecruiterJobs } from '../../api/list-recruiter-jobs';
import { JobStatusBadge } from './job-status-badge';
import { CandidatesCount } from './recruiter-job-card';

/** The dashboard's top jobs (POST jobs/ with dashboard: true, page 0 of 5) and the company's totals. */
export function TopJobsCard() {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  const jobs = useRecruiterJobs({ page: 0, limitPerPage: 5, dashboard: true }, locale);
  const totals = useTotalJobs();
  const summary =
    totals.data === undefined
      ? undefined
      : t('recruiterJobs.topJobsTotal', {
          total: formatCount(totals.data.total, locale),
          published: formatCount(totals.data.published, locale),
          limit: formatCount(totals.data.limit, locale),
        });

  return (
    <SectionCard
      id="top-jobs"
      title={t('recruiterJobs.topJobsTitle')}
      description={summary}
      aside={
        <Anchor component={Link} to="/recruiter/jobs" size="sm">
          {t('recruiterJobs.seeAllJobs')}
        </Anchor>
      }
    >
      {jobs.isPending ? (
        <Stack gap="xs" role="status" aria-label={t('recruiterJobs.loading')}>
          {Array.from({ length: 3 }, (_, index) => (
            <Skeleton key={index} h={48} radius="sm" />
          ))}
        </Stack>
      ) : jobs.isError ? (
        <Text size="sm" c="dimmed">
          {jobs.error.message}
        </Text>
      ) : jobs.data.results.length === 0 ? (
        <Stack gap="sm" align="flex-start">
          <Text size="sm" c="dimmed">
            {t('recruiterJobs.topJobsEmpty')}
          </Text>
          <Button component={Link} to="/recruiter/jobs/post-job" leftSection={<IconPlus size={18} aria-hidden />}>
            {t('recruiterJobs.postJob')}
          </Button>
        </Stack>
      ) : (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {jobs.data.results.map((job) => (
            <Group key={job.jid} component="li" justify="space-between" wrap="nowrap" gap="md">
              <Group gap="xs" style={{ minWidth: 0 }}>
                <Anchor
                  component={Link}
                  to={`/recruiter/jobs/${job.jid}`}
                  fw={600}
                  style={{ overflowWrap: 'anywhere' }}
                >
                  {job.job_title === '' ? t('recruiterJobs.untitled') : <UserText>{job.job_title}</UserText>}
                </Anchor>
                {job.status !== 'published' && <JobStatusBadge status={job.status} />}
              </Group>
              {job.status === 'published' && <CandidatesCount count={job.candidates_count} />}
            </Group>
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}
