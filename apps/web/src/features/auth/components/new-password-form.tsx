import { Button, PasswordInput, Stack } from '@mantine/core';
import { resetPasswordRequestSchema } from '@masar/shared/auth';
import { useTranslation } from 'react-i18next';
import { showServerFieldErrors, useSchemaForm } from '../../../lib/form';
import { useResetPassword } from '../api/reset-password';

interface NewPasswordFormProps {
  code: string;
  onReset: (message: string) => void;
}

export function NewPasswordForm({ code, onReset }: NewPasswordFormProps) {
  const { t } = useTranslation();
  const resetPassword = useResetPassword();
  const form = useSchemaForm({
    schema: resetPasswordRequestSchema,
    initialValues: { code, password: '', confirm_password: '' },
    confirmation: { field: 'confirm_password', matches: 'password' },
  });

  const submit = form.onSubmit((request) => {
    resetPassword.mutate(request, {
      onSuccess: onReset,
      onError: (error) => {
        showServerFieldErrors(form, error);
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <PasswordInput
          label={t('fields.newPassword')}
          description={t('signup.passwordHint')}
          autoComplete="new-password"
          {...form.getInputProps('password')}
        />
        <PasswordInput
          label={t('fields.confirmNewPassword')}
          autoComplete="new-password"
          {...form.getInputProps('confirm_password')}
        />
        <Button type="submit" loading={resetPassword.isPending} fullWidth>
          {t('resetPassword.save')}
        </Button>
      </Stack>
    </form>
  );
}
