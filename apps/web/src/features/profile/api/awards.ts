import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import {
  profileStatusEnvelopeSchema,
  toProfileUpdate,
  useStoreProfileUpdate,
  type ProfileUpdate,
} from './profile-update';

export interface NewAward {
  title: string;
  date: string | null;
}

/** POST /api/user/awards/. */
export async function addAward(award: NewAward): Promise<ProfileUpdate> {
  return toProfileUpdate(await apiClient.post('user/awards/', award, profileStatusEnvelopeSchema));
}

export interface AwardRemoval {
  awardId: string;
  userId: string;
}

/** DELETE /api/user/award/?reward_id&uid (spec §7). */
export async function removeAward({ awardId, userId }: AwardRemoval): Promise<ProfileUpdate> {
  const query = new URLSearchParams({ reward_id: awardId, uid: userId });
  return toProfileUpdate(await apiClient.delete(`user/award/?${query.toString()}`, profileStatusEnvelopeSchema));
}

export function useAddAward() {
  const store = useStoreProfileUpdate();
  return useMutation({ mutationFn: addAward, onSuccess: store });
}

export function useRemoveAward() {
  const store = useStoreProfileUpdate();
  return useMutation({ mutationFn: removeAward, onSuccess: store });
}
