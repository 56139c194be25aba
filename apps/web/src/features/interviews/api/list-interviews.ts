import { dataEnvelope } from '@masar/shared/api';
import { interviewListSchema, type InterviewList, type InterviewState } from '@masar/shared/interviews';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

const listEnvelope = dataEnvelope(interviewListSchema);

export interface InterviewListFilters {
  /** Counted from 0. */
  page: number;
  limit: number;
  jobId?: string;
  candidateId?: string;
  state?: Exclude<InterviewState, 'deleted'>;
}

/** GET /api/recruiter/interview/list/ (spec §7): the candidate's own interviews, or the recruiter's company's. */
export async function listInterviews(filters: InterviewListFilters): Promise<InterviewList> {
  const params = new URLSearchParams({ page: String(filters.page), limit: String(filters.limit) });
  if (filters.jobId) params.set('job_id', filters.jobId);
  if (filters.candidateId) params.set('candidate_id', filters.candidateId);
  if (filters.state) params.set('state', filters.state);
  return (await apiClient.get(`recruiter/interview/list/?${params.toString()}`, listEnvelope)).data;
}

export const interviewsKey = ['interviews'] as const;

export function useInterviewList(filters: InterviewListFilters) {
  return useQuery({
    queryKey: [...interviewsKey, 'list', filters],
    queryFn: () => listInterviews(filters),
    placeholderData: keepPreviousData,
  });
}
