import { dataEnvelope } from '@masar/shared/api';
import { talentDashboardSchema, type TalentDashboard } from '@masar/shared/employees';
import type { Locale } from '@masar/shared/messages';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { MATCHES_UPDATING_POLL_MS } from './list-employees';

const dashboardEnvelopeSchema = dataEnvelope(talentDashboardSchema);

/** GET /api/talent-manager/dashboard/: readiness per job, the workforce's gaps and the courses that close most. */
export async function getTalentDashboard(): Promise<TalentDashboard> {
  const { data } = await apiClient.get('talent-manager/dashboard/', dashboardEnvelopeSchema);
  return data;
}

/** While the stored matches are being recomputed (after an import or a job change), asks again until they are. */
export function useTalentDashboard(locale: Locale) {
  return useQuery({
    queryKey: ['talent-dashboard', locale],
    queryFn: getTalentDashboard,
    refetchInterval: (query) => (query.state.data?.matches_updating ? MATCHES_UPDATING_POLL_MS : false),
  });
}
