import { dataEnvelope } from '@masar/shared/api';
import { accountSummarySchema, type ActionCandidateRequest, type AccountSummary } from '@masar/shared/approvals';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

const actionEnvelopeSchema = dataEnvelope(accountSummarySchema);

export interface AccountAction {
  account: AccountSummary;
  /** The server's message ('The account is approved'), shown as a toast. */
  message: string | undefined;
}

export async function actionCandidate(request: ActionCandidateRequest): Promise<AccountAction> {
  const { data, message } = await apiClient.post('recruiter/admin/action-candidate/', request, actionEnvelopeSchema);
  return { account: data, message };
}

export function useActionCandidate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: actionCandidate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['approvals'] }),
  });
}
