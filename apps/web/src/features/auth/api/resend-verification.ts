import { messageEnvelopeSchema } from '@masar/shared/api';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export async function resendVerification(): Promise<string> {
  const { message } = await apiClient.post('user/auth/resend-verification/', {}, messageEnvelopeSchema);
  return message;
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
