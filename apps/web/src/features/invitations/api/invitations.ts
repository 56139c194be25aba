import { dataEnvelope } from '@masar/shared/api';
import { invitationSchema, invitationSentSchema, type Invitation } from '@masar/shared/onboarding';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { envelopeOf, listOf } from '../../../lib/response-schemas';

const invitationEnvelopeSchema = dataEnvelope(invitationSentSchema);
const invitationsEnvelopeSchema = envelopeOf(listOf(invitationSchema));

export interface InvitationSent {
  invitation: Invitation;
  message: string | undefined;
}

export async function inviteColleague(request: { email: string }): Promise<InvitationSent> {
  const { data, message } = await apiClient.post('recruiter/invitations/', request, invitationEnvelopeSchema);
  return { invitation: data, message };
}

export async function listInvitations(): Promise<Invitation[]> {
  const { data } = await apiClient.get('recruiter/invitations/', invitationsEnvelopeSchema);
  return data;
}

export const invitationsQueryOptions = queryOptions({ queryKey: ['invitations'], queryFn: listInvitations });

export function useInvitations() {
  return useQuery(invitationsQueryOptions);
}

/** A new invitation replaces the open ones to the same address: the list is fetched again. */
export function useInviteColleague() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteColleague,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitationsQueryOptions.queryKey }),
  });
}
