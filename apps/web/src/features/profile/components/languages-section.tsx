import { Group, Stack, Table, Text, TextInput } from '@mantine/core';
import type { CandidateProfile } from '@masar/shared/profile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { blankToNull, isUnsure } from './profile-format';
import { CheckThis, ProfileSection, SectionModal } from './profile-section';
import { RepeatableEntriesForm } from './repeatable-entries-form';
import { UserText } from '../../../components/ui/user-text';
import { toLocale } from '@masar/shared/messages';
import { languageLevelOf, languageName } from '../../../lib/names';

interface LanguageFormEntry {
  name: string;
  level: string;
}

export function LanguagesSection({ profile }: { profile: CandidateProfile }) {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  const levelLabel = (level: string) => {
    const known = languageLevelOf(level);
    return known === null ? <UserText>{level}</UserText> : t(`profile.languageLevels.${known}`);
  };
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
              <Text fw={500}>
                <UserText>{languageName(language.name, locale)}</UserText>
              </Text>
              {language.level !== null && <Text c="dimmed">· {levelLabel(language.level)}</Text>}
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
  return (
    <RepeatableEntriesForm<LanguageFormEntry>
      section="languages"
      label={t('profile.editLanguages')}
      initial={initial}
      blank={{ name: '', level: '' }}
      addLabel={t('profile.addLanguage')}
      addAt="end"
      entryName={(number) => t('profile.languageNumber', { number })}
      layout="rows"
      onDone={onDone}
      toRequest={(parsed) => ({
        languages: (parsed.languages ?? []).map((language) => ({ ...language, level: blankToNull(language.level) })),
      })}
      renderFields={({ name, input }) => (
        <>
          <Table.Td>
            <TextInput
              aria-label={t('profile.languageNameOf', { name })}
              placeholder={t('profile.languageName')}
              {...input('name')}
            />
          </Table.Td>
          <Table.Td>
            <TextInput
              aria-label={t('profile.languageLevelOf', { name })}
              placeholder={t('profile.languageLevel')}
              {...input('level')}
            />
          </Table.Td>
        </>
      )}
    />
  );
}
