import { Alert, Center, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { toLocale } from '@masar/shared/messages';
import { useTranslation } from 'react-i18next';
import { useRouteName } from '../../app/route-title';
import { PageHeading } from '../../components/ui/page-heading';
import { SectionCard } from '../../components/ui/section-card';
import { useTalentDashboard } from '../../features/employees/api/get-talent-dashboard';
import { CourseList } from '../../features/employees/components/course-list';
import { MatchesUpdating } from '../../features/employees/components/matches-updating';
import { ReadinessByJob, WorkforceGaps } from '../../features/employees/components/talent-views';

/** The talent manager's view (decision 0048): which employees are ready for which job, what the workforce lacks, what closes it. */
export default function TalentManagerDashboardPage() {
  const { t, i18n } = useTranslation();
  const title = useRouteName();
  const dashboard = useTalentDashboard(toLocale(i18n.language));
  const data = dashboard.data;
  return (
    <Stack gap="lg">
      <PageHeading title={title} description={t('talentManager.intro')} />
      {dashboard.isPending ? (
        <Center py="xl">
          <Loader aria-label={t('talentManager.loading')} />
        </Center>
      ) : dashboard.isError || data === undefined ? (
        <Alert color="red">{t('talentManager.failed')}</Alert>
      ) : (
        <>
          <Text size="sm" c="dimmed">
            {t('talentManager.employeesCount', { count: data.employees_count })}
          </Text>
          {data.matches_updating && <MatchesUpdating />}
          <SectionCard id="readiness" title={t('talentManager.readinessTitle')}>
            <ReadinessByJob jobs={data.jobs} />
          </SectionCard>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <SectionCard id="workforce-gaps" title={t('talentManager.gapsTitle')} description={t('talentManager.gapsIntro')}>
              <WorkforceGaps gaps={data.gaps} />
            </SectionCard>
            <SectionCard id="courses" title={t('talentManager.coursesTitle')} description={t('talentManager.coursesIntro')}>
              <CourseList courses={data.courses} />
            </SectionCard>
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}
