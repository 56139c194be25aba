import { dataEnvelope } from '@masar/shared/api';
import { favoriteCandidateSchema, type FavoriteCandidateRequest } from '@masar/shared/job-candidates';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { showSuccess } from '../../../lib/notify';
import { companyCandidatesKey } from './company-candidates';
import { jobCandidatesKey } from './search-candidates';

const favoriteEnvelopeSchema = dataEnvelope(favoriteCandidateSchema);

/** POST /api/recruiter/favorite/ (spec §7): star or unstar a candidate, for a job or overall. */
export async function toggleCandidateFavorite(request: FavoriteCandidateRequest) {
  const { data, message } = await apiClient.post('recruiter/favorite/', request, favoriteEnvelopeSchema);
  return { favorite: data, message };
}

export function useToggleCandidateFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleCandidateFavorite,
    onSuccess: ({ message }) => {
      if (message !== undefined) showSuccess(message);
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: jobCandidatesKey }),
        queryClient.invalidateQueries({ queryKey: companyCandidatesKey }),
        queryClient.invalidateQueries({ predicate: (query) => query.meta?.showsCandidateStars === true }),
      ]),
  });
}
