import { dataEnvelope } from '@masar/shared/api';
import type { Locale } from '@masar/shared/messages';
import { skillsAnalyticsSchema, type AnalyticsRange, type SkillsAnalytics } from '@masar/shared/skills-analytics';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

const analyticsEnvelopeSchema = dataEnvelope(skillsAnalyticsSchema);

/** POST /api/recruiter/skills-analytics/: the pool's skills, published jobs' demand and the gap (decision 0056). */
export async function getSkillsAnalytics(range: AnalyticsRange): Promise<SkillsAnalytics> {
  const { data } = await apiClient.post('recruiter/skills-analytics/', { range }, analyticsEnvelopeSchema);
  return data;
}

export function useSkillsAnalytics(range: AnalyticsRange, locale: Locale) {
  // The other range's figures stay on screen while the new ones load, so the switch does not blank the page.
  return useQuery({ queryKey: ['skills-analytics', locale, range], queryFn: () => getSkillsAnalytics(range), placeholderData: keepPreviousData });
}
