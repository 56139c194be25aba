import { useTranslation } from 'react-i18next';
import { useRouteName } from '../../app/route-title';
import { hasAccessToken } from '../../lib/storage';
import { VerificationOutcome } from './verification-outcome';

/** Spec §4: verified. The browser that signed up still holds the session and goes on; any other logs in. */
export default function EmailVerifiedPage() {
  const title = useRouteName();
  const { t } = useTranslation();
  return hasAccessToken() ? (
    <VerificationOutcome title={title} body={t('emailVerified.bodyContinue')} next="continue" />
  ) : (
    <VerificationOutcome title={title} body={t('emailVerified.body')} next="login" />
  );
}
