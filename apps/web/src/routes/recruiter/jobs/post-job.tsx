import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useRouteName } from '../../../app/route-title';
import { PageBreadcrumbs } from '../../../components/ui/page-breadcrumbs';
import { PageHeading } from '../../../components/ui/page-heading';
import { PostJobWays } from '../../../features/recruiter-jobs/components/post-job/post-job-ways';

/** /recruiter/jobs/post-job: the four ways to start a job; each ends in the editor of the new draft. */
export default function PostJobPage() {
  const { t } = useTranslation();
  const title = useRouteName();
  return (
    <Stack gap="lg">
      <PageBreadcrumbs crumbs={[{ label: t('routeNames.recruiter-jobs'), to: '/recruiter/jobs' }, { label: title }]} />
      <PageHeading title={title} description={t('postJob.intro')} />
      <PostJobWays />
    </Stack>
  );
}
