import { dataEnvelope } from '@masar/shared/api';
import { userSchema, type User } from '@masar/shared/users';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

const joinEnvelopeSchema = dataEnvelope(userSchema);

export interface CompanyJoined {
  user: User;
  message: string | undefined;
}

/** The invitee joins the company of the invitation: onboarded and confirmed at once. */
export async function joinCompany(request: { invite_code: string }): Promise<CompanyJoined> {
  const { data, message } = await apiClient.post('recruiter/onboarding/join/', request, joinEnvelopeSchema);
  return { user: data, message };
}

/** A refusal shows the server's message in the usual toast. */
export function useJoinCompany() {
  return useMutation({ mutationFn: joinCompany });
}
