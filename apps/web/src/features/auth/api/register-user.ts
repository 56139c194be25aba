import { dataEnvelope } from '@masar/shared/api';
import { authSessionSchema, type AuthSession, type SignupRequest } from '@masar/shared/auth';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

const registerResponseSchema = dataEnvelope(authSessionSchema);

export interface Registration {
  session: AuthSession;
  /** The server's 'Signup Successful', in the person's language. */
  message: string | undefined;
}

export async function registerUser(signup: SignupRequest): Promise<Registration> {
  const { data, message } = await apiClient.post('user/auth/register-user/', signup, registerResponseSchema);
  return { session: data, message };
}

export function useRegisterUser() {
  return useMutation({ mutationFn: registerUser });
}
