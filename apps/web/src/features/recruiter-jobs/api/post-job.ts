import { dataEnvelope } from '@masar/shared/api';
import {
  postedJobFromLinkSchema,
  postedJobSchema,
  type JobFields,
  type JobReading,
  type Job,
  type PostedJobFromLink,
} from '@masar/shared/jobs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { refreshJobs } from './refresh-jobs';

const postedJobEnvelopeSchema = dataEnvelope(postedJobSchema);
const postedJobFromLinkEnvelopeSchema = dataEnvelope(postedJobFromLinkSchema);

/** A new draft and what the parser read, with the server's message for the toast. */
export interface PostedDraft {
  job: Job;
  reading: JobReading | null;
  message: string | undefined;
}

/** POST /api/recruiter/post-job/ with typed or pasted text: the parser reads it into a draft (decision 0033). */
export async function postJobText(jobText: string): Promise<PostedDraft> {
  const { data, message } = await apiClient.post('recruiter/post-job/', { job_text: jobText }, postedJobEnvelopeSchema);
  return { ...data, message };
}

/** POST /api/recruiter/post-job/ with the editor's fields: a complete draft (the standard-profile way). */
export async function postJobFields(fields: JobFields): Promise<PostedDraft> {
  const { data, message } = await apiClient.post('recruiter/post-job/', fields, postedJobEnvelopeSchema);
  return { ...data, message };
}

export interface PostedLink extends PostedJobFromLink {
  message: string | undefined;
}

/**
 * POST /api/recruiter/post-job/link/: a page holding a posting becomes a draft; a page without one answers
 * `job: null` with its text, for the text way.
 */
export async function postJobLink(jobLink: string): Promise<PostedLink> {
  const { data, message } = await apiClient.post('recruiter/post-job/link/', { job_link: jobLink }, postedJobFromLinkEnvelopeSchema);
  return { ...data, message };
}

/** POST /api/recruiter/post-job/file/: a job file uploaded in the `jobs` category, read into a draft. */
export async function postJobFile(fileId: string): Promise<PostedDraft> {
  const { data, message } = await apiClient.post('recruiter/post-job/file/', { file_id: fileId }, postedJobEnvelopeSchema);
  return { ...data, message };
}

/** A new draft joins the company's lists and counts. */
function usePostMutation<Input, Answer extends { job: Job | null }>(post: (input: Input) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: post,
    onSuccess: ({ job }) => (job === null ? undefined : refreshJobs(queryClient, job.jid)),
    // Each way shows its failure beside its own field, the editor beside the fields and in its own toast.
    meta: { errorToast: false },
  });
}

export const usePostJobText = () => usePostMutation(postJobText);
export const usePostJobLink = () => usePostMutation(postJobLink);
export const usePostJobFile = () => usePostMutation(postJobFile);
export const usePostJobFields = () => usePostMutation(postJobFields);
