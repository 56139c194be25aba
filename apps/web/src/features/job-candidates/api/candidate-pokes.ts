import { dataEnvelope } from '@masar/shared/api';
import {
  candidatePokeListSchema,
  candidatePokeSchema,
  type CandidatePoke,
  type PokeAnswer,
} from '@masar/shared/job-candidates';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { showSuccess } from '../../../lib/notify';

const listEnvelopeSchema = dataEnvelope(candidatePokeListSchema);
const pokeEnvelopeSchema = dataEnvelope(candidatePokeSchema);

/** GET /api/candidate/pokes/?job_id= : the candidate's invitations to consider this job. */
export async function getJobPokes(jobId: string): Promise<CandidatePoke[]> {
  const { data } = await apiClient.get(`candidate/pokes/?job_id=${encodeURIComponent(jobId)}`, listEnvelopeSchema);
  return data.results;
}

const jobPokesKey = (jobId: string) => ['candidate-pokes', jobId] as const;

export function useJobPokes(jobId: string, enabled = true) {
  // Without an invitation the page simply has no banner: a failure need not interrupt.
  return useQuery({
    queryKey: jobPokesKey(jobId),
    queryFn: () => getJobPokes(jobId),
    enabled,
    meta: { errorToast: false },
  });
}

/** POST /api/candidate/pokes/{id}/answer: interested or not interested, once. */
export async function answerPoke(id: string, answer: PokeAnswer) {
  const { data, message } = await apiClient.post(
    `candidate/pokes/${encodeURIComponent(id)}/answer`,
    { answer },
    pokeEnvelopeSchema,
  );
  return { poke: data, message };
}

export function useAnswerPoke(jobId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, answer }: { id: string; answer: PokeAnswer }) => answerPoke(id, answer),
    onSuccess: ({ message }) => {
      if (message !== undefined) showSuccess(message);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: jobPokesKey(jobId) }),
  });
}
