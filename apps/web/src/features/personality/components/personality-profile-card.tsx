import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { PersonalityResult } from '@masar/shared/personality';
import { fillWords } from '@masar/shared/personality-words';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useReportWords } from './personality-report';

/**
 * The profile's `personality` field (issue #14) on the candidate's profile page: the MBTI-style type,
 * labelled as such, emotional stability beside it, and the way to the whole report.
 */
export function PersonalityProfileCard({ personality }: { personality: PersonalityResult }) {
  const { t } = useTranslation();
  const words = useReportWords();
  const stability = personality.emotionalStability;
  return (
    <Paper component="section" aria-labelledby="profile-personality" withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="xs">
        <Title order={2} fz="lg" id="profile-personality">
          {t('personality.profile.title')}
        </Title>
        <Group gap="xs">
          <Text fw={600}>{words.report.typeHeading}:</Text>
          <Text fw={700} fz="lg">
            <bdi dir="ltr">{personality.type}</bdi>
          </Text>
        </Group>
        <Group gap="xs">
          <Text size="sm">
            {words.report.stabilityHeading}: {fillWords(words.report.score, { percent: stability.percentile })}
          </Text>
          <Badge variant="light" tt="none" size="sm">
            {words.report.level[stability.level]}
          </Badge>
        </Group>
        <Text size="xs" c="dimmed">
          {personality.scale === 'short' ? t('personality.profile.short') : words.report.fullNote}
        </Text>
        <Anchor component={Link} to="/candidate/assessments/personality" size="sm">
          {t('personality.profile.open')}
        </Anchor>
      </Stack>
    </Paper>
  );
}
