import { Anchor, Badge, Group, Paper, Select, SimpleGrid, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import {
  ASSESSMENT_RESULT_STATUSES,
  RESULT_KINDS,
  type AssessmentResultStatus,
  type ResultKind,
  type ResultsEntry,
} from '@masar/shared/assessments';
import { toLocale } from '@masar/shared/messages';
import { IconClipboardList } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRouteName } from '../../app/route-title';
import { EmptyState } from '../../components/ui/empty-state';
import { ListPager } from '../../components/ui/list-pager';
import { MonthField } from '../../components/ui/month-field';
import { PageBreadcrumbs } from '../../components/ui/page-breadcrumbs';
import { PageHeading } from '../../components/ui/page-heading';
import { RetryAlert } from '../../components/ui/retry-alert';
import { UserText } from '../../components/ui/user-text';
import { useScoreText } from '../../features/recruiter-assessments/components/score-text';
import { useResultsList } from '../../features/recruiter-assessments/api/results';
import { formatLongDate } from '../../lib/dates';
import { useSearchParamsFilters } from '../../lib/use-search-params-filters';

const PAGE_SIZE = 10;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const STATUS_COLOR: Record<AssessmentResultStatus, string> = {
  IN_PROGRESS: 'blue',
  RESULT_PROCESSING: 'yellow',
  COMPLETED: 'teal',
  CANCELLED: 'gray',
};

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : null;

function ResultCard({ entry }: { entry: ResultsEntry }) {
  const { t, i18n } = useTranslation();
  const scoreText = useScoreText();
  const date = formatLongDate(entry.date, toLocale(i18n.language));
  return (
    <Paper component="li" withBorder radius="md" p="md">
      <Group justify="space-between" wrap="wrap" gap="xs" align="flex-start">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Anchor
            component={Link}
            to={`/recruiter/assessments/report/${entry.report_id}`}
            fw={600}
            aria-label={t('recruiterAssessments.open', { name: entry.name })}
          >
            <UserText>{entry.name}</UserText>
          </Anchor>
          <Text size="sm">{t(`recruiterAssessments.kinds.${entry.kind}`)}</Text>
          {date !== null && (
            <Text size="sm" c="dimmed">
              {date}
            </Text>
          )}
          {entry.jobs.length > 0 && (
            <Text size="sm" c="dimmed">
              {t('recruiterAssessments.jobs', {
                jobs: new Intl.ListFormat(i18n.language, { type: 'unit' }).format(entry.jobs.map((job) => job.title)),
              })}
            </Text>
          )}
        </Stack>
        <Group gap="xs">
          <Badge variant="light" color={STATUS_COLOR[entry.status]} tt="none">
            {t(`recruiterAssessments.statuses.${entry.status}`)}
          </Badge>
          {entry.score !== null && (
            <Badge variant="filled" tt="none">
              {t('recruiterAssessments.scoreLabel', { score: scoreText(entry.score) })}
            </Badge>
          )}
          {entry.human_score !== null && (
            <Badge variant="outline" color="grape" tt="none">
              {t('recruiterAssessments.humanLabel', { score: scoreText(entry.human_score) })}
            </Badge>
          )}
          {entry.personality && (
            <Badge variant="light" tt="none">
              {t('recruiterAssessments.type', { type: entry.personality.type })}
            </Badge>
          )}
        </Group>
      </Group>
    </Paper>
  );
}

/**
 * Spec §2 /recruiter/assessments (issues #14 and #15, decision 0073): every result, personality and
 * skills, of candidates who applied to the company's jobs or accepted its invitations, filtered by kind,
 * status, job, dates and name, a page at a time.
 */
export default function RecruiterAssessmentsPage() {
  const { t } = useTranslation();
  const title = useRouteName();
  // The name is typed: it reaches the address (and the server) as `q` once typing settles.
  const { params, update, page, search, setSearch, committedSearch } = useSearchParamsFilters();
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const kind = oneOf<ResultKind>(RESULT_KINDS, params.get('kind'));
  const status = oneOf<AssessmentResultStatus>(ASSESSMENT_RESULT_STATUSES, params.get('status'));
  const jobId = params.get('job');
  const list = useResultsList({
    page,
    limit: PAGE_SIZE,
    kind,
    status,
    job_id: jobId,
    start_date: DATE.test(from) ? from : null,
    end_date: DATE.test(to) ? to : null,
    name: committedSearch || null,
  });
  const data = list.data;
  const filtered = Boolean(from || to || committedSearch || kind || status || jobId);
  const set = (key: string) => (value: string | null) => update({ [key]: value, page: null });
  return (
    <Stack gap="lg">
      <PageBreadcrumbs crumbs={[{ label: title }]} />
      <PageHeading title={title} />
      <Text c="dimmed">{t('recruiterAssessments.intro')}</Text>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Select
          label={t('recruiterAssessments.kind')}
          placeholder={t('recruiterAssessments.any')}
          data={RESULT_KINDS.map((value) => ({ value, label: t(`recruiterAssessments.kinds.${value}`) }))}
          value={kind}
          onChange={set('kind')}
          clearable
        />
        <Select
          label={t('recruiterAssessments.status')}
          placeholder={t('recruiterAssessments.any')}
          data={ASSESSMENT_RESULT_STATUSES.map((value) => ({
            value,
            label: t(`recruiterAssessments.statuses.${value}`),
          }))}
          value={status}
          onChange={set('status')}
          clearable
        />
        <Select
          label={t('recruiterAssessments.job')}
          placeholder={t('recruiterAssessments.any')}
          data={(data?.jobs ?? []).map((job) => ({ value: job.id, label: job.title }))}
          value={jobId}
          onChange={set('job')}
          searchable
          clearable
        />
        <MonthField withDay label={t('recruiterAssessments.from')} value={from} onChange={set('from')} />
        <MonthField withDay label={t('recruiterAssessments.to')} value={to} onChange={set('to')} />
        <TextInput
          type="search"
          label={t('recruiterAssessments.name')}
          placeholder={t('recruiterAssessments.namePlaceholder')}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
        />
      </SimpleGrid>
      {list.isError ? (
        <RetryAlert
          title={t('recruiterAssessments.loadFailed')}
          retryLabel={t('recruiterAssessments.retry')}
          onRetry={() => void list.refetch()}
        />
      ) : data === undefined ? (
        <Stack gap="sm" role="status" aria-label={t('app.loading')}>
          <Skeleton h={72} />
          <Skeleton h={72} />
        </Stack>
      ) : data.results.length === 0 ? (
        <EmptyState
          icon={<IconClipboardList size={24} />}
          title={filtered ? t('recruiterAssessments.notFound') : t('recruiterAssessments.emptyTitle')}
          body={filtered ? t('recruiterAssessments.notFoundBody') : t('recruiterAssessments.empty')}
        />
      ) : (
        <Stack gap="sm">
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
            {data.results.map((entry) => (
              <ResultCard key={entry.report_id} entry={entry} />
            ))}
          </Stack>
          <ListPager
            totalLabel={t('recruiterAssessments.total', { count: data.total })}
            total={data.total}
            pageSize={PAGE_SIZE}
            page={page}
            onPageChange={(next) => update({ page: next === 0 ? null : String(next) })}
            label={t('recruiterAssessments.pages')}
          />
        </Stack>
      )}
    </Stack>
  );
}
