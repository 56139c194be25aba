import { dataEnvelope } from '@masar/shared/api';
import { profileStatusSchema, type ProfileStatus } from '@masar/shared/profile';
import { useQueryClient } from '@tanstack/react-query';
import { profileStatusQueryKey } from './get-profile-status';

/** Every profile change answers the whole profile status, with the server's message. */
export const profileStatusEnvelopeSchema = dataEnvelope(profileStatusSchema);

export interface ProfileUpdate {
  status: ProfileStatus;
  message: string | undefined;
}

export function toProfileUpdate({
  data,
  message,
}: {
  data: ProfileStatus;
  message?: string | undefined;
}): ProfileUpdate {
  return { status: data, message };
}

/** The answer is the profile as it now is: it replaces the cached one without asking again. */
export function useStoreProfileUpdate() {
  const queryClient = useQueryClient();
  return ({ status }: ProfileUpdate) => {
    queryClient.setQueryData(profileStatusQueryKey, status);
  };
}
