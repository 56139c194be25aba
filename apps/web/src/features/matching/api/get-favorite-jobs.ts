import { dataEnvelope } from '@masar/shared/api';
import { favoriteJobsSchema } from '@masar/shared/matching';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, ApiError } from '../../../lib/api-client';
import { translateMessageKey } from '../../../lib/i18n';

const favoriteJobsEnvelopeSchema = dataEnvelope(favoriteJobsSchema);

export type FavoriteStatus = ReadonlyMap<string, boolean>;

/**
 * POST /api/candidate/favorite-jobs/ (spec §7): which of these jobs the candidate saved. A failure is
 * the spec's 'Failed to get favorite jobs status' (§8), whatever the server said.
 */
export async function getFavoriteJobs(jobIds: readonly string[]): Promise<FavoriteStatus> {
  try {
    const { data } = await apiClient.post('candidate/favorite-jobs/', { job_ids: jobIds }, favoriteJobsEnvelopeSchema);
    return new Map(data.favorites.map((favorite) => [favorite.job_id, favorite.is_favorite]));
  } catch (error) {
    const status = error instanceof ApiError ? error.status : 0;
    throw new ApiError(status, 'FAVORITES_STATUS', translateMessageKey('favorites.statusFailed'));
  }
}

export const favoriteJobsKey = ['favorite-jobs'] as const;

export function favoriteJobsQueryOptions(jobIds: readonly string[]) {
  return queryOptions({
    queryKey: [...favoriteJobsKey, [...jobIds].sort()],
    queryFn: () => getFavoriteJobs(jobIds),
    enabled: jobIds.length > 0,
  });
}

/** Confirms the favourite status of the jobs on screen. */
export function useFavoriteJobs(jobIds: readonly string[]) {
  return useQuery(favoriteJobsQueryOptions(jobIds));
}
