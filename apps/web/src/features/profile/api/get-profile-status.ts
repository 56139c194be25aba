import { dataEnvelope } from '@masar/shared/api';
import { profileStatusSchema, type ProfileStatus } from '@masar/shared/profile';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

const profileStatusEnvelopeSchema = dataEnvelope(profileStatusSchema);

/** Issue #3: the loading page asks every 2 seconds while the resume is being read. */
export const PROFILE_POLL_MS = 2000;

export async function getProfileStatus(): Promise<ProfileStatus> {
  const { data } = await apiClient.get('user/profile/', profileStatusEnvelopeSchema);
  return data;
}

export const profileStatusQueryKey = ['profile', 'status'] as const;

export const profileStatusQueryOptions = queryOptions({
  queryKey: profileStatusQueryKey,
  queryFn: getProfileStatus,
  // The page says when a check fails and keeps asking; a toast every two seconds would not help.
  meta: { errorToast: false },
});

/** Polls while the resume is in progress (or a check failed); stops once it is completed or failed. */
export function usePolledProfileStatus() {
  return useQuery({
    ...profileStatusQueryOptions,
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === 'completed' || status === 'failed' ? false : PROFILE_POLL_MS;
    },
    refetchIntervalInBackground: false,
  });
}

function isReading(status: ProfileStatus | undefined): boolean {
  return status?.status === 'in_progress' || status?.proposed?.status === 'in_progress';
}

/**
 * The profile page's copy: edits answer the new profile, so it need not ask again on every visit; it
 * polls while a newer resume is being read.
 */
export function useProfileStatus() {
  return useQuery({
    ...profileStatusQueryOptions,
    staleTime: 10_000,
    refetchInterval: (query) => (isReading(query.state.data) ? PROFILE_POLL_MS : false),
    refetchIntervalInBackground: false,
  });
}
