import { dataEnvelope } from '@masar/shared/api';
import { candidateSearchResponseSchema, type CandidateSearchRequest, type CandidateSearchResponse } from '@masar/shared/candidate-search';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

const envelopeSchema = dataEnvelope(candidateSearchResponseSchema);

/** Candidates a page of search results. */
export const CANDIDATE_SEARCH_PAGE_SIZE = 10;

/** POST /api/recruiter/advance-search/candidates/ (spec §7, decision 0045): the approved pool, ranked. */
export async function searchCandidates(request: CandidateSearchRequest): Promise<CandidateSearchResponse> {
  const { data } = await apiClient.post('recruiter/advance-search/candidates/', request, envelopeSchema);
  return data;
}

export function candidateSearchQueryOptions(request: CandidateSearchRequest | null) {
  return queryOptions({
    queryKey: ['candidate-search', request],
    queryFn: () => searchCandidates(request!),
    enabled: request !== null,
    // Each candidate found carries the recruiter's star.
    meta: { showsCandidateStars: true },
    // The page on screen stays while the next one loads.
    placeholderData: keepPreviousData,
  });
}

/** Runs once a search is asked for (null before the first one). */
export function useCandidateSearch(request: CandidateSearchRequest | null) {
  return useQuery(candidateSearchQueryOptions(request));
}
