import { dataEnvelope } from '@masar/shared/api';
import { talentJobDetailSchema, type TalentJobDetail } from '@masar/shared/employees';
import type { Locale } from '@masar/shared/messages';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

const jobEnvelopeSchema = dataEnvelope(talentJobDetailSchema);

/** GET /api/talent-manager/jobs/{id}/: one job with the company's employees ranked for it. */
export async function getTalentJob(id: string): Promise<TalentJobDetail> {
  const { data } = await apiClient.get(`talent-manager/jobs/${id}/`, jobEnvelopeSchema);
  return data;
}

export function useTalentJob(id: string, locale: Locale) {
  return useQuery({ queryKey: ['talent-job', locale, id], queryFn: () => getTalentJob(id) });
}
