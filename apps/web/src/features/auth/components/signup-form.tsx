import { Anchor, Button, Checkbox, Grid, PasswordInput, Stack, TextInput } from '@mantine/core';
import { signupRequestSchema } from '@masar/shared/auth';
import type { CountryCode } from 'libphonenumber-js';
import { useEffect, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { showServerFieldErrors, translateError, useSchemaForm } from '../../../lib/form';
import { useRegisterUser, type Registration } from '../api/register-user';
import { callingCodeOf, CountryCodeSelect, DEFAULT_COUNTRY } from './country-code-select';

interface SignupFormProps {
  onSignedUp: (registration: Registration) => void;
  /** The address an invitation was sent to: the e-mail field starts with it, unless typed already. */
  invitedEmail?: string | undefined;
}

export function SignupForm({ onSignedUp, invitedEmail }: SignupFormProps) {
  const { t } = useTranslation();
  const register = useRegisterUser();
  const [country, setCountry] = useState<CountryCode>(DEFAULT_COUNTRY);
  const form = useSchemaForm({
    schema: signupRequestSchema,
    initialValues: {
      full_name: '',
      email: '',
      password: '',
      confirm_password: '',
      country_code: callingCodeOf(DEFAULT_COUNTRY),
      mobile_number: '',
      accepted_terms: false,
    },
    confirmation: { field: 'confirm_password', matches: 'password' },
  });

  useEffect(() => {
    if (invitedEmail !== undefined && form.getValues().email === '') form.setFieldValue('email', invitedEmail);
    // Only a newly known invited address fills the field; the form object is stable.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [invitedEmail]);

  const chooseCountry = (next: CountryCode) => {
    setCountry(next);
    form.setFieldValue('country_code', callingCodeOf(next));
  };

  // The schema has checked the terms box by now; the request states it literally.
  const submit = form.onSubmit((values) => {
    register.mutate(
      { ...values, accepted_terms: true },
      {
        onSuccess: onSignedUp,
        onError: (error) => {
          showServerFieldErrors(form, error);
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput label={t('fields.fullName')} autoComplete="name" {...form.getInputProps('full_name')} />
        <TextInput label={t('fields.email')} type="email" autoComplete="email" {...form.getInputProps('email')} />
        <PasswordInput
          label={t('fields.password')}
          description={t('signup.passwordHint')}
          autoComplete="new-password"
          {...form.getInputProps('password')}
        />
        <PasswordInput
          label={t('fields.confirmPassword')}
          autoComplete="new-password"
          {...form.getInputProps('confirm_password')}
        />
        {/* Country names are long, Arabic ones more so: side by side only where there is room. */}
        <Grid gap="sm">
          <Grid.Col span={{ base: 12, xs: 7 }}>
            <CountryCodeSelect
              country={country}
              onChange={chooseCountry}
              error={translateError(form.errors.country_code)}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, xs: 5 }}>
            <TextInput
              label={t('fields.mobileNumber')}
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              {...form.getInputProps('mobile_number')}
            />
          </Grid.Col>
        </Grid>
        <Checkbox
          label={
            <Trans
              i18nKey="signup.acceptTerms"
              // A new tab keeps what the person has typed here.
              components={{ terms: <Anchor component={Link} to="/terms" target="_blank" rel="noopener" /> }}
            />
          }
          {...form.getInputProps('accepted_terms', { type: 'checkbox' })}
        />
        <Button type="submit" loading={register.isPending} fullWidth>
          {t('signup.submit')}
        </Button>
      </Stack>
    </form>
  );
}
