import { Grid, Stack } from '@mantine/core';
import { profileCompleteness } from '@masar/shared/profile-completeness';
import { useTranslation } from 'react-i18next';
import { isBuiltPage } from '../../app/route-table';
import { useRouteName } from '../../app/route-title';
import { useSession } from '../../app/session/session-store';
import { PageHeading } from '../../components/ui/page-heading';
import { NextSteps } from '../../features/candidate-home/components/next-steps';
import { TopMatches } from '../../features/matching/components/top-matches';
import { useProfileStatus } from '../../features/profile/api/get-profile-status';
import { ProfileCompletenessCard } from '../../features/profile/components/profile-completeness-card';

/** The candidate's home: the best matches, how complete the profile is, and what to do next. */
export default function CandidateDashboardPage() {
  const { t } = useTranslation();
  const title = useRouteName();
  const { user } = useSession();
  const status = useProfileStatus();
  const profileComplete =
    status.data !== undefined && profileCompleteness(status.data.upload_response).missing.length === 0;

  return (
    <Stack gap="lg">
      <PageHeading
        title={title}
        description={user === null ? undefined : t('dashboard.welcome', { name: user.first_name })}
      />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7, lg: 8 }}>
          <TopMatches />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5, lg: 4 }}>
          <Stack gap="lg">
            <ProfileCompletenessCard />
            <NextSteps profileComplete={profileComplete} isBuilt={isBuiltPage} />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
