import { Button, Group, PasswordInput, Stack } from '@mantine/core';
import { updateUserRequestSchema } from '@masar/shared/users';
import { useTranslation } from 'react-i18next';
import { showServerFieldErrors, useSchemaForm } from '../../../lib/form';
import { useUpdateUser, type UserUpdate } from '../api/update-user';
import { SectionCard } from '../../../components/ui/section-card';

export function PasswordForm({ onUpdated }: { onUpdated: (update: UserUpdate) => void }) {
  const { t } = useTranslation();
  const updateUser = useUpdateUser();
  const form = useSchemaForm({
    schema: updateUserRequestSchema,
    initialValues: { current_password: '', new_password: '', confirm_password: '' },
    confirmation: { field: 'confirm_password', matches: 'new_password' },
  });

  const submit = form.onSubmit((changes) => {
    updateUser.mutate(changes, {
      onSuccess: (update) => {
        form.reset();
        onUpdated(update);
      },
      onError: (error) => {
        showServerFieldErrors(form, error);
      },
    });
  });

  return (
    <SectionCard id="settings-password" title={t('settings.passwordSection')}>
      <form onSubmit={submit} noValidate aria-labelledby="settings-password">
        <Stack>
          <PasswordInput
            label={t('fields.currentPassword')}
            autoComplete="current-password"
            {...form.getInputProps('current_password')}
          />
          <PasswordInput
            label={t('fields.newPassword')}
            description={t('signup.passwordHint')}
            autoComplete="new-password"
            {...form.getInputProps('new_password')}
          />
          <PasswordInput
            label={t('fields.confirmNewPassword')}
            autoComplete="new-password"
            {...form.getInputProps('confirm_password')}
          />
        </Stack>
        <Group justify="flex-end" mt="md">
          <Button type="submit" loading={updateUser.isPending}>
            {t('settings.savePassword')}
          </Button>
        </Group>
      </form>
    </SectionCard>
  );
}
