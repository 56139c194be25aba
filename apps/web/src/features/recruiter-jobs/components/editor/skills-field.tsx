import { ActionIcon, Group, Input, Paper, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { JOB_SKILLS_MAX } from '@masar/shared/jobs';
import { toLocale } from '@masar/shared/messages';
import { IconSearch, IconX } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { UserText } from '../../../../components/ui/user-text';
import { useSkillSearch } from '../../api/search-skills';
import type { EditorSkill, SkillImportance } from './editor-values';

interface SkillsFieldProps {
  skills: EditorSkill[];
  onChange: (skills: EditorSkill[]) => void;
  description?: ReactNode;
  error?: ReactNode;
}

/** Catalogue skills for the job, each must-have or nice-to-have; the search asks the catalogue as the recruiter types. */
export function SkillsField({ skills, onChange, description, error }: SkillsFieldProps) {
  const { t, i18n } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const results = useSkillSearch(debounced, toLocale(i18n.language));
  const chosen = new Set(skills.map((skill) => skill.id));
  const options = (results.data ?? [])
    .filter((skill) => !chosen.has(skill.id))
    .map((skill) => ({ value: skill.id, label: skill.name }));
  const full = skills.length >= JOB_SKILLS_MAX;

  const add = (id: string | null) => {
    const skill = results.data?.find((candidate) => candidate.id === id);
    if (skill === undefined || chosen.has(skill.id)) return;
    // A skill added by hand is a wish until the recruiter says it is essential.
    onChange([...skills, { id: skill.id, name: skill.name, importance: 'nice_to_have' }]);
    setSearch('');
  };
  const setImportance = (id: string, importance: SkillImportance) =>
    onChange(skills.map((skill) => (skill.id === id ? { ...skill, importance } : skill)));
  const remove = (id: string) => onChange(skills.filter((skill) => skill.id !== id));

  return (
    <Input.Wrapper label={t('jobEditor.skills')} description={description} error={error} component="div">
      <Stack gap="xs" mt={4}>
        <Select
          aria-label={t('jobEditor.addSkill')}
          placeholder={full ? t('jobEditor.skillsFull', { max: JOB_SKILLS_MAX }) : t('jobEditor.addSkillPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          data={options}
          value={null}
          onChange={add}
          searchable
          searchValue={search}
          onSearchChange={setSearch}
          // The catalogue has already matched the text (and its other spellings).
          filter={({ options: all }) => all}
          nothingFoundMessage={debounced.trim() === '' ? undefined : results.isFetching ? t('jobEditor.searching') : t('jobEditor.noSkill')}
          disabled={full}
          autoComplete="off"
        />
        {skills.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('jobEditor.noSkillsYet')}
          </Text>
        ) : (
          <Stack gap={6} component="ul" aria-label={t('jobEditor.chosenSkills')} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {skills.map((skill) => (
              <Paper component="li" key={skill.id} withBorder radius="md" px="sm" py={6}>
                <Group gap="xs" justify="space-between" wrap="wrap">
                  <Text size="sm" fw={500} style={{ flex: '1 1 8rem', minWidth: 0 }}>
                    <UserText>{skill.name}</UserText>
                  </Text>
                  <Group gap={6} wrap="nowrap">
                    <SegmentedControl
                      size="xs"
                      aria-label={t('jobEditor.importanceOf', { name: skill.name })}
                      value={skill.importance}
                      onChange={(value) => setImportance(skill.id, value)}
                      data={[
                        { value: 'must_have', label: t('jobEditor.mustHave') },
                        { value: 'nice_to_have', label: t('jobEditor.niceToHave') },
                      ]}
                    />
                    <ActionIcon variant="subtle" color="gray" onClick={() => remove(skill.id)} aria-label={t('jobEditor.removeSkill', { name: skill.name })}>
                      <IconX size={16} aria-hidden />
                    </ActionIcon>
                  </Group>
                </Group>
              </Paper>
            ))}
          </Stack>
        )}
      </Stack>
    </Input.Wrapper>
  );
}
