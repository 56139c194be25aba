import { Alert, Badge, Group, Paper, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { AssessmentSummary, PersonalityDomainKey } from '@masar/shared/personality';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatLongDate } from '../../../lib/dates';
import { toLocale } from '@masar/shared/messages';

/** The four traits shown as bars; neuroticism is shown apart, turned round as emotional stability. */
const BAR_DOMAINS = ['O', 'C', 'E', 'A'] as const satisfies readonly PersonalityDomainKey[];
type Level = 'low' | 'average' | 'high';
const TYPE_LETTERS = ['E', 'I', 'N', 'S', 'F', 'T', 'J', 'P', 'X'] as const;
type TypeLetter = (typeof TYPE_LETTERS)[number];
const isTypeLetter = (letter: string): letter is TypeLetter => (TYPE_LETTERS as readonly string[]).includes(letter);
const LEVEL_COLOR: Record<Level, string> = { low: 'orange', average: 'blue', high: 'teal' };

function TraitBar({ domain, percentile, level }: { domain: PersonalityDomainKey; percentile: number; level: Level }) {
  const { t } = useTranslation();
  const titleId = `trait-${domain}`;
  return (
    <Paper component="section" withBorder radius="md" p="md" aria-labelledby={titleId}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="baseline">
          <Title order={3} size="h4" id={titleId}>
            {t(`personality.domain.${domain}.title`)}
          </Title>
          <Badge color={LEVEL_COLOR[level]} variant="light" tt="none">
            {t(`personality.report.level.${level}`)}
          </Badge>
        </Group>
        <Progress
          value={percentile}
          size="lg"
          color={LEVEL_COLOR[level]}
          aria-label={t(`personality.domain.${domain}.title`)}
          aria-valuetext={t('personality.report.score', { percent: percentile })}
        />
        <Text size="sm" fw={600}>
          {t('personality.report.score', { percent: percentile })}
        </Text>
        <Text size="sm" c="dimmed">
          {t(`personality.domain.${domain}.meaning`)}
        </Text>
        <Text size="sm">
          <Text span fw={600}>
            {t('personality.report.atWork')}:{' '}
          </Text>
          {t(`personality.work.${domain}.${level}`)}
        </Text>
      </Stack>
    </Paper>
  );
}

/** A personality result as the candidate and the company's recruiters read it (issue #14, decision 0060). */
export function PersonalityReport({ summary }: { summary: AssessmentSummary }) {
  const { t, i18n } = useTranslation();
  const { result } = summary;
  const completed = formatLongDate(summary.completed_at ?? summary.short_scale_completed_at, toLocale(i18n.language));
  return (
    <Stack gap="lg">
      {result.scale === 'short' ? (
        <Alert color="yellow" icon={<IconInfoCircle aria-hidden />}>
          {t('personality.report.shortCaveat')}
        </Alert>
      ) : (
        <Text size="sm" c="dimmed">
          {t('personality.report.fullNote')}
        </Text>
      )}
      {completed !== null && (
        <Text size="sm" c="dimmed">
          {t('personality.report.answered', { date: completed })}
        </Text>
      )}
      <Paper component="section" withBorder radius="md" p="md" aria-labelledby="personality-type">
        <Stack gap="xs">
          <Title order={2} size="h3" id="personality-type">
            {t('personality.report.typeHeading')}
          </Title>
          {/* The letters are Latin in both languages: kept left to right. */}
          <Text fz={36} fw={700} dir="ltr" ta="start" aria-label={result.type.split('').join(' ')}>
            {result.type}
          </Text>
          <Stack component="ul" gap={4} m={0} ps="md">
            {result.type
              .split('')
              .filter(isTypeLetter)
              .map((letter, index) => (
                <Text component="li" size="sm" key={index}>
                  {t(`personality.letter.${letter}`)}
                </Text>
              ))}
          </Stack>
          <Text size="xs" c="dimmed">
            {t('personality.report.typeNote')}
          </Text>
        </Stack>
      </Paper>
      <Stack gap="sm">
        <Title order={2} size="h3">
          {t('personality.report.domainsHeading')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {BAR_DOMAINS.map((domain) => {
            const score = result.domains.find((entry) => entry.domain === domain)!;
            return <TraitBar key={domain} domain={domain} percentile={score.percentile} level={score.level} />;
          })}
        </SimpleGrid>
      </Stack>
      <Stack gap="sm">
        <Title order={2} size="h3">
          {t('personality.report.stabilityHeading')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('personality.report.stabilityNote')}
        </Text>
        <TraitBar
          domain="N"
          percentile={result.emotionalStability.percentile}
          level={result.emotionalStability.level}
        />
      </Stack>
      <Text size="xs" c="dimmed">
        {t('personality.report.normsNote')}
      </Text>
    </Stack>
  );
}
