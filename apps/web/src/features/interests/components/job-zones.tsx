import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useChooseJobZone } from '../api/result';
import { useResultPage } from './result-page';

/** JOB ZONES: the five zones explained; the candidate picks the one they have or want. */
export function JobZonesStep({ onChosen, onBack }: { onChosen: () => void; onBack: () => void }) {
  const { t } = useTranslation();
  const { data, pending } = useResultPage(0, 320);
  const choose = useChooseJobZone();
  if (!data) return pending;
  const chosen = data.job_zone;
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {t('interests.zones.title')}
      </Title>
      <Text>{t('interests.zones.body')}</Text>
      {data.job_zones.map((zone) => {
        const titleId = `job-zone-${zone.zone}`;
        return (
          <Paper key={zone.zone} withBorder radius="md" p="md" component="section" aria-labelledby={titleId}>
            <Stack gap="xs">
              <Group justify="space-between" gap="xs">
                <Title order={3} size="h5" id={titleId}>
                  {t('interests.zones.zoneTitle', { zone: zone.zone, title: zone.title })}
                </Title>
                {chosen === zone.zone && <Badge>{t('interests.zones.chosen')}</Badge>}
              </Group>
              <Text size="sm">
                <Text span fw={600}>{t('interests.zones.preparation')}: </Text>
                {zone.preparation}
              </Text>
              <Text size="sm">
                <Text span fw={600}>{t('interests.zones.experience')}: </Text>
                {zone.experience}
              </Text>
              <Text size="sm">
                <Text span fw={600}>{t('interests.zones.education')}: </Text>
                {zone.education}
              </Text>
              <Text size="sm">
                <Text span fw={600}>{t('interests.zones.examples')}: </Text>
                {zone.examples}
              </Text>
              <Group justify="space-between" gap="xs">
                <Text size="sm" c="dimmed">
                  {t('interests.zones.careers', { count: zone.careers })}
                </Text>
                <Button
                  size="sm"
                  variant={chosen === zone.zone ? 'filled' : 'light'}
                  loading={choose.isPending && choose.variables === zone.zone}
                  onClick={() => choose.mutate(zone.zone, { onSuccess: onChosen })}
                >
                  {t('interests.zones.choose', { zone: zone.zone })}
                </Button>
              </Group>
            </Stack>
          </Paper>
        );
      })}
      <Button variant="subtle" onClick={onBack} style={{ alignSelf: 'flex-start' }}>
        {t('interests.zones.back')}
      </Button>
    </Stack>
  );
}
