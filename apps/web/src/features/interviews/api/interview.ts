import { dataEnvelope } from '@masar/shared/api';
import { interviewSchema, type Interview, type InterviewAction, type UpdateInterviewRequest } from '@masar/shared/interviews';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { interviewsKey } from './list-interviews';

const interviewEnvelope = dataEnvelope(interviewSchema);

/** GET /api/recruiter/interview/{id} (spec §7): the interview's state, with the answers of this attempt. */
export async function getInterview(id: string): Promise<Interview> {
  return (await apiClient.get(`recruiter/interview/${id}`, interviewEnvelope)).data;
}

export const interviewKey = (id: string) => [...interviewsKey, 'one', id] as const;

export function useInterview(id: string) {
  // The room holds its own copy once it starts: a refetch on focus must not move it under the candidate.
  return useQuery({ queryKey: interviewKey(id), queryFn: () => getInterview(id), refetchOnWindowFocus: false, staleTime: Infinity });
}

/** POST /api/recruiter/interview/action/ (spec §7): the candidate's start and over. */
export async function actOnInterview(id: string, action: Extract<InterviewAction, 'start' | 'over'>): Promise<Interview> {
  return (await apiClient.post('recruiter/interview/action/', { interview_id: id, action }, interviewEnvelope)).data;
}

/** POST /api/recruiter/resume-interview/ (spec §7): back to an interview in progress. */
export async function resumeInterview(id: string): Promise<Interview> {
  return (await apiClient.post('recruiter/resume-interview/', { interview_id: id }, interviewEnvelope)).data;
}

/** PATCH /api/recruiter/interview/{id} (spec §7): an answer, the camera, a recording or an integrity note. */
export async function saveInterview(id: string, body: UpdateInterviewRequest): Promise<Interview> {
  return (await apiClient.patch(`recruiter/interview/${id}`, body, interviewEnvelope)).data;
}
