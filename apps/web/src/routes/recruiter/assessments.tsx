import { Anchor, Badge, Group, MultiSelect, Paper, SimpleGrid, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { toLocale } from '@masar/shared/messages';
import type { AssessmentList } from '@masar/shared/personality';
import { IconClipboardList } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRouteName } from '../../app/route-title';
import { EmptyState } from '../../components/ui/empty-state';
import { ListPager } from '../../components/ui/list-pager';
import { PageBreadcrumbs } from '../../components/ui/page-breadcrumbs';
import { PageHeading } from '../../components/ui/page-heading';
import { RetryAlert } from '../../components/ui/retry-alert';
import { UserText } from '../../components/ui/user-text';
import { useAssessmentList } from '../../features/personality/api/personality';
import { formatLongDate } from '../../lib/dates';
import { useSearchParamsFilters } from '../../lib/use-search-params-filters';

const PAGE_SIZE = 10;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

function ResultCard({ entry }: { entry: AssessmentList['results'][number] }) {
  const { t, i18n } = useTranslation();
  const date = formatLongDate(entry.completed_at ?? entry.short_scale_completed_at, toLocale(i18n.language));
  return (
    <Paper component="li" withBorder radius="md" p="md">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Anchor
            component={Link}
            to={`/recruiter/assessments/report/${entry.assessment_id}`}
            fw={600}
            aria-label={t('personality.list.open', { name: entry.name })}
          >
            <UserText>{entry.name}</UserText>
          </Anchor>
          {date !== null && (
            <Text size="sm" c="dimmed">
              {t('personality.list.completed', { date })}
            </Text>
          )}
        </Stack>
        <Group gap="xs">
          <Badge variant="light" tt="none">
            {t('personality.list.type', { type: entry.type })}
          </Badge>
          <Badge variant="outline" color={entry.scale === 'full' ? 'teal' : 'yellow'} tt="none">
            {t(`personality.list.scale.${entry.scale}`)}
          </Badge>
        </Group>
      </Group>
    </Paper>
  );
}

/**
 * Spec §2 /recruiter/assessments (issue #14): personality results of candidates who applied to the
 * company's jobs or accepted its invitations, filtered by dates and candidates, a page at a time.
 */
export default function RecruiterAssessmentsPage() {
  const { t } = useTranslation();
  const title = useRouteName();
  const { params, update, page } = useSearchParamsFilters();
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const users = (params.get('users') ?? '').split(',').filter(Boolean);
  const list = useAssessmentList({
    page,
    limit: PAGE_SIZE,
    start_date: DATE.test(from) ? from : null,
    end_date: DATE.test(to) ? to : null,
    users,
  });
  const data = list.data;
  return (
    <Stack gap="lg">
      <PageBreadcrumbs crumbs={[{ label: title }]} />
      <PageHeading title={title} />
      <Text c="dimmed">{t('personality.list.intro')}</Text>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput
          type="date"
          label={t('personality.list.from')}
          value={from}
          onChange={(event) => update({ from: event.currentTarget.value, page: null })}
        />
        <TextInput
          type="date"
          label={t('personality.list.to')}
          value={to}
          onChange={(event) => update({ to: event.currentTarget.value, page: null })}
        />
        <MultiSelect
          label={t('personality.list.candidates')}
          placeholder={users.length === 0 ? t('personality.list.candidatesPlaceholder') : undefined}
          data={(data?.users ?? []).map((user) => ({ value: user.id, label: user.name }))}
          value={users}
          onChange={(value) => update({ users: value.join(','), page: null })}
          searchable
          clearable
        />
      </SimpleGrid>
      {list.isError ? (
        <RetryAlert
          title={t('personality.list.loadFailed')}
          retryLabel={t('personality.list.retry')}
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
          title={t('personality.list.emptyTitle')}
          body={t('personality.list.empty')}
        />
      ) : (
        <Stack gap="sm">
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
            {data.results.map((entry) => (
              <ResultCard key={entry.assessment_id} entry={entry} />
            ))}
          </Stack>
          <ListPager
            totalLabel={t('personality.list.total', { count: data.total })}
            total={data.total}
            pageSize={PAGE_SIZE}
            page={page}
            onPageChange={(next) => update({ page: next === 0 ? null : String(next) })}
            label={t('personality.list.pages')}
          />
        </Stack>
      )}
    </Stack>
  );
}
