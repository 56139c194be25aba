import { Badge, Button, Group, List, Stack, Text } from '@mantine/core';
import type { StandardProfile } from '@masar/shared/jobs';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SectionCard } from '../../../../components/ui/section-card';
import { UserText, UserTextBlock } from '../../../../components/ui/user-text';
import { draftEditorPath } from './open-draft';

export const profileViewPath = (id: string) => `/recruiter/jobs/post-job/${encodeURIComponent(id)}/view`;

const EDUCATION_LEVELS = ['none', 'secondary', 'vocational', 'associate', 'bachelor', 'master', 'doctorate'] as const;

/** Typical experience in years: "2–4 years", or one number when the range is one value. */
function ExperienceRange({ range }: { range: StandardProfile['typical_experience_years'] }) {
  const { t } = useTranslation();
  const min = Math.round(range.min);
  const max = Math.round(range.max);
  return <>{min === max ? t('postJob.years', { count: min }) : t('postJob.yearsRange', { min, max })}</>;
}

/** One standard job profile: what the work is, its skills with their importance, its tasks and typical preparation. */
export function StandardProfileView({ profile }: { profile: StandardProfile }) {
  const { t, i18n } = useTranslation();
  // Catalogue ratings are averages ("4.57"); one decimal says enough.
  const importanceFormat = new Intl.NumberFormat(i18n.language === 'ar' ? 'ar-u-nu-latn' : 'en-GB', { maximumFractionDigits: 1 });
  const level = EDUCATION_LEVELS.find((known) => known === profile.typical_education);
  const education = level === undefined ? profile.typical_education : t(`postJob.education.${level}`);
  const startButton = (
    <Button component={Link} to={draftEditorPath(profile.id)}>
      {t('postJob.startFromProfile')}
    </Button>
  );
  return (
    <Stack gap="lg">
      <SectionCard id="profile-summary" title={profile.title} aside={<Badge variant="light" tt="none">{profile.sector.name}</Badge>}>
        <UserTextBlock size="sm">{profile.description}</UserTextBlock>
        <Group gap="xl" wrap="wrap">
          <Stack gap={2}>
            <Text size="xs" c="dimmed">
              {t('postJob.typicalEducation')}
            </Text>
            <Text size="sm" fw={500}>
              {education}
            </Text>
          </Stack>
          <Stack gap={2}>
            <Text size="xs" c="dimmed">
              {t('postJob.typicalExperience')}
            </Text>
            <Text size="sm" fw={500}>
              <ExperienceRange range={profile.typical_experience_years} />
            </Text>
          </Stack>
        </Group>
        <Group>{startButton}</Group>
      </SectionCard>
      <SectionCard id="profile-skills" title={t('postJob.profileSkills')} description={t('postJob.profileSkillsHint')}>
        {profile.skills.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('postJob.noProfileSkills')}
          </Text>
        ) : (
          <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {profile.skills.map((skill) => (
              <Group component="li" key={skill.id} gap="xs" justify="space-between" wrap="nowrap">
                <Text size="sm" style={{ minWidth: 0 }}>
                  <UserText>{skill.name}</UserText>
                </Text>
                <Group gap={6} wrap="nowrap">
                  {skill.required && (
                    <Badge size="sm" color="blue" variant="filled" tt="none">
                      {t('jobEditor.mustHave')}
                    </Badge>
                  )}
                  <Badge size="sm" variant="light" color="gray" tt="none">
                    {t('postJob.importance', { value: importanceFormat.format(skill.importance) })}
                  </Badge>
                </Group>
              </Group>
            ))}
          </Stack>
        )}
      </SectionCard>
      <SectionCard id="profile-tasks" title={t('postJob.tasks')}>
        {profile.tasks.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('postJob.noTasks')}
          </Text>
        ) : (
          <List size="sm" spacing={4}>
            {profile.tasks.map((task) => (
              <List.Item key={task}>
                <UserText>{task}</UserText>
              </List.Item>
            ))}
          </List>
        )}
      </SectionCard>
      <Group justify="flex-end">{startButton}</Group>
    </Stack>
  );
}
