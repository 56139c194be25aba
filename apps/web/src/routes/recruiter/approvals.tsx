import { Stack, Tabs } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { AccountSummary } from '@masar/shared/approvals';
import { toLocale } from '@masar/shared/messages';
import { APPROVAL_STATUSES, type ApprovalStatus } from '@masar/shared/users';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { useRouteName } from '../../app/route-title';
import { PageHeading } from '../../components/ui/page-heading';
import type { AccountKind } from '../../features/approvals/api/search-candidates';
import { AccountFilters } from '../../features/approvals/components/account-filters';
import { AccountsList } from '../../features/approvals/components/accounts-list';
import { RecruiterReviewModal } from '../../features/approvals/components/recruiter-review-modal';
import { useSectors } from '../../features/common-data/api/get-sectors';

/** Typing settles for this long before the list is searched. */
const SEARCH_DEBOUNCE_MS = 300;

function parseStatus(value: string | null): ApprovalStatus {
  // Spec §4: the admin's filter defaults to pending.
  return APPROVAL_STATUSES.find((status) => status === value) ?? 'PENDING';
}

/** The list's filters live in the address, so going back from a review returns to the same list. */
export default function ApprovalsPage() {
  const { t, i18n } = useTranslation();
  const title = useRouteName();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const tab: AccountKind = params.get('tab') === 'recruiters' ? 'recruiters' : 'candidates';
  const status = parseStatus(params.get('status'));
  const page = Math.max(0, Math.floor(Number(params.get('page')) || 0));
  const committedSearch = params.get('q') ?? '';
  const [search, setSearch] = useState(committedSearch);
  const [debouncedSearch] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [reviewing, setReviewing] = useState<AccountSummary | null>(null);
  const sectors = useSectors();
  const locale = toLocale(i18n.language);

  const update = (changes: Record<string, string | null>) => {
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === '') next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: true },
    );
  };

  useEffect(() => {
    if (debouncedSearch !== committedSearch) update({ q: debouncedSearch, page: null });
    // Only a settled search changes the address.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debouncedSearch]);

  const industryNames = useMemo(
    () => new Map((sectors.data ?? []).map((sector) => [sector.id, sector.name[locale]])),
    [sectors.data, locale],
  );
  const industryName = (id: string | null) => (id === null ? null : (industryNames.get(id) ?? id));
  const countryNames = useMemo(() => new Intl.DisplayNames([locale], { type: 'region' }), [locale]);
  const countryName = (code: string | null) => {
    if (code === null) return null;
    try {
      return countryNames.of(code) ?? code;
    } catch {
      return code;
    }
  };

  return (
    <Stack gap="lg">
      <PageHeading title={title} description={t('approvals.intro')} />
      <Tabs
        value={tab}
        onChange={(value) => update({ tab: value === 'recruiters' ? 'recruiters' : null, page: null })}
        keepMounted={false}
      >
        <Tabs.List aria-label={t('approvals.tabs')}>
          <Tabs.Tab value="candidates">{t('approvals.candidatesTab')}</Tabs.Tab>
          <Tabs.Tab value="recruiters">{t('approvals.recruitersTab')}</Tabs.Tab>
        </Tabs.List>
        {(['candidates', 'recruiters'] as const).map((kind) => (
          <Tabs.Panel key={kind} value={kind} pt="md">
            <Stack gap="md">
              <AccountFilters
                status={status}
                onStatusChange={(next) => update({ status: next === 'PENDING' ? null : next, page: null })}
                search={search}
                onSearchChange={setSearch}
              />
              <AccountsList
                kind={kind}
                status={status}
                search={committedSearch}
                page={page}
                onPageChange={(next) => update({ page: next === 0 ? null : String(next) })}
                onClearSearch={() => setSearch('')}
                candidateLink={(account) => ({
                  to: `/recruiter/admin/candidates/${account.id}`,
                  state: { from: location.search },
                })}
                onReviewRecruiter={setReviewing}
                industryName={industryName}
              />
            </Stack>
          </Tabs.Panel>
        ))}
      </Tabs>
      <RecruiterReviewModal
        account={reviewing}
        industryName={industryName}
        countryName={countryName}
        onClose={() => setReviewing(null)}
      />
    </Stack>
  );
}
