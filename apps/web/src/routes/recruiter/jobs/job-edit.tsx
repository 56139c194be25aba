import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useRouteName } from '../../../app/route-title';
import { PageBreadcrumbs } from '../../../components/ui/page-breadcrumbs';
import { PageHeading } from '../../../components/ui/page-heading';
import { useSectorOptions } from '../../../features/common-data/api/get-sectors';
import { StoredJobEditor } from '../../../features/recruiter-jobs/components/editor/stored-job-editor';

/** /recruiter/jobs/:id/edit: one of the company's jobs in the editor; saving goes back to the job. */
export default function JobEditPage() {
  const { t } = useTranslation();
  const title = useRouteName();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const sectors = useSectorOptions();
  const jobPath = `/recruiter/jobs/${encodeURIComponent(id)}`;

  return (
    <Stack gap="lg">
      <PageBreadcrumbs
        crumbs={[
          { label: t('routeNames.recruiter-jobs'), to: '/recruiter/jobs' },
          { label: t('routeNames.recruiter-job'), to: jobPath },
          { label: title },
        ]}
      />
      <PageHeading title={title} />
      <StoredJobEditor jobId={id} kind="existing" sectors={sectors} onSaved={(job) => void navigate(`/recruiter/jobs/${encodeURIComponent(job.jid)}`)} />
    </Stack>
  );
}
