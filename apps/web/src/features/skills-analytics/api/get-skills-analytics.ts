import { dataEnvelope } from '@masar/shared/api';
import type { Locale } from '@masar/shared/messages';
import { skillsAnalyticsSchema, type SkillsAnalytics, type SkillsAnalyticsRequest } from '@masar/shared/skills-analytics';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

const analyticsEnvelopeSchema = dataEnvelope(skillsAnalyticsSchema);

/** POST /api/recruiter/skills-analytics/: the pool's skills, published jobs' demand and the gap (decision 0056). */
/** The range and the filters set (decision 0094); a filter left out is not sent. */
export async function getSkillsAnalytics(request: SkillsAnalyticsRequest): Promise<SkillsAnalytics> {
  const { data } = await apiClient.post('recruiter/skills-analytics/', request, analyticsEnvelopeSchema);
  return data;
}

export function useSkillsAnalytics(request: SkillsAnalyticsRequest, locale: Locale) {
  // The previous figures stay on screen while the new ones load, so a switch or a filter does not blank the page.
  return useQuery({
    queryKey: ['skills-analytics', locale, request.range, request.sector ?? null, request.category ?? null, request.nationality ?? null, request.company_id ?? null],
    queryFn: () => getSkillsAnalytics(request),
    placeholderData: keepPreviousData,
  });
}
