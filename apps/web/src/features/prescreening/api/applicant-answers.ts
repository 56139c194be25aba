import { dataEnvelope } from '@masar/shared/api';
import { prescreeningAnswerListSchema, type ApplicantAnswers } from '@masar/shared/prescreening';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

const listEnvelopeSchema = dataEnvelope(prescreeningAnswerListSchema);

/** GET /api/recruiter/assessments/prescreening/answers/{job}: the applicants' answers (one applicant's with candidateId). */
export async function getApplicantAnswers(jobId: string, candidateId?: string): Promise<ApplicantAnswers[]> {
  const query = candidateId === undefined ? '' : `?candidate_id=${encodeURIComponent(candidateId)}`;
  const { data } = await apiClient.get(`recruiter/assessments/prescreening/answers/${encodeURIComponent(jobId)}${query}`, listEnvelopeSchema);
  return data.applicants;
}

/** All of a job's applicants at once: the candidates' cards each read theirs from the one answer. */
export function useApplicantAnswers(jobId: string, candidateId?: string) {
  return useQuery({
    queryKey: ['prescreening-answers', jobId, candidateId ?? null],
    queryFn: () => getApplicantAnswers(jobId, candidateId),
    meta: { errorToast: false },
  });
}
