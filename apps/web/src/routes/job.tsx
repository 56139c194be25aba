import { Button, Group, Stack } from '@mantine/core';
import { IconTargetArrow } from '@tabler/icons-react';
import { toLocale } from '@masar/shared/messages';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useRouteName } from '../app/route-title';
import { useSession } from '../app/session/session-store';
import { PageBreadcrumbs } from '../components/ui/page-breadcrumbs';
import { PageHeading } from '../components/ui/page-heading';
import { useJob } from '../features/jobs/api/get-job';
import { CopyLinkButton } from '../features/jobs/components/copy-link-button';
import { JobDescription, JobHeader } from '../features/jobs/components/job-details';
import { JobLoader } from '../features/jobs/components/job-loader';
import { useSectorName } from '../features/common-data/api/get-sectors';

/** Spec §2 /job/{id}: a job for candidates and recruiters; a candidate can go on to their match. */
export default function JobPage() {
  const { t, i18n } = useTranslation();
  const title = useRouteName();
  const sectorName = useSectorName();
  const { id = '' } = useParams();
  const { state } = useSession();
  const job = useJob(id, toLocale(i18n.language));
  const candidate = state === 'CANDIDATE';
  const jobsPath = candidate ? '/candidate/jobs' : '/recruiter/jobs';

  return (
    <Stack gap="lg">
      <PageBreadcrumbs
        crumbs={[
          { label: t(candidate ? 'routeNames.candidate-jobs' : 'routeNames.recruiter-jobs'), to: jobsPath },
          { label: job.data?.job_title ?? title },
        ]}
      />
      <PageHeading title={title} />
      <JobLoader job={job} backTo={jobsPath} backLabel={t('jobs.backToJobs')}>
        {(loaded) => (
          <>
            <JobHeader sectorName={sectorName} job={loaded}>
              <Group gap="sm">
                {candidate && (
                  <Button
                    component={Link}
                    to={`/candidate/jobs/view/${loaded.jid}`}
                    leftSection={<IconTargetArrow size={18} aria-hidden />}
                  >
                    {t('jobs.seeMatch')}
                  </Button>
                )}
                {loaded.status === 'published' && <CopyLinkButton publicKey={loaded.public_key} />}
              </Group>
            </JobHeader>
            <JobDescription job={loaded} />
          </>
        )}
      </JobLoader>
    </Stack>
  );
}
