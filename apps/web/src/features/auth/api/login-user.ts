import { dataEnvelope } from '@masar/shared/api';
import { authSessionSchema, type AuthSession, type LoginRequest } from '@masar/shared/auth';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

const loginResponseSchema = dataEnvelope(authSessionSchema);

export async function loginUser(credentials: LoginRequest): Promise<AuthSession> {
  const { data } = await apiClient.post('user/auth/login-user/', credentials, loginResponseSchema);
  return data;
}

export function useLoginUser() {
  return useMutation({ mutationFn: loginUser });
}
