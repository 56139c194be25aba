import { Paper, Stack } from '@mantine/core';
import { toLocale } from '@masar/shared/messages';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useRouteName } from '../../app/route-title';
import { loadUserState } from '../../app/session/session-actions';
import { PageHeading } from '../../components/ui/page-heading';
import { useSectors } from '../../features/common-data/api/get-sectors';
import { RecruiterOnboardingForm } from '../../features/onboarding/components/recruiter-onboarding-form';

export default function RecruiterOnboardingPage() {
  const { t, i18n } = useTranslation();
  const title = useRouteName();
  const navigate = useNavigate();
  const sectors = useSectors();
  const locale = toLocale(i18n.language);
  const industries = useMemo(
    () =>
      (sectors.data ?? [])
        .map((sector) => ({ value: sector.id, label: sector.name[locale] }))
        .sort((a, b) => a.label.localeCompare(b.label, locale)),
    [sectors.data, locale],
  );

  // The user row now says onboarding is done: the session follows it, then the thank-you page.
  const handleOnboarded = async () => {
    await loadUserState();
    await navigate('/onboarding/success', { replace: true });
  };

  return (
    <Stack gap="lg" maw={760} mx="auto" py="md">
      <PageHeading title={title} description={t('recruiterOnboarding.intro')} />
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <RecruiterOnboardingForm
          industries={industries}
          industriesLoading={sectors.isPending}
          onOnboarded={() => void handleOnboarded()}
        />
      </Paper>
    </Stack>
  );
}
