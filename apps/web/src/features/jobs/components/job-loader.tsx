import { Button, Group, Paper, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import type { Job } from '@masar/shared/jobs';
import { IconBriefcaseOff } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/api-client';

interface JobNotFoundProps {
  error: Error;
  onRetry: () => void;
  backTo: string;
  backLabel: string;
}

/**
 * The job could not be shown: an unknown job says the server's 'Job not exist' (spec §8) in place of the
 * job; any other failure says what happened and offers to try again.
 */
function JobNotFound({ error, onRetry, backTo, backLabel }: JobNotFoundProps) {
  const { t } = useTranslation();
  const unknown = error instanceof ApiError && (error.status === 404 || error.status === 400);
  return (
    <Paper withBorder radius="lg" p="xl" role="alert">
      <Stack align="flex-start" gap="sm">
        <ThemeIcon size={48} radius="xl" variant="light" color="gray" aria-hidden>
          <IconBriefcaseOff size={26} />
        </ThemeIcon>
        <Text fw={600}>{error.message}</Text>
        <Text size="sm" c="dimmed">
          {t(unknown ? 'jobs.notFoundHint' : 'jobs.loadFailedHint')}
        </Text>
        <Group gap="sm">
          {!unknown && (
            <Button variant="light" onClick={onRetry}>
              {t('jobs.retry')}
            </Button>
          )}
          <Button component={Link} to={backTo} variant="default">
            {backLabel}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

interface JobLoaderProps {
  job: UseQueryResult<Job>;
  /** Where "back" goes when the job cannot be shown. */
  backTo: string;
  backLabel: string;
  children: (job: Job) => ReactNode;
}

/** A job page's body: a skeleton while the job loads, 'Job not exist' when it cannot be shown, else the job. */
export function JobLoader({ job, backTo, backLabel, children }: JobLoaderProps) {
  const { t } = useTranslation();
  if (job.isPending) {
    return (
      <Stack gap="md" role="status" aria-label={t('app.loading')}>
        <Skeleton h={160} radius="lg" />
        <Skeleton h={240} radius="lg" />
      </Stack>
    );
  }
  if (job.isError) {
    return <JobNotFound error={job.error} onRetry={() => void job.refetch()} backTo={backTo} backLabel={backLabel} />;
  }
  return children(job.data);
}
