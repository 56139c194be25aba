import type { ProfileSection } from '@masar/shared/profile';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import {
  profileStatusEnvelopeSchema,
  toProfileUpdate,
  useStoreProfileUpdate,
  type ProfileUpdate,
} from './profile-update';

/** POST /api/candidate/resume/apply/: takes the chosen sections of the newer resume; none discards it. */
export async function applyProposed(sections: ProfileSection[]): Promise<ProfileUpdate> {
  return toProfileUpdate(await apiClient.post('candidate/resume/apply/', { sections }, profileStatusEnvelopeSchema));
}

export function useApplyProposed() {
  const store = useStoreProfileUpdate();
  return useMutation({ mutationFn: applyProposed, onSuccess: store });
}
