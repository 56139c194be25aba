import { Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { toLocale } from '@masar/shared/messages';
import type { CandidateProfile } from '@masar/shared/profile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MonthField } from '../../../components/ui/month-field';
import { blankToNull, isUnsure, toMonthValue } from './profile-format';
import { degreeLine, formatRange } from '../../../lib/format-profile';
import { CheckThis, ProfileSection, SectionModal } from './profile-section';
import { RepeatableEntriesForm } from './repeatable-entries-form';
import { UserText } from '../../../components/ui/user-text';

interface EducationFormEntry {
  degree_title: string;
  institution: string;
  field: string;
  start: string;
  end: string;
  expected_end: string;
}

const EMPTY_ENTRY: EducationFormEntry = {
  degree_title: '',
  institution: '',
  field: '',
  start: '',
  end: '',
  expected_end: '',
};

export function EducationSection({ profile }: { profile: CandidateProfile }) {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  const [editing, setEditing] = useState(false);
  const labels = { present: t('profile.present'), invalid: t('dates.invalid') };

  return (
    <>
      <ProfileSection
        id="profile-education"
        title={t('profile.education')}
        editLabel={t('profile.editEducation')}
        onEdit={() => setEditing(true)}
        empty={profile.education.length === 0}
        emptyText={t('profile.educationEmpty')}
        unreadText={isUnsure(profile, 'education') ? t('profileReview.educationUnread') : undefined}
      >
        <Stack gap="md">
          {profile.education.map((entry, index) => {
            const expected = entry.end === null && entry.expected_end !== null;
            const range = formatRange(entry.start, expected ? entry.expected_end : entry.end, false, locale, labels);
            return (
              <Stack key={index} gap={2}>
                <Group gap="xs">
                  <Text fw={600}>
                    <UserText>{degreeLine(entry.degree_title, entry.field, locale)}</UserText>
                  </Text>
                  <CheckThis show={isUnsure(profile, `education.${index}`)} />
                </Group>
                <Text size="sm">
                  <UserText>{entry.institution}</UserText>
                </Text>
                {range !== null && (
                  <Text size="sm" c="dimmed">
                    {expected ? t('profile.expectedRange', { range }) : range}
                  </Text>
                )}
              </Stack>
            );
          })}
        </Stack>
      </ProfileSection>
      <SectionModal opened={editing} title={t('profile.editEducation')} onClose={() => setEditing(false)}>
        <EducationForm profile={profile} onDone={() => setEditing(false)} />
      </SectionModal>
    </>
  );
}

function EducationForm({ profile, onDone }: { profile: CandidateProfile; onDone: () => void }) {
  const { t } = useTranslation();
  const [initial] = useState<EducationFormEntry[]>(() =>
    profile.education.map((entry) => ({
      degree_title: entry.degree_title ?? '',
      institution: entry.institution ?? '',
      field: entry.field ?? '',
      start: toMonthValue(entry.start),
      end: toMonthValue(entry.end),
      expected_end: toMonthValue(entry.expected_end),
    })),
  );
  return (
    <RepeatableEntriesForm<EducationFormEntry>
      section="education"
      label={t('profile.editEducation')}
      initial={initial}
      blank={EMPTY_ENTRY}
      addLabel={t('profile.addEducation')}
      addAt="start"
      entryName={(number) => t('profile.educationNumber', { number })}
      layout="cards"
      onDone={onDone}
      toRequest={(parsed) => ({
        education: (parsed.education ?? []).map((entry) => ({ ...entry, field: blankToNull(entry.field) })),
      })}
      renderFields={({ input }) => (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('profile.degree')} withAsterisk {...input('degree_title')} />
          <TextInput label={t('profile.institution')} withAsterisk {...input('institution')} />
          <TextInput label={t('profile.fieldOfStudy')} {...input('field')} />
          <MonthField label={t('profile.startDate')} {...input('start')} />
          <MonthField label={t('profile.endDate')} {...input('end')} />
          <MonthField
            label={t('profile.expectedEnd')}
            description={t('profile.expectedEndHint')}
            allowFuture
            {...input('expected_end')}
          />
        </SimpleGrid>
      )}
    />
  );
}
