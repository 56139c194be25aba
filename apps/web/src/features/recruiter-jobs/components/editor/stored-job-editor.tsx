import { Alert, Button, Group, Skeleton, Stack, type ComboboxItem } from '@mantine/core';
import type { Job } from '@masar/shared/jobs';
import { toLocale } from '@masar/shared/messages';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRecruiterJob } from '../../api/get-recruiter-job';
import { valuesFromJob } from './editor-values';
import { JobEditor } from './job-editor';

interface StoredJobEditorProps {
  jobId: string;
  /** A draft just started in the post-job flow, or a job the company has had. */
  kind: 'new-draft' | 'existing';
  sectors: ComboboxItem[];
  onSaved: (job: Job) => void;
}

/** The editor of one of the company's jobs, with the parser's marks kept on the job (GET job/{id}). */
export function StoredJobEditor({ jobId, kind, sectors, onSaved }: StoredJobEditorProps) {
  const { t, i18n } = useTranslation();
  const job = useRecruiterJob(jobId, toLocale(i18n.language));
  if (job.isPending) {
    return (
      <Stack gap="md" role="status" aria-label={t('app.loading')}>
        <Skeleton h={200} radius="lg" />
        <Skeleton h={160} radius="lg" />
      </Stack>
    );
  }
  if (job.isError) {
    // 'Job not exist' (spec §8) for another company's job or one that was deleted.
    return (
      <Alert color="red" icon={<IconAlertTriangle aria-hidden />} title={job.error.message} role="alert">
        <Group gap="sm" mt="xs">
          <Button variant="light" color="red" size="compact-sm" onClick={() => void job.refetch()}>
            {t('jobs.retry')}
          </Button>
          <Button component={Link} to="/recruiter/jobs" variant="default" size="compact-sm">
            {t('jobEditor.backToJobs')}
          </Button>
        </Group>
      </Alert>
    );
  }
  return (
    <JobEditor
      // The job asked again in another language starts the form afresh with its names.
      key={`${job.data.jid}-${i18n.language}`}
      mode={{ kind, jobId: job.data.jid }}
      initialValues={valuesFromJob(job.data)}
      reading={job.data.reading}
      origin={job.data.origin}
      sectors={sectors}
      onSaved={onSaved}
    />
  );
}
