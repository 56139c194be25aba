import { Anchor, Badge, Button, Center, Paper, Skeleton, Stack, Table, Text, ThemeIcon } from '@mantine/core';
import type { AccountSummary } from '@masar/shared/approvals';
import { toLocale } from '@masar/shared/messages';
import type { ApprovalStatus } from '@masar/shared/users';
import { IconUsers } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListPager } from '../../../components/ui/list-pager';
import { formatLongDate } from '../../../lib/dates';
import { accountsQueryOptions, ACCOUNTS_PAGE_SIZE, type AccountKind } from '../api/search-candidates';
import { fullNameOf, mobileOf, RESUME_COLOR, RESUME_LABEL } from './account-labels';
import { UserText } from '../../../components/ui/user-text';
import { cityName } from '../../../lib/names';

interface AccountsListProps {
  kind: AccountKind;
  status: ApprovalStatus;
  /** Already debounced. */
  search: string;
  page: number;
  onPageChange: (page: number) => void;
  onClearSearch: () => void;
  /** Where a candidate's review opens (a link, so it works from the keyboard and in a new tab). */
  candidateLink: (account: AccountSummary) => { to: string; state?: unknown };
  onReviewRecruiter: (account: AccountSummary) => void;
  industryName: (id: string | null) => string | null;
}

const SKELETON_ROWS = 5;

export function AccountsList(props: AccountsListProps) {
  const { kind, status, search, page, onPageChange, onClearSearch } = props;
  const { t } = useTranslation();
  const request = { status, search: search === '' ? undefined : search, page, limit: ACCOUNTS_PAGE_SIZE };
  const accounts = useQuery(accountsQueryOptions(kind, request));
  const columns = kind === 'candidates' ? CANDIDATE_COLUMNS : RECRUITER_COLUMNS;

  if (accounts.isPending) {
    return (
      <Stack gap="xs" role="status" aria-label={t('approvals.loading')}>
        {Array.from({ length: SKELETON_ROWS }, (_, index) => (
          <Skeleton key={index} height={40} radius="sm" />
        ))}
      </Stack>
    );
  }

  const list = accounts.data;
  if (list === undefined || list.results.length === 0) {
    return <EmptyAccounts status={status} search={search} onClearSearch={onClearSearch} />;
  }

  return (
    <Stack gap="md">
      <Table.ScrollContainer minWidth={720}>
        <Table highlightOnHover verticalSpacing="sm" aria-busy={accounts.isPlaceholderData}>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th key={column}>{t(`approvals.${column}`)}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.results.map((account) =>
              kind === 'candidates' ? (
                <CandidateRow key={account.id} account={account} link={props.candidateLink(account)} />
              ) : (
                <RecruiterRow
                  key={account.id}
                  account={account}
                  industry={props.industryName(account.company?.company_industry ?? null)}
                  onReview={() => props.onReviewRecruiter(account)}
                />
              ),
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <ListPager
        totalLabel={t('approvals.total', { count: list.total })}
        total={list.total}
        pageSize={ACCOUNTS_PAGE_SIZE}
        page={page}
        onPageChange={onPageChange}
        label={t('approvals.pages')}
      />
    </Stack>
  );
}

const CANDIDATE_COLUMNS = ['name', 'email', 'mobile', 'onboarded', 'resumeStatus'] as const;
const RECRUITER_COLUMNS = ['name', 'email', 'company', 'industry', 'city', 'actions'] as const;

function OnboardedDate({ value }: { value: string | null }) {
  const { t, i18n } = useTranslation();
  if (value === null) return <>{t('approvals.notYet')}</>;
  return <>{formatLongDate(value, toLocale(i18n.language)) ?? t('dates.invalid')}</>;
}

function Ltr({ children }: { children: ReactNode }) {
  return (
    <Text span size="sm" dir="ltr">
      {children}
    </Text>
  );
}

function CandidateRow({ account, link }: { account: AccountSummary; link: { to: string; state?: unknown } }) {
  const { t } = useTranslation();
  const status = account.profile_status;
  return (
    <Table.Tr>
      <Table.Td>
        <Anchor component={Link} to={link.to} state={link.state} fw={500} size="sm">
          <UserText>{fullNameOf(account)}</UserText>
        </Anchor>
      </Table.Td>
      <Table.Td>
        <Ltr>{account.email}</Ltr>
      </Table.Td>
      <Table.Td>
        <Ltr>{mobileOf(account) ?? '—'}</Ltr>
      </Table.Td>
      <Table.Td>
        <OnboardedDate value={account.onboarded_at} />
      </Table.Td>
      <Table.Td>
        {status === null ? (
          <Text size="sm" c="dimmed">
            {t('approvals.resumeNone')}
          </Text>
        ) : (
          <Badge variant="light" color={RESUME_COLOR[status]}>
            {t(`approvals.${RESUME_LABEL[status]}`)}
          </Badge>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

function RecruiterRow({
  account,
  industry,
  onReview,
}: {
  account: AccountSummary;
  industry: string | null;
  onReview: () => void;
}) {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  const company = account.company;
  const name = fullNameOf(account);
  return (
    <Table.Tr>
      <Table.Td fw={500}>
        <UserText>{name}</UserText>
      </Table.Td>
      <Table.Td>
        <Ltr>{account.email}</Ltr>
      </Table.Td>
      <Table.Td>
        {company === null || company === undefined ? '—' : <UserText>{company.company_name}</UserText>}
      </Table.Td>
      <Table.Td>{industry ?? '—'}</Table.Td>
      <Table.Td>
        {company?.company_city === undefined || company.company_city === null ? (
          '—'
        ) : (
          <UserText>{cityName(company.company_city, company.company_country ?? null, locale)}</UserText>
        )}
      </Table.Td>
      <Table.Td>
        <Button size="compact-sm" variant="light" onClick={onReview} aria-label={`${t('approvals.review')}: ${name}`}>
          {t('approvals.review')}
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}

function EmptyAccounts({
  status,
  search,
  onClearSearch,
}: {
  status: ApprovalStatus;
  search: string;
  onClearSearch: () => void;
}) {
  const { t } = useTranslation();
  const message =
    search !== ''
      ? t('approvals.emptySearch', { search })
      : status === 'PENDING'
        ? t('approvals.emptyPending')
        : t('approvals.emptyOther');
  return (
    <Paper withBorder radius="md" p="xl">
      <Center>
        <Stack align="center" gap="sm" maw={420} ta="center">
          <ThemeIcon size={48} radius="xl" variant="light" color="gray" aria-hidden>
            <IconUsers size={26} />
          </ThemeIcon>
          <Text fw={600}>{t('approvals.emptyTitle')}</Text>
          <Text size="sm" c="dimmed">
            {message}
          </Text>
          {search !== '' && (
            <Button variant="light" onClick={onClearSearch}>
              {t('approvals.clearSearch')}
            </Button>
          )}
        </Stack>
      </Center>
    </Paper>
  );
}
