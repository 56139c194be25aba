import { dataEnvelope } from '@masar/shared/api';
import { profileStatusSchema, type ProfileStatus } from '@masar/shared/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { profileStatusQueryKey } from './get-profile-status';

const replaceResumeEnvelopeSchema = dataEnvelope(profileStatusSchema);

export interface ResumeReplacement {
  status: ProfileStatus;
  message: string | undefined;
}

/** POST /api/candidate/resume/: read a newly uploaded resume instead. */
export async function replaceResume(fileId: string): Promise<ResumeReplacement> {
  const { data, message } = await apiClient.post('candidate/resume/', { file_id: fileId }, replaceResumeEnvelopeSchema);
  return { status: data, message };
}

/** The answer is the new status (in progress), which restarts the polling. */
export function useReplaceResume() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replaceResume,
    onSuccess: ({ status }) => {
      queryClient.setQueryData(profileStatusQueryKey, status);
    },
  });
}
