import { messageEnvelopeSchema } from '@masar/shared/api';
import type { ResetPasswordRequest } from '@masar/shared/auth';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export async function resetPassword(request: ResetPasswordRequest): Promise<string> {
  const { message } = await apiClient.post('user/auth/reset-password/', request, messageEnvelopeSchema);
  return message;
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
