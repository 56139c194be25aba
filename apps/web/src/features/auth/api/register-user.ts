import { dataEnvelope } from '@masar/shared/api';
import { signupResultSchema, type SignupRequest } from '@masar/shared/auth';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { signupDeviceKey } from '../../../lib/storage';

const registerResponseSchema = dataEnvelope(signupResultSchema);

/**
 * A sign-up answers the same whether or not the address already had an account (decision 0024): the
 * address the mail went to, and no session. The mail says what to do next.
 */
export interface Registration {
  email: string;
  /** The server's 'Signup Successful', in the person's language. */
  message: string | undefined;
}

export async function registerUser(signup: SignupRequest): Promise<Registration> {
  const { data, message } = await apiClient.post(
    'user/auth/register-user/',
    { ...signup, device_key: signupDeviceKey() },
    registerResponseSchema,
  );
  return { email: data.email, message };
}

export function useRegisterUser() {
  return useMutation({ mutationFn: registerUser });
}
