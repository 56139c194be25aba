import { Center, Group, Loader, SegmentedControl, Stack, Text } from '@mantine/core';
import { toLocale } from '@masar/shared/messages';
import type { AnalyticsRange } from '@masar/shared/skills-analytics';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteName } from '../../app/route-title';
import { PageHeading } from '../../components/ui/page-heading';
import { RetryAlert } from '../../components/ui/retry-alert';
import { useSkillsAnalytics } from '../../features/skills-analytics/api/get-skills-analytics';
import { groupText, workforceLine } from '../../features/skills-analytics/analytics-tables';
import { SkillsAnalyticsView } from '../../features/skills-analytics/components/skills-analytics-view';

/** The recruiter's skills analytics (issue #13, decision 0056): the pool's skills, the jobs' demand, the gap. */
export default function RecruiterSkillsAnalyticsPage() {
  const { t, i18n } = useTranslation();
  const title = useRouteName();
  const locale = toLocale(i18n.language);
  const [range, setRange] = useState<AnalyticsRange>('monthly');
  const analytics = useSkillsAnalytics(range, locale);
  const data = analytics.data;
  return (
    <Stack gap="lg">
      <PageHeading title={title} description={t('skillsAnalytics.intro')} />
      <Group justify="space-between" gap="sm">
        <SegmentedControl
          aria-label={t('skillsAnalytics.rangeLabel')}
          value={range}
          onChange={(value) => setRange(value)}
          data={[
            { value: 'weekly', label: t('skillsAnalytics.range.weekly') },
            { value: 'monthly', label: t('skillsAnalytics.range.monthly') },
          ]}
        />
        {data !== undefined && (
          <Text size="sm" c="dimmed">
            {t('skillsAnalytics.poolSize', { formatted: groupText(data.supply.pool, t, locale) })}
            {data.supply.pool_workforce !== null && ` (${workforceLine(data.supply.pool_workforce, t, locale)})`}
          </Text>
        )}
      </Group>
      <Text size="xs" c="dimmed">
        {t('skillsAnalytics.privacyNote')}
      </Text>
      {analytics.isPending ? (
        <Center py="xl">
          <Loader aria-label={t('skillsAnalytics.loading')} />
        </Center>
      ) : analytics.isError || data === undefined ? (
        <RetryAlert title={t('skillsAnalytics.failed')} retryLabel={t('skillsAnalytics.retry')} onRetry={() => void analytics.refetch()} />
      ) : (
        <SkillsAnalyticsView data={data} locale={locale} />
      )}
    </Stack>
  );
}
