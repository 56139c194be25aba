import { Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useRouteName } from '../../app/route-title';
import { PageHeading } from '../../components/ui/page-heading';
import { TeamCard } from '../../features/invitations/components/team-card';
import { TopJobsCard } from '../../features/recruiter-jobs/components/list/top-jobs-card';

/** The recruiter workspace's home: the top jobs and the team; candidates and interviews come later. */
export default function RecruiterDashboardPage() {
  const { t } = useTranslation();
  const title = useRouteName();
  return (
    <Stack gap="lg">
      <PageHeading title={title} />
      <TopJobsCard />
      <TeamCard />
      <Paper withBorder radius="lg" p="xl">
        <Text c="dimmed">{t('recruiterDashboard.comingSoon')}</Text>
      </Paper>
    </Stack>
  );
}
