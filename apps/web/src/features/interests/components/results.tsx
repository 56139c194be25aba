import { Alert, Box, Button, Group, Paper, Progress, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { INTEREST_AREAS, INTEREST_SCORE_MAX, type InterestArea, type InterestResult } from '@masar/shared/interests';
import { useTranslation } from 'react-i18next';
import { useResultPage } from './result-page';

/** RESULTS: the six scores as a bar chart out of 40, and what the chosen area means (Realistic first). */
export function ResultsStep({
  area,
  onArea,
  onNext,
  onStartOver,
}: {
  area: InterestArea;
  onArea: (area: InterestArea) => void;
  onNext: () => void;
  onStartOver: () => void;
}) {
  const { t } = useTranslation();
  const { data, pending } = useResultPage(0, 320);
  if (!data) return pending;
  return (
    <Stack gap="md">
      <ScoreChart result={data} />
      <Paper withBorder radius="lg" p="lg">
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('interests.results.areasTitle')}
          </Title>
          <SegmentedControl
            fullWidth
            orientation="vertical"
            hiddenFrom="sm"
            value={area}
            onChange={(value) => onArea(value)}
            data={INTEREST_AREAS.map((value) => ({ value, label: t(`interests.areas.${value}.name`) }))}
          />
          <SegmentedControl
            fullWidth
            visibleFrom="sm"
            value={area}
            onChange={(value) => onArea(value)}
            data={INTEREST_AREAS.map((value) => ({ value, label: t(`interests.areas.${value}.name`) }))}
          />
          <Box role="region" aria-label={t(`interests.areas.${area}.name`)}>
            <Text fw={600}>{t('interests.results.yourScore', { area: t(`interests.areas.${area}.name`), score: data.scores[area], max: INTEREST_SCORE_MAX })}</Text>
            <Text>{t(`interests.areas.${area}.body`)}</Text>
            <Text size="sm" c="dimmed">
              {t(`interests.areas.${area}.work`)}
            </Text>
          </Box>
        </Stack>
      </Paper>
      <Group gap="sm">
        <Button onClick={onNext}>{t('interests.results.next')}</Button>
        <Button variant="subtle" onClick={onStartOver}>
          {t('interests.startOver')}
        </Button>
      </Group>
    </Stack>
  );
}

function ScoreChart({ result }: { result: InterestResult }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="lg" p="lg">
      <Stack gap="sm">
        <Title order={2} size="h3">
          {t('interests.results.title')}
        </Title>
        {result.flat && (
          <Alert color="blue" variant="light">
            {t('interests.results.flat')}
          </Alert>
        )}
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('interests.results.chart')}>
          {INTEREST_AREAS.map((area) => {
            const name = t(`interests.areas.${area}.name`);
            const score = result.scores[area];
            return (
              <li key={area}>
                <Group justify="space-between" gap="xs" wrap="nowrap">
                  <Text size="sm" fw={600}>
                    {name}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {t('interests.results.score', { score, max: INTEREST_SCORE_MAX })}
                  </Text>
                </Group>
                <Progress
                  size="lg"
                  value={(score / INTEREST_SCORE_MAX) * 100}
                  aria-label={t('interests.results.barLabel', { area: name, score, max: INTEREST_SCORE_MAX })}
                />
              </li>
            );
          })}
        </Stack>
      </Stack>
    </Paper>
  );
}
