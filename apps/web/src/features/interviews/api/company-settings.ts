import { dataEnvelope } from '@masar/shared/api';
import { companySettingsSchema, type UpdateCompanySettingsRequest } from '@masar/shared/interviews';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

const settingsEnvelope = dataEnvelope(companySettingsSchema);
/** Every read of the company's settings starts with this key, so a save refreshes them all (the cards' redo too). */
export const companySettingsKey = ['company-settings'] as const;

/** GET /api/user/company/settings (spec §7), all of them: the interview settings card reads and shows each. */
export function useCompanySettings() {
  return useQuery({
    queryKey: [...companySettingsKey, 'all'],
    queryFn: async () => (await apiClient.get('user/company/settings', settingsEnvelope)).data,
    // The card says it could not load, with a retry, rather than a toast.
    meta: { errorToast: false },
  });
}

/** PATCH /api/user/company/settings: a recruiter admin changes one setting; the server refuses anyone else. */
export function useUpdateCompanySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: UpdateCompanySettingsRequest) => (await apiClient.patch('user/company/settings', change, settingsEnvelope)).data,
    onSuccess: (saved) => {
      queryClient.setQueryData([...companySettingsKey, 'all'], saved);
      return queryClient.invalidateQueries({ queryKey: companySettingsKey });
    },
  });
}
