import { dataEnvelope } from '@masar/shared/api';
import { upskillCoursesSchema, type UpskillCourses } from '@masar/shared/matching';
import type { Locale } from '@masar/shared/messages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { apiClient } from '../../../lib/api-client';

const upskillCoursesEnvelopeSchema = dataEnvelope(upskillCoursesSchema);

/**
 * POST /api/candidate/upskill-courses/ (spec §7): courses for the gaps of one job, or, with no job, of
 * the candidate's best matches. Categories arrive sorted by their total score, descending (spec §9).
 */
export async function getUpskillCourses(jobId: string | null): Promise<UpskillCourses> {
  const body = jobId === null ? {} : { job_id: jobId };
  const { data } = await apiClient.post('candidate/upskill-courses/', body, upskillCoursesEnvelopeSchema);
  return data;
}

export function upskillCoursesQueryOptions(jobId: string | null, locale: Locale) {
  return queryOptions({
    queryKey: ['upskill-courses', locale, jobId],
    queryFn: () => getUpskillCourses(jobId),
    // The candidate error page explains the failure instead (spec §8).
    meta: { errorToast: false },
  });
}

export const CANDIDATE_ERROR_PATH = '/candidate/error';

/** Spec §8: when upskill courses cannot be loaded, the candidate goes to the candidate error page. */
export function useUpskillCourses(jobId: string | null, locale: Locale, enabled = true) {
  const query = useQuery({ ...upskillCoursesQueryOptions(jobId, locale), enabled });
  const navigate = useNavigate();
  const failed = query.isError;
  useEffect(() => {
    if (failed) void navigate(CANDIDATE_ERROR_PATH);
  }, [failed, navigate]);
  return query;
}
