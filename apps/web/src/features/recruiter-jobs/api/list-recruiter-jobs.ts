import { dataEnvelope } from '@masar/shared/api';
import { recruiterJobListSchema, type JobStatus } from '@masar/shared/jobs';
import type { Locale } from '@masar/shared/messages';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

const recruiterJobListEnvelopeSchema = dataEnvelope(recruiterJobListSchema);
export type RecruiterJobList = ReturnType<typeof recruiterJobListSchema.parse>;
export type RecruiterJob = RecruiterJobList['results'][number];

/** Jobs a page in the recruiter's list. */
export const RECRUITER_JOBS_PAGE_SIZE = 10;

export interface RecruiterJobsParams {
  /** Counted from 0. */
  page: number;
  limitPerPage: number;
  status?: JobStatus;
  /** Already trimmed; the server lower-cases it for comparison. */
  jobTitle?: string;
  /** YYYY-MM-DD, the posting day (UTC). */
  dateFrom?: string;
  dateTo?: string;
  /** The dashboard's top jobs: the server answers page 0 of 5 whatever else is asked. */
  dashboard?: boolean;
}

/** POST /api/recruiter/jobs/ (spec §7, decision 0033): the company's jobs, newest first, with their candidates counts. */
export async function listRecruiterJobs(params: RecruiterJobsParams): Promise<RecruiterJobList> {
  const body = {
    page: params.page,
    limit_per_page: params.limitPerPage,
    ...(params.dashboard === true ? { dashboard: true } : {}),
    ...(params.status === undefined ? {} : { status: params.status }),
    ...(params.jobTitle === undefined || params.jobTitle === '' ? {} : { job_title: params.jobTitle }),
    ...(params.dateFrom === undefined || params.dateFrom === '' ? {} : { date_from: params.dateFrom }),
    ...(params.dateTo === undefined || params.dateTo === '' ? {} : { date_to: params.dateTo }),
  };
  const { data } = await apiClient.post('recruiter/jobs/', body, recruiterJobListEnvelopeSchema);
  return data;
}

/** Every page of every filter, and the dashboard's top jobs: a job published, closed or deleted refreshes them all. */
export const recruiterJobsKey = ['recruiter-jobs'] as const;

/** By language too: the server names the catalogue's skills in the request's language. */
export function recruiterJobsQueryOptions(params: RecruiterJobsParams, locale: Locale) {
  return queryOptions({
    queryKey: [...recruiterJobsKey, locale, params],
    queryFn: () => listRecruiterJobs(params),
    // The page on screen stays while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useRecruiterJobs(params: RecruiterJobsParams, locale: Locale) {
  return useQuery(recruiterJobsQueryOptions(params, locale));
}
