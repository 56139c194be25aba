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
/** A configured model's second opinion comes a little after the engine's scores (a request per answer, in turn). */
const OPINION_REFETCH_MS = 15_000;
/**
 * How long after the engine's scores the page waits for the model's opinion: its job's three tries of a
 * minute an answer (decision 0090). Past it the opinion is lost or comes much later; a reload shows it.
 */
export const OPINION_WAIT_MS = 20 * 60_000;

/**
 * How often the open report is asked again: while the engine has not scored it, and while a configured
 * model's second opinion may still come, so that neither needs a reload; otherwise never.
 */
export function reportRefetchInterval(report: InterviewReport | undefined, now = Date.now()): number | false {
  if (report?.evaluation === 'pending') return PENDING_REFETCH_MS;
  if (report?.second_opinion?.status !== 'none') return false;
  // Only answers the engine could judge are sent to the model: without one, no opinion is coming.
  const scoredAt = report.answers.filter((answer) => answer.status === 'evaluated').map((answer) => Date.parse(answer.evaluated_at ?? ''));
  const latest = Math.max(...scoredAt.filter((time) => !Number.isNaN(time)));
  return now - latest < OPINION_WAIT_MS ? OPINION_REFETCH_MS : false;
}

/** GET recruiter/interview/report/{id} (decision 0084): the company's report of one interview. */
export function useInterviewReport(id: string) {
  return useQuery({
    queryKey: reportKey(id),
    queryFn: async (): Promise<InterviewReport> =>
      (await apiClient.get(`recruiter/interview/report/${id}`, reportEnvelope)).data,
    refetchInterval: (query) => reportRefetchInterval(query.state.data),
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
