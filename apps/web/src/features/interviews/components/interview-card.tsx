import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { InterviewState, InterviewSummary } from '@masar/shared/interviews';
import { toLocale } from '@masar/shared/messages';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { UserText } from '../../../components/ui/user-text';
import { formatLongDate } from '../../../lib/dates';

const STATE_COLOURS: Record<InterviewState, string> = {
  invited: 'blue',
  in_progress: 'yellow',
  completed: 'teal',
  cancelled: 'gray',
  expired: 'gray',
  deleted: 'gray',
};

/** The interview's latest date worth reading: finished, started, or when the invitation runs out. */
function dateLine(interview: InterviewSummary, format: (value: string) => string | null) {
  if (interview.finished_at !== null) return { key: 'interviews.card.finished', date: format(interview.finished_at) } as const;
  if (interview.state === 'invited' || interview.state === 'in_progress') return { key: 'interviews.card.expires', date: format(interview.expires_at) } as const;
  return { key: 'interviews.card.invited', date: format(interview.created_at) } as const;
}

interface InterviewCardProps {
  interview: InterviewSummary;
  /** The job for the candidate, the candidate's name for the recruiter. */
  title: string;
  subtitle: string;
  action?: ReactNode;
}

/** One interview in a list: who or what it is for, its state, progress and date, and an action. */
export function InterviewCard({ interview, title, subtitle, action }: InterviewCardProps) {
  const { t, i18n } = useTranslation();
  const line = dateLine(interview, (value) => formatLongDate(value, toLocale(i18n.language)));
  return (
    <Paper component="li" withBorder radius="md" p="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={600}>
            <UserText>{title}</UserText>
          </Text>
          <Text size="sm" c="dimmed">
            <UserText>{subtitle}</UserText>
          </Text>
          <Text size="sm" c="dimmed">
            {t('interviews.card.progress', { answered: interview.answered_count, count: interview.questions_count })}
            {line.date !== null && ` · ${t(line.key, { date: line.date })}`}
          </Text>
        </Stack>
        <Group gap="sm">
          <Badge variant="light" color={STATE_COLOURS[interview.state]} tt="none">
            {t(`interviews.state.${interview.state}`)}
          </Badge>
          {action}
        </Group>
      </Group>
    </Paper>
  );
}
