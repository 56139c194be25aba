import { dataEnvelope } from '@masar/shared/api';
import { jobSchema, type Job } from '@masar/shared/jobs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { showSuccess } from '../../../lib/notify';
import { refreshJobs } from './refresh-jobs';

const jobEnvelopeSchema = dataEnvelope(jobSchema);

/** POST /api/recruiter/close-job/{id} (decision 0036): a published job leaves candidates' lists until published again. */
export async function closeJob(id: string): Promise<{ job: Job; message: string | undefined }> {
  const { data, message } = await apiClient.post(
    `recruiter/close-job/${encodeURIComponent(id)}`,
    {},
    jobEnvelopeSchema,
  );
  return { job: data, message };
}

export function useCloseJob(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => closeJob(id),
    onSuccess: async ({ message }) => {
      if (message !== undefined) showSuccess(message);
      await refreshJobs(queryClient, id);
    },
  });
}
