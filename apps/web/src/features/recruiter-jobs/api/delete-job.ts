import { messageEnvelopeSchema } from '@masar/shared/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { showSuccess } from '../../../lib/notify';
import { forgetJob } from './refresh-jobs';

/** POST /api/recruiter/delete-job (spec §7): the job, its matches and its questions go. */
export async function deleteJob(id: string): Promise<string> {
  const { message } = await apiClient.post('recruiter/delete-job', { job_id: id }, messageEnvelopeSchema);
  return message;
}

export function useDeleteJob(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteJob(id),
    onSuccess: async (message) => {
      showSuccess(message);
      await forgetJob(queryClient, id);
    },
  });
}
