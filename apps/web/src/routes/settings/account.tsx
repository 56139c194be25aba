import { Stack } from '@mantine/core';
import { useLocation, useNavigate } from 'react-router';
import { useRouteName } from '../../app/route-title';
import { endSessionLocally, replaceUser } from '../../app/session/session-actions';
import { useSession } from '../../app/session/session-store';
import { PageHeading } from '../../components/ui/page-heading';
import type { UserUpdate } from '../../features/account/api/update-user';
import { DataExportSection } from '../../features/account/components/data-export-section';
import { DeleteAccountSection } from '../../features/account/components/delete-account-section';
import { EmailForm } from '../../features/account/components/email-form';
import { FullNameForm } from '../../features/account/components/full-name-form';
import { PasswordForm } from '../../features/account/components/password-form';
import { translateMessageKey } from '../../lib/i18n';
import { showSuccess } from '../../lib/notify';

export default function AccountSettingsPage() {
  const title = useRouteName();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { user, state } = useSession();

  const handleUpdated = ({ user: updated, message }: UserUpdate) => {
    showSuccess(message ?? translateMessageKey('user.updated'));
    // A new e-mail may need verifying: the guard then takes the person where the new state lives.
    if (replaceUser(updated) !== state) void navigate(pathname, { replace: true });
  };

  // The account is gone: this device forgets it and starts again from login, with the server's word.
  const handleDeleted = (message: string) => {
    endSessionLocally();
    showSuccess(message);
    void navigate('/auth/login', { replace: true });
  };

  if (user === null) return null;
  return (
    <Stack gap="lg" maw={720}>
      <PageHeading title={title} />
      <FullNameForm fullName={`${user.first_name} ${user.last_name}`.trim()} onUpdated={handleUpdated} />
      <EmailForm email={user.email} onUpdated={handleUpdated} />
      <PasswordForm onUpdated={handleUpdated} />
      <DataExportSection />
      <DeleteAccountSection onDeleted={handleDeleted} />
    </Stack>
  );
}
