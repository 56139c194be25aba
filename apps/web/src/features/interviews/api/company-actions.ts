import { dataEnvelope } from '@masar/shared/api';
import { companySettingsPartSchema, interviewSchema, type InterviewAction } from '@masar/shared/interviews';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { interviewsKey } from './list-interviews';

const interviewEnvelope = dataEnvelope(interviewSchema);
const settingsEnvelope = dataEnvelope(companySettingsPartSchema);

/** The company's own moves (decision 0075): the server checks each against its table and says why not. */
export type CompanyAction = Extract<InterviewAction, 'cancel' | 'reset' | 'delete'>;

/** POST /api/recruiter/interview/action/ (spec §7): a cancel, a redo or a delete, with its reason for the history. */
export function useCompanyInterviewAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { interview_id: string; action: CompanyAction; reason?: string }) =>
      (await apiClient.post('recruiter/interview/action/', input, interviewEnvelope)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: interviewsKey }),
  });
}

/** GET /api/user/company/settings?settings=redo_allowed (spec §7): whether the company lets interviews be redone. */
export function useRedoAllowed(): boolean | undefined {
  const settings = useQuery({
    queryKey: ['company-settings', 'redo_allowed'],
    queryFn: async () => (await apiClient.get('user/company/settings?settings=redo_allowed', settingsEnvelope)).data,
    // Unread, the setting hides the redo; the server refuses one anyway when it is off.
    meta: { errorToast: false },
  });
  return settings.data?.redo_allowed;
}
