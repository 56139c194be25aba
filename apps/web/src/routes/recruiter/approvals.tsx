import { Stack, Tabs } from '@mantine/core';
import type { AccountSummary } from '@masar/shared/approvals';
import { toLocale } from '@masar/shared/messages';
import { APPROVAL_STATUSES, type ApprovalStatus } from '@masar/shared/users';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useRouteName } from '../../app/route-title';
import { PageHeading } from '../../components/ui/page-heading';
import type { AccountKind } from '../../features/approvals/api/search-candidates';
import { AccountFilters } from '../../features/approvals/components/account-filters';
import { AccountsList } from '../../features/approvals/components/accounts-list';
import { RecruiterReviewModal } from '../../features/approvals/components/recruiter-review-modal';
import { useSectorName } from '../../features/common-data/api/get-sectors';
import { useSearchParamsFilters } from '../../lib/use-search-params-filters';

function parseStatus(value: string | null): ApprovalStatus {
  // Spec §4: the admin's filter defaults to pending.
  return APPROVAL_STATUSES.find((status) => status === value) ?? 'PENDING';
}

/** The list's filters live in the address, so going back from a review returns to the same list. */
export default function ApprovalsPage() {
  const { t, i18n } = useTranslation();
  const title = useRouteName();
  const location = useLocation();
  const { params, update, page, search, setSearch, committedSearch } = useSearchParamsFilters();
  const tab: AccountKind = params.get('tab') === 'recruiters' ? 'recruiters' : 'candidates';
  const status = parseStatus(params.get('status'));
  const [reviewing, setReviewing] = useState<AccountSummary | null>(null);
  const locale = toLocale(i18n.language);
  const industryName = useSectorName();
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
