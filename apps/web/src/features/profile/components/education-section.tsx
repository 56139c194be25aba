import { Button, CloseButton, Group, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { randomId } from '@mantine/hooks';
import { toLocale } from '@masar/shared/messages';
import { editProfileRequestSchema, type CandidateProfile } from '@masar/shared/profile';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MonthField } from '../../../components/ui/month-field';
import { useSchemaForm } from '../../../lib/form';
import { blankToNull, formatRange, isUnsure, toMonthValue } from './profile-format';
import { CheckThis, FormActions, ProfileSection, SectionModal } from './profile-section';
import { useSectionSave } from './use-section-save';

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
      >
        <Stack gap="md">
          {profile.education.map((entry, index) => {
            const expected = entry.end === null && entry.expected_end !== null;
            const range = formatRange(entry.start, expected ? entry.expected_end : entry.end, false, locale, labels);
            return (
              <Stack key={index} gap={2}>
                <Group gap="xs">
                  <Text fw={600}>{[entry.degree_title, entry.field].filter(Boolean).join(', ')}</Text>
                  <CheckThis show={isUnsure(profile, `education.${index}`)} />
                </Group>
                <Text size="sm">{entry.institution}</Text>
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
  const [ids, setIds] = useState(() => initial.map(() => randomId()));
  const form = useSchemaForm<{ education: EducationFormEntry[] }>({
    schema: editProfileRequestSchema,
    initialValues: { education: initial },
  });
  const { save, pending } = useSectionSave(form, onDone);

  const add = () => {
    form.insertListItem('education', { ...EMPTY_ENTRY }, 0);
    setIds((previous) => [randomId(), ...previous]);
  };
  const remove = (index: number) => {
    form.removeListItem('education', index);
    setIds((previous) => previous.filter((_, at) => at !== index));
  };

  const submit = form.onSubmit((values) => {
    const parsed = editProfileRequestSchema.parse(values);
    save({ education: (parsed.education ?? []).map((entry) => ({ ...entry, field: blankToNull(entry.field) })) });
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t('profile.editEducation')}>
      <Stack gap="md">
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={add}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('profile.addEducation')}
        </Button>
        {form.values.education.map((_, index) => {
          const path = `education.${index}`;
          const name = t('profile.educationNumber', { number: index + 1 });
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
                  <TextInput label={t('profile.degree')} withAsterisk {...form.getInputProps(`${path}.degree_title`)} />
                  <TextInput
                    label={t('profile.institution')}
                    withAsterisk
                    {...form.getInputProps(`${path}.institution`)}
                  />
                  <TextInput label={t('profile.fieldOfStudy')} {...form.getInputProps(`${path}.field`)} />
                  <MonthField label={t('profile.startDate')} {...form.getInputProps(`${path}.start`)} />
                  <MonthField label={t('profile.endDate')} {...form.getInputProps(`${path}.end`)} />
                  <MonthField
                    label={t('profile.expectedEnd')}
                    description={t('profile.expectedEndHint')}
                    allowFuture
                    {...form.getInputProps(`${path}.expected_end`)}
                  />
                </SimpleGrid>
              </Stack>
            </Paper>
          );
        })}
      </Stack>
      <FormActions onCancel={onDone} pending={pending} />
    </form>
  );
}
