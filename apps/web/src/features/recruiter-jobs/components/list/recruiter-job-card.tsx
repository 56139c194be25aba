import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { MATCH_SCORE_THRESHOLD } from '@masar/shared/matching';
import { toLocale } from '@masar/shared/messages';
import { IconCalendar, IconMapPin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { UserText } from '../../../../components/ui/user-text';
import { formatLongDate } from '../../../../lib/dates';
import { formatCount, formatPercent } from '../../../../lib/format-number';
import { formatJobLocation } from '../../../../lib/job-facts';
import type { RecruiterJob } from '../../api/list-recruiter-jobs';
import { JobStatusBadge } from './job-status-badge';

/** The day that says most about the job's state: when it was closed, else published, else created. */
function JobDate({ job }: { job: RecruiterJob }) {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  const [key, value] =
    job.status === 'closed' && job.closed_at !== null
      ? (['recruiterJobs.closedOn', job.closed_at] as const)
      : job.status === 'published' && job.published_at !== null
        ? (['recruiterJobs.publishedOn', job.published_at] as const)
        : (['recruiterJobs.created', job.created_at] as const);
  const date = formatLongDate(value, locale);
  return date === null ? null : (
    <Group gap={6} wrap="nowrap">
      <IconCalendar size={16} aria-hidden />
      <Text size="sm" c="dimmed">
        {t(key, { date })}
      </Text>
    </Group>
  );
}

/** "12 candidates above 20%": big, as numbers people care about are (ui.md); published jobs only, as only they are matched. */
export function CandidatesCount({ count, size = 'md' }: { count: number; size?: 'md' | 'lg' }) {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  const threshold = formatPercent(MATCH_SCORE_THRESHOLD * 100, locale);
  return (
    <Stack gap={0} align="center" miw={84} ta="center">
      <Text fz={size === 'lg' ? 36 : 26} fw={700} lh={1.1}>
        {formatCount(count, locale)}
      </Text>
      <Text size="xs" c="dimmed">
        {t('recruiterJobs.candidates', { count, threshold })}
      </Text>
    </Stack>
  );
}

/** One of the company's jobs in its list; the title opens the job. */
export function RecruiterJobCard({ job }: { job: RecruiterJob }) {
  const { t, i18n } = useTranslation();
  const titleId = `recruiter-job-${job.jid}`;
  return (
    <Paper component="article" aria-labelledby={titleId} withBorder radius="lg" p="md">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="md">
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <Group gap="xs" align="center">
            <Anchor
              component={Link}
              to={`/recruiter/jobs/${job.jid}`}
              id={titleId}
              fw={600}
              style={{ overflowWrap: 'anywhere' }}
            >
              {job.job_title === '' ? t('recruiterJobs.untitled') : <UserText>{job.job_title}</UserText>}
            </Anchor>
            <JobStatusBadge status={job.status} />
          </Group>
          <Group gap="md" style={{ rowGap: 4 }}>
            <Group gap={6} wrap="nowrap">
              <IconMapPin size={16} aria-hidden />
              <Text size="sm" c="dimmed">
                <UserText>{formatJobLocation(job.location, toLocale(i18n.language), t)}</UserText>
              </Text>
            </Group>
            <JobDate job={job} />
          </Group>
        </Stack>
        {job.status === 'published' && <CandidatesCount count={job.candidates_count} />}
      </Group>
    </Paper>
  );
}
