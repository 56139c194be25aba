import { Anchor, Group, Paper, SegmentedControl, SimpleGrid, Skeleton, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { toLocale, type Locale } from '@masar/shared/messages';
import type { Figure, NationalityBreakdown, ProtectedCountValue, RecruiterStats } from '@masar/shared/stats';
import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChoiceFilter, NationalityFilter, nationalityParam } from '../../../components/ui/analytics-filters';
import { SectionCard } from '../../../components/ui/section-card';
import { UserText } from '../../../components/ui/user-text';
import { formatCount } from '../../../lib/format-number';
import { useSearchParamsFilters } from '../../../lib/use-search-params-filters';
import { useRecruiterStats, type StatsRange } from '../api/get-recruiter-stats';

const NUMBER_LOCALES: Record<Locale, string> = { en: 'en-GB', ar: 'ar-u-nu-latn' };

/** "+3", "−2", "0": the change against the previous period, signed. */
function formatChange(change: number, locale: Locale): string {
  return new Intl.NumberFormat(NUMBER_LOCALES[locale], { signDisplay: 'exceptZero', maximumFractionDigits: 1 }).format(change);
}

function FigureCard({ label, value, change, previousLabel }: { label: string; value: string; change: string | null; previousLabel: string }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap={4}>
        <Text size="sm" c="dimmed">
          {label}
        </Text>
        <Text fz={28} fw={700} lh={1.1}>
          {value}
        </Text>
        {change !== null && (
          <Text size="xs" c="dimmed">
            <bdi dir="ltr">{change}</bdi> {previousLabel}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * The dashboard's figures (issue #13): week or month, top jobs' pipeline, locals and foreigners, the portal for
 * admins. The range and the filters live in the address (`range`, `nationality`, `company`), so a filtered view
 * can be shared and survives going back.
 */
export function RecruiterStatsSection() {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  const { params, update } = useSearchParamsFilters();
  const range: StatsRange = params.get('range') === 'monthly' ? 'monthly' : 'weekly';
  const nationality = nationalityParam(params.get('nationality'));
  const company = params.get('company');
  const stats = useRecruiterStats(range, { ...(nationality ? { nationality } : {}), ...(company ? { company_id: company } : {}) });
  const count = (value: number) => formatCount(value, locale);
  const people = (value: ProtectedCountValue) => (value === 'fewer_than_5' ? t('dashboard.fewerThan5') : count(value));
  const previousLabel = range === 'weekly' ? t('dashboard.vsPreviousWeek') : t('dashboard.vsPreviousMonth');
  // Filtered by nationality, a figure of people may be "fewer than 5" and then has no change (decision 0094).
  const figure = (label: string, value: Figure) => (
    <FigureCard label={label} value={people(value.current)} change={value.change === null ? null : formatChange(value.change, locale)} previousLabel={previousLabel} />
  );
  const companies = stats.data?.portal?.company_choices ?? [];

  return (
    <Stack gap="lg">
      <Group justify="space-between" gap="sm">
        <Text fw={600}>{t('dashboard.figuresTitle')}</Text>
        <SegmentedControl
          aria-label={t('dashboard.rangeLabel')}
          value={range}
          onChange={(value) => update({ range: value === 'weekly' ? null : value })}
          data={[
            { value: 'weekly', label: t('dashboard.week') },
            { value: 'monthly', label: t('dashboard.month') },
          ]}
        />
      </Group>
      <Group gap="sm" align="flex-end" role="group" aria-label={t('analyticsFilters.label')}>
        <NationalityFilter value={nationality} onChange={(value) => update({ nationality: value })} />
        {(companies.length > 0 || company !== null) && (
          <ChoiceFilter
            label={t('analyticsFilters.company')}
            noneLabel={t('analyticsFilters.ownCompany')}
            choices={companies}
            value={company}
            onChange={(value) => update({ company: value })}
          />
        )}
      </Group>
      {nationality !== null && (
        <Text size="xs" c="dimmed">
          {t('dashboard.filteredNote', { group: t(`analyticsFilters.groups.${nationality}`) })}
        </Text>
      )}
      {stats.isPending ? (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} role="status" aria-label={t('dashboard.loading')}>
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} h={96} radius="md" />
          ))}
        </SimpleGrid>
      ) : stats.isError ? (
        <Text size="sm" c="dimmed">
          {stats.error.message}
        </Text>
      ) : (
        <StatsBody stats={stats.data} figure={figure} people={people} count={count} locale={locale} previousLabel={previousLabel} />
      )}
    </Stack>
  );
}

interface StatsBodyProps {
  stats: RecruiterStats;
  figure: (label: string, value: Figure) => ReactNode;
  people: (value: ProtectedCountValue) => string;
  count: (value: number) => string;
  locale: Locale;
  previousLabel: string;
}

function StatsBody({ stats, figure, people, count, locale, previousLabel }: StatsBodyProps) {
  const { t } = useTranslation();
  const hours = stats.figures.hours_to_first_application;
  const hoursText = (value: number | null) => (value === null ? t('dashboard.noValue') : t('dashboard.hours', { hours: new Intl.NumberFormat(NUMBER_LOCALES[locale], { maximumFractionDigits: 1 }).format(value) }));
  const breakdownRow = (label: string, breakdown: NationalityBreakdown) => (
    <Table.Tr key={label}>
      <Table.Th scope="row">{label}</Table.Th>
      <Table.Td>{people(breakdown.local)}</Table.Td>
      <Table.Td>{people(breakdown.foreign)}</Table.Td>
      <Table.Td>{people(breakdown.unstated)}</Table.Td>
      <Table.Td>{people(breakdown.total)}</Table.Td>
    </Table.Tr>
  );
  const country = new Intl.DisplayNames([locale], { type: 'region' }).of(stats.nationality.home_country) ?? stats.nationality.home_country;

  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
        {figure(t('dashboard.openJobs'), stats.figures.open_jobs)}
        {figure(t('dashboard.newMatchingCandidates'), stats.figures.new_matching_candidates)}
        {figure(t('dashboard.pokesSent'), stats.figures.pokes_sent)}
        {figure(t('dashboard.pokesAnswered'), stats.figures.pokes_answered)}
        {figure(t('dashboard.applications'), stats.figures.applications)}
        <FigureCard
          label={t('dashboard.hoursToFirstApplication')}
          value={hoursText(hours.current)}
          change={hours.change === null ? null : formatChange(hours.change, locale)}
          previousLabel={previousLabel}
        />
      </SimpleGrid>

      <SectionCard id="top-jobs-pipeline" title={t('dashboard.pipelineTitle')} description={t('dashboard.pipelineHint')}>
        {stats.top_jobs.results.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('dashboard.pipelineEmpty')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={320}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('dashboard.job')}</Table.Th>
                  <Table.Th>{t('dashboard.matched')}</Table.Th>
                  <Table.Th>{t('dashboard.poked')}</Table.Th>
                  <Table.Th>{t('dashboard.interested')}</Table.Th>
                  <Table.Th>{t('dashboard.applied')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {stats.top_jobs.results.map((job) => (
                  <Table.Tr key={job.id}>
                    <Table.Th scope="row" style={{ overflowWrap: 'anywhere' }}>
                      <Anchor component={Link} to={`/recruiter/jobs/${job.id}`} size="sm">
                        {job.job_title === '' ? t('recruiterJobs.untitled') : <UserText>{job.job_title}</UserText>}
                      </Anchor>
                    </Table.Th>
                    <Table.Td>{count(job.pipeline.matched)}</Table.Td>
                    <Table.Td>{count(job.pipeline.poked)}</Table.Td>
                    <Table.Td>{count(job.pipeline.interested)}</Table.Td>
                    <Table.Td>{count(job.pipeline.applied)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </SectionCard>

      <SectionCard id="locals-foreigners" title={t('dashboard.nationalityTitle')} description={t('dashboard.nationalityHint', { country })}>
        <Table.ScrollContainer minWidth={320}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>
                  <VisuallyHidden>{t('dashboard.group')}</VisuallyHidden>
                </Table.Th>
                <Table.Th>{t('dashboard.locals')}</Table.Th>
                <Table.Th>{t('dashboard.foreigners')}</Table.Th>
                <Table.Th>{t('dashboard.unstated')}</Table.Th>
                <Table.Th>{t('dashboard.total')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {breakdownRow(t('dashboard.matchingCandidates'), stats.nationality.matching_candidates)}
              {breakdownRow(t('dashboard.applications'), stats.nationality.applications)}
              {breakdownRow(t('dashboard.portalPool'), stats.nationality.portal_pool)}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </SectionCard>

      {stats.portal !== null && (
        <SectionCard id="portal-figures" title={t('dashboard.portalTitle')}>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
            {figure(t('dashboard.signups'), stats.portal.signups)}
            {figure(t('dashboard.approvals'), stats.portal.approvals)}
            <FigureCard
              label={t('dashboard.approvalsPending')}
              value={count(stats.portal.approvals_pending.count)}
              change={null}
              previousLabel=""
            />
            <FigureCard
              label={t('dashboard.oldestPending')}
              value={stats.portal.approvals_pending.oldest_days === null ? t('dashboard.noValue') : t('dashboard.days', { count: stats.portal.approvals_pending.oldest_days })}
              change={null}
              previousLabel=""
            />
            <FigureCard label={t('dashboard.companies')} value={count(stats.portal.companies)} change={null} previousLabel="" />
            <FigureCard label={t('dashboard.portalOpenJobs')} value={count(stats.portal.open_jobs)} change={null} previousLabel="" />
          </SimpleGrid>
        </SectionCard>
      )}
    </Stack>
  );
}
