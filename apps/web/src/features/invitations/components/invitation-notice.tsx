import { Alert, Loader, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { messageOf } from '../../../lib/notify';
import { useInvitationPreview } from '../api/get-invitation-preview';

/** On the sign-up and login pages: whom the invite link asks to join which company, or why it cannot. */
export function InvitationNotice({ code }: { code: string }) {
  const { t, i18n } = useTranslation();
  const preview = useInvitationPreview(code, i18n.language);

  if (preview.isPending) {
    return (
      <Group gap="xs">
        <Loader size="xs" />
        <Text size="sm" c="dimmed">
          {t('invitations.checking')}
        </Text>
      </Group>
    );
  }
  if (preview.isError) {
    return (
      <Alert color="red" role="alert">
        {messageOf(preview.error)}
      </Alert>
    );
  }
  return (
    <Alert color="blue" data-testid="invitation-notice">
      {t('invitations.notice', { company: preview.data.company_name, email: preview.data.email })}
    </Alert>
  );
}
