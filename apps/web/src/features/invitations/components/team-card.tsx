import { Badge, Button, Group, Loader, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { SectionCard } from '../../../components/ui/section-card';
import { toLocale } from '@masar/shared/messages';
import { inviteColleagueRequestSchema, type Invitation } from '@masar/shared/onboarding';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { formatLongDate } from '../../../lib/dates';
import { showServerFieldErrors, useSchemaForm } from '../../../lib/form';
import { showSuccess } from '../../../lib/notify';
import { useInvitations, useInviteColleague } from '../api/invitations';
import { useInvitationDomainCheck } from '../api/check-invitation-domain';

type InvitationStatus = 'pending' | 'joined' | 'expired';

function statusOf(invitation: Invitation, now: number): InvitationStatus {
  if (invitation.accepted_at !== null) return 'joined';
  return new Date(invitation.expires_at).getTime() <= now ? 'expired' : 'pending';
}

const STATUS_COLORS: Record<InvitationStatus, string> = { pending: 'yellow', joined: 'green', expired: 'gray' };

/** How long typing pauses before the address is checked against the company's domain. */
const TYPING_PAUSE_MS = 400;

/**
 * The address as it will be sent, once it is one (null before): the server says whether it is at the
 * company website's domain, so the rule (registrable domains, decision 0029) lives in one place.
 */
function useDomainWarning(typed: string): string | null {
  const [settled] = useDebouncedValue(typed, TYPING_PAUSE_MS);
  const parsed = inviteColleagueRequestSchema.safeParse({ email: settled.trim() });
  const check = useInvitationDomainCheck(parsed.success ? parsed.data.email : null);
  // Only for the address still in the field: a stale answer never warns about another address.
  const current = inviteColleagueRequestSchema.safeParse({ email: typed.trim() });
  if (!parsed.success || !current.success || current.data.email !== parsed.data.email) return null;
  return check.data?.domain_mismatch === true ? check.data.company_domain : null;
}

function InviteColleagueForm() {
  const { t } = useTranslation();
  const invite = useInviteColleague();
  const form = useSchemaForm({ schema: inviteColleagueRequestSchema, initialValues: { email: '' } });
  const companyDomain = useDomainWarning(form.getValues().email);

  const submit = form.onSubmit((values) => {
    invite.mutate(
      { email: values.email.trim() },
      {
        onSuccess: ({ message }) => {
          showSuccess(message ?? t('invitations.sent'));
          form.reset();
        },
        onError: (error) => {
          showServerFieldErrors(form, error);
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate aria-labelledby="invite-colleague-heading">
      <Stack gap="sm">
        <Title order={3} fz="md" id="invite-colleague-heading">
          {t('invitations.inviteTitle')}
        </Title>
        <Group align="flex-start" gap="sm">
          <TextInput
            label={t('invitations.workEmail')}
            type="email"
            autoComplete="off"
            style={{ flex: '1 1 16rem' }}
            {...form.getInputProps('email')}
            // A warning, not an error: the invitation can still be sent.
            inputWrapperOrder={['label', 'input', 'error', 'description']}
            description={
              companyDomain === null ? undefined : (
                <Text component="span" size="xs" c="orange.9">
                  {t('invitations.domainMismatch', {
                    // Isolated (FSI … PDI), so the domain keeps its own direction inside an Arabic sentence.
                    domain: `\u2068${companyDomain}\u2069`,
                  })}
                </Text>
              )
            }
          />
          <Button type="submit" loading={invite.isPending} mt={{ base: 0, xs: 25 }}>
            {t('invitations.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function InvitationsList() {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  const invitations = useInvitations();
  if (invitations.isPending) return <Loader size="sm" />;
  if (invitations.isError) return null;
  if (invitations.data.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('invitations.none')}
      </Text>
    );
  }
  // Expiry is judged at the time the list arrived; the list is fetched again on each visit.
  const now = invitations.dataUpdatedAt;
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table aria-label={t('invitations.listLabel')} verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('invitations.email')}</Table.Th>
            <Table.Th>{t('invitations.sentOn')}</Table.Th>
            <Table.Th>{t('invitations.status')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {invitations.data.map((invitation) => {
            const status = statusOf(invitation, now);
            return (
              <Table.Tr key={invitation.id}>
                <Table.Td>
                  <span dir="ltr">{invitation.email}</span>
                </Table.Td>
                <Table.Td>{formatLongDate(invitation.created_at, locale)}</Table.Td>
                <Table.Td>
                  <Badge color={STATUS_COLORS[status]} variant="light">
                    {t(`invitations.statuses.${status}`)}
                  </Badge>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The recruiter's colleagues: invite one by e-mail, and follow the invitations sent. */
export function TeamCard() {
  const { t } = useTranslation();
  return (
    <SectionCard id="team-heading" title={t('invitations.team')} description={t('invitations.teamDescription')}>
      <InviteColleagueForm />
      <InvitationsList />
    </SectionCard>
  );
}
