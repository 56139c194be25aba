import { dataEnvelope } from '@masar/shared/api';
import { candidatePrescreeningListSchema, type CandidatePrescreeningQuestion } from '@masar/shared/prescreening';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

const listEnvelopeSchema = dataEnvelope(candidatePrescreeningListSchema);

/** GET /api/recruiter/assessments/prescreening/questions/prescreening/{job}: what a candidate answers when applying. */
export async function getCandidatePrescreening(jobId: string): Promise<CandidatePrescreeningQuestion[]> {
  const { data } = await apiClient.get(`recruiter/assessments/prescreening/questions/prescreening/${encodeURIComponent(jobId)}`, listEnvelopeSchema);
  return data.questions;
}

export function useCandidatePrescreening(jobId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['candidate-prescreening', jobId],
    queryFn: () => getCandidatePrescreening(jobId),
    enabled,
    staleTime: Infinity,
    // Without them the apply step is skipped, and the server says what is missing if anything is.
    meta: { errorToast: false },
  });
}
