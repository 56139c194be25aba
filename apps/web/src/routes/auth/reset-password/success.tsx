import { useTranslation } from 'react-i18next';
import { useRouteName } from '../../../app/route-title';
import { VerificationOutcome } from '../verification-outcome';

export default function ResetPasswordSuccessPage() {
  const title = useRouteName();
  const { t } = useTranslation();
  return <VerificationOutcome title={title} body={t('resetPassword.successBody')} next="login" />;
}
