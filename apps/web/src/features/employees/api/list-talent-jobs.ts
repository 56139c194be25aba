import { dataEnvelope } from '@masar/shared/api';
import { talentJobListSchema } from '@masar/shared/employees';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

const jobsEnvelopeSchema = dataEnvelope(talentJobListSchema);

/** GET /api/talent-manager/jobs/: the company's published jobs with their internal match counts. */
export async function listTalentJobs() {
  const { data } = await apiClient.get('talent-manager/jobs/', jobsEnvelopeSchema);
  return data;
}

export function useTalentJobs() {
  return useQuery({ queryKey: ['talent-jobs'], queryFn: listTalentJobs });
}
