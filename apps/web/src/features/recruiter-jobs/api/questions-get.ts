import { dataEnvelope } from '@masar/shared/api';
import { jobQuestionListSchema, type JobQuestion } from '@masar/shared/job-questions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

const listEnvelopeSchema = dataEnvelope(jobQuestionListSchema);

/** GET /api/recruiter/job/{id}/questions/: the job's interview questions in order (decision 0037). */
export async function getJobQuestions(jobId: string): Promise<JobQuestion[]> {
  const { data } = await apiClient.get(`recruiter/job/${encodeURIComponent(jobId)}/questions/`, listEnvelopeSchema);
  return data.questions;
}

export const jobQuestionsKey = (jobId: string) => ['job-questions', jobId] as const;

export function jobQuestionsQueryOptions(jobId: string) {
  return queryOptions({
    queryKey: jobQuestionsKey(jobId),
    queryFn: () => getJobQuestions(jobId),
    // The page shows 'Job not exist' in place of the list.
    meta: { errorToast: false },
  });
}

export function useJobQuestions(jobId: string) {
  return useQuery(jobQuestionsQueryOptions(jobId));
}
