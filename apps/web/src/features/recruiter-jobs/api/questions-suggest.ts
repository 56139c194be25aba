import { dataEnvelope } from '@masar/shared/api';
import { questionSuggestionsSchema, type QuestionDraft } from '@masar/shared/job-questions';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

const suggestionsEnvelopeSchema = dataEnvelope(questionSuggestionsSchema);

/** POST /api/recruiter/job/{id}/questions/suggest/: questions for the job, not saved, none already saved. */
export async function suggestJobQuestions(jobId: string): Promise<QuestionDraft[]> {
  const { data } = await apiClient.post(`recruiter/job/${encodeURIComponent(jobId)}/questions/suggest/`, {}, suggestionsEnvelopeSchema);
  return data.questions;
}

export function useSuggestJobQuestions(jobId: string) {
  return useMutation({ mutationFn: () => suggestJobQuestions(jobId) });
}
