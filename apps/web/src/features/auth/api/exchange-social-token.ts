import { dataEnvelope } from '@masar/shared/api';
import { authSessionSchema, type AuthSession } from '@masar/shared/auth';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

const exchangeResponseSchema = dataEnvelope(authSessionSchema);

/** The provider flow hands the browser a one-time token; it is worth a session once. */
export async function exchangeSocialToken(token: string): Promise<AuthSession> {
  const { data } = await apiClient.post('user/auth/social/exchange/', { token }, exchangeResponseSchema);
  return data;
}

export function useExchangeSocialToken() {
  return useMutation({ mutationFn: exchangeSocialToken, meta: { errorToast: false } });
}
