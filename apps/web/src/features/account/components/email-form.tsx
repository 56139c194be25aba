import { Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { updateUserRequestSchema } from '@masar/shared/users';
import { useTranslation } from 'react-i18next';
import { showServerFieldErrors, useSchemaForm } from '../../../lib/form';
import { useUpdateUser, type UserUpdate } from '../api/update-user';
import { SectionCard } from '../../../components/ui/section-card';

interface EmailFormProps {
  email: string;
  onUpdated: (update: UserUpdate) => void;
}

/** Changing the e-mail needs the current password. */
export function EmailForm({ email, onUpdated }: EmailFormProps) {
  const { t } = useTranslation();
  const updateUser = useUpdateUser();
  const form = useSchemaForm({
    schema: updateUserRequestSchema,
    initialValues: { email, current_password: '' },
  });

  const submit = form.onSubmit((changes) => {
    updateUser.mutate(changes, {
      onSuccess: (update) => {
        form.setValues({ email: update.user.email, current_password: '' });
        form.resetDirty();
        onUpdated(update);
      },
      onError: (error) => {
        showServerFieldErrors(form, error);
      },
    });
  });

  return (
    <SectionCard id="settings-email" title={t('settings.emailSection')} description={t('settings.emailHint')}>
      <form onSubmit={submit} noValidate aria-labelledby="settings-email">
        <Stack>
          <TextInput label={t('fields.email')} type="email" autoComplete="email" {...form.getInputProps('email')} />
          <PasswordInput
            label={t('fields.currentPassword')}
            autoComplete="current-password"
            {...form.getInputProps('current_password')}
          />
        </Stack>
        <Group justify="flex-end" mt="md">
          <Button type="submit" loading={updateUser.isPending}>
            {t('settings.saveEmail')}
          </Button>
        </Group>
      </form>
    </SectionCard>
  );
}
