import { Alert, Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { toLocale } from '@masar/shared/messages';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useRouteName } from '../../../app/route-title';
import { PageHeading } from '../../../components/ui/page-heading';
import { useStandardProfile } from '../../../features/recruiter-jobs/api/standard-profiles';
import { StandardProfileView } from '../../../features/recruiter-jobs/components/post-job/standard-profile-view';
import { PostJobBreadcrumbs } from '../../../features/recruiter-jobs/components/post-job/post-job-breadcrumbs';

/** /recruiter/jobs/post-job/:id/view: one standard job profile (a catalogue occupation), to start a job from. */
export default function PostJobViewPage() {
  const { t, i18n } = useTranslation();
  const title = useRouteName();
  const { id = '' } = useParams();
  const profile = useStandardProfile(id, toLocale(i18n.language));

  return (
    <Stack gap="lg">
      <PostJobBreadcrumbs crumbs={[{ label: profile.data?.title ?? title }]} />
      <PageHeading title={title} />
      {profile.isPending ? (
        <Paper withBorder radius="lg" p="lg" role="status" aria-label={t('postJob.loadingProfile')}>
          <Stack gap="sm">
            <Skeleton h={24} w="40%" />
            <Skeleton h={14} />
            <Skeleton h={14} w="80%" />
          </Stack>
        </Paper>
      ) : profile.isError ? (
        <Alert color="red" icon={<IconAlertTriangle aria-hidden />} title={profile.error.message} role="alert">
          <Text size="sm">{t('postJob.profileFailedHint')}</Text>
          <Group mt="sm">
            <Button component={Link} to="/recruiter/jobs/post-job" variant="default" size="compact-sm">
              {t('postJob.backToWays')}
            </Button>
          </Group>
        </Alert>
      ) : (
        <StandardProfileView profile={profile.data} />
      )}
    </Stack>
  );
}
