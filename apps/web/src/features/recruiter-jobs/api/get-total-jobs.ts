import { dataEnvelope } from '@masar/shared/api';
import { totalJobsSchema } from '@masar/shared/jobs';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

const totalJobsEnvelopeSchema = dataEnvelope(totalJobsSchema);
export type TotalJobs = ReturnType<typeof totalJobsSchema.parse>;

/** GET /api/recruiter/total-jobs/: the company's jobs by status, and the posting limit the published ones count against. */
export async function getTotalJobs(): Promise<TotalJobs> {
  const { data } = await apiClient.get('recruiter/total-jobs/', totalJobsEnvelopeSchema);
  return data;
}

export const totalJobsKey = ['recruiter-total-jobs'] as const;

export function useTotalJobs() {
  return useQuery({ queryKey: totalJobsKey, queryFn: getTotalJobs });
}
