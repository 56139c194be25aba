import type { EditProfileRequest } from '@masar/shared/profile';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import {
  profileStatusEnvelopeSchema,
  toProfileUpdate,
  useStoreProfileUpdate,
  type ProfileUpdate,
} from './profile-update';

/** PATCH /api/user/edit-details/: each section sent replaces the one kept. */
export async function editProfile(changes: EditProfileRequest): Promise<ProfileUpdate> {
  return toProfileUpdate(await apiClient.patch('user/edit-details/', changes, profileStatusEnvelopeSchema));
}

export function useEditProfile() {
  const store = useStoreProfileUpdate();
  return useMutation({ mutationFn: editProfile, onSuccess: store });
}
