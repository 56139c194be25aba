import { dataEnvelope } from '@masar/shared/api';
import { interviewSchema, type StartInterviewRequest } from '@masar/shared/interviews';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { interviewsKey } from './list-interviews';

const interviewEnvelope = dataEnvelope(interviewSchema);

/**
 * POST /api/recruiter/start-interview/ (spec §7, decision 0075): a recruiter invites a candidate to an AI
 * interview for a published job of the company. The server's refusals (a job without questions, an open
 * interview already, a candidate who never turned to the company) come back as the error toast says them.
 */
export function useStartInterview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: StartInterviewRequest) => (await apiClient.post('recruiter/start-interview/', input, interviewEnvelope)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: interviewsKey }),
  });
}
