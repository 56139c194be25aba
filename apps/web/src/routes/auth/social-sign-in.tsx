import { Alert, Button, Stack } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { useRouteName } from '../../app/route-title';
import { signIn } from '../../app/session/session-actions';
import { PageHeading } from '../../components/ui/page-heading';
import { PageLoader } from '../../components/ui/page-loader';
import { useExchangeSocialToken } from '../../features/auth/api/exchange-social-token';
import { messageOf } from '../../lib/notify';

/** Where Google and LinkedIn sign-in come back: the one-time token becomes a session. */
export default function SocialSignInPage() {
  const title = useRouteName();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { token = '' } = useParams();
  const [searchParams] = useSearchParams();
  const redirect = searchParams.get('redirect');
  const { mutate, error } = useExchangeSocialToken();
  // The token works once; StrictMode's second effect run must not spend it again.
  const exchanged = useRef(false);

  useEffect(() => {
    if (exchanged.current) return;
    exchanged.current = true;
    mutate(token, {
      onSuccess: (session) => void navigate(signIn(session, redirect), { replace: true }),
    });
  }, [mutate, navigate, redirect, token]);

  return (
    <Stack gap="lg">
      <PageHeading title={title} />
      {error === null ? (
        <PageLoader />
      ) : (
        <>
          <Alert color="red" title={t('social.failed')}>
            {messageOf(error)}
          </Alert>
          <Button component={Link} to="/auth/login" replace>
            {t('social.backToLogin')}
          </Button>
        </>
      )}
    </Stack>
  );
}
