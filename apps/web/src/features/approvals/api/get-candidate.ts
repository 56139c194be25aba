import { dataEnvelope } from '@masar/shared/api';
import { accountDetailSchema, type AccountDetail } from '@masar/shared/approvals';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

const accountEnvelopeSchema = dataEnvelope(accountDetailSchema);

export async function getCandidate(id: string): Promise<AccountDetail> {
  const { data } = await apiClient.get(`recruiter/admin/candidates/${encodeURIComponent(id)}`, accountEnvelopeSchema);
  return data;
}

export function candidateQueryOptions(id: string) {
  return queryOptions({ queryKey: ['approvals', 'candidate', id], queryFn: () => getCandidate(id) });
}

export function useCandidate(id: string) {
  return useQuery(candidateQueryOptions(id));
}
