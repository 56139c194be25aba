import { Anchor, Badge, Group, List, Skeleton, Stack, Text, Title } from '@mantine/core';
import { matchPercent, type CareerGap } from '@masar/shared/matching';
import { toLocale } from '@masar/shared/messages';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { SectionCard } from '../../../components/ui/section-card';
import { formatPercent } from '../../../lib/format-number';
import { CourseCategories } from './upskill-courses-section';
import { useCareerGap } from '../api/get-career-gap';

/** Issue #14: one career from My Next Move (its keys sit with the careers, under interests.careerGap) against the candidate's skills, and the courses for what is missing. */
export function CareerGapSection({ occupationId }: { occupationId: string }) {
  const { t, i18n } = useTranslation();
  const gap = useCareerGap(occupationId, toLocale(i18n.language));
  return (
    <SectionCard
      id="career-gap"
      title={gap.data ? t('interests.careerGap.title', { title: gap.data.occupation.title }) : t('interests.careerGap.loading')}
      description={t('interests.careerGap.intro')}
    >
      {gap.isPending ? (
        <Stack gap="sm" role="status" aria-label={t('interests.careerGap.loading')}>
          <Skeleton h={20} w="40%" />
          <Skeleton h={90} radius="md" />
        </Stack>
      ) : gap.isError ? (
        <RetryAlert
          title={t('interests.careerGap.loadFailed')}
          message={gap.error.message}
          retryLabel={t('interests.careerGap.retry')}
          onRetry={() => void gap.refetch()}
        />
      ) : (
        <CareerGapDetails gap={gap.data} />
      )}
    </SectionCard>
  );
}

function CareerGapDetails({ gap }: { gap: CareerGap }) {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  return (
    <Stack gap="lg">
      {gap.skills_score !== null && (
        <Text fw={600}>{t('interests.careerGap.coverage', { percent: formatPercent(matchPercent(gap.skills_score), locale) })}</Text>
      )}
      <SkillList
        id="career-gap-missing"
        title={t('interests.careerGap.missing')}
        empty={t('interests.careerGap.noneMissing')}
        skills={gap.skills_missing.map((skill) => ({ ...skill, note: skill.via === null ? null : t('interests.careerGap.via', { skill: skill.via }) }))}
      />
      <SkillList
        id="career-gap-held"
        title={t('interests.careerGap.held')}
        empty={t('interests.careerGap.noneHeld')}
        skills={gap.skills_held.map((skill) => ({ ...skill, note: null }))}
      />
      <Stack gap="sm" component="section" aria-labelledby="career-gap-courses">
        <Title order={3} fz="md" id="career-gap-courses">
          {t('interests.careerGap.coursesTitle')}
        </Title>
        <CourseCategories courses={gap.courses} emptyBody={t('interests.careerGap.noCourses')} headingOrder={4} />
      </Stack>
      <Group gap="md">
        <Anchor component={Link} to={`/candidate/jobs?q=${encodeURIComponent(gap.occupation.title)}`} size="sm">
          {t('interests.careerGap.jobs')}
        </Anchor>
        <Anchor component={Link} to="/candidate/jobs/upskill-career" size="sm">
          {t('interests.careerGap.close')}
        </Anchor>
      </Group>
    </Stack>
  );
}

interface ListedSkill {
  id: string;
  name: string;
  required: boolean;
  note: string | null;
}

function SkillList({ id, title, empty, skills }: { id: string; title: string; empty: string; skills: ListedSkill[] }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" component="section" aria-labelledby={id}>
      <Title order={3} fz="md" id={id}>
        {title}
      </Title>
      {skills.length === 0 ? (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        <List spacing={4} size="sm" ps={0} listStyleType="none">
          {skills.map((skill) => (
            <List.Item key={skill.id}>
              <Group gap={6} wrap="wrap">
                <bdi>{skill.name}</bdi>
                {skill.required && (
                  <Badge size="sm" variant="light" color="orange" tt="none">
                    {t('interests.careerGap.mustHave')}
                  </Badge>
                )}
                {skill.note !== null && (
                  <Text span size="xs" c="dimmed">
                    {skill.note}
                  </Text>
                )}
              </Group>
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
