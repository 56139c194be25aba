import { Anchor, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { DASHBOARD_TOP_JOBS } from '@masar/shared/matching';
import { toLocale } from '@masar/shared/messages';
import { IconBriefcase } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { SectionCard } from '../../../components/ui/section-card';
import { useMatchingJobs } from '../api/get-matching-jobs';
import { jobViewPath } from './matched-job-card';
import { MatchScore } from './match-score';
import { UserText } from '../../../components/ui/user-text';

/** The dashboard's best matches: page 0, 5 a page (spec §9). */
export function TopMatches() {
  const { t, i18n } = useTranslation();
  const jobs = useMatchingJobs({ page: 0, limit: DASHBOARD_TOP_JOBS }, toLocale(i18n.language));
  const list = jobs.data;

  return (
    <SectionCard
      id="top-matches"
      title={t('dashboard.topMatches')}
      aside={
        list !== undefined &&
        list.total > 0 && (
          <Anchor component={Link} to="/candidate/jobs" size="sm">
            {t('dashboard.allJobs', { count: list.total })}
          </Anchor>
        )
      }
    >
      {jobs.isPending ? (
        <Stack gap="sm" role="status" aria-label={t('matching.loading')}>
          {Array.from({ length: DASHBOARD_TOP_JOBS }, (_, index) => (
            <Skeleton key={index} h={56} radius="md" />
          ))}
        </Stack>
      ) : list === undefined || list.results.length === 0 ? (
        <EmptyState
          icon={<IconBriefcase size={26} />}
          title={t(list?.updated_at === null ? 'matching.computingTitle' : 'matching.emptyTitle')}
          body={t(list?.updated_at === null ? 'matching.computing' : 'matching.emptyBody')}
          action={
            <Button component={Link} to="/candidate/profile" variant="light">
              {t('matching.completeProfile')}
            </Button>
          }
        />
      ) : (
        <Stack gap={0} component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
          {list.results.map((job, index) => (
            <Group
              key={job.jid}
              component="li"
              justify="space-between"
              wrap="nowrap"
              gap="sm"
              py="sm"
              style={index === 0 ? undefined : { borderTop: '1px solid var(--mantine-color-gray-2)' }}
            >
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Anchor component={Link} to={jobViewPath(job.jid)} fw={600}>
                  <UserText>{job.job_title}</UserText>
                </Anchor>
                <Text size="sm" c="dimmed" truncate>
                  <UserText>{job.company.company_name}</UserText>
                </Text>
                {job.reasons[0] !== undefined && (
                  <Text size="xs" c="dimmed" lineClamp={1}>
                    {job.reasons[0]}
                  </Text>
                )}
              </Stack>
              <MatchScore score={job.matching_score} />
            </Group>
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}
