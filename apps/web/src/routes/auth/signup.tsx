import { Anchor, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useRouteName } from '../../app/route-title';
import { signUp } from '../../app/session/session-actions';
import { PageHeading } from '../../components/ui/page-heading';
import { SignupForm } from '../../features/auth/components/signup-form';
import { SocialSignInButtons } from '../../features/auth/components/social-sign-in-buttons';
import { useInvitationPreview, useInviteCode } from '../../features/invitations/api/get-invitation-preview';
import { InvitationNotice } from '../../features/invitations/components/invitation-notice';
import { translateMessageKey } from '../../lib/i18n';
import { showSuccess } from '../../lib/notify';
import { withRedirect } from './redirect-query';

export default function SignupPage() {
  const title = useRouteName();
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const redirect = searchParams.get('redirect');
  const inviteCode = useInviteCode();
  const invitation = useInvitationPreview(inviteCode, i18n.language);

  return (
    <Stack gap="lg">
      <PageHeading title={title} description={t('signup.intro')} />
      {inviteCode !== null && <InvitationNotice code={inviteCode} />}
      <SignupForm
        invitedEmail={invitation.data?.email}
        onSignedUp={({ session, message }) => {
          showSuccess(message ?? translateMessageKey('auth.signupSuccessful'));
          void navigate(signUp(session), { replace: true });
        }}
      />
      <SocialSignInButtons redirect={redirect} />
      <Text size="sm" ta="center">
        {t('signup.haveAccount')}{' '}
        <Anchor component={Link} to={withRedirect('/auth/login', redirect)}>
          {t('signup.login')}
        </Anchor>
      </Text>
    </Stack>
  );
}
