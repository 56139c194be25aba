import { dataEnvelope } from '@masar/shared/api';
import { invitationSentSchema } from '@masar/shared/onboarding';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

const invitationEnvelopeSchema = dataEnvelope(invitationSentSchema);

/** POST /api/recruiter/talent-managers/invite/ (recruiter admins): the company's talent manager (decision 0048). */
export async function inviteTalentManager(request: { email: string }): Promise<{ message: string | undefined }> {
  const { message } = await apiClient.post('recruiter/talent-managers/invite/', request, invitationEnvelopeSchema);
  return { message };
}

export function useInviteTalentManager() {
  return useMutation({ mutationFn: inviteTalentManager });
}
