import { dataEnvelope } from '@masar/shared/api';
import { placesConfigSchema, type PlacesConfig } from '@masar/shared/places';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

const placesConfigEnvelopeSchema = dataEnvelope(placesConfigSchema);

export async function getPlacesConfig(): Promise<PlacesConfig> {
  const { data } = await apiClient.get('user/places/config/', placesConfigEnvelopeSchema);
  return data;
}

export const placesConfigQueryOptions = queryOptions({
  queryKey: ['places-config'],
  queryFn: getPlacesConfig,
  staleTime: Infinity,
  // Without the config the city field keeps the built-in list, which always works.
  meta: { errorToast: false },
});

/** Whether the company's city comes from a maps service's suggestions (decision 0018). */
export function usePlacesConfig() {
  return useQuery(placesConfigQueryOptions);
}
