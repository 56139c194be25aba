import { dataEnvelope } from '@masar/shared/api';
import { invitationDomainCheckSchema, type InvitationDomainCheck } from '@masar/shared/onboarding';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

const domainCheckEnvelopeSchema = dataEnvelope(invitationDomainCheckSchema);

/** Whether an address is at the company website's domain; nothing is sent (decision 0029). */
export async function checkInvitationDomain(email: string): Promise<InvitationDomainCheck> {
  const { data } = await apiClient.post('recruiter/invitations/check/', { email }, domainCheckEnvelopeSchema);
  return data;
}

export function invitationDomainQueryOptions(email: string) {
  return queryOptions({
    queryKey: ['invitation-domain', email],
    queryFn: () => checkInvitationDomain(email),
    // The company's website rarely changes while the form is open.
    staleTime: Infinity,
    // A warning that cannot be computed is no warning: no error toast for it.
    meta: { errorToast: false },
    retry: false,
  });
}

/** The check for a well-formed address (null: nothing to check yet). */
export function useInvitationDomainCheck(email: string | null) {
  return useQuery({ ...invitationDomainQueryOptions(email ?? ''), enabled: email !== null });
}
