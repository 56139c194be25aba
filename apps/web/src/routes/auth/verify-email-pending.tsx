import { Button, Group, Stack, Text } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useRouteName } from '../../app/route-title';
import { logout } from '../../app/session/session-actions';
import { useSession } from '../../app/session/session-store';
import { PageHeading } from '../../components/ui/page-heading';
import { useResendVerification } from '../../features/auth/api/resend-verification';

export default function VerifyEmailPendingPage() {
  const title = useRouteName();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user } = useSession();
  const resend = useResendVerification();

  const handleLogout = async () => {
    await logout(() => navigate('/auth/login'));
  };

  return (
    <Stack gap="lg">
      <PageHeading
        title={title}
        description={user === null ? t('verifyEmail.sentToYou') : t('verifyEmail.sentTo', { email: user.email })}
      />
      <Text>{t('verifyEmail.checkSpam')}</Text>
      <Group gap="sm">
        <Button
          leftSection={<IconMailForward size={18} aria-hidden />}
          loading={resend.isPending}
          onClick={() => {
            resend.mutate();
          }}
        >
          {t('verifyEmail.resend')}
        </Button>
        <Button variant="default" onClick={() => void handleLogout()}>
          {t('nav.logout')}
        </Button>
      </Group>
    </Stack>
  );
}
