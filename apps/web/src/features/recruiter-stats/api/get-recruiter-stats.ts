import { dataEnvelope } from '@masar/shared/api';
import { recruiterStatsSchema, TOP_JOBS_PAGE_SIZE, type NationalityGroup, type RecruiterStats } from '@masar/shared/stats';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

const statsEnvelopeSchema = dataEnvelope(recruiterStatsSchema);

export type StatsRange = RecruiterStats['range'];

/** The dashboard's filters (decision 0094): one nationality group, and for a recruiter admin another company. */
export interface StatsFilters {
  nationality?: NationalityGroup;
  company_id?: string;
}

/** POST /api/recruiter/stats/ (spec §7 `POST stats/`): the dashboard's figures; top jobs page 0, 5 per page (spec §9). */
export async function getRecruiterStats(range: StatsRange, filters: StatsFilters = {}): Promise<RecruiterStats> {
  const { data } = await apiClient.post('recruiter/stats/', { range, ...filters, top_jobs_page: 0, top_jobs_limit: TOP_JOBS_PAGE_SIZE }, statsEnvelopeSchema);
  return data;
}

export function useRecruiterStats(range: StatsRange, filters: StatsFilters = {}) {
  return useQuery({
    queryKey: ['recruiter-stats', range, filters.nationality ?? null, filters.company_id ?? null],
    queryFn: () => getRecruiterStats(range, filters),
    placeholderData: keepPreviousData,
    // Shown in the card itself: the dashboard's other cards stay usable.
    meta: { errorToast: false },
  });
}
