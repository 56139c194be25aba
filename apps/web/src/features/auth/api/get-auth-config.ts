import { authConfigEnvelopeReader, type SocialProvider } from '@masar/shared/auth-config';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export async function getAuthConfig(): Promise<{ providers: SocialProvider[] }> {
  // Read without zod: the login page asks for this as it opens (decision 0124).
  const { data } = await apiClient.get('user/auth/config/', authConfigEnvelopeReader);
  return data;
}

export const authConfigQueryOptions = queryOptions({
  queryKey: ['auth-config'],
  queryFn: getAuthConfig,
  staleTime: Infinity,
  // Without the config the page simply shows no social buttons.
  meta: { errorToast: false },
});

export function useAuthConfig() {
  return useQuery(authConfigQueryOptions);
}
