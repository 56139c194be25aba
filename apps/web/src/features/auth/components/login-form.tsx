import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import type { AuthSession } from '@masar/shared/auth';
import { loginFieldError, type LoginField } from '@masar/shared/text-rules';
import { useTranslation } from 'react-i18next';
import { showServerFieldErrors, useSchemaForm, type FormSchema } from '../../../lib/form';
import { useLoginUser } from '../api/login-user';

const LOGIN_FIELDS: readonly LoginField[] = ['email', 'password'];

/**
 * `loginRequestSchema`'s checks without zod, as the standard schema the form takes: zod stays out of the login
 * page's first load (decision 0124). The server still checks with `loginRequestSchema`; `loginFieldError` gives
 * that schema's first message for each field, which `text-rules.test.ts` holds it to.
 */
const loginRules: FormSchema = {
  '~standard': {
    version: 1,
    vendor: 'masar',
    validate: (value) => {
      const values = (typeof value === 'object' && value !== null ? value : {}) as Partial<Record<LoginField, unknown>>;
      const issues = LOGIN_FIELDS.flatMap((field) => {
        const message = loginFieldError(field, values[field]);
        return message === null ? [] : [{ message, path: [field] }];
      });
      return issues.length === 0 ? { value } : { issues };
    },
  },
};

export function LoginForm({ onLoggedIn }: { onLoggedIn: (session: AuthSession) => void }) {
  const { t } = useTranslation();
  const login = useLoginUser();
  const form = useSchemaForm({
    schema: loginRules,
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
