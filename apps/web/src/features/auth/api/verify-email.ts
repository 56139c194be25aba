import { dataEnvelope } from '@masar/shared/api';
import { verifyEmailResponseSchema, type AuthSession } from '@masar/shared/auth';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { readSignupDeviceKey } from '../../../lib/storage';

const verifyEmailEnvelopeSchema = dataEnvelope(verifyEmailResponseSchema);

export interface VerifyEmailInput {
  code: string;
  email: string;
}

export interface VerifiedEmail {
  message: string | undefined;
  /** Present when this is the browser that signed up: the person is signed in. */
  session: AuthSession | undefined;
}

export async function verifyEmail({ code, email }: VerifyEmailInput): Promise<VerifiedEmail> {
  const deviceKey = readSignupDeviceKey();
  const { data, message } = await apiClient.post(
    `user/auth/verify-email/${encodeURIComponent(code)}`,
    deviceKey === null ? { email } : { email, device_key: deviceKey },
    verifyEmailEnvelopeSchema,
  );
  return { message, session: data.session };
}

/** The page shows what went wrong itself, so no error toast. */
export function useVerifyEmail() {
  return useMutation({ mutationFn: verifyEmail, meta: { errorToast: false } });
}
