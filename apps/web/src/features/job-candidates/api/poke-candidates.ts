import { dataEnvelope } from '@masar/shared/api';
import {
  pokeCandidatesSchema,
  type PokeCandidatesRequest,
  type PokeCandidatesResult,
} from '@masar/shared/job-candidates';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { companyCandidatesKey } from './company-candidates';
import { jobCandidatesKey } from './search-candidates';

const pokeEnvelopeSchema = dataEnvelope(pokeCandidatesSchema);

/** POST /api/recruiter/poke-candidates/ (spec §7): invite candidates to consider a job, once per job. */
export async function pokeCandidates(
  request: PokeCandidatesRequest,
): Promise<{ result: PokeCandidatesResult; message: string | undefined }> {
  const { data, message } = await apiClient.post('recruiter/poke-candidates/', request, pokeEnvelopeSchema);
  return { result: data, message };
}

export function usePokeCandidates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: pokeCandidates,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: jobCandidatesKey }),
        queryClient.invalidateQueries({ queryKey: companyCandidatesKey }),
      ]),
  });
}
