import type { AuthSession, LoginRequest } from '@masar/shared/auth';
import { useMutation } from '@tanstack/react-query';
import { apiClient, lazySchema } from '../../../lib/api-client';

// Loaded beside the request when the person signs in, not with the login page (decision 0124).
const loginResponseSchema = lazySchema(async () => {
  const [{ dataEnvelope }, { authSessionSchema }] = await Promise.all([import('@masar/shared/api'), import('@masar/shared/auth')]);
  return dataEnvelope(authSessionSchema);
});

export async function loginUser(credentials: LoginRequest): Promise<AuthSession> {
  const { data } = await apiClient.post('user/auth/login-user/', credentials, loginResponseSchema);
  return data;
}

export function useLoginUser() {
  return useMutation({ mutationFn: loginUser });
}
