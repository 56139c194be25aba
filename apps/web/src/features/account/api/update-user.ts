import { dataEnvelope } from '@masar/shared/api';
import type { UpdateUserRequest, User } from '@masar/shared/users';
import { userSchema } from '@masar/shared/users';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

const updateUserResponseSchema = dataEnvelope(userSchema);

export interface UserUpdate {
  user: User;
  message: string | undefined;
}

export async function updateUser(changes: UpdateUserRequest): Promise<UserUpdate> {
  const { data, message } = await apiClient.patch('user/', changes, updateUserResponseSchema);
  return { user: data, message };
}

export function useUpdateUser() {
  return useMutation({ mutationFn: updateUser });
}
