import {
  Anchor,
  Badge,
  Button,
  Checkbox,
  Group,
  Paper,
  Select,
  Skeleton,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import type { JobCandidate } from '@masar/shared/job-candidates';
import { AVAILABILITY_OPTIONS } from '@masar/shared/onboarding';
import { matchPercent } from '@masar/shared/matching';
import { toLocale } from '@masar/shared/messages';
import { IconSend, IconUsers } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { ListPager } from '../../../components/ui/list-pager';
import { SectionCard } from '../../../components/ui/section-card';
import { UserText } from '../../../components/ui/user-text';
import { formatPercent } from '../../../lib/format-number';
import { showSuccess } from '../../../lib/notify';
import { useSearchParamsFilters } from '../../../lib/use-search-params-filters';
import { usePokeCandidates } from '../api/poke-candidates';
import { useJobCandidates } from '../api/search-candidates';
import { CandidateContact } from './candidate-contact';
import { CandidateMatchDetails } from './candidate-match-details';
import { CandidateStar } from './candidate-star';
import { PokeStateBadge } from './poke-state-badge';
import { RetryAlert } from '../../../components/ui/retry-alert';

const PAGE_SIZE = 10;
/** Minimum match choices, in percent; the list itself never goes below the spec's 20 % for matches. */
const MIN_SCORES = [40, 60, 80] as const;

/** What the page shows beside an application (the pre-screening answers, given by the route). */
export type ApplicationExtra = (candidate: { candidate_id: string; job_id: string }) => ReactNode;

function CandidateCard({
  candidate,
  selected,
  onSelect,
  applicationExtra,
}: {
  candidate: JobCandidate;
  selected: boolean;
  onSelect: (on: boolean) => void;
  applicationExtra: ApplicationExtra | undefined;
}) {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  const headingId = `candidate-${candidate.candidate_id}`;
  return (
    <Paper component="li" withBorder radius="md" p="md" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Group gap="sm" align="flex-start" wrap="nowrap" style={{ minWidth: 0 }}>
            <Checkbox
              mt={4}
              checked={selected}
              onChange={(event) => onSelect(event.currentTarget.checked)}
              aria-label={t('jobCandidates.select', { name: candidate.name })}
            />
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Anchor
                component={Link}
                to={`/recruiter/candidates/${candidate.candidate_id}?job=${candidate.job_id}`}
                fw={600}
                id={headingId}
              >
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
          </Group>
          <Group gap={4} wrap="nowrap">
            <Badge
              size="lg"
              variant="light"
              color={candidate.match_percentage >= 60 ? 'teal' : candidate.match_percentage >= 40 ? 'blue' : 'gray'}
            >
              {t('jobCandidates.matchLabel', {
                percent: formatPercent(matchPercent(candidate.matching_score), locale),
              })}
            </Badge>
            <CandidateStar
              candidateId={candidate.candidate_id}
              name={candidate.name}
              jobId={candidate.job_id}
              starred={candidate.is_favorite}
            />
          </Group>
        </Group>
        <Group gap="xs">
          {candidate.is_applied && <Badge color="grape">{t('jobCandidates.applied')}</Badge>}
          {candidate.poke !== null && <PokeStateBadge poke={candidate.poke} />}
        </Group>
        {candidate.is_applied && applicationExtra?.(candidate)}
        <CandidateMatchDetails matched={candidate.matched} gap={candidate.gap} reasons={candidate.reasons} />
        <CandidateContact contact={candidate.contact} />
      </Stack>
    </Paper>
  );
}

/**
 * Spec §2 /recruiter/jobs/{id}: the job's candidates above 20 %, best first, each with why (the explanation
 * the candidate reads), the star and the invitation's state; filters kept in the address; select and invite.
 */
export function JobCandidatesSection({ jobId, applicationExtra }: { jobId: string; applicationExtra?: ApplicationExtra }) {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  const { params, update, page, search, setSearch, committedSearch } = useSearchParamsFilters();
  const minPercent = Number(params.get('min')) || null;
  const availability = AVAILABILITY_OPTIONS.find((option) => option === params.get('availability'));
  const savedOnly = params.get('saved') === '1';
  const candidates = useJobCandidates(
    {
      job_ids: [jobId],
      page,
      limit: PAGE_SIZE,
      saved_only: savedOnly,
      ...(minPercent !== null ? { min_score: minPercent / 100 } : {}),
      ...(committedSearch !== '' ? { location: committedSearch } : {}),
      ...(availability !== undefined ? { availability } : {}),
    },
    locale,
  );
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const poke = usePokeCandidates();
  const filtered = minPercent !== null || committedSearch !== '' || availability !== undefined || savedOnly;

  const select = (candidateId: string, on: boolean) =>
    setSelected((previous) => {
      const next = new Set(previous);
      if (on) next.add(candidateId);
      else next.delete(candidateId);
      return next;
    });

  const invite = () =>
    poke.mutate(
      { job_id: jobId, candidate_ids: [...selected] },
      {
        onSuccess: ({ result }) => {
          const poked = result.results.filter((entry) => entry.status === 'poked').length;
          const already = result.results.length - poked;
          showSuccess(
            [
              poked > 0 ? t('jobCandidates.invited', { count: poked }) : null,
              already > 0 ? t('jobCandidates.alreadyInvited', { count: already }) : null,
            ]
              .filter((part) => part !== null)
              .join(' '),
          );
          setSelected(new Set());
        },
      },
    );

  const data = candidates.data;
  return (
    <SectionCard
      id="job-candidates"
      title={t('jobCandidates.title')}
      description={t('jobCandidates.intro')}
      aside={
        <Button
          leftSection={<IconSend size={16} aria-hidden />}
          disabled={selected.size === 0}
          loading={poke.isPending}
          onClick={invite}
        >
          {t('jobCandidates.invite', { count: selected.size })}
        </Button>
      }
    >
      <Group gap="sm" align="flex-end" role="group" aria-label={t('jobCandidates.filters')}>
        <Select
          label={t('jobCandidates.minScore')}
          w={{ base: '100%', xs: 170 }}
          data={[
            { value: '', label: t('jobCandidates.anyScore') },
            ...MIN_SCORES.map((percent) => ({
              value: String(percent),
              label: t('jobCandidates.atLeast', { percent: formatPercent(percent, locale) }),
            })),
          ]}
          value={minPercent === null ? '' : String(minPercent)}
          onChange={(value) => update({ min: value, page: null })}
          allowDeselect={false}
        />
        <TextInput
          label={t('jobCandidates.location')}
          placeholder={t('jobCandidates.locationPlaceholder')}
          w={{ base: '100%', xs: 200 }}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
        />
        <Select
          label={t('jobCandidates.availability')}
          w={{ base: '100%', xs: 170 }}
          data={[
            { value: '', label: t('jobCandidates.anyAvailability') },
            ...AVAILABILITY_OPTIONS.map((option) => ({
              value: option,
              label: t(`jobCandidates.availabilityOptions.${option}`),
            })),
          ]}
          value={availability ?? ''}
          onChange={(value) => update({ availability: value, page: null })}
          allowDeselect={false}
        />
        <Switch
          label={t('jobCandidates.savedOnly')}
          checked={savedOnly}
          onChange={(event) => update({ saved: event.currentTarget.checked ? '1' : null, page: null })}
          mb={8}
        />
      </Group>

      {candidates.isError ? (
        <RetryAlert
          title={t('jobCandidates.failed')}
          retryLabel={t('jobCandidates.retry')}
          onRetry={() => void candidates.refetch()}
        />
      ) : data === undefined ? (
        <Stack gap="sm" role="status" aria-label={t('jobCandidates.loading')}>
          <Skeleton h={96} />
          <Skeleton h={96} />
        </Stack>
      ) : data.results.length === 0 ? (
        <EmptyState
          icon={<IconUsers size={24} />}
          title={filtered ? t('jobCandidates.emptyFilteredTitle') : t('jobCandidates.emptyTitle')}
          body={filtered ? t('jobCandidates.emptyFilteredBody') : t('jobCandidates.emptyBody')}
        />
      ) : (
        <>
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('jobCandidates.list')}>
            {data.results.map((candidate) => (
              <CandidateCard
                key={`${candidate.job_id}/${candidate.candidate_id}`}
                candidate={candidate}
                selected={selected.has(candidate.candidate_id)}
                onSelect={(on) => select(candidate.candidate_id, on)}
                applicationExtra={applicationExtra}
              />
            ))}
          </Stack>
          <ListPager
            totalLabel={t('jobCandidates.total', { count: data.total })}
            total={data.total}
            pageSize={PAGE_SIZE}
            page={page}
            onPageChange={(next) => update({ page: next === 0 ? null : String(next) })}
            label={t('jobCandidates.pages')}
          />
        </>
      )}
    </SectionCard>
  );
}
