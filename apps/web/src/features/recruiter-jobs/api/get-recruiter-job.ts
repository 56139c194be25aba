import { dataEnvelope } from '@masar/shared/api';
import { recruiterJobDetailSchema, type RecruiterJobDetail } from '@masar/shared/jobs';
import type { Locale } from '@masar/shared/messages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

const recruiterJobEnvelopeSchema = dataEnvelope(recruiterJobDetailSchema);

/** GET /api/recruiter/job/{id}: one of the company's jobs, with its candidates count and what the parser read (decision 0036). */
export async function getRecruiterJob(id: string): Promise<RecruiterJobDetail> {
  const { data } = await apiClient.get(`recruiter/job/${encodeURIComponent(id)}`, recruiterJobEnvelopeSchema);
  return data;
}

/** Every query of one recruiter job starts with this key, so a change to the job refreshes them all. */
export const recruiterJobKey = (id: string) => ['recruiter-job', id] as const;

/** By language too: the server names the catalogue's skills in the request's language. */
export function recruiterJobQueryOptions(id: string, locale: Locale) {
  return queryOptions({
    queryKey: [...recruiterJobKey(id), locale],
    queryFn: () => getRecruiterJob(id),
    // The page shows 'Job not exist' in place of the job.
    meta: { errorToast: false },
  });
}

export function useRecruiterJob(id: string, locale: Locale) {
  return useQuery(recruiterJobQueryOptions(id, locale));
}
