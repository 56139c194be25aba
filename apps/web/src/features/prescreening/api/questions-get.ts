import { dataEnvelope } from '@masar/shared/api';
import { prescreeningQuestionListSchema, type PrescreeningQuestion } from '@masar/shared/prescreening';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

const listEnvelopeSchema = dataEnvelope(prescreeningQuestionListSchema);

/** GET /api/recruiter/assessments/prescreening/questions/{job}: the job's pre-screening questions with their knock-out rules. */
export async function getPrescreeningQuestions(jobId: string): Promise<PrescreeningQuestion[]> {
  const { data } = await apiClient.get(`recruiter/assessments/prescreening/questions/${encodeURIComponent(jobId)}`, listEnvelopeSchema);
  return data.questions;
}

export const prescreeningQuestionsKey = (jobId: string) => ['prescreening-questions', jobId] as const;

export function usePrescreeningQuestions(jobId: string) {
  return useQuery(queryOptions({ queryKey: prescreeningQuestionsKey(jobId), queryFn: () => getPrescreeningQuestions(jobId) }));
}
