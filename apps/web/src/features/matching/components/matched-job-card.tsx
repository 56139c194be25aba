import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { MatchedJob } from '@masar/shared/matching';
import { IconBuilding } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FavoriteButton } from './favorite-button';
import { MatchScore } from './match-score';
import { UserText } from '../../../components/ui/user-text';

export function jobViewPath(jobId: string): string {
  return `/candidate/jobs/view/${jobId}`;
}

interface MatchedJobCardProps {
  job: MatchedJob;
  /** The favourite as confirmed by favorite-jobs/, else as the list said. */
  favorite: boolean;
  onToggleFavorite: () => void;
}

/** A job in the candidate's lists: the match first, then what the job is and why it fits. */
export function MatchedJobCard({ job, favorite, onToggleFavorite }: MatchedJobCardProps) {
  const { t } = useTranslation();
  const skillCount = job.job_match.length + job.job_gap.length;
  const mustHaveGaps = job.job_gap.filter((skill) => skill.required).length;
  const reason = job.reasons[0];
  return (
    <Paper component="article" aria-labelledby={`job-${job.jid}`} withBorder radius="lg" p="md" h="100%">
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Anchor component={Link} to={jobViewPath(job.jid)} fw={600} fz="lg" lh={1.3} id={`job-${job.jid}`}>
              <UserText>{job.job_title}</UserText>
            </Anchor>
            <Group gap={6} wrap="nowrap">
              <IconBuilding size={16} aria-hidden style={{ flexShrink: 0 }} />
              <Text size="sm" c="dimmed" truncate>
                <UserText>{job.company.company_name}</UserText>
              </Text>
            </Group>
          </Stack>
          <MatchScore score={job.matching_score} />
        </Group>
        {reason !== undefined && (
          <Text size="sm" lineClamp={2}>
            {reason}
          </Text>
        )}
        <Group justify="space-between" align="center" mt="auto" wrap="nowrap" gap="xs">
          <Group gap={6}>
            {skillCount > 0 && (
              <Badge variant="light" color="teal" tt="none" fw={500}>
                {t('matching.skillsHeld', { held: job.job_match.length, total: skillCount })}
              </Badge>
            )}
            {mustHaveGaps > 0 && (
              <Badge variant="light" color="orange" tt="none" fw={500}>
                {t('matching.mustHaveGaps', { count: mustHaveGaps })}
              </Badge>
            )}
            {job.is_applied && (
              <Badge variant="light" color="blue" tt="none" fw={500}>
                {t('matching.applied')}
              </Badge>
            )}
          </Group>
          <FavoriteButton jobTitle={job.job_title} favorite={favorite} onToggle={onToggleFavorite} />
        </Group>
      </Stack>
    </Paper>
  );
}
