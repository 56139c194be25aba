import { dataEnvelope } from '@masar/shared/api';
import {
  interestsResponseSchema,
  type InterestAnswerRecord,
  type InterestScores,
  type InterestsResponse,
} from '@masar/shared/interests';
import type { Locale } from '@masar/shared/messages';
import { queryOptions, useIsMutating, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

const envelope = dataEnvelope(interestsResponseSchema);

export const interestsKey = ['interests'] as const;

/** POST onet/interests/ without answers: a page of 12 activities with the answers so far (the first open page when none is named). */
export async function getInterestsPage(page: number | null): Promise<InterestsResponse> {
  const body = page === null ? { kind: 'my_next_move_assessment' } : { kind: 'my_next_move_assessment', page };
  return (await apiClient.post('onet/interests/', body, envelope)).data;
}

export function interestsPageQueryOptions(page: number | null, locale: Locale) {
  return queryOptions({
    queryKey: [...interestsKey, 'page', locale, page],
    queryFn: () => getInterestsPage(page),
    // The page says 'assessments.failed-error' itself (spec §8).
    meta: { errorToast: false },
  });
}

export function useInterestsPage(page: number | null, locale: Locale) {
  return useQuery(interestsPageQueryOptions(page, locale));
}

/** POST onet/interests/ with one answer: saved as given. */
export async function saveInterestAnswer({ page, record }: { page: number; record: InterestAnswerRecord }) {
  return apiClient.post('onet/interests/', { kind: 'my_next_move_assessment', page, answers: [record] }, envelope);
}

/** POST onet/interests/ with the six scores typed. */
export async function saveTypedScores(scores: Record<keyof InterestScores, string>) {
  return apiClient.post('onet/interests/', { kind: 'my_next_move_scores_assessment', scores }, envelope);
}

/** Anything read before (progress, results, careers) may have changed. */
function useInvalidateInterests() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [...interestsKey, 'result'] });
}

const answerKey = [...interestsKey, 'answer'] as const;

export function useSaveInterestAnswer() {
  const invalidate = useInvalidateInterests();
  return useMutation({ mutationKey: answerKey, mutationFn: saveInterestAnswer, onSuccess: invalidate });
}

/** Answers still on their way: the page waits for them before the results are asked for. */
export function useAnswersSaving(): boolean {
  return useIsMutating({ mutationKey: answerKey }) > 0;
}

export function useSaveTypedScores() {
  const invalidate = useInvalidateInterests();
  return useMutation({ mutationFn: saveTypedScores, onSuccess: invalidate });
}
