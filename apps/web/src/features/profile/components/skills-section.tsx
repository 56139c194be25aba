import { Badge, Group, TagsInput, Text, Tooltip } from '@mantine/core';
import { editProfileRequestSchema, type CandidateProfile } from '@masar/shared/profile';
import { IconRosetteDiscountCheck } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSchemaForm } from '../../../lib/form';
import { isUnsure } from './profile-format';
import { CheckThis, FormActions, ProfileSection, SectionModal } from './profile-section';
import { useSectionSave } from './use-section-save';
import { UserText } from '../../../components/ui/user-text';

export function SkillsSection({ profile }: { profile: CandidateProfile }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const matched = profile.skills.filter((skill) => skill.ref_skill !== null).length;
  return (
    <>
      <ProfileSection
        id="profile-skills"
        title={t('profile.skills')}
        editLabel={t('profile.editSkills')}
        onEdit={() => setEditing(true)}
        empty={profile.skills.length === 0}
        emptyText={t('profile.skillsEmpty')}
      >
        <Group gap="xs">
          {profile.skills.map((skill, index) =>
            skill.ref_skill === null ? (
              <Badge key={index} variant="default" size="lg" radius="sm" tt="none" fw={500}>
                <UserText>{skill.name}</UserText>
              </Badge>
            ) : (
              <Tooltip key={index} label={t('profile.skillMatched', { name: skill.ref_skill.name })} withArrow>
                <Badge
                  variant="light"
                  size="lg"
                  radius="sm"
                  tt="none"
                  fw={500}
                  tabIndex={0}
                  leftSection={<IconRosetteDiscountCheck size={14} aria-label={t('profile.matchedMark')} />}
                >
                  <UserText>{skill.name}</UserText>
                </Badge>
              </Tooltip>
            ),
          )}
          <CheckThis show={isUnsure(profile, 'skills')} />
        </Group>
        {matched > 0 && (
          <Text size="xs" c="dimmed">
            {t('profile.skillsMatchedNote', { count: matched })}
          </Text>
        )}
      </ProfileSection>
      <SectionModal opened={editing} title={t('profile.editSkills')} onClose={() => setEditing(false)}>
        <SkillsForm skills={profile.skills.map((skill) => skill.name)} onDone={() => setEditing(false)} />
      </SectionModal>
    </>
  );
}

function SkillsForm({ skills, onDone }: { skills: string[]; onDone: () => void }) {
  const { t } = useTranslation();
  const form = useSchemaForm({ schema: editProfileRequestSchema, initialValues: { skills } });
  const { save, pending } = useSectionSave(form, onDone);
  const submit = form.onSubmit((values) => save(editProfileRequestSchema.parse(values)));
  // One message for the list: a single skill's error names its place in it.
  const errors = Object.entries(form.errors).filter(([path]) => path.startsWith('skills'));
  const inputProps = form.getInputProps('skills');
  return (
    <form onSubmit={submit} noValidate aria-label={t('profile.editSkills')}>
      <TagsInput
        label={t('profile.skills')}
        description={t('profile.skillsHint')}
        splitChars={[',', '،']}
        clearable
        data-autofocus
        {...inputProps}
        error={(inputProps.error as ReactNode) ?? (errors.length > 0 ? t('profile.skillsError') : undefined)}
      />
      <FormActions onCancel={onDone} pending={pending} />
    </form>
  );
}
