import { Button, Group } from '@mantine/core';
import type { RecruiterJobDetail } from '@masar/shared/jobs';
import { IconEdit, IconListCheck, IconLock, IconSend, IconTrash } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { useCloseJob } from '../../api/close-job';
import { useDeleteJob } from '../../api/delete-job';
import { usePublishJob } from '../../api/publish-job';

type Asking = 'close' | 'delete' | null;

/**
 * What the recruiter can do with the job: edit it and its interview questions, publish it (again), close it,
 * delete it, and copy its public link (the page's own button, given by the route) while it is published. Closing and deleting ask first (decision 0040).
 */
export function JobViewActions({ job, copyLink }: { job: RecruiterJobDetail; copyLink: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [asking, setAsking] = useState<Asking>(null);
  const publish = usePublishJob(job.jid);
  const close = useCloseJob(job.jid);
  const remove = useDeleteJob(job.jid);
  const title = job.job_title === '' ? t('recruiterJobs.untitled') : job.job_title;

  return (
    <>
      <Group gap="sm" role="group" aria-label={t('recruiterJobs.actionsLabel')}>
        {job.status !== 'published' && (
          <Button
            leftSection={<IconSend size={18} aria-hidden />}
            loading={publish.isPending}
            onClick={() => publish.mutate()}
          >
            {t(job.status === 'closed' ? 'recruiterJobs.publishAgain' : 'recruiterJobs.publish')}
          </Button>
        )}
        {job.status === 'published' && copyLink}
        <Button
          component={Link}
          to={`/recruiter/jobs/${job.jid}/edit`}
          variant="default"
          leftSection={<IconEdit size={18} aria-hidden />}
        >
          {t('recruiterJobs.edit')}
        </Button>
        <Button
          component={Link}
          to={`/recruiter/jobs/post-job/${job.jid}/add-questions`}
          variant="default"
          leftSection={<IconListCheck size={18} aria-hidden />}
        >
          {t('recruiterJobs.questions')}
        </Button>
        {job.status === 'published' && (
          <Button variant="default" leftSection={<IconLock size={18} aria-hidden />} onClick={() => setAsking('close')}>
            {t('recruiterJobs.close')}
          </Button>
        )}
        <Button
          variant="subtle"
          color="red"
          leftSection={<IconTrash size={18} aria-hidden />}
          onClick={() => setAsking('delete')}
        >
          {t('recruiterJobs.delete')}
        </Button>
      </Group>
      <ConfirmDialog
        opened={asking === 'close'}
        title={t('recruiterJobs.closeTitle')}
        message={t('recruiterJobs.closeBody', { title })}
        confirmLabel={t('recruiterJobs.close')}
        cancelLabel={t('recruiterJobs.cancel')}
        pending={close.isPending}
        onCancel={() => setAsking(null)}
        onConfirm={() => close.mutate(undefined, { onSettled: () => setAsking(null) })}
      />
      <ConfirmDialog
        opened={asking === 'delete'}
        title={t('recruiterJobs.deleteTitle')}
        message={t('recruiterJobs.deleteBody', { title })}
        confirmLabel={t('recruiterJobs.deleteConfirm')}
        cancelLabel={t('recruiterJobs.cancel')}
        danger
        pending={remove.isPending}
        onCancel={() => setAsking(null)}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => void navigate('/recruiter/jobs', { replace: true }),
            onSettled: () => setAsking(null),
          })
        }
      />
    </>
  );
}
