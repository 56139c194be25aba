import { Anchor, Badge, Group, Paper, Skeleton, Stack, Tabs, Text } from '@mantine/core';
import { COMPANY_CANDIDATE_TABS, type CompanyCandidate } from '@masar/shared/job-candidates';
import { IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { ListPager } from '../../../components/ui/list-pager';
import { UserText } from '../../../components/ui/user-text';
import { useSearchParamsFilters } from '../../../lib/use-search-params-filters';
import { useCompanyCandidates } from '../api/company-candidates';
import { CandidateContact } from './candidate-contact';
import { CandidateStar } from './candidate-star';
import { PokeStateBadge } from './poke-state-badge';
import { RetryAlert } from '../../../components/ui/retry-alert';

const PAGE_SIZE = 10;
type Tab = (typeof COMPANY_CANDIDATE_TABS)[number];

function CompanyCandidateCard({ candidate }: { candidate: CompanyCandidate }) {
  const { t } = useTranslation();
  const headingId = `company-candidate-${candidate.candidate_id}`;
  return (
    <Paper component="li" withBorder radius="md" p="md" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Anchor component={Link} to={`/recruiter/candidates/${candidate.candidate_id}`} fw={600} id={headingId}>
              <UserText>{candidate.name}</UserText>
            </Anchor>
            {(candidate.headline !== null || candidate.location !== null) && (
              <Text size="sm" c="dimmed">
                <UserText>
                  {[candidate.headline, candidate.location].filter((part) => part !== null).join(' · ')}
                </UserText>
              </Text>
            )}
          </Stack>
          <CandidateStar candidateId={candidate.candidate_id} name={candidate.name} starred={candidate.is_favorite} />
        </Group>
        {candidate.saved_for.map((job) => (
          <Badge key={job.job_id} color="yellow" variant="light" tt="none">
            {t('recruiterCandidates.savedFor', { job: job.job_title })}
          </Badge>
        ))}
        {candidate.pokes.map((poke) => (
          <Group key={poke.job_id} gap="xs">
            <Text size="sm">{t('recruiterCandidates.invitedTo', { job: poke.job_title })}</Text>
            <PokeStateBadge poke={poke} />
          </Group>
        ))}
        {candidate.applications.map((application) => (
          <Badge key={application.job_id} color="grape" variant="light" tt="none">
            {t('recruiterCandidates.appliedTo', { job: application.job_title })}
          </Badge>
        ))}
        <CandidateContact contact={candidate.contact} />
      </Stack>
    </Paper>
  );
}

/** Spec §2 /recruiter/candidates: the candidates the recruiter saved, the company invited, or who applied. */
export function CompanyCandidatesList() {
  const { t } = useTranslation();
  const { params, update, page } = useSearchParamsFilters();
  const tab: Tab = COMPANY_CANDIDATE_TABS.find((value) => value === params.get('tab')) ?? 'saved';
  const list = useCompanyCandidates({ tab, page, limit: PAGE_SIZE });
  const data = list.data;

  return (
    <Tabs
      value={tab}
      onChange={(value) => update({ tab: value === 'saved' ? null : value, page: null })}
      keepMounted={false}
    >
      <Tabs.List aria-label={t('recruiterCandidates.tabs')}>
        {COMPANY_CANDIDATE_TABS.map((value) => (
          <Tabs.Tab key={value} value={value}>
            {t(`recruiterCandidates.tab.${value}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      <Tabs.Panel value={tab} pt="md">
        {list.isError ? (
          <RetryAlert
            title={t('recruiterCandidates.loadFailed')}
            retryLabel={t('recruiterCandidates.retry')}
            onRetry={() => void list.refetch()}
          />
        ) : data === undefined ? (
          <Stack gap="sm" role="status" aria-label={t('app.loading')}>
            <Skeleton h={80} />
            <Skeleton h={80} />
          </Stack>
        ) : data.results.length === 0 ? (
          <EmptyState
            icon={<IconUsers size={24} />}
            title={t('recruiterCandidates.emptyTitle')}
            body={t(`recruiterCandidates.empty.${tab}`)}
          />
        ) : (
          <Stack gap="sm">
            <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
              {data.results.map((candidate) => (
                <CompanyCandidateCard key={candidate.candidate_id} candidate={candidate} />
              ))}
            </Stack>
            <ListPager
              totalLabel={t('recruiterCandidates.total', { count: data.total })}
              total={data.total}
              pageSize={PAGE_SIZE}
              page={page}
              onPageChange={(next) => update({ page: next === 0 ? null : String(next) })}
              label={t('recruiterCandidates.pages')}
            />
          </Stack>
        )}
      </Tabs.Panel>
    </Tabs>
  );
}
