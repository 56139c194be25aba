import { Anchor, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Locale } from '@masar/shared/messages';
import type { DemandSkill, SkillsAnalytics, SupplyGroup } from '@masar/shared/skills-analytics';
import { useTranslation } from 'react-i18next';
import { formatCount, formatPercent } from '../../../lib/format-number';
import {
  demandTable,
  gapTable,
  groupsTable,
  groupValue,
  hasWorkforce,
  periodLabel,
  topSkillsTable,
  trendTable,
  trendWorkforceTable,
  workforceTable,
} from '../analytics-tables';
import { RankingBars, seriesColor, TrendLines } from './charts';
import { FigureCard } from './figure-card';

interface ViewProps {
  data: SkillsAnalytics;
  locale: Locale;
  /** Added to each CSV file's name: the filters its figures were counted with ("technology-local"). */
  fileSuffix?: string;
}

/** The figures of the page: supply, its trend, demand and the gap, each a chart with its table and CSV. */
export function SkillsAnalyticsView({ data, locale, fileSuffix = '' }: ViewProps) {
  const { t } = useTranslation();
  const file = (name: string) => (fileSuffix === '' ? name : `${name}-${fileSuffix}`);
  const lastIndex = data.periods.length - 1;
  const trendSplit = data.supply.trend.some((skill) => skill.points.some((point) => point.workforce !== null));
  const rtl = locale === 'ar';
  const count = (value: number) => formatCount(value, locale);
  const rangeName = t(`skillsAnalytics.range.${data.range}`);

  const groupBars = (groups: readonly SupplyGroup[]) => (
    <RankingBars
      rtl={rtl}
      dataKey="name"
      data={groups.map((row) => ({ name: row.name, holders: groupValue(row.holders) }))}
      series={[{ name: 'holders', label: t('skillsAnalytics.candidates'), color: seriesColor(0) }]}
      valueFormatter={count}
    />
  );
  const demandBars = (rows: readonly DemandSkill[]) => (
    <RankingBars
      rtl={rtl}
      dataKey="name"
      data={rows.map((row) => ({ name: row.name, jobs: row.jobs, must: row.must_have_jobs }))}
      series={[
        { name: 'jobs', label: t('skillsAnalytics.jobs'), color: seriesColor(0) },
        { name: 'must', label: t('skillsAnalytics.mustHaveJobs'), color: seriesColor(2) },
      ]}
      valueFormatter={count}
    />
  );

  return (
    <Stack gap="lg">
      <Stack gap="md">
        <Title order={2} fz="xl">
          {t('skillsAnalytics.supplyTitle')}
        </Title>
        <FigureCard
          id="top-skills"
          title={t('skillsAnalytics.topSkillsTitle')}
          description={t('skillsAnalytics.topSkillsIntro')}
          table={topSkillsTable(data, t, locale)}
          fileName={file('top-skills')}
          empty={t('skillsAnalytics.noSupply')}
          chart={
            <RankingBars
              rtl={rtl}
              dataKey="name"
              data={data.supply.top_skills.map((row) => ({ name: row.name, holders: groupValue(row.holders) }))}
              series={[{ name: 'holders', label: t('skillsAnalytics.candidates'), color: seriesColor(0) }]}
              valueFormatter={count}
            />
          }
        />
        {hasWorkforce(data) && (
          <FigureCard
            id="workforce"
            title={t('skillsAnalytics.workforceTitle')}
            description={t('skillsAnalytics.workforceIntro')}
            table={workforceTable(data, t, locale)}
            fileName={file('locals-and-foreigners')}
            empty={t('skillsAnalytics.noSupply')}
            chart={
              <RankingBars
                rtl={rtl}
                stacked
                dataKey="name"
                data={data.supply.top_skills.map((row) => ({
                  name: row.name,
                  local: row.workforce ? groupValue(row.workforce.local) : null,
                  foreign: row.workforce ? groupValue(row.workforce.foreign) : null,
                  unstated: row.workforce ? groupValue(row.workforce.unstated) : null,
                }))}
                series={[
                  { name: 'local', label: t('skillsAnalytics.locals'), color: seriesColor(1) },
                  { name: 'foreign', label: t('skillsAnalytics.foreigners'), color: seriesColor(2) },
                  { name: 'unstated', label: t('skillsAnalytics.unstated'), color: 'gray.5' },
                ]}
                valueFormatter={count}
              />
            }
          />
        )}
        <FigureCard
          id="trend"
          title={t('skillsAnalytics.trendTitle', { range: rangeName })}
          description={t('skillsAnalytics.trendIntro')}
          table={trendTable(data, t, locale)}
          fileName={file(`top-skills-${data.range}`)}
          empty={t('skillsAnalytics.noSupply')}
          chart={
            <TrendLines
              rtl={rtl}
              dataKey="period"
              data={data.periods.map((period, index) => ({
                period: periodLabel(period, data.range, locale),
                ...Object.fromEntries(data.supply.trend.map((skill, line) => [`s${line}`, groupValue(skill.points[index]?.holders ?? 'fewer_than_5')])),
              }))}
              series={data.supply.trend.map((skill, line) => ({ name: `s${line}`, label: skill.name, color: seriesColor(line) }))}
              valueFormatter={count}
            />
          }
        />
        {trendSplit && (
          <FigureCard
            id="trend-workforce"
            title={t('skillsAnalytics.trendWorkforceTitle')}
            description={t('skillsAnalytics.trendWorkforceIntro')}
            table={trendWorkforceTable(data, t, locale)}
            fileName={file(`top-skills-${data.range}-locals-and-foreigners`)}
            empty={t('skillsAnalytics.noSupply')}
            chart={
              // The latest period's split as stacked bars; the table holds every period's.
              <Stack gap={4}>
                <Text size="xs" c="dimmed">
                  {t('skillsAnalytics.latestPeriod', { period: periodLabel(data.periods[lastIndex] ?? '', data.range, locale) })}
                </Text>
                <RankingBars
                  rtl={rtl}
                  stacked
                  dataKey="name"
                  data={data.supply.trend.map((skill) => {
                    const split = skill.points[lastIndex]?.workforce ?? null;
                    return {
                      name: skill.name,
                      local: split ? groupValue(split.local) : null,
                      foreign: split ? groupValue(split.foreign) : null,
                      unstated: split ? groupValue(split.unstated) : null,
                    };
                  })}
                  series={[
                    { name: 'local', label: t('skillsAnalytics.locals'), color: seriesColor(1) },
                    { name: 'foreign', label: t('skillsAnalytics.foreigners'), color: seriesColor(2) },
                    { name: 'unstated', label: t('skillsAnalytics.unstated'), color: 'gray.5' },
                  ]}
                  valueFormatter={count}
                />
              </Stack>
            }
          />
        )}
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
          <FigureCard
            id="categories"
            title={t('skillsAnalytics.categoriesTitle')}
            table={groupsTable(data.supply.categories, t('skillsAnalytics.category'), t, locale)}
            fileName={file('skill-categories')}
            empty={t('skillsAnalytics.noSupply')}
            chart={groupBars(data.supply.categories)}
          />
          <FigureCard
            id="sectors"
            title={t('skillsAnalytics.sectorsTitle')}
            table={groupsTable(data.supply.sectors, t('skillsAnalytics.sector'), t, locale)}
            fileName={file('skill-sectors')}
            empty={t('skillsAnalytics.noSupply')}
            chart={groupBars(data.supply.sectors)}
          />
        </SimpleGrid>
      </Stack>

      <Stack gap="md">
        <Title order={2} fz="xl">
          {t('skillsAnalytics.demandTitle')}
        </Title>
        {data.filters.nationality !== null && (
          <Text size="sm" c="dimmed">
            {t('skillsAnalytics.demandNoNationality')}
          </Text>
        )}
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
          <FigureCard
            id="company-demand"
            title={t('skillsAnalytics.companyDemandTitle')}
            description={t('skillsAnalytics.publishedJobs', { count: data.demand.company_jobs, formatted: count(data.demand.company_jobs) })}
            table={demandTable(data.demand.company, t, locale)}
            fileName={file('company-demand')}
            empty={t('skillsAnalytics.noCompanyDemand')}
            chart={demandBars(data.demand.company)}
          />
          <FigureCard
            id="portal-demand"
            title={t('skillsAnalytics.portalDemandTitle')}
            description={t('skillsAnalytics.publishedJobs', { count: data.demand.portal_jobs, formatted: count(data.demand.portal_jobs) })}
            table={demandTable(data.demand.portal, t, locale)}
            fileName={file('portal-demand')}
            empty={t('skillsAnalytics.noDemand')}
            chart={demandBars(data.demand.portal)}
          />
        </SimpleGrid>
      </Stack>

      <FigureCard
        id="gap"
        title={t('skillsAnalytics.gapTitle')}
        description={t('skillsAnalytics.gapIntro')}
        table={gapTable(data, t, locale)}
        fileName={file('skills-gap')}
        empty={t('skillsAnalytics.noGap')}
        chart={
          <RankingBars
            rtl={rtl}
            dataKey="name"
            data={data.gap.map((row) => ({ name: row.name, demand: Math.round(row.demand_share * 100), supply: Math.round(row.supply_share * 100) }))}
            series={[
              { name: 'demand', label: t('skillsAnalytics.demandShare'), color: seriesColor(2) },
              { name: 'supply', label: t('skillsAnalytics.supplyShare'), color: seriesColor(0) },
            ]}
            valueFormatter={(value) => formatPercent(value, locale)}
          />
        }
        after={
          data.gap.some((row) => row.courses.length > 0) && (
            <Stack gap="xs">
              <Title order={3} fz="md">
                {t('skillsAnalytics.coursesTitle')}
              </Title>
              {data.gap
                .filter((row) => row.courses.length > 0)
                .map((row) => (
                  <Stack key={row.id} gap={2}>
                    <Text fw={600} size="sm">
                      {row.name}
                    </Text>
                    <List size="sm" spacing={2}>
                      {row.courses.map((course) => (
                        <List.Item key={course.id}>
                          <Anchor href={course.url} target="_blank" rel="noreferrer">
                            {course.title}
                          </Anchor>{' '}
                          <Text span size="xs" c="dimmed">
                            {course.provider}
                          </Text>
                        </List.Item>
                      ))}
                    </List>
                  </Stack>
                ))}
            </Stack>
          )
        }
      />
    </Stack>
  );
}
