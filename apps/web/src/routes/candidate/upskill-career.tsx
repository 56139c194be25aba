import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useRouteName } from '../../app/route-title';
import { useSession } from '../../app/session/session-store';
import { PageBreadcrumbs } from '../../components/ui/page-breadcrumbs';
import { PageHeading } from '../../components/ui/page-heading';
import { CareerPathSection } from '../../features/career-path/components/career-path-section';
import { UpskillCoursesSection } from '../../features/upskilling/components/upskill-courses-section';

/** Where the candidate's career can go next, and the courses that close the gaps of their best matches. */
export default function UpskillCareerPage() {
  const { t } = useTranslation();
  const title = useRouteName();
  const { user } = useSession();
  return (
    <Stack gap="lg">
      <PageBreadcrumbs crumbs={[{ label: t('routeNames.candidate-jobs'), to: '/candidate/jobs' }, { label: title }]} />
      <PageHeading title={title} description={t('upskilling.pageIntro')} />
      {user !== null && <CareerPathSection userId={user.id} />}
      <UpskillCoursesSection jobId={null} />
    </Stack>
  );
}
