import { dataEnvelope } from '@masar/shared/api';
import { CAREER_PATH_COUNT, careerPathSchema, type CareerPath } from '@masar/shared/matching';
import type { Locale } from '@masar/shared/messages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

const careerPathEnvelopeSchema = dataEnvelope(careerPathSchema);

/** POST /api/candidate/career-path/ (spec §7): the next roles for the signed-in candidate (uid, n = 3). */
export async function getCareerPath(userId: string): Promise<CareerPath> {
  const { data } = await apiClient.post(
    'candidate/career-path/',
    { uid: userId, n: CAREER_PATH_COUNT },
    careerPathEnvelopeSchema,
  );
  return data;
}

export function careerPathQueryOptions(userId: string, locale: Locale) {
  return queryOptions({
    queryKey: ['career-path', locale, userId],
    queryFn: () => getCareerPath(userId),
    // The section says in place when the path cannot be worked out.
    meta: { errorToast: false },
  });
}

export function useCareerPath(userId: string, locale: Locale) {
  return useQuery(careerPathQueryOptions(userId, locale));
}
