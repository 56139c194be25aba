import { Alert, Anchor, Center, Loader, Stack } from '@mantine/core';
import { toLocale } from '@masar/shared/messages';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useRouteName } from '../../app/route-title';
import { PageBreadcrumbs } from '../../components/ui/page-breadcrumbs';
import { PageHeading } from '../../components/ui/page-heading';
import { SectionCard } from '../../components/ui/section-card';
import { useTalentJob } from '../../features/employees/api/get-talent-job';
import { RankedEmployees, TalentJobCard } from '../../features/employees/components/talent-views';

/** One of the company's jobs with its employees ranked, what each has and what each would need. */
export default function TalentManagerJobPage() {
  const { t, i18n } = useTranslation();
  const title = useRouteName();
  const { id = '' } = useParams();
  const job = useTalentJob(id, toLocale(i18n.language));
  const detail = job.data;
  return (
    <Stack gap="lg">
      <PageBreadcrumbs crumbs={[{ label: t('routeNames.talent-manager-jobs'), to: '/talent-manager/jobs' }, { label: detail?.job.job_title ?? title }]} />
      <PageHeading title={detail?.job.job_title ?? title} />
      {job.isPending ? (
        <Center py="xl">
          <Loader aria-label={t('talentManager.loading')} />
        </Center>
      ) : job.isError || detail === undefined ? (
        <Alert color="red">
          {t('talentManager.jobFailed')}{' '}
          <Anchor component={Link} to="/talent-manager/jobs">
            {t('talentManager.backToJobs')}
          </Anchor>
        </Alert>
      ) : (
        <>
          <TalentJobCard job={detail.job} />
          <SectionCard id="ranked-employees" title={t('talentManager.rankedTitle')}>
            <RankedEmployees employees={detail.employees} />
          </SectionCard>
        </>
      )}
    </Stack>
  );
}
