import { dataEnvelope } from '@masar/shared/api';
import {
  candidateInterviewReceiptSchema,
  interviewReportSchema,
  type CandidateInterviewReceipt,
  type InterviewReport,
  type ScoreOverrideRequest,
} from '@masar/shared/interview-reports';
import { interviewHistorySchema, type InterviewHistory } from '@masar/shared/interviews';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { interviewsKey } from './list-interviews';

const reportEnvelope = dataEnvelope(interviewReportSchema);
const receiptEnvelope = dataEnvelope(candidateInterviewReceiptSchema);
const historyEnvelope = dataEnvelope(interviewHistorySchema);

const reportKey = (id: string) => [...interviewsKey, 'report', id] as const;
const receiptKey = (id: string) => [...interviewsKey, 'receipt', id] as const;
const historyKey = (id: string) => [...interviewsKey, 'history', id] as const;
/** While the evaluation job has not run, the report is asked again this often: the job takes seconds. */
const PENDING_REFETCH_MS = 5000;

/** GET recruiter/interview/report/{id} (decision 0084): the company's report of one interview. */
export function useInterviewReport(id: string) {
  return useQuery({
    queryKey: reportKey(id),
    queryFn: async (): Promise<InterviewReport> =>
      (await apiClient.get(`recruiter/interview/report/${id}`, reportEnvelope)).data,
    refetchInterval: (query) => (query.state.data?.evaluation === 'pending' ? PENDING_REFETCH_MS : false),
    // The page says 'Interview not found' itself.
    meta: { errorToast: false },
  });
}

/** POST recruiter/interview/report/{id}/override/: a band with a reason, kept beside the automatic one. */
export function useOverrideScore(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ScoreOverrideRequest) =>
      apiClient.post(`recruiter/interview/report/${id}/override/`, input, reportEnvelope),
    onSuccess: ({ data }) => {
      queryClient.setQueryData(reportKey(id), data);
      // The override is written to the history with it.
      return queryClient.invalidateQueries({ queryKey: historyKey(id) });
    },
    // The form says what went wrong beside itself.
    meta: { errorToast: false },
  });
}

/** GET recruiter/interview/history/{id}: every move of the interview, overrides included, oldest first. */
export function useInterviewHistory(id: string) {
  return useQuery({
    queryKey: historyKey(id),
    queryFn: async (): Promise<InterviewHistory> =>
      (await apiClient.get(`recruiter/interview/history/${id}`, historyEnvelope)).data,
    meta: { errorToast: false },
  });
}

/**
 * GET recruiter/interview/report/{id}/recording/{upload_id}: fetched with the session (a plain `src` cannot
 * send the token) and played from a blob, as the skills-assessment report plays its recordings.
 */
export function useInterviewRecording(id: string, uploadId: string) {
  return useQuery({
    queryKey: [...interviewsKey, 'recording', id, uploadId],
    queryFn: async () =>
      URL.createObjectURL(await apiClient.getBlob(`recruiter/interview/report/${id}/recording/${uploadId}`)),
    staleTime: Infinity,
    meta: { errorToast: false },
  });
}

/** GET recruiter/interview/receipt/{id}: the candidate's view of a finished interview (no scores). */
export function useInterviewReceipt(id: string, enabled: boolean) {
  return useQuery({
    queryKey: receiptKey(id),
    queryFn: async (): Promise<CandidateInterviewReceipt> =>
      (await apiClient.get(`recruiter/interview/receipt/${id}`, receiptEnvelope)).data,
    enabled,
  });
}

/** POST recruiter/interview/review-request/: the candidate asks once for a person to review the interview. */
export function useRequestReview(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      apiClient.post('recruiter/interview/review-request/', { interview_id: id }, receiptEnvelope),
    onSuccess: ({ data }) => queryClient.setQueryData(receiptKey(id), data),
  });
}
