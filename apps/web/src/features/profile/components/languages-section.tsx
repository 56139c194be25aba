import { Button, CloseButton, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { randomId } from '@mantine/hooks';
import { editProfileRequestSchema, type CandidateProfile } from '@masar/shared/profile';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSchemaForm } from '../../../lib/form';
import { blankToNull, isUnsure } from './profile-format';
import { CheckThis, FormActions, ProfileSection, SectionModal } from './profile-section';
import { useSectionSave } from './use-section-save';

interface LanguageFormEntry {
  name: string;
  level: string;
}

export function LanguagesSection({ profile }: { profile: CandidateProfile }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  return (
    <>
      <ProfileSection
        id="profile-languages"
        title={t('profile.languages')}
        editLabel={t('profile.editLanguages')}
        onEdit={() => setEditing(true)}
        empty={profile.languages.length === 0}
        emptyText={t('profile.languagesEmpty')}
      >
        <Stack gap={6}>
          {profile.languages.map((language, index) => (
            <Group key={index} gap="xs">
              <Text fw={500}>{language.name}</Text>
              {language.level !== null && <Text c="dimmed">· {language.level}</Text>}
              <CheckThis show={isUnsure(profile, `languages.${index}`)} />
            </Group>
          ))}
        </Stack>
      </ProfileSection>
      <SectionModal opened={editing} title={t('profile.editLanguages')} onClose={() => setEditing(false)}>
        <LanguagesForm profile={profile} onDone={() => setEditing(false)} />
      </SectionModal>
    </>
  );
}

function LanguagesForm({ profile, onDone }: { profile: CandidateProfile; onDone: () => void }) {
  const { t } = useTranslation();
  const [initial] = useState<LanguageFormEntry[]>(() =>
    profile.languages.map((language) => ({ name: language.name, level: language.level ?? '' })),
  );
  const [ids, setIds] = useState(() => initial.map(() => randomId()));
  const form = useSchemaForm<{ languages: LanguageFormEntry[] }>({
    schema: editProfileRequestSchema,
    initialValues: { languages: initial },
  });
  const { save, pending } = useSectionSave(form, onDone);

  const add = () => {
    form.insertListItem('languages', { name: '', level: '' });
    setIds((previous) => [...previous, randomId()]);
  };
  const remove = (index: number) => {
    form.removeListItem('languages', index);
    setIds((previous) => previous.filter((_, at) => at !== index));
  };
  const submit = form.onSubmit((values) => {
    const parsed = editProfileRequestSchema.parse(values);
    save({
      languages: (parsed.languages ?? []).map((language) => ({ ...language, level: blankToNull(language.level) })),
    });
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t('profile.editLanguages')}>
      <Stack gap="sm">
        {form.values.languages.length > 0 && (
          <Table withRowBorders={false} verticalSpacing={4} horizontalSpacing={4}>
            <Table.Tbody>
              {form.values.languages.map((_, index) => {
                const name = t('profile.languageNumber', { number: index + 1 });
                return (
                  <Table.Tr key={ids[index] ?? index}>
                    <Table.Td>
                      <TextInput
                        aria-label={t('profile.languageNameOf', { name })}
                        placeholder={t('profile.languageName')}
                        {...form.getInputProps(`languages.${index}.name`)}
                      />
                    </Table.Td>
                    <Table.Td>
                      <TextInput
                        aria-label={t('profile.languageLevelOf', { name })}
                        placeholder={t('profile.languageLevel')}
                        {...form.getInputProps(`languages.${index}.level`)}
                      />
                    </Table.Td>
                    <Table.Td w={40} style={{ verticalAlign: 'top' }}>
                      <CloseButton
                        mt={6}
                        aria-label={t('profile.removeEntry', { name })}
                        onClick={() => remove(index)}
                      />
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        )}
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={add}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('profile.addLanguage')}
        </Button>
      </Stack>
      <FormActions onCancel={onDone} pending={pending} />
    </form>
  );
}
