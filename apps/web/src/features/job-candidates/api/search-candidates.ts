import { dataEnvelope } from '@masar/shared/api';
import {
  jobCandidateListSchema,
  type JobCandidateList,
  type SearchCandidatesRequest,
} from '@masar/shared/job-candidates';
import type { Locale } from '@masar/shared/messages';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

const listEnvelopeSchema = dataEnvelope(jobCandidateListSchema);

export type JobCandidatesRequest = Partial<Omit<SearchCandidatesRequest, 'job_ids'>> & { job_ids: string[] };

/** POST /api/recruiter/search-candidates/ (spec §7): a job's candidates, best first, each match explained. */
export async function searchCandidates(request: JobCandidatesRequest): Promise<JobCandidateList> {
  const { data } = await apiClient.post('recruiter/search-candidates/', request, listEnvelopeSchema);
  return data;
}

export const jobCandidatesKey = ['job-candidates'] as const;

export function jobCandidatesQueryOptions(request: JobCandidatesRequest, locale: Locale) {
  return queryOptions({
    queryKey: [...jobCandidatesKey, locale, request],
    queryFn: () => searchCandidates(request),
    placeholderData: keepPreviousData,
    // The list says in place that it failed ('Failed to fetch matching candidates').
    meta: { errorToast: false },
  });
}

export function useJobCandidates(request: JobCandidatesRequest, locale: Locale, enabled = true) {
  return useQuery({ ...jobCandidatesQueryOptions(request, locale), enabled });
}
