import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { loginRequestSchema, type AuthSession } from '@masar/shared/auth';
import { useTranslation } from 'react-i18next';
import { showServerFieldErrors, useSchemaForm } from '../../../lib/form';
import { useLoginUser } from '../api/login-user';

export function LoginForm({ onLoggedIn }: { onLoggedIn: (session: AuthSession) => void }) {
  const { t } = useTranslation();
  const login = useLoginUser();
  const form = useSchemaForm({
    schema: loginRequestSchema,
    initialValues: { email: '', password: '' },
  });

  const submit = form.onSubmit((credentials) => {
    login.mutate(credentials, {
      onSuccess: onLoggedIn,
      onError: (error) => {
        showServerFieldErrors(form, error);
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput label={t('fields.email')} type="email" autoComplete="email" {...form.getInputProps('email')} />
        <PasswordInput
          label={t('fields.password')}
          autoComplete="current-password"
          {...form.getInputProps('password')}
        />
        <Button type="submit" loading={login.isPending} fullWidth>
          {t('login.submit')}
        </Button>
      </Stack>
    </form>
  );
}
