import { Button, Group, PasswordInput, Stack, Switch, Text, TextInput } from '@mantine/core';
import { deleteAccountRequestSchema } from '@masar/shared/users';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { SectionCard } from '../../../components/ui/section-card';
import { showServerFieldErrors, useSchemaForm } from '../../../lib/form';
import { translateMessageKey } from '../../../lib/i18n';
import { useDeleteAccount } from '../api/delete-account';

type DeleteValues = {
  current_password: string;
  confirm_email: string;
};

/**
 * Decision 0013: deleting is for good, so it asks twice. The user row does not say whether the account
 * has a password, so the person says it: a social sign-in confirms with the e-mail instead.
 */
export function DeleteAccountSection({ onDeleted }: { onDeleted: (message: string) => void }) {
  const { t } = useTranslation();
  const deleteAccount = useDeleteAccount();
  const [social, setSocial] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const form = useSchemaForm<DeleteValues>({
    schema: deleteAccountRequestSchema,
    initialValues: { current_password: '', confirm_email: '' },
  });
  const field = social ? 'confirm_email' : 'current_password';

  // The schema leaves both optional (either may confirm); the one on screen is required.
  const submit = form.onSubmit((values) => {
    if (values[field].trim() === '') {
      form.setFieldError(field, social ? 'privacy.confirmEmail' : 'password.required');
      return;
    }
    setConfirming(true);
  });

  const confirm = () => {
    const values = form.getValues();
    const body = social
      ? { confirm_email: values.confirm_email.trim() }
      : { current_password: values.current_password };
    deleteAccount.mutate(body, {
      onSuccess: (message) => onDeleted(message ?? translateMessageKey('privacy.deleted')),
      onError: (error) => {
        setConfirming(false);
        showServerFieldErrors(form, error);
      },
    });
  };

  return (
    <SectionCard
      id="settings-delete"
      title={t('settings.deleteSection')}
      description={t('settings.deleteHint')}
      danger
    >
      <form onSubmit={submit} noValidate aria-labelledby="settings-delete">
        <Stack>
          {social ? (
            <TextInput
              label={t('settings.deleteEmail')}
              type="email"
              autoComplete="email"
              dir="ltr"
              {...form.getInputProps('confirm_email')}
            />
          ) : (
            <PasswordInput
              label={t('fields.currentPassword')}
              autoComplete="current-password"
              {...form.getInputProps('current_password')}
            />
          )}
          <Switch
            label={t('settings.deleteSocial')}
            checked={social}
            onChange={(event) => {
              setSocial(event.currentTarget.checked);
              form.clearErrors();
            }}
          />
        </Stack>
        <Group justify="flex-end" mt="md">
          <Button type="submit" color="red">
            {t('settings.deleteAccount')}
          </Button>
        </Group>
      </form>
      <ConfirmDialog
        opened={confirming}
        title={t('settings.deleteConfirmTitle')}
        message={<Text>{t('settings.deleteConfirm')}</Text>}
        confirmLabel={t('settings.deleteForever')}
        cancelLabel={t('settings.cancel')}
        danger
        pending={deleteAccount.isPending}
        onConfirm={confirm}
        onCancel={() => setConfirming(false)}
      />
    </SectionCard>
  );
}
