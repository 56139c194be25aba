import { dataEnvelope } from '@masar/shared/api';
import type { CandidateOnboardingRequest } from '@masar/shared/onboarding';
import { userSchema, type User } from '@masar/shared/users';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

const onboardCandidateEnvelopeSchema = dataEnvelope(userSchema);

export interface CandidateOnboarding {
  user: User;
  message: string | undefined;
}

export async function onboardCandidate(request: CandidateOnboardingRequest): Promise<CandidateOnboarding> {
  const { data, message } = await apiClient.post('candidate/onboarding/', request, onboardCandidateEnvelopeSchema);
  return { user: data, message };
}

export function useOnboardCandidate() {
  return useMutation({ mutationFn: onboardCandidate });
}
