import { dataEnvelope } from '@masar/shared/api';
import { verifyEmailResponseSchema } from '@masar/shared/auth';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

const verifyEmailEnvelopeSchema = dataEnvelope(verifyEmailResponseSchema);

export interface VerifyEmailInput {
  code: string;
  email: string;
}

export async function verifyEmail({ code, email }: VerifyEmailInput): Promise<string | undefined> {
  const { message } = await apiClient.post(
    `user/auth/verify-email/${encodeURIComponent(code)}`,
    { email },
    verifyEmailEnvelopeSchema,
  );
  return message;
}

/** The page shows what went wrong itself, so no error toast. */
export function useVerifyEmail() {
  return useMutation({ mutationFn: verifyEmail, meta: { errorToast: false } });
}
