import { Button, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconHourglass } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useRouteName } from '../app/route-title';
import { logout } from '../app/session/session-actions';
import { PageHeading } from '../components/ui/page-heading';

export default function ApprovalPendingPage() {
  const { t } = useTranslation();
  const title = useRouteName();
  const navigate = useNavigate();

  const handleLogout = async () => {
    await logout();
    await navigate('/auth/login');
  };

  return (
    <Paper withBorder radius="lg" p="xl" maw={640} mx="auto" mt="md">
      <Stack gap="lg" align="flex-start">
        <ThemeIcon size={56} radius="xl" variant="light" color="yellow" aria-hidden>
          <IconHourglass size={30} />
        </ThemeIcon>
        <PageHeading title={title} description={t('approvalPending.body')} />
        <Text size="sm" c="dimmed">
          {t('approvalPending.next')}
        </Text>
        <Button variant="default" onClick={() => void handleLogout()}>
          {t('nav.logout')}
        </Button>
      </Stack>
    </Paper>
  );
}
