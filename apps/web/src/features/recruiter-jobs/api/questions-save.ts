import { dataEnvelope } from '@masar/shared/api';
import { jobQuestionListSchema, type JobQuestion, type QuestionDraft } from '@masar/shared/job-questions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { jobQuestionsKey } from './questions-get';

const listEnvelopeSchema = dataEnvelope(jobQuestionListSchema);

export interface SavedQuestions {
  questions: JobQuestion[];
  /** 'Job Updated Successfully', in the request's language. */
  message: string | undefined;
}

/** PUT /api/recruiter/job/{id}/questions/: the whole ordered list replaces the saved one. */
export async function saveJobQuestions(jobId: string, questions: readonly QuestionDraft[]): Promise<SavedQuestions> {
  const body = { questions: questions.map(({ question, kind, skill_ids, rubric, source }) => ({ question, kind, skill_ids, rubric, source })) };
  const { data, message } = await apiClient.put(`recruiter/job/${encodeURIComponent(jobId)}/questions/`, body, listEnvelopeSchema);
  return { questions: data.questions, message };
}

export function useSaveJobQuestions(jobId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (questions: readonly QuestionDraft[]) => saveJobQuestions(jobId, questions),
    onSuccess: ({ questions }) => queryClient.setQueryData(jobQuestionsKey(jobId), questions),
  });
}
