import { dataEnvelope } from '@masar/shared/api';
import { accountSummarySchema, type ActionRecruiterRequest } from '@masar/shared/approvals';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { AccountAction } from './action-candidate';

const actionEnvelopeSchema = dataEnvelope(accountSummarySchema);

export async function actionRecruiter(request: ActionRecruiterRequest): Promise<AccountAction> {
  const { data, message } = await apiClient.post('recruiter/admin/action-recruiter/', request, actionEnvelopeSchema);
  return { account: data, message };
}

export function useActionRecruiter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: actionRecruiter,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['approvals'] }),
  });
}
