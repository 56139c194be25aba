import { dataEnvelope } from '@masar/shared/api';
import { skillSearchResultSchema, type CatalogueSkill } from '@masar/shared/catalogue';
import type { Locale } from '@masar/shared/messages';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

const skillSearchEnvelopeSchema = dataEnvelope(skillSearchResultSchema);

/** POST /api/user/skills/ (spec §7 common): catalogue skills whose names start like `search`, best first. */
export async function searchSkills(search: string): Promise<CatalogueSkill[]> {
  const { data } = await apiClient.post('user/skills/', { search, page: 0 }, skillSearchEnvelopeSchema);
  return data.results;
}

/** The catalogue names skills in the request's language. */
export function useSkillSearch(search: string, locale: Locale) {
  const trimmed = search.trim();
  return useQuery({
    queryKey: ['skill-search', trimmed.toLowerCase(), locale],
    queryFn: () => searchSkills(trimmed),
    enabled: trimmed.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
    meta: { errorToast: false },
  });
}
