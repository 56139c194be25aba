import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { openResetLink } from '../../../app/session/session-actions';
import { PageLoader } from '../../../components/ui/page-loader';

/** The reset e-mail's link, /auth/reset-password/{code}: keep the code, enter the reset state. */
export default function OpenResetLinkPage() {
  const navigate = useNavigate();
  const { code = '' } = useParams();
  useEffect(() => {
    void navigate(openResetLink(code), { replace: true });
  }, [code, navigate]);
  return <PageLoader />;
}
