import { Alert, Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { CAREERS_PAGE_SIZE, type Career } from '@masar/shared/interests';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useResultPage } from './result-page';

/** How well a career's interests fit, in words: r of 0.7 and above is strong, 0.4 and above good. */
function fitLevel(fit: number): 'strong' | 'good' | 'some' {
  return fit >= 0.7 ? 'strong' : fit >= 0.4 ? 'good' : 'some';
}

/** CAREERS and MORE CAREERS: the chosen zone's careers, 20 a page, each page added below the last. */
export function CareersStep({
  pages,
  onMore,
  onZones,
  onResults,
  onStartOver,
}: {
  pages: number;
  onMore: () => void;
  onZones: () => void;
  onResults: () => void;
  onStartOver: () => void;
}) {
  const { t } = useTranslation();
  const { data, pending } = useResultPage(0, 400);
  if (!data) return pending;
  const { total, job_zone: zone, flat } = data;
  const shown = Math.min(total, pages * CAREERS_PAGE_SIZE);
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {t('interests.careers.title', { zone })}
      </Title>
      {flat && (
        <Alert color="blue" variant="light">
          {t('interests.careers.flat')}
        </Alert>
      )}
      <Text size="sm" c="dimmed">
        {t('interests.careers.showing', { shown, total })}
      </Text>
      <Stack gap="sm" component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
        {Array.from({ length: pages }, (_, page) => (
          <CareerPage key={page} page={page} />
        ))}
      </Stack>
      <Group gap="sm">
        {shown < total && <Button onClick={onMore}>{t('interests.careers.more')}</Button>}
        <Button variant="light" onClick={onZones}>
          {t('interests.careers.changeZone')}
        </Button>
        <Button variant="subtle" onClick={onResults}>
          {t('interests.careers.backToResults')}
        </Button>
        <Button variant="subtle" onClick={onStartOver}>
          {t('interests.startOver')}
        </Button>
      </Group>
    </Stack>
  );
}

function CareerPage({ page }: { page: number }) {
  const { data, pending } = useResultPage(page, 200);
  if (!data) return pending;
  return data.careers.map((career) => <CareerCard key={career.id} career={career} />);
}

function CareerCard({ career }: { career: Career }) {
  const { t } = useTranslation();
  const titleId = `career-${career.id}`;
  return (
    <Paper component="li" withBorder radius="md" p="md" aria-labelledby={titleId}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Title order={3} fz="md" id={titleId} style={{ minWidth: 0 }}>
            {career.title}
          </Title>
          {career.fit !== null && (
            <Badge variant="light" tt="none">
              {t(`interests.careers.fit.${fitLevel(career.fit)}`)}
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed" lineClamp={3}>
          {career.description}
        </Text>
        <Group gap="md">
          <Anchor component={Link} to={`/candidate/jobs?q=${encodeURIComponent(career.title)}`} size="sm" aria-label={t('interests.careers.jobsFor', { title: career.title })}>
            {t('interests.careers.jobs')}
          </Anchor>
          <Anchor component={Link} to={`/candidate/jobs/upskill-career?career=${encodeURIComponent(career.id)}`} size="sm" aria-label={t('interests.careers.skillsFor', { title: career.title })}>
            {t('interests.careers.skills')}
          </Anchor>
        </Group>
      </Stack>
    </Paper>
  );
}
