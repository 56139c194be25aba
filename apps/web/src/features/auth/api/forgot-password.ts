import { messageEnvelopeSchema } from '@masar/shared/api';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export async function forgotPassword(email: string): Promise<string> {
  const { message } = await apiClient.post('user/auth/forgot-password/', { email }, messageEnvelopeSchema);
  return message;
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
