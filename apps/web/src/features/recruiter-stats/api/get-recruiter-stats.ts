import { dataEnvelope } from '@masar/shared/api';
import { recruiterStatsSchema, TOP_JOBS_PAGE_SIZE, type RecruiterStats } from '@masar/shared/stats';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

const statsEnvelopeSchema = dataEnvelope(recruiterStatsSchema);

export type StatsRange = RecruiterStats['range'];

/** POST /api/recruiter/stats/ (spec §7 `POST stats/`): the dashboard's figures; top jobs page 0, 5 per page (spec §9). */
export async function getRecruiterStats(range: StatsRange): Promise<RecruiterStats> {
  const { data } = await apiClient.post('recruiter/stats/', { range, top_jobs_page: 0, top_jobs_limit: TOP_JOBS_PAGE_SIZE }, statsEnvelopeSchema);
  return data;
}

export function useRecruiterStats(range: StatsRange) {
  return useQuery({
    queryKey: ['recruiter-stats', range],
    queryFn: () => getRecruiterStats(range),
    placeholderData: keepPreviousData,
    // Shown in the card itself: the dashboard's other cards stay usable.
    meta: { errorToast: false },
  });
}
