import { Paper, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useRouteName } from '../../app/route-title';
import { loadUserState } from '../../app/session/session-actions';
import { PageHeading } from '../../components/ui/page-heading';
import { CandidateOnboardingForm } from '../../features/onboarding/components/candidate-onboarding-form';

export default function CandidateOnboardingPage() {
  const { t } = useTranslation();
  const title = useRouteName();
  const navigate = useNavigate();

  const handleOnboarded = async () => {
    await loadUserState();
    await navigate('/onboarding/success', { replace: true });
  };

  return (
    <Stack gap="lg" maw={860} mx="auto" py="md">
      <PageHeading title={title} description={t('candidateOnboarding.intro')} />
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <CandidateOnboardingForm onOnboarded={() => void handleOnboarded()} />
      </Paper>
    </Stack>
  );
}
