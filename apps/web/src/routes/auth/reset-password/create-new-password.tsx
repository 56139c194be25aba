import { Anchor, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useRouteName } from '../../../app/route-title';
import { completePasswordReset } from '../../../app/session/session-actions';
import { PageHeading } from '../../../components/ui/page-heading';
import { NewPasswordForm } from '../../../features/auth/components/new-password-form';
import { readResetCode } from '../../../lib/storage';

export default function CreateNewPasswordPage() {
  const title = useRouteName();
  const { t } = useTranslation();
  const navigate = useNavigate();
  // The guard admits this page only in the reset state, which an opened link sets with its code.
  const code = readResetCode() ?? '';
  return (
    <Stack gap="lg">
      <PageHeading title={title} description={t('resetPassword.newPasswordIntro')} />
      <NewPasswordForm code={code} onReset={() => void navigate(completePasswordReset(), { replace: true })} />
      <Anchor component={Link} to="/auth/reset-password/email-verification" size="sm" ta="center">
        {t('resetPassword.requestNewLink')}
      </Anchor>
    </Stack>
  );
}
