import { dataEnvelope } from '@masar/shared/api';
import {
  assessmentResultSchema,
  questionnaireSchema,
  resultsListSchema,
  type AssessmentResult,
  type Questionnaire,
  type ResultKind,
  type ResultsList,
  type SkillsAssessmentKind,
} from '@masar/shared/assessments';
import type { AssessmentResultStatus } from '@masar/shared/assessments';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

const listEnvelope = dataEnvelope(resultsListSchema);
const resultEnvelope = dataEnvelope(assessmentResultSchema);
const questionnaireEnvelope = dataEnvelope(questionnaireSchema);

export const recruiterAssessmentsKey = ['recruiter-assessments'] as const;

export interface ResultsFilters {
  page: number;
  limit: number;
  kind: ResultKind | null;
  status: AssessmentResultStatus | null;
  job_id: string | null;
  start_date: string | null;
  end_date: string | null;
  name: string | null;
}

/** GET assessments/results/ (decision 0073): every kind's results of the company's candidates. */
export async function listResults(filters: ResultsFilters): Promise<ResultsList> {
  const params = new URLSearchParams({ page: String(filters.page), limit: String(filters.limit) });
  for (const key of ['kind', 'status', 'job_id', 'start_date', 'end_date', 'name'] as const) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  return (await apiClient.get(`assessments/results/?${params.toString()}`, listEnvelope)).data;
}

export function useResultsList(filters: ResultsFilters) {
  return useQuery({
    queryKey: [...recruiterAssessmentsKey, 'list', filters],
    queryFn: () => listResults(filters),
    placeholderData: keepPreviousData,
  });
}

const attemptPath = (kind: SkillsAssessmentKind, userId: string) =>
  `assessments/${kind}/result/${encodeURIComponent(userId)}`;

/** GET assessments/{id}/result/{user_id}: status, the engine's scores with evidence, the human scores. */
export function useSkillsResult(kind: SkillsAssessmentKind, userId: string) {
  return useQuery({
    queryKey: [...recruiterAssessmentsKey, 'result', kind, userId],
    queryFn: async (): Promise<AssessmentResult> =>
      (await apiClient.get(attemptPath(kind, userId), resultEnvelope)).data,
    // The page says 'Assessments Not Found' itself.
    meta: { errorToast: false },
  });
}

/** GET assessments/{id}/questionnaire/?user_id: the items (no keys) with the candidate's answers. */
export function useCandidateQuestionnaire(kind: SkillsAssessmentKind, userId: string) {
  return useQuery({
    queryKey: [...recruiterAssessmentsKey, 'questionnaire', kind, userId],
    queryFn: async (): Promise<Questionnaire> =>
      (
        await apiClient.get(
          `assessments/${kind}/questionnaire/?limit=100&user_id=${encodeURIComponent(userId)}`,
          questionnaireEnvelope,
        )
      ).data,
    meta: { errorToast: false },
    staleTime: Infinity,
  });
}

export interface HumanScoreInput {
  score: string | number;
  reason: string;
  question_id?: string;
}

/** POST assessments/{id}/result/{user_id} with a score and a reason: kept beside the engine's. */
export function useRecordHumanScore(kind: SkillsAssessmentKind, userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: HumanScoreInput) => apiClient.post(attemptPath(kind, userId), input, resultEnvelope),
    onSuccess: ({ data }) => {
      queryClient.setQueryData([...recruiterAssessmentsKey, 'result', kind, userId], data);
      return queryClient.invalidateQueries({ queryKey: [...recruiterAssessmentsKey, 'list'] });
    },
    // The form says what went wrong beside itself.
    meta: { errorToast: false },
  });
}

/** GET assessments/{id}/recordings/{user_id}/{question_id}: fetched with the session, played from a blob. */
export function useRecording(kind: SkillsAssessmentKind, userId: string, questionId: string, enabled: boolean) {
  return useQuery({
    queryKey: [...recruiterAssessmentsKey, 'recording', kind, userId, questionId],
    queryFn: async () =>
      URL.createObjectURL(
        await apiClient.getBlob(`assessments/${kind}/recordings/${encodeURIComponent(userId)}/${questionId}`),
      ),
    enabled,
    staleTime: Infinity,
    meta: { errorToast: false },
  });
}
