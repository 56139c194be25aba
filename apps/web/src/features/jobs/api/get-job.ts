import { dataEnvelope } from '@masar/shared/api';
import { jobSchema, type Job } from '@masar/shared/jobs';
import type { Locale } from '@masar/shared/messages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

const jobEnvelopeSchema = dataEnvelope(jobSchema);

/** GET /api/user/job/{id} (spec §7 common): a job, for candidates and recruiters. */
export async function getJob(id: string): Promise<Job> {
  const { data } = await apiClient.get(`user/job/${encodeURIComponent(id)}`, jobEnvelopeSchema);
  return data;
}

/** By language too: the server names the catalogue's skills in the request's language. */
export function jobQueryOptions(id: string, locale: Locale) {
  return queryOptions({
    queryKey: ['job', locale, id],
    queryFn: () => getJob(id),
    // The page shows 'Job not exist' in place of the job.
    meta: { errorToast: false },
  });
}

export function useJob(id: string, locale: Locale) {
  return useQuery(jobQueryOptions(id, locale));
}
