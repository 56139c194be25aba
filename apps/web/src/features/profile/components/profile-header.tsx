import {
  Anchor,
  Badge,
  Button,
  Checkbox,
  CloseButton,
  Fieldset,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { AVAILABILITY_OPTIONS, type SocialPlatform } from '@masar/shared/onboarding';
import { currentTitleOf, editProfileRequestSchema, type CandidateProfile, type ProfileStatus } from '@masar/shared/profile';
import { IconLink, IconMail, IconMapPin, IconPencil, IconPhone, IconPlus } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { preparedSchema, useSchemaForm } from '../../../lib/form';
import { blankToNull, completenessOf, isUnsure } from './profile-format';
import { CheckThis, FormActions, SectionModal } from './profile-section';
import { useSectionSave } from './use-section-save';
import { NationalitySelect, nationalityName } from '../../../components/ui/nationality-select';
import { UserText } from '../../../components/ui/user-text';
import { toLocale } from '@masar/shared/messages';
import { formatPercent } from '../../../lib/format-number';
import { ProgressRing } from '../../../components/ui/progress-ring';

const SOCIAL_PLATFORMS: { platform: SocialPlatform; name: string; placeholder: string }[] = [
  { platform: 'linkedin', name: 'LinkedIn', placeholder: 'https://www.linkedin.com/in/your-name' },
  { platform: 'facebook', name: 'Facebook', placeholder: 'https://facebook.com/your.name' },
  { platform: 'instagram', name: 'Instagram', placeholder: 'https://instagram.com/yourname' },
  { platform: 'twitter', name: 'X (Twitter)', placeholder: 'https://x.com/yourname' },
];

const AVAILABILITY_LABEL = { online: 'profile.online', on_site: 'profile.onSite' } as const;

interface ProfileHeaderProps {
  status: ProfileStatus;
  profile: CandidateProfile;
  /** The account's name, until the profile has one. */
  fallbackName: string;
  /** Upload a newer resume, export and import JSON Resume. */
  actions: ReactNode;
}

function Contact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
      {icon}
      <Text size="sm" component="div" truncate>
        {children}
      </Text>
    </Group>
  );
}

export function ProfileHeader({ status, profile, fallbackName, actions }: ProfileHeaderProps) {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  const [editing, setEditing] = useState(false);
  const details = profile.personal_details;
  const name = blankToNull(details.name) ?? fallbackName;
  const completeness = completenessOf(profile);
  const currentTitle = currentTitleOf(profile);
  const socialLinks = SOCIAL_PLATFORMS.filter(({ platform }) => (status.social_links[platform] ?? '') !== '');

  return (
    <Paper component="section" aria-labelledby="profile-name" withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="md">
          <Stack gap={4} style={{ flex: 1, minWidth: 220 }}>
            <Group gap="xs">
              <Title order={2} fz={{ base: 22, sm: 26 }} id="profile-name">
                <UserText>{name}</UserText>
              </Title>
              <CheckThis show={isUnsure(profile, 'personal_details.name')} />
            </Group>
            {currentTitle !== null && (
              <Text c="dimmed" fw={500}>
                <UserText>{currentTitle}</UserText>
              </Text>
            )}
          </Stack>
          <Group gap="sm" wrap="nowrap">
            <ProgressRing
              size={64}
              thickness={6}
              value={completeness}
              color={completeness >= 75 ? 'teal' : 'blue'}
              label={
                <Text ta="center" size="xs" fw={700}>
                  {formatPercent(completeness, locale)}
                </Text>
              }
            />
            <Text size="sm" c="dimmed" maw={140}>
              {t('profile.completeness', { percent: formatPercent(completeness, locale) })}
            </Text>
          </Group>
        </Group>

        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
          {details.location !== null && (
            <Contact icon={<IconMapPin size={16} aria-label={t('profile.location')} />}>
              <UserText>{details.location}</UserText>{' '}
              <CheckThis show={isUnsure(profile, 'personal_details.location')} />
            </Contact>
          )}
          {details.email !== null && (
            <Contact icon={<IconMail size={16} aria-label={t('profile.email')} />}>
              <Anchor href={`mailto:${details.email}`} size="sm" dir="ltr">
                {details.email}
              </Anchor>
            </Contact>
          )}
          {details.phone !== null && (
            <Contact icon={<IconPhone size={16} aria-label={t('profile.phone')} />}>
              <Anchor href={`tel:${details.phone}`} size="sm" dir="ltr">
                {details.phone}
              </Anchor>
            </Contact>
          )}
          {details.links.map((link) => (
            <Contact key={link} icon={<IconLink size={16} aria-hidden />}>
              <Anchor href={link} target="_blank" rel="noopener noreferrer" size="sm" dir="ltr">
                {link.replace(/^https?:\/\//, '')}
              </Anchor>
            </Contact>
          ))}
        </SimpleGrid>

        {(socialLinks.length > 0 || status.availability.length > 0 || status.nationality !== null) && (
          <Group gap="md" wrap="wrap">
            {socialLinks.map(({ platform, name: platformName }) => (
              <Anchor
                key={platform}
                href={status.social_links[platform]}
                target="_blank"
                rel="noopener noreferrer"
                size="sm"
              >
                {platformName}
              </Anchor>
            ))}
            {status.availability.map((option) => (
              <Badge key={option} variant="light" color="teal">
                {option in AVAILABILITY_LABEL
                  ? t(AVAILABILITY_LABEL[option as keyof typeof AVAILABILITY_LABEL])
                  : option}
              </Badge>
            ))}
            {status.nationality !== null && (
              <Badge variant="light" color="gray">
                {t('nationality.shown', { country: nationalityName(status.nationality, i18n.language) })}
              </Badge>
            )}
          </Group>
        )}

        <Group gap="sm" wrap="wrap">
          <Button variant="default" leftSection={<IconPencil size={16} aria-hidden />} onClick={() => setEditing(true)}>
            {t('profile.editDetails')}
          </Button>
          {actions}
        </Group>
      </Stack>
      <SectionModal opened={editing} title={t('profile.editDetails')} onClose={() => setEditing(false)}>
        <PersonalDetailsForm
          status={status}
          profile={profile}
          fallbackName={fallbackName}
          onDone={() => setEditing(false)}
        />
      </SectionModal>
    </Paper>
  );
}

type DetailsValues = {
  personal_details: { name: string; email: string; phone: string; location: string; links: string[] };
  social_links: Record<SocialPlatform, string>;
  availability: string[];
  nationality: string | null;
};

/** The form keeps strings; the server takes null for an empty e-mail. */
function prepareDetails(values: DetailsValues) {
  return {
    ...values,
    personal_details: {
      ...values.personal_details,
      email: blankToNull(values.personal_details.email),
      phone: blankToNull(values.personal_details.phone),
      location: blankToNull(values.personal_details.location),
    },
  };
}

const detailsSchema = preparedSchema(editProfileRequestSchema, prepareDetails);

interface PersonalDetailsFormProps {
  status: ProfileStatus;
  profile: CandidateProfile;
  fallbackName: string;
  onDone: () => void;
}

function PersonalDetailsForm({ status, profile, fallbackName, onDone }: PersonalDetailsFormProps) {
  const { t } = useTranslation();
  const details = profile.personal_details;
  const form = useSchemaForm<DetailsValues>({
    schema: detailsSchema,
    initialValues: {
      personal_details: {
        name: details.name ?? fallbackName,
        email: details.email ?? '',
        phone: details.phone ?? '',
        location: details.location ?? '',
        links: details.links,
      },
      social_links: {
        linkedin: status.social_links.linkedin ?? '',
        facebook: status.social_links.facebook ?? '',
        instagram: status.social_links.instagram ?? '',
        twitter: status.social_links.twitter ?? '',
      },
      availability: status.availability.filter((option) =>
        (AVAILABILITY_OPTIONS as readonly string[]).includes(option),
      ),
      nationality: status.nationality,
    },
  });
  const { save, pending } = useSectionSave(form, onDone);
  const submit = form.onSubmit((values) => save(editProfileRequestSchema.parse(prepareDetails(values))));

  return (
    <form onSubmit={submit} noValidate aria-label={t('profile.editDetails')}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('profile.name')}
            withAsterisk
            autoComplete="name"
            {...form.getInputProps('personal_details.name')}
          />
          <TextInput label={t('profile.location')} {...form.getInputProps('personal_details.location')} />
          <TextInput
            label={t('profile.email')}
            type="email"
            dir="ltr"
            {...form.getInputProps('personal_details.email')}
          />
          <TextInput
            label={t('profile.phone')}
            type="tel"
            dir="ltr"
            description={t('profile.phoneHint')}
            {...form.getInputProps('personal_details.phone')}
          />
        </SimpleGrid>
        <Fieldset legend={t('profile.links')} radius="md">
          <Stack gap="xs">
            {form.values.personal_details.links.map((_, index) => (
              <Group key={index} gap="xs" wrap="nowrap" align="flex-start">
                <TextInput
                  aria-label={t('profile.linkNumber', { number: index + 1 })}
                  type="url"
                  dir="ltr"
                  placeholder="https://"
                  style={{ flex: 1 }}
                  {...form.getInputProps(`personal_details.links.${index}`)}
                />
                <CloseButton
                  mt={6}
                  aria-label={t('profile.removeEntry', { name: t('profile.linkNumber', { number: index + 1 }) })}
                  onClick={() => form.removeListItem('personal_details.links', index)}
                />
              </Group>
            ))}
            <Button
              variant="light"
              size="compact-sm"
              leftSection={<IconPlus size={14} aria-hidden />}
              onClick={() => form.insertListItem('personal_details.links', '')}
              style={{ alignSelf: 'flex-start' }}
            >
              {t('profile.addLink')}
            </Button>
          </Stack>
        </Fieldset>
        <Fieldset legend={t('profile.socialLinks')} radius="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {SOCIAL_PLATFORMS.map(({ platform, name, placeholder }) => (
              <TextInput
                key={platform}
                label={name}
                type="url"
                dir="ltr"
                placeholder={placeholder}
                {...form.getInputProps(`social_links.${platform}`)}
              />
            ))}
          </SimpleGrid>
        </Fieldset>
        <Checkbox.Group label={t('profile.availability')} withAsterisk {...form.getInputProps('availability')}>
          <Group mt="xs">
            <Checkbox value="online" label={t('profile.online')} />
            <Checkbox value="on_site" label={t('profile.onSite')} />
          </Group>
        </Checkbox.Group>
        <NationalitySelect
          value={form.values.nationality}
          onChange={(value) => form.setFieldValue('nationality', value)}
          error={form.errors.nationality}
        />
      </Stack>
      <FormActions onCancel={onDone} pending={pending} />
    </form>
  );
}
