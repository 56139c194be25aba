import { Button, Stack, TextInput } from '@mantine/core';
import { forgotPasswordRequestSchema } from '@masar/shared/auth';
import { useTranslation } from 'react-i18next';
import { showServerFieldErrors, useSchemaForm } from '../../../lib/form';
import { useForgotPassword } from '../api/forgot-password';

export function ForgotPasswordForm({ onSent }: { onSent: (email: string) => void }) {
  const { t } = useTranslation();
  const forgotPassword = useForgotPassword();
  const form = useSchemaForm({
    schema: forgotPasswordRequestSchema,
    initialValues: { email: '' },
  });

  const submit = form.onSubmit(({ email }) => {
    forgotPassword.mutate(email, {
      onSuccess: () => {
        onSent(email);
      },
      onError: (error) => {
        showServerFieldErrors(form, error);
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput label={t('fields.email')} type="email" autoComplete="email" {...form.getInputProps('email')} />
        <Button type="submit" loading={forgotPassword.isPending} fullWidth>
          {t('resetPassword.sendLink')}
        </Button>
      </Stack>
    </form>
  );
}
