import { Button, Divider, Group, Stack, Text } from '@mantine/core';
import type { Job } from '@masar/shared/jobs';
import type { UserState } from '@masar/shared/user-states';
import { IconLogin, IconTargetArrow } from '@tabler/icons-react';
import { toLocale } from '@masar/shared/messages';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useRouteName } from '../app/route-title';
import { useSession } from '../app/session/session-store';
import { PageHeading } from '../components/ui/page-heading';
import { usePublicJob } from '../features/jobs/api/get-public-job';
import { CopyLinkButton } from '../features/jobs/components/copy-link-button';
import { JobDescription, JobHeader } from '../features/jobs/components/job-details';
import { JobLoader } from '../features/jobs/components/job-loader';
import { withRedirect } from './auth/redirect-query';
import { useSectorName } from '../features/common-data/api/get-sectors';

/** What the visitor can do next: log in to see the match, see it, or open the job in their workspace. */
function MatchCallToAction({ job, state }: { job: Job; state: UserState }) {
  const { t } = useTranslation();
  const matchPath = `/candidate/jobs/view/${job.jid}`;
  if (state === 'UNAUTHENTICATED') {
    return (
      <Stack gap="xs">
        <Button
          component={Link}
          to={withRedirect('/auth/login', matchPath)}
          leftSection={<IconLogin size={18} aria-hidden />}
        >
          {t('publicJob.logIn')}
        </Button>
        <Text size="sm" c="dimmed">
          {t('publicJob.noAccount')}{' '}
          <Text component={Link} to={withRedirect('/auth/signup', matchPath)} c="blue.7" size="sm" td="underline">
            {t('publicJob.signUp')}
          </Text>
        </Text>
      </Stack>
    );
  }
  if (state === 'CANDIDATE') {
    return (
      <Button component={Link} to={matchPath} leftSection={<IconTargetArrow size={18} aria-hidden />}>
        {t('jobs.seeMatch')}
      </Button>
    );
  }
  if (state === 'RECRUITER' || state === 'RECRUITER_ADMIN') {
    return (
      <Button component={Link} to={`/job/${job.jid}`} variant="light">
        {t('publicJob.open')}
      </Button>
    );
  }
  return null;
}

/** Spec §2 /public/job/{key}: a published job, open to anyone, to share. */
export default function PublicJobPage() {
  const { t, i18n } = useTranslation();
  const title = useRouteName();
  const sectorName = useSectorName();
  const { key = '' } = useParams();
  const { state } = useSession();
  const job = usePublicJob(key, toLocale(i18n.language));

  return (
    <Stack gap="lg">
      <PageHeading title={title} />
      <JobLoader job={job} backTo="/" backLabel={t('notFound.home')}>
        {(loaded) => (
          <>
            <JobHeader sectorName={sectorName} job={loaded} framed={false}>
              <Group gap="sm" align="flex-start">
                <MatchCallToAction job={loaded} state={state} />
                <CopyLinkButton publicKey={loaded.public_key} />
              </Group>
            </JobHeader>
            <Divider />
            <JobDescription job={loaded} framed={false} />
          </>
        )}
      </JobLoader>
    </Stack>
  );
}
