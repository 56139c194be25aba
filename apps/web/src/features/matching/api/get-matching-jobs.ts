import { dataEnvelope } from '@masar/shared/api';
import { matchingJobListSchema, type MatchingJobList } from '@masar/shared/matching';
import type { Locale } from '@masar/shared/messages';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

const matchingJobListEnvelopeSchema = dataEnvelope(matchingJobListSchema);

export interface MatchingJobsParams {
  /** Counted from 0. */
  page: number;
  limit: number;
  /** Already trimmed; the server lower-cases it for comparison. */
  jobTitle?: string;
  favoritesOnly?: boolean;
}

/** GET /api/candidate/matching-jobs (spec §7): the candidate's best matches, best first. */
export async function getMatchingJobs(params: MatchingJobsParams): Promise<MatchingJobList> {
  const query = new URLSearchParams({ page: String(params.page), limit: String(params.limit) });
  if (params.jobTitle !== undefined && params.jobTitle !== '') query.set('job_title', params.jobTitle);
  if (params.favoritesOnly === true) query.set('favorites_only', 'true');
  const { data } = await apiClient.get(`candidate/matching-jobs?${query.toString()}`, matchingJobListEnvelopeSchema);
  return data;
}

/** Every page of every filter: a favourite toggled anywhere updates them all. */
export const matchingJobsKey = ['matching-jobs'] as const;

/** The reasons come in the request's language, so the language is part of the key. */
export function matchingJobsQueryOptions(params: MatchingJobsParams, locale: Locale) {
  return queryOptions({
    queryKey: [...matchingJobsKey, locale, params],
    queryFn: () => getMatchingJobs(params),
    // The page on screen stays while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useMatchingJobs(params: MatchingJobsParams, locale: Locale) {
  return useQuery(matchingJobsQueryOptions(params, locale));
}
