import { dataEnvelope } from '@masar/shared/api';
import { placeSuggestionListSchema, type PlaceSuggestion, type PlaceSuggestionsQuery } from '@masar/shared/places';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

const placeSuggestionsEnvelopeSchema = dataEnvelope(placeSuggestionListSchema);

export async function getPlaceSuggestions(query: PlaceSuggestionsQuery): Promise<PlaceSuggestion[]> {
  const params = new URLSearchParams({
    input: query.input,
    country: query.country,
    ...(query.session ? { session: query.session } : {}),
  });
  const { data } = await apiClient.get(
    `user/places/autocomplete/?${params.toString()}`,
    placeSuggestionsEnvelopeSchema,
  );
  return data;
}

export const placeSuggestionsQueryOptions = (query: PlaceSuggestionsQuery) =>
  queryOptions({
    // The session only groups the calls for billing; it does not change the answer.
    queryKey: ['place-suggestions', query.country, query.input],
    queryFn: () => getPlaceSuggestions(query),
    enabled: query.input.length > 0,
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
    // The city field says so itself, under the field.
    meta: { errorToast: false },
  });

export function usePlaceSuggestions(query: PlaceSuggestionsQuery) {
  return useQuery(placeSuggestionsQueryOptions(query));
}
