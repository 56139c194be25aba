import { useTranslation } from 'react-i18next';
import { useRouteName } from '../../app/route-title';
import { VerificationOutcome } from './verification-outcome';

/** A second confirmation of an address that was already verified. */
export default function EmailSuccessPage() {
  const title = useRouteName();
  const { t } = useTranslation();
  return <VerificationOutcome title={title} body={t('emailSuccess.body')} next="login" />;
}
