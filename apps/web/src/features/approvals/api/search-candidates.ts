import { dataEnvelope } from '@masar/shared/api';
import { accountListSchema, type SearchAccountsRequest } from '@masar/shared/approvals';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

const accountListEnvelopeSchema = dataEnvelope(accountListSchema);

export type AccountKind = 'candidates' | 'recruiters';
export const ACCOUNTS_PAGE_SIZE = 10;

export async function searchCandidates(request: SearchAccountsRequest) {
  const { data } = await apiClient.post('recruiter/admin/search-candidates/', request, accountListEnvelopeSchema);
  return data;
}

export async function searchRecruiters(request: SearchAccountsRequest) {
  const { data } = await apiClient.post('recruiter/admin/search-recruiters/', request, accountListEnvelopeSchema);
  return data;
}

/** The admin's lists (spec §7 Admin); the previous page stays on screen while the next one loads. */
export function accountsQueryOptions(kind: AccountKind, request: SearchAccountsRequest) {
  return queryOptions({
    queryKey: ['approvals', kind, request],
    queryFn: () => (kind === 'candidates' ? searchCandidates(request) : searchRecruiters(request)),
    placeholderData: keepPreviousData,
  });
}
