import { Badge, Box, Group, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import type { Job } from '@masar/shared/jobs';
import { toLocale } from '@masar/shared/messages';
import { IconBriefcase, IconBuilding, IconCalendar, IconCash, IconClock, IconMapPin } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatLongDate } from '../../../lib/dates';
import { UserText, UserTextBlock } from '../../../components/ui/user-text';
import { formatYears } from '../../../lib/format-number';
import { formatJobLocation, formatSalary } from '../../../lib/job-facts';

/** A section of a job page: a card in the app, plain inside the public page's own card. */
function JobSection({ framed, labelledBy, children }: { framed: boolean; labelledBy: string; children: ReactNode }) {
  return framed ? (
    <Paper component="section" aria-labelledby={labelledBy} withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      {children}
    </Paper>
  ) : (
    <Box component="section" aria-labelledby={labelledBy}>
      {children}
    </Box>
  );
}

const JOB_TYPE_LABEL = { full_time: 'jobs.fullTime', part_time: 'jobs.partTime' } as const;

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Group gap={6} wrap="nowrap">
      {icon}
      <Text size="sm" c="dimmed">
        {children}
      </Text>
    </Group>
  );
}

/** The facts a candidate scans first: company, place, type, experience, salary and when it was posted. */
export function JobFacts({ job }: { job: Job }) {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  const posted = formatLongDate(job.published_at ?? job.created_at, locale);
  const years = job.experience.unit === 'years' ? job.experience.value : job.experience.value / 12;
  return (
    <Group gap="md">
      <Fact icon={<IconBuilding size={16} aria-hidden />}>
        <UserText>{job.company.company_name}</UserText>
      </Fact>
      <Fact icon={<IconMapPin size={16} aria-hidden />}>
        <VisuallyHidden>{`${t('jobFacts.location')}: `}</VisuallyHidden>
        <UserText>{formatJobLocation(job.location, locale, t)}</UserText>
      </Fact>
      <Fact icon={<IconClock size={16} aria-hidden />}>{t(JOB_TYPE_LABEL[job.job_type])}</Fact>
      <Fact icon={<IconBriefcase size={16} aria-hidden />}>
        {t('jobs.experience', { duration: formatYears(years, t) })}
      </Fact>
      {job.salary !== null && (
        <Fact icon={<IconCash size={16} aria-hidden />}>
          <VisuallyHidden>{`${t('jobFacts.salary')}: `}</VisuallyHidden>
          {formatSalary(job.salary, locale, t)}
        </Fact>
      )}
      {posted !== null && (
        <Fact icon={<IconCalendar size={16} aria-hidden />}>{t('jobs.posted', { date: posted })}</Fact>
      )}
    </Group>
  );
}

interface JobHeaderProps {
  job: Job;
  framed?: boolean;
  /** The match, the actions: whatever the page adds beside the title. */
  aside?: ReactNode;
  /** A catalogue sector's name in the page's language, from its id. */
  sectorName: (id: string | null) => string | null;
  /** The job's status as the page shows it; by default only a draft is marked. */
  statusBadge?: ReactNode;
  children?: ReactNode;
}

/** The job's title and facts, as the top of a job page. */
export function JobHeader({ job, framed = true, aside, sectorName, statusBadge, children }: JobHeaderProps) {
  const { t } = useTranslation();
  const sector = sectorName(job.sector);
  // The industry is shown when it says more than the sector (it may name the same sector, by id or by name).
  const industry = sectorName(job.industry);
  return (
    <JobSection framed={framed} labelledBy="job-title">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="md">
          <Stack gap={6} style={{ flex: 1, minWidth: 200 }}>
            <Title order={2} fz={{ base: 22, sm: 26 }} id="job-title">
              <UserText>{job.job_title}</UserText>
            </Title>
            <Group gap={6}>
              <Badge variant="light" color="gray" tt="none" fw={500}>
                <UserText>{sector}</UserText>
              </Badge>
              {industry !== null && industry !== sector && (
                <Badge variant="light" color="gray" tt="none" fw={500}>
                  <UserText>{industry}</UserText>
                </Badge>
              )}
              {statusBadge ??
                (job.status === 'draft' && (
                  <Badge variant="light" color="yellow">
                    {t('jobs.draft')}
                  </Badge>
                ))}
            </Group>
            <JobFacts job={job} />
          </Stack>
          {aside}
        </Group>
        {children}
      </Stack>
    </JobSection>
  );
}

/** What the job is about and the skills it asks for, the essential ones first. */
export function JobDescription({ job, framed = true }: { job: Job; framed?: boolean }) {
  const { t } = useTranslation();
  const skills = [...job.skills].sort((a, b) => Number(b.required) - Number(a.required) || b.importance - a.importance);
  return (
    <JobSection framed={framed} labelledBy="job-description">
      <Stack gap="md">
        <Title order={2} fz="lg" id="job-description">
          {t('jobs.description')}
        </Title>
        <UserTextBlock style={{ whiteSpace: 'pre-line' }}>{job.description}</UserTextBlock>
        {skills.length > 0 && (
          <Stack gap="xs">
            <Title order={3} fz="md">
              {t('jobs.skills')}
            </Title>
            <Group gap="xs">
              {skills.map((skill) => (
                <Badge
                  key={skill.id}
                  variant={skill.required ? 'filled' : 'default'}
                  color={skill.required ? 'blue' : undefined}
                  size="lg"
                  radius="sm"
                  tt="none"
                  fw={500}
                >
                  <UserText>{skill.name}</UserText>
                  {skill.required && <VisuallyHidden>{` (${t('jobs.required')})`}</VisuallyHidden>}
                </Badge>
              ))}
            </Group>
            <Text size="xs" c="dimmed">
              {t('jobs.requiredNote')}
            </Text>
          </Stack>
        )}
      </Stack>
    </JobSection>
  );
}
