import { Anchor, Group, Stack, ThemeIcon } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useRouteName } from '../../../app/route-title';
import { PageHeading } from '../../../components/ui/page-heading';

function emailFromState(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('email' in state)) return null;
  return typeof state.email === 'string' ? state.email : null;
}

export default function CheckInboxPage() {
  const title = useRouteName();
  const { t } = useTranslation();
  const email = emailFromState(useLocation().state);
  return (
    <Stack gap="lg">
      <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
        <IconMail size={30} />
      </ThemeIcon>
      <PageHeading
        title={title}
        description={email === null ? t('resetPassword.checkInbox') : t('resetPassword.checkInboxFor', { email })}
      />
      <Group justify="space-between">
        <Anchor component={Link} to="/auth/reset-password/email-verification" size="sm">
          {t('resetPassword.sendAgain')}
        </Anchor>
        <Anchor component={Link} to="/auth/login" size="sm">
          {t('resetPassword.backToLogin')}
        </Anchor>
      </Group>
    </Stack>
  );
}
