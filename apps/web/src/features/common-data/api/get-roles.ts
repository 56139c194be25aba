import { rolesEnvelopeReader, type Role } from '@masar/shared/roles';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export async function getRoles(): Promise<Role[]> {
  // Read without zod: every page's first load asks for the roles (decision 0124).
  const { data } = await apiClient.get('user/roles/list/', rolesEnvelopeReader);
  return data;
}

/** Common data: loaded once at start, kept for the whole visit. */
export const rolesQueryOptions = queryOptions({
  queryKey: ['roles'],
  queryFn: getRoles,
  staleTime: Infinity,
  // A failure sends the person to /error, which says it better than a toast.
  meta: { errorToast: false },
});
