import { Center, Group, Loader, SegmentedControl, Stack, Text } from '@mantine/core';
import { toLocale } from '@masar/shared/messages';
import type { AnalyticsRange } from '@masar/shared/skills-analytics';
import { useTranslation } from 'react-i18next';
import { useRouteName } from '../../app/route-title';
import { ChoiceFilter, NationalityFilter, nationalityParam } from '../../components/ui/analytics-filters';
import { PageHeading } from '../../components/ui/page-heading';
import { RetryAlert } from '../../components/ui/retry-alert';
import { useSkillsAnalytics } from '../../features/skills-analytics/api/get-skills-analytics';
import { groupText, workforceLine } from '../../features/skills-analytics/analytics-tables';
import { SkillsAnalyticsView } from '../../features/skills-analytics/components/skills-analytics-view';
import { useSearchParamsFilters } from '../../lib/use-search-params-filters';

/**
 * The recruiter's skills analytics (issue #13, decision 0056): the pool's skills, the jobs' demand, the gap. The
 * range and the filters (decision 0094) live in the address: `range`, `sector`, `category`, `nationality`, and
 * for a recruiter admin `company`.
 */
export default function RecruiterSkillsAnalyticsPage() {
  const { t, i18n } = useTranslation();
  const title = useRouteName();
  const locale = toLocale(i18n.language);
  const { params, update } = useSearchParamsFilters();
  const range: AnalyticsRange = params.get('range') === 'weekly' ? 'weekly' : 'monthly';
  const sector = params.get('sector');
  const category = params.get('category');
  const nationality = nationalityParam(params.get('nationality'));
  const company = params.get('company');
  const analytics = useSkillsAnalytics(
    {
      range,
      ...(sector ? { sector } : {}),
      ...(category ? { category } : {}),
      ...(nationality ? { nationality } : {}),
      ...(company ? { company_id: company } : {}),
    },
    locale,
  );
  const data = analytics.data;
  const choices = data?.choices;
  // The categories offered are the sector's when one is chosen.
  const categories = (choices?.categories ?? []).filter((choice) => sector === null || choice.sector === sector);
  // The CSV files name the filters they were counted with.
  const fileSuffix = [sector, category, nationality].filter((part): part is string => part !== null).join('-');
  return (
    <Stack gap="lg">
      <PageHeading title={title} description={t('skillsAnalytics.intro')} />
      <Group justify="space-between" gap="sm">
        <SegmentedControl
          aria-label={t('skillsAnalytics.rangeLabel')}
          value={range}
          onChange={(value) => update({ range: value === 'monthly' ? null : value })}
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
      <Group gap="sm" align="flex-end" role="group" aria-label={t('analyticsFilters.label')}>
        <ChoiceFilter
          label={t('analyticsFilters.sector')}
          noneLabel={t('analyticsFilters.allSectors')}
          choices={choices?.sectors ?? []}
          value={sector}
          // A category of another sector would match nothing: changing the sector lets it go.
          onChange={(value) => update({ sector: value, category: null })}
        />
        <ChoiceFilter
          label={t('analyticsFilters.category')}
          noneLabel={t('analyticsFilters.allCategories')}
          choices={categories}
          value={category}
          onChange={(value) => update({ category: value })}
        />
        <NationalityFilter value={nationality} onChange={(value) => update({ nationality: value })} />
        {((choices?.companies.length ?? 0) > 0 || company !== null) && (
          <ChoiceFilter
            label={t('analyticsFilters.company')}
            noneLabel={t('analyticsFilters.ownCompany')}
            choices={choices?.companies ?? []}
            value={company}
            onChange={(value) => update({ company: value })}
          />
        )}
      </Group>
      <Text size="xs" c="dimmed">
        {t('skillsAnalytics.privacyNote')}
        {nationality !== null && ` ${t('skillsAnalytics.filteredNote', { group: t(`analyticsFilters.groups.${nationality}`) })}`}
      </Text>
      {analytics.isPending ? (
        <Center py="xl">
          <Loader aria-label={t('skillsAnalytics.loading')} />
        </Center>
      ) : analytics.isError || data === undefined ? (
        <RetryAlert title={t('skillsAnalytics.failed')} retryLabel={t('skillsAnalytics.retry')} onRetry={() => void analytics.refetch()} />
      ) : (
        <SkillsAnalyticsView data={data} locale={locale} fileSuffix={fileSuffix} />
      )}
    </Stack>
  );
}
