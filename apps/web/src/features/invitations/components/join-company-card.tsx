import { Alert, Button, Card, Group, Loader, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconUsersGroup } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { messageOf } from '../../../lib/notify';
import { useInvitationPreview } from '../api/get-invitation-preview';
import { useJoinCompany, type CompanyJoined } from '../api/join-company';

interface JoinCompanyCardProps {
  code: string;
  onJoined: (joined: CompanyJoined, companyName: string) => void;
  /** "Not now": the page forgets the invitation. */
  onDismiss: () => void;
}

/** On the choice page: an invitation kept from the link, joined with one click. */
/** What joining makes the invitee, in words: a colleague hires, an employee is matched, a talent manager follows readiness. */
const JOIN_DESCRIPTIONS = {
  colleague: 'invitations.joinDescription',
  employee: 'employees.joinDescription',
  talent_manager: 'talentManager.joinDescription',
} as const;

export function JoinCompanyCard({ code, onJoined, onDismiss }: JoinCompanyCardProps) {
  const { t, i18n } = useTranslation();
  const preview = useInvitationPreview(code, i18n.language);
  const join = useJoinCompany();

  if (preview.isPending) {
    return (
      <Group justify="center" py="md">
        <Loader size="sm" aria-label={t('invitations.checking')} />
      </Group>
    );
  }

  if (preview.isError) {
    return (
      <Alert color="red" role="alert">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{messageOf(preview.error)}</Text>
          <Button variant="default" size="xs" onClick={onDismiss}>
            {t('invitations.notNow')}
          </Button>
        </Stack>
      </Alert>
    );
  }

  const company = preview.data.company_name;
  return (
    <Card
      withBorder
      radius="lg"
      padding="xl"
      shadow="sm"
      style={{ borderColor: 'var(--mantine-primary-color-filled)' }}
    >
      <Stack gap="md">
        <Group gap="md" wrap="nowrap" align="flex-start">
          <ThemeIcon size={48} radius="md" aria-hidden>
            <IconUsersGroup size={28} />
          </ThemeIcon>
          <Stack gap={4}>
            <Title order={2} fz="lg">
              {t('invitations.joinTitle', { company })}
            </Title>
            <Text c="dimmed">{t(JOIN_DESCRIPTIONS[preview.data.kind], { company, email: preview.data.email })}</Text>
          </Stack>
        </Group>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDismiss} disabled={join.isPending}>
            {t('invitations.notNow')}
          </Button>
          <Button
            loading={join.isPending}
            onClick={() => join.mutate({ invite_code: code }, { onSuccess: (joined) => onJoined(joined, company) })}
          >
            {t('invitations.join', { company })}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
