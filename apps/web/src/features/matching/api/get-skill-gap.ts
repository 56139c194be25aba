import { dataEnvelope } from '@masar/shared/api';
import { skillGapSchema, type SkillGap } from '@masar/shared/matching';
import type { Locale } from '@masar/shared/messages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

const skillGapEnvelopeSchema = dataEnvelope(skillGapSchema);

/** POST /api/candidate/skill-gap/ (spec §7): one job against the candidate's profile, explained. */
export async function getSkillGap(jobId: string): Promise<SkillGap> {
  const { data } = await apiClient.post('candidate/skill-gap/', { job_id: jobId }, skillGapEnvelopeSchema);
  return data;
}

export function skillGapQueryOptions(jobId: string, locale: Locale) {
  return queryOptions({
    queryKey: ['skill-gap', locale, jobId],
    queryFn: () => getSkillGap(jobId),
    // The page says in place when the match cannot be worked out.
    meta: { errorToast: false },
  });
}

export function useSkillGap(jobId: string, locale: Locale, enabled = true) {
  return useQuery({ ...skillGapQueryOptions(jobId, locale), enabled });
}
