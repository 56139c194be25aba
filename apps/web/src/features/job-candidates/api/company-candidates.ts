import { dataEnvelope } from '@masar/shared/api';
import {
  companyCandidateListSchema,
  recruiterCandidateProfileSchema,
  type CompanyCandidateList,
  type CompanyCandidatesQuery,
  type RecruiterCandidateProfile,
} from '@masar/shared/job-candidates';
import type { Locale } from '@masar/shared/messages';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

const listEnvelopeSchema = dataEnvelope(companyCandidateListSchema);
const profileEnvelopeSchema = dataEnvelope(recruiterCandidateProfileSchema);

export const companyCandidatesKey = ['company-candidates'] as const;

/** GET /api/recruiter/candidates/: the company's saved, poked or applied candidates. */
export async function listCompanyCandidates(query: CompanyCandidatesQuery): Promise<CompanyCandidateList> {
  const params = new URLSearchParams({ tab: query.tab, page: String(query.page), limit: String(query.limit) });
  const { data } = await apiClient.get(`recruiter/candidates/?${params.toString()}`, listEnvelopeSchema);
  return data;
}

export function useCompanyCandidates(query: CompanyCandidatesQuery) {
  return useQuery({
    queryKey: [...companyCandidatesKey, 'list', query],
    queryFn: () => listCompanyCandidates(query),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/recruiter/candidates/{id}: the profile as a recruiter may read it, with its matches to the company's jobs. */
export async function getCandidateProfile(id: string): Promise<RecruiterCandidateProfile> {
  const { data } = await apiClient.get(`recruiter/candidates/${encodeURIComponent(id)}`, profileEnvelopeSchema);
  return data;
}

export function useCandidateProfile(id: string, locale: Locale) {
  return useQuery({
    queryKey: [...companyCandidatesKey, 'profile', locale, id],
    queryFn: () => getCandidateProfile(id),
    meta: { errorToast: false },
  });
}
