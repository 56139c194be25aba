import { dataEnvelope } from '@masar/shared/api';
import { jobSchema, type Job } from '@masar/shared/jobs';
import type { Locale } from '@masar/shared/messages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

const jobEnvelopeSchema = dataEnvelope(jobSchema);

/** GET /api/user/public/job/{key}: a published job, open to anyone. */
export async function getPublicJob(key: string): Promise<Job> {
  const { data } = await apiClient.get(`user/public/job/${encodeURIComponent(key)}`, jobEnvelopeSchema);
  return data;
}

/** By language too: the server names the catalogue's skills in the request's language. */
export function publicJobQueryOptions(key: string, locale: Locale) {
  return queryOptions({
    queryKey: ['public-job', locale, key],
    queryFn: () => getPublicJob(key),
    // The page shows 'Job not exist' in place of the job.
    meta: { errorToast: false },
  });
}

export function usePublicJob(key: string, locale: Locale) {
  return useQuery(publicJobQueryOptions(key, locale));
}
