import { dataEnvelope } from '@masar/shared/api';
import { careerGapSchema, type CareerGap } from '@masar/shared/matching';
import type { Locale } from '@masar/shared/messages';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

const careerGapEnvelopeSchema = dataEnvelope(careerGapSchema);

/** POST /api/candidate/career-gap/: one career's skills against the candidate's profile, and courses for the gaps. */
export async function getCareerGap(occupationId: string): Promise<CareerGap> {
  const { data } = await apiClient.post('candidate/career-gap/', { occupation_id: occupationId }, careerGapEnvelopeSchema);
  return data;
}

export function useCareerGap(occupationId: string, locale: Locale) {
  return useQuery({
    queryKey: ['career-gap', locale, occupationId],
    queryFn: () => getCareerGap(occupationId),
    // The section says in place when the career cannot be worked out.
    meta: { errorToast: false },
  });
}
