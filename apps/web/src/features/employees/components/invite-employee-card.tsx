import { Button, Group, Stack, TextInput } from '@mantine/core';
import { inviteEmployeeRequestSchema, inviteTalentManagerRequestSchema } from '@masar/shared/employees';
import type { UseFormReturnType } from '@mantine/form';
import type { UseMutationResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/ui/section-card';
import { showServerFieldErrors, useSchemaForm } from '../../../lib/form';
import { showSuccess } from '../../../lib/notify';
import { useInviteEmployee } from '../api/invite-employee';
import { useInviteTalentManager } from '../api/invite-talent-manager';

/**
 * Sends an invitation and, once it is sent, says so and empties the form for the next one; the server's field
 * errors go beside the fields.
 */
function sendInvitation<Request, Result extends { message: string | undefined }, Values>(
  invite: UseMutationResult<Result, Error, Request>,
  request: Request,
  form: UseFormReturnType<Values>,
  sentMessage: string,
) {
  invite.mutate(request, {
    onSuccess: ({ message }) => {
      showSuccess(message ?? sentMessage);
      form.reset();
    },
    onError: (error) => showServerFieldErrors(form, error),
  });
}

/** Invite an employee: they sign up through the link and upload a resume, then are matched on it. */
export function InviteEmployeeCard() {
  const { t } = useTranslation();
  const invite = useInviteEmployee();
  const form = useSchemaForm({ schema: inviteEmployeeRequestSchema, initialValues: { email: '', name: '', title: '' } });
  const submit = form.onSubmit((values) =>
    sendInvitation(
      invite,
      { email: values.email.trim(), ...(values.name.trim() ? { name: values.name.trim() } : {}), ...(values.title.trim() ? { title: values.title.trim() } : {}) },
      form,
      t('employees.invited'),
    ),
  );
  return (
    <SectionCard id="invite-employee" title={t('employees.inviteTitle')} description={t('employees.inviteIntro')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput label={t('employees.email')} type="email" required key={form.key('email')} {...form.getInputProps('email')} />
          <Group grow wrap="wrap" gap="sm">
            <TextInput label={t('employees.name')} miw={200} key={form.key('name')} {...form.getInputProps('name')} />
            <TextInput label={t('employees.title')} miw={200} key={form.key('title')} {...form.getInputProps('title')} />
          </Group>
          <Button type="submit" loading={invite.isPending} style={{ alignSelf: 'flex-start' }}>
            {t('employees.sendInvitation')}
          </Button>
        </Stack>
      </form>
    </SectionCard>
  );
}

/** A recruiter admin names the company's talent manager (decision 0048). */
export function InviteTalentManagerCard() {
  const { t } = useTranslation();
  const invite = useInviteTalentManager();
  const form = useSchemaForm({ schema: inviteTalentManagerRequestSchema, initialValues: { email: '' } });
  const submit = form.onSubmit((values) => sendInvitation(invite, { email: values.email.trim() }, form, t('employees.talentManagerInvited')));
  return (
    <SectionCard id="invite-talent-manager" title={t('employees.talentManagerTitle')} description={t('employees.talentManagerIntro')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput label={t('employees.email')} type="email" required key={form.key('email')} {...form.getInputProps('email')} />
          <Button type="submit" loading={invite.isPending} style={{ alignSelf: 'flex-start' }}>
            {t('employees.sendInvitation')}
          </Button>
        </Stack>
      </form>
    </SectionCard>
  );
}
