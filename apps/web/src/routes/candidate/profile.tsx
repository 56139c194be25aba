import { Paper, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { emptyProfile } from '@masar/shared/profile';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useRouteName } from '../../app/route-title';
import { loadUserState } from '../../app/session/session-actions';
import { useSession } from '../../app/session/session-store';
import { PageHeading } from '../../components/ui/page-heading';
import { useProfileStatus } from '../../features/profile/api/get-profile-status';
import { AwardsSection } from '../../features/profile/components/awards-section';
import { CertificationsSection } from '../../features/profile/components/certifications-section';
import { EducationSection } from '../../features/profile/components/education-section';
import { JsonResumeActions } from '../../features/profile/components/json-resume-actions';
import { LanguagesSection } from '../../features/profile/components/languages-section';
import { NewerResumeButton } from '../../features/profile/components/newer-resume';
import { ProfileHeader } from '../../features/profile/components/profile-header';
import { ProposalPanel } from '../../features/profile/components/proposal-review';
import { SkillsSection } from '../../features/profile/components/skills-section';
import { SummarySection } from '../../features/profile/components/summary-section';
import { WorkHistorySection } from '../../features/profile/components/work-history-section';
import { PersonalityProfileCard } from '../../features/personality/components/personality-profile-card';
import { RetryAlert } from '../../components/ui/retry-alert';

/** A candidate without a parsed resume fills the empty profile in by hand. */
const NO_PROFILE = emptyProfile();

function ProfileSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg" aria-busy="true" aria-label={t('profile.loading')}>
      <Paper withBorder radius="lg" p="xl">
        <Stack>
          <Skeleton h={28} w="40%" />
          <Skeleton h={16} w="30%" />
          <Skeleton h={16} w="60%" />
        </Stack>
      </Paper>
      {[0, 1, 2].map((index) => (
        <Paper key={index} withBorder radius="lg" p="lg">
          <Stack>
            <Skeleton h={20} w="25%" />
            <Skeleton h={14} />
            <Skeleton h={14} w="80%" />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

/** The candidate's profile: parsed from the resume, corrected and completed by the candidate. */
export default function CandidateProfilePage() {
  const { t } = useTranslation();
  const title = useRouteName();
  const navigate = useNavigate();
  const { user } = useSession();
  const query = useProfileStatus();
  const status = query.data;
  const parsing = status?.status === 'in_progress';

  // A first resume (no profile yet) is read in place of the profile: the loading page waits for it.
  useEffect(() => {
    if (!parsing) return;
    void (async () => {
      await loadUserState();
      await navigate('/candidate/profile-loading', { replace: true });
    })();
  }, [parsing, navigate]);

  const heading = <PageHeading title={title} description={t('profile.intro')} />;
  if (user === null) return null;
  if (status === undefined) {
    return (
      <Stack gap="lg" maw={960}>
        {heading}
        {query.isError ? (
          <RetryAlert
            title={t('profile.loadFailed')}
            retryLabel={t('profile.retry')}
            onRetry={() => void query.refetch()}
          />
        ) : (
          <ProfileSkeleton />
        )}
      </Stack>
    );
  }

  const profile = status.upload_response ?? NO_PROFILE;
  const reviewing = status.proposed !== null;
  return (
    <Stack gap="lg" maw={960}>
      {heading}
      <ProfileHeader
        status={status}
        profile={profile}
        fallbackName={`${user.first_name} ${user.last_name}`.trim()}
        actions={
          <>
            <NewerResumeButton disabled={reviewing || parsing} />
            <JsonResumeActions />
          </>
        }
      />
      {status.proposed !== null && <ProposalPanel proposal={status.proposed} current={profile} />}
      <SummarySection profile={profile} />
      <WorkHistorySection profile={profile} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <EducationSection profile={profile} />
        <CertificationsSection profile={profile} />
      </SimpleGrid>
      <SkillsSection profile={profile} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <LanguagesSection profile={profile} />
        <AwardsSection profile={profile} userId={user.id} />
      </SimpleGrid>
      {profile.personality !== undefined && <PersonalityProfileCard personality={profile.personality} />}
    </Stack>
  );
}
