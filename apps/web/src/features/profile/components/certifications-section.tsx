import { Checkbox, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { toLocale } from '@masar/shared/messages';
import type { CandidateProfile } from '@masar/shared/profile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MonthField } from '../../../components/ui/month-field';
import { formatMonthYear } from '../../../lib/dates';
import { blankToNull, isUnsure, toMonthValue } from './profile-format';
import { CheckThis, ProfileSection, SectionModal } from './profile-section';
import { RepeatableEntriesForm } from './repeatable-entries-form';
import { UserText, UserTextBlock } from '../../../components/ui/user-text';

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
                  <Text fw={600}>
                    <UserText>{entry.name}</UserText>
                  </Text>
                  <CheckThis show={isUnsure(profile, `certifications.${index}`)} />
                </Group>
                {entry.issuer !== null && <UserTextBlock size="sm">{entry.issuer}</UserTextBlock>}
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
  return (
    <RepeatableEntriesForm<CertificationFormEntry>
      section="certifications"
      label={t('profile.editCertifications')}
      initial={initial}
      blank={EMPTY_ENTRY}
      addLabel={t('profile.addCertification')}
      addAt="start"
      entryName={(number) => t('profile.certificationNumber', { number })}
      layout="cards"
      onDone={onDone}
      toRequest={(parsed) => ({
        certifications: (parsed.certifications ?? []).map((entry) => ({
          ...entry,
          issuer: blankToNull(entry.issuer),
          credential_id: blankToNull(entry.credential_id),
        })),
      })}
      renderFields={({ entry, input, checkbox }) => (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t('profile.certificationName')} withAsterisk {...input('name')} />
            <TextInput label={t('profile.issuer')} {...input('issuer')} />
            <MonthField label={t('profile.issueDate')} withAsterisk {...input('issue_date')} />
            <MonthField
              label={t('profile.expiryDate')}
              allowFuture
              withAsterisk={!entry.no_expiry}
              disabled={entry.no_expiry}
              {...input('expiry_date')}
            />
            <TextInput label={t('profile.credentialId')} {...input('credential_id')} />
          </SimpleGrid>
          <Checkbox label={t('profile.noExpiry')} {...checkbox('no_expiry', 'expiry_date')} />
        </>
      )}
    />
  );
}
