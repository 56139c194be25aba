import { dataEnvelope } from '@masar/shared/api';
import {
  assessmentKindsSchema,
  assessmentResultSchema,
  questionnaireSchema,
  savedAnswersSchema,
  type AssessmentAnswerInput,
  type SkillsAssessmentKind,
} from '@masar/shared/assessments';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

const kindsEnvelope = dataEnvelope(assessmentKindsSchema);
const questionnaireEnvelope = dataEnvelope(questionnaireSchema);
const savedEnvelope = dataEnvelope(savedAnswersSchema);
const resultEnvelope = dataEnvelope(assessmentResultSchema);

export const skillsAssessmentsKey = ['skills-assessments'] as const;

/** Every kind's items fit on one page (the largest has 20): the screen shows them by part. */
const WHOLE_KIND = 100;

/** GET assessments/: the kinds with the caller's attempt at each. */
export function useSkillsAssessmentKinds() {
  return useQuery({
    queryKey: [...skillsAssessmentsKey, 'kinds'],
    queryFn: async () => (await apiClient.get('assessments/', kindsEnvelope)).data,
    meta: { errorToast: false },
  });
}

/** GET assessments/{kind}/questionnaire/: the first call starts the clock (decision 0072). */
export function useQuestionnaire(kind: SkillsAssessmentKind, enabled: boolean) {
  return useQuery({
    queryKey: [...skillsAssessmentsKey, 'questionnaire', kind],
    queryFn: async () =>
      (await apiClient.get(`assessments/${kind}/questionnaire/?limit=${WHOLE_KIND}`, questionnaireEnvelope)).data,
    enabled,
    meta: { errorToast: false },
    // The screen keeps the answers given since; a refetch would put older ones back.
    staleTime: Infinity,
    gcTime: 0,
  });
}

/** POST assessments/{kind}/answers/bulk: the answers changed since the last save, all or none. */
export async function saveAnswers(kind: SkillsAssessmentKind, answers: AssessmentAnswerInput[]) {
  return (await apiClient.post(`assessments/${kind}/answers/bulk`, { answers }, savedEnvelope)).data;
}

/** POST assessments/{kind}/result/{user_id} with nothing: the candidate submits their attempt. */
export function useSubmitAttempt(kind: SkillsAssessmentKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => apiClient.post(`assessments/${kind}/result/${userId}`, {}, resultEnvelope),
    meta: { errorToast: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: skillsAssessmentsKey }),
  });
}

/**
 * POST assessments/{kind}/result/{user_id} with `status: CANCELLED`: the candidate gives up the attempt
 * before submitting it; it is never scored (decision 0073).
 */
export function useCancelAttempt(kind: SkillsAssessmentKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) =>
      apiClient.post(`assessments/${kind}/result/${userId}`, { status: 'CANCELLED' }, resultEnvelope),
    meta: { errorToast: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: skillsAssessmentsKey }),
  });
}

/** How long typing may pause before answers go, and how often a result being scored is read; tests shorten them. */
export const assessmentTiming = { debounceMs: 1200, resultPollMs: 3000 };

/** GET assessments/{kind}/result/{user_id}, read again while the scoring job runs. */
export function useAssessmentResult(kind: SkillsAssessmentKind, userId: string | null) {
  return useQuery({
    queryKey: [...skillsAssessmentsKey, 'result', kind, userId],
    queryFn: async () => (await apiClient.get(`assessments/${kind}/result/${userId}`, resultEnvelope)).data,
    enabled: userId !== null,
    meta: { errorToast: false },
    refetchInterval: (query) =>
      query.state.data?.status === 'RESULT_PROCESSING' ? assessmentTiming.resultPollMs : false,
  });
}
