import { Stack } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useRouteName } from '../../app/route-title';
import { loadUserState } from '../../app/session/session-actions';
import { PageHeading } from '../../components/ui/page-heading';
import { usePolledProfileStatus } from '../../features/profile/api/get-profile-status';
import { ResumeFailed } from '../../features/profile/components/resume-failed';
import { ResumeReading } from '../../features/profile/components/resume-reading';

/** Spec §4: shown while the resume is parsed; the state follows the user row once it is done. */
export default function ProfileLoadingPage() {
  const { t } = useTranslation();
  const title = useRouteName();
  const navigate = useNavigate();
  const profile = usePolledProfileStatus();
  const status = profile.data?.status;
  const [leaving, setLeaving] = useState(false);

  // The user row says 'completed' (or 'failed') now: the session becomes CANDIDATE and the profile opens.
  const openProfile = async () => {
    await loadUserState();
    await navigate('/candidate/profile', { replace: true });
  };

  useEffect(() => {
    // No resume to read (null) has nothing to wait for either.
    if (status === 'completed' || status === null) void openProfile();
    // openProfile only navigates; it must run once per completion.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [status]);

  const fillByHand = () => {
    setLeaving(true);
    void openProfile();
  };

  return (
    <Stack gap="lg" maw={720} mx="auto" py="md">
      <PageHeading title={title} description={status === 'failed' ? undefined : t('profileLoading.intro')} />
      {status === 'failed' ? (
        <ResumeFailed onFillByHand={fillByHand} fillingByHand={leaving} />
      ) : (
        <ResumeReading checkFailed={profile.isError} />
      )}
    </Stack>
  );
}
