import { dataEnvelope } from '@masar/shared/api';
import { roleSchema, type Role } from '@masar/shared/roles';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

const rolesEnvelopeSchema = dataEnvelope(roleSchema.array());

export async function getRoles(): Promise<Role[]> {
  const { data } = await apiClient.get('user/roles/list/', rolesEnvelopeSchema);
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
