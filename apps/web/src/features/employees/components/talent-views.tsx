import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { RankedEmployee, TalentDashboard, TalentJob, WorkforceGap } from '@masar/shared/employees';
import { toLocale } from '@masar/shared/messages';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatCount } from '../../../lib/format-number';
import { formatJobLocation } from '../../../lib/job-facts';
import { ReasonList, ScoreBadge, SkillsHeldAndMissing } from './match-parts';

const jobPath = (id: string) => `/talent-manager/jobs/${id}`;

/** A job with how many employees fit it and the best score among them. */
export function TalentJobCard({ job, children }: { job: TalentJob; children?: ReactNode }) {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={job.job_title}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Anchor component={Link} to={jobPath(job.job_id)} fw={600}>
              {job.job_title}
            </Anchor>
            <Text size="sm" c="dimmed">
              {formatJobLocation(job.location, locale, t)}
            </Text>
          </Stack>
          {job.best_score !== null && <ScoreBadge score={job.best_score} />}
        </Group>
        <Text size="sm">
          {job.matches_count === 0
            ? t('talentManager.noneReady')
            : t('talentManager.readyCount', { count: job.matches_count, formatted: formatCount(job.matches_count, toLocale(i18n.language)) })}
        </Text>
        {children}
      </Stack>
    </Paper>
  );
}

/** Each job with its best internal matches. */
export function ReadinessByJob({ jobs }: { jobs: TalentDashboard['jobs'] }) {
  const { t } = useTranslation();
  if (jobs.length === 0) return <Text c="dimmed">{t('talentManager.noJobs')}</Text>;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
      {jobs.map((job) => (
        <TalentJobCard key={job.job_id} job={job}>
          {job.best.length > 0 && (
            <Stack gap={4} aria-label={t('talentManager.bestOf', { job: job.job_title })} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
              {job.best.map((employee) => (
                <Group key={employee.employee_id} component="li" gap="xs" wrap="nowrap">
                  <ScoreBadge score={employee.score} />
                  <Text size="sm">{employee.name}</Text>
                </Group>
              ))}
            </Stack>
          )}
        </TalentJobCard>
      ))}
    </SimpleGrid>
  );
}

/** The skills most employees lack for jobs they fit, most first. */
export function WorkforceGaps({ gaps }: { gaps: readonly WorkforceGap[] }) {
  const { t } = useTranslation();
  if (gaps.length === 0) return <Text c="dimmed">{t('talentManager.noGaps')}</Text>;
  return (
    <Stack gap={6} component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
      {gaps.map((gap) => (
        <Group key={gap.id} component="li" justify="space-between" wrap="nowrap" gap="xs">
          <Group gap={6} wrap="wrap">
            <Text size="sm" fw={500}>
              {gap.name}
            </Text>
            {gap.required && (
              <Badge size="xs" color="orange" variant="light">
                {t('talentManager.mustHave')}
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed" style={{ flexShrink: 0 }}>
            {t('talentManager.employeesLacking', { count: gap.employees_lacking })}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}

/** A job's employees ranked, each with the skills they have, the ones to gain and the reasons. */
export function RankedEmployees({ employees }: { employees: readonly RankedEmployee[] }) {
  const { t } = useTranslation();
  if (employees.length === 0) return <Text c="dimmed">{t('talentManager.noneReadyLong')}</Text>;
  return (
    <Stack gap="sm">
      {employees.map((employee) => (
        <Paper key={employee.employee_id} withBorder radius="md" p="md" component="article" aria-label={employee.name}>
          <Stack gap="xs">
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Title order={3} fz="md">
                  {employee.name}
                </Title>
                {employee.title !== '' && (
                  <Text size="sm" c="dimmed">
                    {employee.title}
                  </Text>
                )}
              </Stack>
              <ScoreBadge score={employee.score} />
            </Group>
            <SkillsHeldAndMissing matched={employee.matched} gaps={employee.gaps} />
            <ReasonList reasons={employee.reasons} />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
