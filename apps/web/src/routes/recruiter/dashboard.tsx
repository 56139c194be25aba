import { Stack } from '@mantine/core';
import { useRouteName } from '../../app/route-title';
import { PageHeading } from '../../components/ui/page-heading';
import { TeamCard } from '../../features/invitations/components/team-card';
import { TopJobsCard } from '../../features/recruiter-jobs/components/list/top-jobs-card';
import { RecruiterStatsSection } from '../../features/recruiter-stats/components/recruiter-stats';

/** The recruiter workspace's home: the week's or month's figures, the top jobs and their pipeline, the team. */
export default function RecruiterDashboardPage() {
  const title = useRouteName();
  return (
    <Stack gap="lg">
      <PageHeading title={title} />
      <RecruiterStatsSection />
      <TopJobsCard />
      <TeamCard />
    </Stack>
  );
}
