import { dataEnvelope } from '@masar/shared/api';
import { jobSchema, type Job, type UpdateJobRequest } from '@masar/shared/jobs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { refreshJobs } from './refresh-jobs';

const jobEnvelopeSchema = dataEnvelope(jobSchema);

/** POST /api/recruiter/update-job/: the editor's fields for one of the company's jobs (decision 0033). */
export async function updateJob(request: UpdateJobRequest): Promise<{ job: Job; message: string | undefined }> {
  const { data, message } = await apiClient.post('recruiter/update-job/', request, jobEnvelopeSchema);
  return { job: data, message };
}

export function useUpdateJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateJob,
    // The editor shows field errors beside the fields and the rest as 'Failed to update job'.
    meta: { errorToast: false },
    onSuccess: ({ job }) => refreshJobs(queryClient, job.jid),
  });
}
