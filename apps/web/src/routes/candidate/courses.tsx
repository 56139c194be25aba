import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useRouteName } from '../../app/route-title';
import { useSession } from '../../app/session/session-store';
import { PageHeading } from '../../components/ui/page-heading';
import { CareerPathSection } from '../../features/career-path/components/career-path-section';
import { UpskillCoursesSection } from '../../features/upskilling/components/upskill-courses-section';

/** Courses for the candidate as a whole, first; then where they lead. */
export default function CandidateCoursesPage() {
  const { t } = useTranslation();
  const title = useRouteName();
  const { user } = useSession();
  return (
    <Stack gap="lg">
      <PageHeading title={title} description={t('upskilling.coursesIntro')} />
      <UpskillCoursesSection jobId={null} />
      {user !== null && <CareerPathSection userId={user.id} />}
    </Stack>
  );
}
