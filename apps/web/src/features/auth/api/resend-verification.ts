import { messageEnvelopeSchema } from '@masar/shared/api';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { showSuccess } from '../../../lib/notify';

export async function resendVerification(): Promise<string> {
  const { message } = await apiClient.post('user/auth/resend-verification/', {}, messageEnvelopeSchema);
  return message;
}

/**
 * The confirmation is the mutation's own, not the click's: a callback given to `mutate` is dropped when the page
 * re-renders into a new instance before the answer arrives (seen once on a busy CI run), and the person would
 * never learn the e-mail went out.
 */
export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification, onSuccess: showSuccess });
}
