import { Button, Checkbox, CloseButton, Group, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { randomId } from '@mantine/hooks';
import { toLocale } from '@masar/shared/messages';
import { editProfileRequestSchema, type CandidateProfile } from '@masar/shared/profile';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MonthField } from '../../../components/ui/month-field';
import { formatMonthYear } from '../../../lib/dates';
import { useSchemaForm } from '../../../lib/form';
import { blankToNull, isUnsure, toMonthValue } from './profile-format';
import { CheckThis, FormActions, ProfileSection, SectionModal } from './profile-section';
import { useSectionSave } from './use-section-save';

interface CertificationFormEntry {
  name: string;
  issuer: string;
  issue_date: string;
  expiry_date: string;
  no_expiry: boolean;
  credential_id: string;
}

const EMPTY_ENTRY: CertificationFormEntry = {
  name: '',
  issuer: '',
  issue_date: '',
  expiry_date: '',
  no_expiry: false,
  credential_id: '',
};

export function CertificationsSection({ profile }: { profile: CandidateProfile }) {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  const [editing, setEditing] = useState(false);
  const month = (value: string | null) =>
    value === null ? null : (formatMonthYear(value, locale) ?? t('dates.invalid'));

  return (
    <>
      <ProfileSection
        id="profile-certifications"
        title={t('profile.certifications')}
        editLabel={t('profile.editCertifications')}
        onEdit={() => setEditing(true)}
        empty={profile.certifications.length === 0}
        emptyText={t('profile.certificationsEmpty')}
      >
        <Stack gap="md">
          {profile.certifications.map((entry, index) => {
            const issued = month(entry.issue_date);
            const expires = entry.no_expiry ? t('profile.noExpiry') : month(entry.expiry_date);
            return (
              <Stack key={index} gap={2}>
                <Group gap="xs">
                  <Text fw={600}>{entry.name}</Text>
                  <CheckThis show={isUnsure(profile, `certifications.${index}`)} />
                </Group>
                {entry.issuer !== null && <Text size="sm">{entry.issuer}</Text>}
                <Text size="sm" c="dimmed">
                  {[
                    issued === null ? null : t('profile.issuedOn', { date: issued }),
                    expires === null ? null : entry.no_expiry ? expires : t('profile.expiresOn', { date: expires }),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
                {entry.credential_id !== null && (
                  <Text size="xs" c="dimmed">
                    {t('profile.credentialIdValue', { id: entry.credential_id })}
                  </Text>
                )}
              </Stack>
            );
          })}
        </Stack>
      </ProfileSection>
      <SectionModal opened={editing} title={t('profile.editCertifications')} onClose={() => setEditing(false)}>
        <CertificationsForm profile={profile} onDone={() => setEditing(false)} />
      </SectionModal>
    </>
  );
}

function CertificationsForm({ profile, onDone }: { profile: CandidateProfile; onDone: () => void }) {
  const { t } = useTranslation();
  const [initial] = useState<CertificationFormEntry[]>(() =>
    profile.certifications.map((entry) => ({
      name: entry.name,
      issuer: entry.issuer ?? '',
      issue_date: toMonthValue(entry.issue_date),
      expiry_date: entry.no_expiry ? '' : toMonthValue(entry.expiry_date),
      no_expiry: entry.no_expiry,
      credential_id: entry.credential_id ?? '',
    })),
  );
  const [ids, setIds] = useState(() => initial.map(() => randomId()));
  const form = useSchemaForm<{ certifications: CertificationFormEntry[] }>({
    schema: editProfileRequestSchema,
    initialValues: { certifications: initial },
  });
  const { save, pending } = useSectionSave(form, onDone);

  const add = () => {
    form.insertListItem('certifications', { ...EMPTY_ENTRY }, 0);
    setIds((previous) => [randomId(), ...previous]);
  };
  const remove = (index: number) => {
    form.removeListItem('certifications', index);
    setIds((previous) => previous.filter((_, at) => at !== index));
  };

  const submit = form.onSubmit((values) => {
    const parsed = editProfileRequestSchema.parse(values);
    save({
      certifications: (parsed.certifications ?? []).map((entry) => ({
        ...entry,
        issuer: blankToNull(entry.issuer),
        credential_id: blankToNull(entry.credential_id),
      })),
    });
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t('profile.editCertifications')}>
      <Stack gap="md">
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={add}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('profile.addCertification')}
        </Button>
        {form.values.certifications.map((entry, index) => {
          const path = `certifications.${index}`;
          const name = t('profile.certificationNumber', { number: index + 1 });
          return (
            <Paper key={ids[index] ?? index} withBorder radius="md" p="md" role="group" aria-label={name}>
              <Stack gap="sm">
                <Group justify="space-between">
                  <Text fw={600} size="sm">
                    {name}
                  </Text>
                  <CloseButton aria-label={t('profile.removeEntry', { name })} onClick={() => remove(index)} />
                </Group>
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  <TextInput
                    label={t('profile.certificationName')}
                    withAsterisk
                    {...form.getInputProps(`${path}.name`)}
                  />
                  <TextInput label={t('profile.issuer')} {...form.getInputProps(`${path}.issuer`)} />
                  <MonthField
                    label={t('profile.issueDate')}
                    withAsterisk
                    {...form.getInputProps(`${path}.issue_date`)}
                  />
                  <MonthField
                    label={t('profile.expiryDate')}
                    allowFuture
                    withAsterisk={!entry.no_expiry}
                    disabled={entry.no_expiry}
                    {...form.getInputProps(`${path}.expiry_date`)}
                  />
                  <TextInput label={t('profile.credentialId')} {...form.getInputProps(`${path}.credential_id`)} />
                </SimpleGrid>
                <Checkbox
                  label={t('profile.noExpiry')}
                  {...form.getInputProps(`${path}.no_expiry`, { type: 'checkbox' })}
                  onChange={(event) => {
                    const checked = event.currentTarget.checked;
                    form.setFieldValue(`${path}.no_expiry`, checked);
                    if (checked) form.setFieldValue(`${path}.expiry_date`, '');
                    form.validateField(`${path}.expiry_date`);
                  }}
                />
              </Stack>
            </Paper>
          );
        })}
      </Stack>
      <FormActions onCancel={onDone} pending={pending} />
    </form>
  );
}
