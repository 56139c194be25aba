import { dataEnvelope } from '@masar/shared/api';
import { authConfigSchema, type SocialProvider } from '@masar/shared/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

const authConfigEnvelopeSchema = dataEnvelope(authConfigSchema);

export async function getAuthConfig(): Promise<{ providers: SocialProvider[] }> {
  const { data } = await apiClient.get('user/auth/config/', authConfigEnvelopeSchema);
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
