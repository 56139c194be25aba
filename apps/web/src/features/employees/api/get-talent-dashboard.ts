import { dataEnvelope } from '@masar/shared/api';
import { talentDashboardSchema, type TalentDashboard } from '@masar/shared/employees';
import type { Locale } from '@masar/shared/messages';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

const dashboardEnvelopeSchema = dataEnvelope(talentDashboardSchema);

/** GET /api/talent-manager/dashboard/: readiness per job, the workforce's gaps and the courses that close most. */
export async function getTalentDashboard(): Promise<TalentDashboard> {
  const { data } = await apiClient.get('talent-manager/dashboard/', dashboardEnvelopeSchema);
  return data;
}

export function useTalentDashboard(locale: Locale) {
  return useQuery({ queryKey: ['talent-dashboard', locale], queryFn: getTalentDashboard });
}
