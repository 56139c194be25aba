import { Alert, Center, Loader, SimpleGrid, Stack } from '@mantine/core';
import { IconBriefcase } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useRouteName } from '../../app/route-title';
import { EmptyState } from '../../components/ui/empty-state';
import { PageHeading } from '../../components/ui/page-heading';
import { useTalentJobs } from '../../features/employees/api/list-talent-jobs';
import { TalentJobCard } from '../../features/employees/components/talent-views';

/** The company's published jobs, each with how many of its employees fit it. */
export default function TalentManagerJobsPage() {
  const { t } = useTranslation();
  const title = useRouteName();
  const jobs = useTalentJobs();
  return (
    <Stack gap="lg">
      <PageHeading title={title} description={t('talentManager.jobsIntro')} />
      {jobs.isPending ? (
        <Center py="xl">
          <Loader aria-label={t('talentManager.loading')} />
        </Center>
      ) : jobs.isError ? (
        <Alert color="red">{t('talentManager.failed')}</Alert>
      ) : jobs.data.results.length === 0 ? (
        <EmptyState icon={<IconBriefcase size={24} />} title={t('talentManager.noJobs')} body={t('talentManager.noJobsBody')} />
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
          {jobs.data.results.map((job) => (
            <TalentJobCard key={job.job_id} job={job} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
