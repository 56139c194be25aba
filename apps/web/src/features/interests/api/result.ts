import { dataEnvelope } from '@masar/shared/api';
import { interestResultSchema, type InterestResult } from '@masar/shared/interests';
import type { Locale } from '@masar/shared/messages';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { interestsKey } from './interests';

const envelope = dataEnvelope(interestResultSchema);

/** POST onet/result/: the scores, zones, chosen zone and a page of its careers. */
export async function getInterestResult(page: number): Promise<InterestResult> {
  return (await apiClient.post('onet/result/', { page }, envelope)).data;
}

export function interestResultQueryOptions(page: number, locale: Locale) {
  return queryOptions({
    queryKey: [...interestsKey, 'result', locale, page],
    queryFn: () => getInterestResult(page),
    meta: { errorToast: false },
  });
}

export function useInterestResult(page: number, locale: Locale) {
  return useQuery(interestResultQueryOptions(page, locale));
}

/** POST onet/result/ naming a zone: chooses it; the careers read afresh. */
export async function chooseJobZone(zone: number): Promise<InterestResult> {
  return (await apiClient.post('onet/result/', { job_zone: zone, page: 0 }, envelope)).data;
}

export function useChooseJobZone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: chooseJobZone,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...interestsKey, 'result'] }),
  });
}
