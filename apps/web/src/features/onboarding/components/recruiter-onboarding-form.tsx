import { Button, Grid, Group, NumberInput, Select, Stack, Text, Textarea, TextInput, type ComboboxItem } from '@mantine/core';
import { DESCRIPTION_MAX_LENGTH, DESCRIPTION_MIN_LENGTH } from '@masar/shared/constants';
import { recruiterOnboardingRequestSchema } from '@masar/shared/onboarding';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FileUploadField } from '../../../components/ui/file-upload-field';
import { showServerFieldErrors, translateError, useSchemaForm } from '../../../lib/form';
import { useChunkedUpload } from '../../../lib/use-chunked-upload';
import { usePlacesConfig } from '../api/get-places-config';
import { useOnboardRecruiter, type RecruiterOnboarding } from '../api/onboard-recruiter';
import { cityOptions, countryOptions } from '../../../lib/location-options';
import { PlaceCitySelect } from './place-city-select';

type RecruiterValues = {
  company_name: string;
  company_avatar: string | undefined;
  company_size: number | string;
  company_industry: string;
  /** place_id: the maps service's place, when the city came from its suggestions. */
  company_location: { country: string; city: string; place_id?: string | undefined };
  company_website: string;
  company_description: string;
};

interface RecruiterOnboardingFormProps {
  /** Sectors in the page's language; the sector id is the value. */
  industries: ComboboxItem[];
  industriesLoading: boolean;
  onOnboarded: (onboarding: RecruiterOnboarding) => void;
}

export function RecruiterOnboardingForm({ industries, industriesLoading, onOnboarded }: RecruiterOnboardingFormProps) {
  const { t, i18n } = useTranslation();
  const onboard = useOnboardRecruiter();
  // With a maps service configured, the city comes from its suggestions (decision 0018).
  const placeAutocomplete = usePlacesConfig().data?.autocomplete === true;
  const form = useSchemaForm<RecruiterValues>({
    schema: recruiterOnboardingRequestSchema,
    initialValues: {
      company_name: '',
      company_avatar: undefined,
      company_size: '',
      company_industry: '',
      company_location: { country: '', city: '' },
      company_website: '',
      company_description: '',
    },
  });
  const logo = useChunkedUpload('avatar', {
    onChange: (stored) => form.setFieldValue('company_avatar', stored?.id),
  });
  const countries = useMemo(() => countryOptions(i18n.language), [i18n.language]);
  const { country, city } = form.values.company_location;
  const cities = useMemo(() => cityOptions(country, i18n.language), [country, i18n.language]);
  const descriptionLength = form.values.company_description.trim().length;
  const descriptionFits = descriptionLength >= DESCRIPTION_MIN_LENGTH && descriptionLength <= DESCRIPTION_MAX_LENGTH;

  const chooseCountry = (next: string | null) => {
    form.setFieldValue('company_location', { country: next ?? '', city: '' });
    // The city list belongs to the country: a new country asks for its city afresh.
    form.clearFieldError('company_location.city');
  };

  const submit = form.onSubmit((values) => {
    if (logo.phase === 'uploading') return;
    onboard.mutate(recruiterOnboardingRequestSchema.parse(values), {
      onSuccess: onOnboarded,
      onError: (error) => {
        showServerFieldErrors(form, error);
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput label={t('recruiterOnboarding.companyName')} autoComplete="organization" {...form.getInputProps('company_name')} />
        <FileUploadField label={t('recruiterOnboarding.logo')} description={t('recruiterOnboarding.logoHint')} upload={logo} imagePreview />
        <Grid gap="md">
          <Grid.Col span={{ base: 12, sm: 5 }}>
            <NumberInput
              label={t('recruiterOnboarding.size')}
              placeholder={t('recruiterOnboarding.sizeHint')}
              min={1}
              allowDecimal={false}
              allowNegative={false}
              clampBehavior="none"
              {...form.getInputProps('company_size')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 7 }}>
            <Select
              label={t('recruiterOnboarding.industry')}
              placeholder={t('recruiterOnboarding.industryPlaceholder')}
              data={industries}
              disabled={industriesLoading && industries.length === 0}
              value={form.values.company_industry === '' ? null : form.values.company_industry}
              onChange={(value) => form.setFieldValue('company_industry', value ?? '')}
              onBlur={() => form.validateField('company_industry')}
              searchable
              nothingFoundMessage={t('recruiterOnboarding.noIndustry')}
              error={translateError(form.errors.company_industry)}
            />
          </Grid.Col>
        </Grid>
        <Grid gap="md">
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <Select
              label={t('recruiterOnboarding.country')}
              placeholder={t('recruiterOnboarding.countryPlaceholder')}
              data={countries}
              value={country === '' ? null : country}
              onChange={chooseCountry}
              searchable
              nothingFoundMessage={t('recruiterOnboarding.noCountry')}
              autoComplete="off"
              error={translateError(form.errors['company_location.country'])}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            {placeAutocomplete && country !== '' ? (
              <PlaceCitySelect
                key={country}
                label={t('recruiterOnboarding.city')}
                country={country}
                onChange={(choice) => {
                  form.setFieldValue('company_location', { country, city: choice?.city ?? '', place_id: choice?.place_id });
                  form.clearFieldError('company_location.city');
                }}
                error={translateError(form.errors['company_location.city'])}
              />
            ) : (
              <Select
                label={t('recruiterOnboarding.city')}
                placeholder={country === '' ? t('recruiterOnboarding.chooseCountryFirst') : t('recruiterOnboarding.cityPlaceholder')}
                data={cities}
                value={city === '' ? null : city}
                onChange={(value) => form.setFieldValue('company_location.city', value ?? '')}
                disabled={country === ''}
                searchable
                nothingFoundMessage={t('recruiterOnboarding.noCity')}
                autoComplete="off"
                error={translateError(form.errors['company_location.city'])}
              />
            )}
          </Grid.Col>
        </Grid>
        <TextInput
          label={t('recruiterOnboarding.website')}
          type="url"
          placeholder="https://example.com"
          autoComplete="url"
          {...form.getInputProps('company_website')}
        />
        <Stack gap={4}>
          <Textarea
            label={t('recruiterOnboarding.description')}
            description={t('recruiterOnboarding.descriptionHint')}
            autosize
            minRows={4}
            maxRows={12}
            {...form.getInputProps('company_description')}
          />
          <Group justify="flex-end">
            <Text size="xs" c={descriptionLength === 0 || descriptionFits ? 'dimmed' : 'red.7'} data-testid="description-counter">
              {t('recruiterOnboarding.counter', { count: descriptionLength, max: DESCRIPTION_MAX_LENGTH })}
            </Text>
          </Group>
        </Stack>
        {logo.phase === 'uploading' && (
          <Text size="sm" c="dimmed">
            {t('recruiterOnboarding.waitForUpload')}
          </Text>
        )}
        <Button type="submit" loading={onboard.isPending} disabled={logo.phase === 'uploading'}>
          {t('recruiterOnboarding.submit')}
        </Button>
      </Stack>
    </form>
  );
}
