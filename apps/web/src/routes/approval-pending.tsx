import { Alert, Badge, Button, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconHourglass, IconUserX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useRouteName } from '../app/route-title';
import { logout } from '../app/session/session-actions';
import { useSession } from '../app/session/session-store';
import { PageHeading } from '../components/ui/page-heading';
import { PendingResume } from '../features/profile/components/pending-resume';

/** Onboarded, not yet confirmed: awaiting a recruiter admin, or declined with the reason given. */
export default function ApprovalPendingPage() {
  const { t } = useTranslation();
  const title = useRouteName();
  const navigate = useNavigate();
  const { user } = useSession();
  const declined = user?.approval_status === 'DECLINED';
  const reason = user?.approval_reason?.trim() ?? '';

  const handleLogout = async () => {
    await logout(() => navigate('/auth/login'));
  };

  return (
    <Paper withBorder radius="lg" p="xl" maw={640} mx="auto" mt="md">
      <Stack gap="lg" align="flex-start">
        <ThemeIcon size={56} radius="xl" variant="light" color={declined ? 'red' : 'yellow'} aria-hidden>
          {declined ? <IconUserX size={30} /> : <IconHourglass size={30} />}
        </ThemeIcon>
        <Badge size="lg" variant="light" color={declined ? 'red' : 'yellow'}>
          {declined ? t('approvalStatus.declinedBadge') : t('approvalStatus.pendingBadge')}
        </Badge>
        {declined ? (
          <>
            <PageHeading title={title} description={t('approvalStatus.declinedBody')} />
            <Alert color="red" variant="light" title={t('approvalStatus.reason')} w="100%">
              {reason === '' ? t('approvalStatus.noReason') : reason}
            </Alert>
            <Text size="sm">{t('approvalStatus.reviewHint')}</Text>
          </>
        ) : (
          <>
            <PageHeading title={title} description={t('approvalPending.body')} />
            <Text size="sm" c="dimmed">
              {t('approvalPending.next')}
            </Text>
            {user?.role_name === 'individual' && <PendingResume />}
          </>
        )}
        <Button variant="default" onClick={() => void handleLogout()}>
          {t('nav.logout')}
        </Button>
      </Stack>
    </Paper>
  );
}
