import { Anchor, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useRouteName } from '../../../app/route-title';
import { PageHeading } from '../../../components/ui/page-heading';
import { ForgotPasswordForm } from '../../../features/auth/components/forgot-password-form';

export interface CheckInboxState {
  email: string;
}

export default function RequestResetLinkPage() {
  const title = useRouteName();
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Stack gap="lg">
      <PageHeading title={title} description={t('resetPassword.requestIntro')} />
      <ForgotPasswordForm
        onSent={(email) => {
          const state: CheckInboxState = { email };
          void navigate('/auth/reset-password/verify', { state });
        }}
      />
      <Anchor component={Link} to="/auth/login" size="sm" ta="center">
        {t('resetPassword.backToLogin')}
      </Anchor>
    </Stack>
  );
}
