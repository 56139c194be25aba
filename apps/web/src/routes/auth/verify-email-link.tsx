import { Alert, Anchor, Button, Stack } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { useRouteName } from '../../app/route-title';
import { markEmailVerified, markEmailVerifiedAgain } from '../../app/session/session-actions';
import { PageHeading } from '../../components/ui/page-heading';
import { PageLoader } from '../../components/ui/page-loader';
import { useResendVerification } from '../../features/auth/api/resend-verification';
import { useVerifyEmail } from '../../features/auth/api/verify-email';
import { ApiError } from '../../lib/api-client';
import { messageOf } from '../../lib/notify';
import { hasAccessToken } from '../../lib/storage';

function isAlreadyVerified(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'ALREADY_VERIFIED';
}

/** The link of the verification e-mail: /auth/verify-email/{code}?email={email}. */
export default function VerifyEmailLinkPage() {
  const title = useRouteName();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { code = '' } = useParams();
  const [searchParams] = useSearchParams();
  const email = searchParams.get('email') ?? '';
  const { mutate, error } = useVerifyEmail();
  const resend = useResendVerification();
  // A code confirms once; StrictMode's second effect run would report "already verified".
  const submitted = useRef(false);

  useEffect(() => {
    if (submitted.current || email === '') return;
    submitted.current = true;
    mutate(
      { code, email },
      {
        onSuccess: ({ session }) => {
          markEmailVerified(email, session);
          void navigate('/auth/email-verified', { replace: true });
        },
        onError: (failure) => {
          if (!isAlreadyVerified(failure)) return;
          markEmailVerifiedAgain();
          void navigate('/auth/email-success', { replace: true });
        },
      },
    );
  }, [code, email, mutate, navigate]);

  const failed = email === '' || (error !== null && !isAlreadyVerified(error));
  if (!failed) {
    return (
      <Stack gap="lg">
        <PageHeading title={title} description={t('verifyEmail.verifying')} />
        <PageLoader />
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <PageHeading title={title} />
      <Alert color="red" title={t('verifyEmail.failed')}>
        {email === '' ? t('verifyEmail.incompleteLink') : messageOf(error)}
      </Alert>
      {hasAccessToken() ? (
        <Button
          loading={resend.isPending}
          onClick={() => {
            resend.mutate();
          }}
        >
          {t('verifyEmail.resend')}
        </Button>
      ) : (
        <>
          <Button component={Link} to="/auth/login">
            {t('verifyEmail.loginForNewLink')}
          </Button>
          {/* A new account logs in only once its address is verified (decision 0024). */}
          <Anchor component={Link} to="/auth/reset-password/email-verification" size="sm">
            {t('verifyEmail.resetForNewAccount')}
          </Anchor>
        </>
      )}
    </Stack>
  );
}
