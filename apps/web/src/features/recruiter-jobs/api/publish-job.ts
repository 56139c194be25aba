import { dataEnvelope } from '@masar/shared/api';
import { jobSchema, type Job } from '@masar/shared/jobs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiClient } from '../../../lib/api-client';
import { messageOf, showCentredError, showError, showSuccess } from '../../../lib/notify';
import { refreshJobs } from './refresh-jobs';

const jobEnvelopeSchema = dataEnvelope(jobSchema);

/** POST /api/recruiter/publish-job/{id} (decision 0033): a draft or a closed job goes live, within the posting limit. */
export async function publishJob(id: string): Promise<{ job: Job; message: string | undefined }> {
  const { data, message } = await apiClient.post(
    `recruiter/publish-job/${encodeURIComponent(id)}`,
    {},
    jobEnvelopeSchema,
  );
  return { job: data, message };
}

/**
 * A publish over the company's limit is refused with 403 'Limit Reached. Please contact at {email} …', which
 * spec §8 shows as a centred toast (decision 0040); any other refusal is the usual red toast.
 */
export function showPublishError(error: unknown): void {
  if (error instanceof ApiError && error.status === 403) showCentredError(error.message);
  else showError(messageOf(error));
}

export function usePublishJob(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => publishJob(id),
    meta: { errorToast: false },
    onError: showPublishError,
    onSuccess: async ({ message }) => {
      if (message !== undefined) showSuccess(message);
      await refreshJobs(queryClient, id);
    },
  });
}
