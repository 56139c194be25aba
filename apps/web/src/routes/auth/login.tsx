import { Alert, Anchor, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useRouteName } from '../../app/route-title';
import { signIn } from '../../app/session/session-actions';
import { PageHeading } from '../../components/ui/page-heading';
import { LoginForm } from '../../features/auth/components/login-form';
import { SocialSignInButtons } from '../../features/auth/components/social-sign-in-buttons';
import { useInviteCode } from '../../features/invitations/api/get-invitation-preview';
import { InvitationNotice } from '../../features/invitations/components/invitation-notice';
import { translateMessageKey } from '../../lib/i18n';
import { withRedirect } from './redirect-query';

export default function LoginPage() {
  const title = useRouteName();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const redirect = searchParams.get('redirect');
  // A social sign-in that failed comes back here with ?error=social (the server logs why).
  const socialFailed = searchParams.get('error') === 'social';
  const inviteCode = useInviteCode();

  return (
    <Stack gap="lg">
      <PageHeading title={title} description={t('login.intro')} />
      {socialFailed && (
        <Alert color="red" role="alert">
          {translateMessageKey('auth.socialFailed')}
        </Alert>
      )}
      {inviteCode !== null && <InvitationNotice code={inviteCode} />}
      <LoginForm onLoggedIn={(session) => void navigate(signIn(session, redirect), { replace: true })} />
      <Group justify="flex-end">
        <Anchor component={Link} to="/auth/reset-password" size="sm">
          {t('login.forgotPassword')}
        </Anchor>
      </Group>
      <SocialSignInButtons redirect={redirect} />
      <Text size="sm" ta="center">
        {t('login.noAccount')}{' '}
        <Anchor component={Link} to={withRedirect('/auth/signup', redirect)}>
          {t('login.createAccount')}
        </Anchor>
      </Text>
    </Stack>
  );
}
