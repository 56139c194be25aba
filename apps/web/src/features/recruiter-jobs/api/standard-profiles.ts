import { dataEnvelope } from '@masar/shared/api';
import {
  standardProfileSchema,
  standardProfileSearchSchema,
  type StandardProfile,
  type StandardProfileSummary,
} from '@masar/shared/jobs';
import type { Locale } from '@masar/shared/messages';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

const searchEnvelopeSchema = dataEnvelope(standardProfileSearchSchema);
const profileEnvelopeSchema = dataEnvelope(standardProfileSchema);

/** GET /api/recruiter/post-job/search/?job_title=: the catalogue's standard job profiles by title, English or Arabic. */
export async function searchStandardProfiles(jobTitle: string, limit?: number): Promise<StandardProfileSummary[]> {
  const query = new URLSearchParams({ job_title: jobTitle });
  if (limit !== undefined) query.set('limit', String(limit));
  const { data } = await apiClient.get(`recruiter/post-job/search/?${query.toString()}`, searchEnvelopeSchema);
  return data.results;
}

/** GET /api/recruiter/post-job/standard/{id}: one standard job profile with its skills, tasks and typical preparation. */
export async function getStandardProfile(id: string): Promise<StandardProfile> {
  const { data } = await apiClient.get(`recruiter/post-job/standard/${encodeURIComponent(id)}`, profileEnvelopeSchema);
  return data;
}

/** The server names profiles in the request's language. */
export function useStandardProfileSearch(jobTitle: string, locale: Locale, options: { limit?: number; enabled?: boolean } = {}) {
  const trimmed = jobTitle.trim();
  return useQuery({
    queryKey: ['standard-profiles', trimmed.toLowerCase(), options.limit ?? null, locale],
    queryFn: () => searchStandardProfiles(trimmed, options.limit),
    enabled: trimmed !== '' && options.enabled !== false,
    placeholderData: keepPreviousData,
    // The page says the search failed beside the results.
    meta: { errorToast: false },
  });
}

export function standardProfileQueryOptions(id: string, locale: Locale) {
  return queryOptions({
    queryKey: ['standard-profile', id, locale],
    queryFn: () => getStandardProfile(id),
    staleTime: Infinity,
    meta: { errorToast: false },
  });
}

export function useStandardProfile(id: string, locale: Locale, enabled = true) {
  return useQuery({ ...standardProfileQueryOptions(id, locale), enabled });
}
