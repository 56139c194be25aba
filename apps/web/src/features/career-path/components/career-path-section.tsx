import {
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { matchPercent, type CareerPath, type CareerStep } from '@masar/shared/matching';
import { toLocale } from '@masar/shared/messages';
import { IconRoute } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { SectionCard } from '../../../components/ui/section-card';
import { useCareerPath } from '../api/get-career-path';
import { UserText } from '../../../components/ui/user-text';
import { formatPercent, formatYears } from '../../../lib/format-number';
import { RetryAlert } from '../../../components/ui/retry-alert';

/** Enough of the skills to gain to act on; the rest are one click away on the jobs. */
const SKILLS_SHOWN = 8;

/** Spec §1: where the candidate's career can go next, each step with what it takes (spec §9: 3 steps). */
export function CareerPathSection({ userId }: { userId: string }) {
  const { t, i18n } = useTranslation();
  const path = useCareerPath(userId, toLocale(i18n.language));
  return (
    <SectionCard
      id="career-path"
      title={t('careerPath.title')}
      description={path.data?.current == null ? undefined : t('careerPath.current', { title: path.data.current.title })}
    >
      {path.isPending ? (
        <SimpleGrid cols={{ base: 1, md: 3 }} role="status" aria-label={t('careerPath.loading')}>
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} h={220} radius="md" />
          ))}
        </SimpleGrid>
      ) : path.isError ? (
        <RetryAlert
          title={t('careerPath.loadFailed')}
          message={path.error.message}
          retryLabel={t('careerPath.retry')}
          onRetry={() => void path.refetch()}
        />
      ) : (
        <CareerSteps path={path.data} />
      )}
    </SectionCard>
  );
}

function CareerSteps({ path }: { path: CareerPath }) {
  const { t } = useTranslation();
  if (path.steps.length === 0) {
    return (
      <EmptyState
        icon={<IconRoute size={26} />}
        title={t('careerPath.emptyTitle')}
        body={t('careerPath.emptyBody')}
        action={
          <Button component={Link} to="/candidate/profile" variant="light">
            {t('careerPath.completeProfile')}
          </Button>
        }
      />
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md" component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
      {path.steps.map((step, index) => (
        <CareerStepCard key={step.occupation.id} step={step} number={index + 1} />
      ))}
    </SimpleGrid>
  );
}

function Requirement({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text size="sm">{children}</Text>
    </Stack>
  );
}

function CareerStepCard({ step, number }: { step: CareerStep; number: number }) {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  const readiness = matchPercent(step.readiness);
  const skills = [...step.skills_to_gain].sort((a, b) => b.importance - a.importance);
  const { min, max } = step.typical_experience_years;
  const titleId = `career-step-${step.occupation.id}`;
  return (
    <Paper component="li" aria-labelledby={titleId} withBorder radius="md" p="md">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Group gap="xs" wrap="nowrap" align="flex-start" style={{ minWidth: 0 }}>
            <ThemeIcon variant="light" radius="xl" size="md" aria-hidden>
              <Text span size="sm" fw={700}>
                {number}
              </Text>
            </ThemeIcon>
            <Title order={3} fz="md" id={titleId}>
              {step.occupation.title}
            </Title>
          </Group>
          <Stack
            gap={0}
            align="center"
            style={{ flexShrink: 0 }}
            role="img"
            aria-label={t('careerPath.readinessLabel', { percent: formatPercent(readiness, locale) })}
          >
            <Text fw={700} fz={24} lh={1} c="teal.8" aria-hidden>
              {formatPercent(readiness, locale)}
            </Text>
            <Text size="xs" c="dimmed" aria-hidden>
              {t('careerPath.ready')}
            </Text>
          </Stack>
        </Group>
        <Text size="sm" c="dimmed" lineClamp={3}>
          {step.occupation.description}
        </Text>
        <Stack gap={4}>
          <Text size="xs" c="dimmed" fw={600} tt="uppercase">
            {t('careerPath.skillsToGain')}
          </Text>
          {skills.length === 0 ? (
            <Text size="sm">{t('careerPath.noSkillsToGain')}</Text>
          ) : (
            <Group gap={6}>
              {skills.slice(0, SKILLS_SHOWN).map((skill) => (
                <Badge key={skill.id} variant="light" color="orange" tt="none" fw={500}>
                  <UserText>{skill.name}</UserText>
                  {skill.via !== null && ` · ${t('matching.partly', { skill: skill.via })}`}
                </Badge>
              ))}
              {skills.length > SKILLS_SHOWN && (
                <Badge variant="default" tt="none" fw={500}>
                  {t('careerPath.moreSkills', { count: skills.length - SKILLS_SHOWN })}
                </Badge>
              )}
            </Group>
          )}
          {step.skills_held.length > 0 && (
            <Text size="xs" c="dimmed">
              {t('careerPath.skillsHeld', { count: step.skills_held.length })}
            </Text>
          )}
        </Stack>
        <Requirement label={t('careerPath.education')}>
          {t(`careerPath.educationLevels.${step.typical_education}`, { defaultValue: step.typical_education })}
        </Requirement>
        <Requirement label={t('careerPath.experience')}>
          {min === max ? formatYears(min, t) : `${formatYears(min, t)} – ${formatYears(max, t)}`}
        </Requirement>
        <Group justify="space-between" gap="xs">
          <Text size="sm">{t('careerPath.openJobs', { count: step.open_jobs })}</Text>
          {step.open_jobs > 0 && (
            <Anchor
              component={Link}
              to={`/candidate/jobs?q=${encodeURIComponent(step.occupation.title)}`}
              size="sm"
              aria-label={t('careerPath.seeJobsFor', { title: step.occupation.title })}
            >
              {t('careerPath.seeJobs')}
            </Anchor>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
