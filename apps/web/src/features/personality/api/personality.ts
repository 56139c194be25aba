import { dataEnvelope } from '@masar/shared/api';
import type { Locale } from '@masar/shared/messages';
import {
  assessmentListSchema,
  assessmentQuestionsSchema,
  assessmentSummarySchema,
  principlesExistSchema,
  saveAnswersResultSchema,
  type AnswerRecord,
  type AssessmentList,
  type AssessmentQuestions,
  type AssessmentSummary,
  type PrinciplesExist,
} from '@masar/shared/personality';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

const questionsEnvelope = dataEnvelope(assessmentQuestionsSchema);
const saveEnvelope = dataEnvelope(saveAnswersResultSchema);
const summaryEnvelope = dataEnvelope(assessmentSummarySchema);
const listEnvelope = dataEnvelope(assessmentListSchema);
const existEnvelope = dataEnvelope(principlesExistSchema);

export const personalityKey = ['personality'] as const;

/** GET principles/assessments/questions/: the 100 questions in the current language, with the answers so far. */
export async function getAssessmentQuestions(): Promise<AssessmentQuestions> {
  return (await apiClient.get('principles/assessments/questions/', questionsEnvelope)).data;
}

export function useAssessmentQuestions(locale: Locale) {
  return useQuery({
    queryKey: [...personalityKey, 'questions', locale],
    queryFn: getAssessmentQuestions,
    // The page says 'assessments.failed-error' itself (spec §8).
    meta: { errorToast: false },
    staleTime: Infinity,
  });
}

/** POST principles/assessments/answers/: one answer, saved as given. */
export async function saveAnswer(record: AnswerRecord) {
  return apiClient.post('principles/assessments/answers/', { answers: [record] }, saveEnvelope);
}

export function useSaveAnswer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAnswer,
    // Anything read earlier (progress, results) may have changed; the questions keep the page's own state.
    onSuccess: () =>
      Promise.all(
        (['exist', 'summary'] as const).map((part) =>
          queryClient.invalidateQueries({ queryKey: [...personalityKey, part] }),
        ),
      ),
  });
}

/** GET principles/assessments/summary/{id}: the best result of an assessment. */
export async function getAssessmentSummary(id: string): Promise<AssessmentSummary> {
  return (await apiClient.get(`principles/assessments/summary/${encodeURIComponent(id)}`, summaryEnvelope)).data;
}

export function useAssessmentSummary(id: string) {
  return useQuery({
    queryKey: [...personalityKey, 'summary', id],
    queryFn: () => getAssessmentSummary(id),
    meta: { errorToast: false },
  });
}

export interface AssessmentListFilters {
  page: number;
  limit: number;
  start_date: string | null;
  end_date: string | null;
  users: string[];
}

/** GET principles/assessments/list/: the company's candidates' results. */
export async function listAssessments(filters: AssessmentListFilters): Promise<AssessmentList> {
  const params = new URLSearchParams({ page: String(filters.page), limit: String(filters.limit) });
  if (filters.start_date) params.set('start_date', filters.start_date);
  if (filters.end_date) params.set('end_date', filters.end_date);
  if (filters.users.length > 0) params.set('users', filters.users.join(','));
  return (await apiClient.get(`principles/assessments/list/?${params.toString()}`, listEnvelope)).data;
}

export function useAssessmentList(filters: AssessmentListFilters) {
  return useQuery({
    queryKey: [...personalityKey, 'list', filters],
    queryFn: () => listAssessments(filters),
    placeholderData: keepPreviousData,
  });
}

/** GET principles/exist/: whether the candidate started, and how far they are. */
export async function getAssessmentExists(): Promise<PrinciplesExist> {
  return (await apiClient.get('principles/exist/', existEnvelope)).data;
}

export function useAssessmentExists() {
  return useQuery({ queryKey: [...personalityKey, 'exist'], queryFn: getAssessmentExists });
}
