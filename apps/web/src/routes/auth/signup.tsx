import { Anchor, Button, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useRouteName } from '../../app/route-title';
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
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [searchParams] = useSearchParams();
  const redirect = searchParams.get('redirect');
  const inviteCode = useInviteCode();
  const invitation = useInvitationPreview(inviteCode, i18n.language);

  if (sentTo !== null) return <CheckInbox email={sentTo} redirect={redirect} />;

  return (
    <Stack gap="lg">
      <PageHeading title={title} description={t('signup.intro')} />
      {inviteCode !== null && <InvitationNotice code={inviteCode} />}
      <SignupForm
        invitedEmail={invitation.data?.email}
        onSignedUp={({ email, message }) => {
          showSuccess(message ?? translateMessageKey('auth.signupSuccessful'));
          setSentTo(email);
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

/**
 * After a sign-up: the same words whether the address was new (the mail holds a verification link) or
 * already had an account (the mail says so, and how to log in or reset the password); decision 0024.
 */
function CheckInbox({ email, redirect }: { email: string; redirect: string | null }) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
        <IconMail size={30} />
      </ThemeIcon>
      <PageHeading title={t('signup.checkInboxTitle')} description={t('signup.checkInbox', { email })} />
      <Text>{t('verifyEmail.checkSpam')}</Text>
      <Button component={Link} to={withRedirect('/auth/login', redirect)} variant="default">
        {t('signup.login')}
      </Button>
    </Stack>
  );
}
