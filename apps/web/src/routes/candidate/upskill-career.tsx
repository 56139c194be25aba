import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useRouteName } from '../../app/route-title';
import { useSession } from '../../app/session/session-store';
import { PageBreadcrumbs } from '../../components/ui/page-breadcrumbs';
import { PageHeading } from '../../components/ui/page-heading';
import { CareerPathSection } from '../../features/career-path/components/career-path-section';
import { CareerGapSection } from '../../features/upskilling/components/career-gap-section';
import { UpskillCoursesSection } from '../../features/upskilling/components/upskill-courses-section';

/**
 * Where the candidate's career can go next, and the courses that close the gaps of their best matches;
 * with `?career=`, a career from My Next Move first: its skills held and missing, and its courses.
 */
export default function UpskillCareerPage() {
  const { t } = useTranslation();
  const title = useRouteName();
  const { user } = useSession();
  const [searchParams] = useSearchParams();
  const career = searchParams.get('career');
  return (
    <Stack gap="lg">
      <PageBreadcrumbs crumbs={[{ label: t('routeNames.candidate-jobs'), to: '/candidate/jobs' }, { label: title }]} />
      <PageHeading title={title} description={t('upskilling.pageIntro')} />
      {career && <CareerGapSection key={career} occupationId={career} />}
      {user !== null && <CareerPathSection userId={user.id} />}
      <UpskillCoursesSection jobId={null} />
    </Stack>
  );
}
