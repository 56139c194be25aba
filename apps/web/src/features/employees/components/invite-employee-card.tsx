import { Button, Group, Stack, TextInput } from '@mantine/core';
import { inviteEmployeeRequestSchema, inviteTalentManagerRequestSchema } from '@masar/shared/employees';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/ui/section-card';
import { showServerFieldErrors, useSchemaForm } from '../../../lib/form';
import { showSuccess } from '../../../lib/notify';
import { useInviteEmployee } from '../api/invite-employee';
import { useInviteTalentManager } from '../api/invite-talent-manager';

/** Invite an employee: they sign up through the link and upload a resume, then are matched on it. */
export function InviteEmployeeCard() {
  const { t } = useTranslation();
  const invite = useInviteEmployee();
  const form = useSchemaForm({ schema: inviteEmployeeRequestSchema, initialValues: { email: '', name: '', title: '' } });
  const submit = form.onSubmit((values) => {
    invite.mutate(
      { email: values.email.trim(), ...(values.name.trim() ? { name: values.name.trim() } : {}), ...(values.title.trim() ? { title: values.title.trim() } : {}) },
      {
        onSuccess: ({ message }) => {
          showSuccess(message ?? t('employees.invited'));
          form.reset();
        },
        onError: (error) => showServerFieldErrors(form, error),
      },
    );
  });
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
  const submit = form.onSubmit((values) => {
    invite.mutate(
      { email: values.email.trim() },
      {
        onSuccess: ({ message }) => {
          showSuccess(message ?? t('employees.talentManagerInvited'));
          form.reset();
        },
        onError: (error) => showServerFieldErrors(form, error),
      },
    );
  });
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
