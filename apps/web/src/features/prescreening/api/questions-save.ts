import { dataEnvelope } from '@masar/shared/api';
import { prescreeningQuestionListSchema, type PrescreeningQuestion, type PrescreeningQuestionInput } from '@masar/shared/prescreening';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { prescreeningQuestionsKey } from './questions-get';

const listEnvelopeSchema = dataEnvelope(prescreeningQuestionListSchema);

export interface SavedPrescreening {
  questions: PrescreeningQuestion[];
  /** 'Pre-screening questions saved', in the request's language. */
  message: string | undefined;
}

/** POST /api/recruiter/assessments/prescreening/questions/{job}: the whole ordered list replaces the saved one. */
export async function savePrescreeningQuestions(jobId: string, questions: readonly PrescreeningQuestionInput[]): Promise<SavedPrescreening> {
  const { data, message } = await apiClient.post(`recruiter/assessments/prescreening/questions/${encodeURIComponent(jobId)}`, { questions }, listEnvelopeSchema);
  return { questions: data.questions, message };
}

export function useSavePrescreeningQuestions(jobId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (questions: readonly PrescreeningQuestionInput[]) => savePrescreeningQuestions(jobId, questions),
    onSuccess: ({ questions }) => queryClient.setQueryData(prescreeningQuestionsKey(jobId), questions),
    // The editor shows the server's refusal beside the list.
    meta: { errorToast: false },
  });
}
