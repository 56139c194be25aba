import { Anchor, Button, Checkbox, Fieldset, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { candidateOnboardingRequestSchema, type SocialPlatform } from '@masar/shared/onboarding';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FileUploadField } from '../../../components/ui/file-upload-field';
import { showServerFieldErrors, useSchemaForm } from '../../../lib/form';
import { useChunkedUpload } from '../../../lib/use-chunked-upload';
import { NationalitySelect } from '../../../components/ui/nationality-select';
import { useOnboardCandidate, type CandidateOnboarding } from '../api/onboard-candidate';
import {
  clearCandidateDraft,
  EMPTY_CANDIDATE_VALUES,
  readCandidateDraft,
  saveCandidateDraft,
  type CandidateValues,
} from './candidate-draft';

const SOCIAL_FIELDS: { platform: SocialPlatform; placeholder: string }[] = [
  { platform: 'linkedin', placeholder: 'https://www.linkedin.com/in/your-name' },
  { platform: 'facebook', placeholder: 'https://facebook.com/your.name' },
  { platform: 'instagram', placeholder: 'https://instagram.com/yourname' },
  { platform: 'twitter', placeholder: 'https://x.com/yourname' },
];

export function CandidateOnboardingForm({ onOnboarded }: { onOnboarded: (onboarding: CandidateOnboarding) => void }) {
  const { t } = useTranslation();
  const onboard = useOnboardCandidate();
  const [draft] = useState(readCandidateDraft);
  const form = useSchemaForm<CandidateValues>({
    schema: candidateOnboardingRequestSchema,
    initialValues: draft?.values ?? EMPTY_CANDIDATE_VALUES,
  });
  const avatar = useChunkedUpload('avatar', {
    initial: draft?.avatar,
    onChange: (stored) => form.setFieldValue('candidate_avatar', stored?.id),
  });
  const resume = useChunkedUpload('resume', {
    initial: draft?.resume,
    onChange: (stored) => form.setFieldValue('candidate_resume', stored?.id),
  });
  const uploading = avatar.phase === 'uploading' || resume.phase === 'uploading';

  useEffect(() => {
    saveCandidateDraft({ values: form.values, avatar: avatar.stored, resume: resume.stored });
  }, [form.values, avatar.stored, resume.stored]);

  const submit = form.onSubmit((values) => {
    if (uploading) return;
    onboard.mutate(candidateOnboardingRequestSchema.parse(values), {
      onSuccess: (onboarding) => {
        clearCandidateDraft();
        onOnboarded(onboarding);
      },
      onError: (error) => {
        showServerFieldErrors(form, error);
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <FileUploadField
            label={t('candidateOnboarding.photo')}
            description={t('candidateOnboarding.photoHint')}
            upload={avatar}
            imagePreview
          />
          <FileUploadField
            label={t('candidateOnboarding.resume')}
            description={t('candidateOnboarding.resumeHint')}
            upload={resume}
          />
        </SimpleGrid>

        <Fieldset legend={t('candidateOnboarding.socialLinks')} radius="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {SOCIAL_FIELDS.map(({ platform, placeholder }) => (
              <TextInput
                key={platform}
                label={t(`candidateOnboarding.${platform}`)}
                type="url"
                placeholder={placeholder}
                dir="ltr"
                {...form.getInputProps(`candidate_social_links.${platform}`)}
              />
            ))}
          </SimpleGrid>
        </Fieldset>

        <Checkbox.Group
          label={t('candidateOnboarding.availability')}
          description={t('candidateOnboarding.availabilityHint')}
          withAsterisk
          {...form.getInputProps('candidate_availability')}
        >
          <Group mt="xs">
            <Checkbox value="online" label={t('candidateOnboarding.online')} />
            <Checkbox value="on_site" label={t('candidateOnboarding.onSite')} />
          </Group>
        </Checkbox.Group>

        <NationalitySelect
          value={form.values.candidate_nationality}
          onChange={(value) => form.setFieldValue('candidate_nationality', value)}
          error={form.errors.candidate_nationality}
        />

        <Checkbox
          label={t('candidateOnboarding.disclaimer')}
          description={
            <Anchor component={Link} to="/onboarding/candidate/disclaimer" size="sm">
              {t('candidateOnboarding.readDisclaimer')}
            </Anchor>
          }
          {...form.getInputProps('accepted_disclaimer', { type: 'checkbox' })}
        />

        {uploading && (
          <Text size="sm" c="dimmed">
            {t('candidateOnboarding.waitForUploads')}
          </Text>
        )}
        <Button type="submit" loading={onboard.isPending} disabled={uploading}>
          {t('candidateOnboarding.submit')}
        </Button>
      </Stack>
    </form>
  );
}
