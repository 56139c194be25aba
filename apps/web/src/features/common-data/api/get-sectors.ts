import { toLocale, type Locale } from '@masar/shared/messages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { envelopeOf, listOf, valueOf } from '../../../lib/response-schemas';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** A sector (industry) of the catalogue; companies store its id. */
export interface Sector {
  id: string;
  name: Record<Locale, string>;
}

function isSector(value: unknown): value is Sector {
  if (typeof value !== 'object' || value === null) return false;
  const { id, name } = value as Record<string, unknown>;
  if (typeof id !== 'string' || typeof name !== 'object' || name === null) return false;
  const names = name as Record<string, unknown>;
  return typeof names.en === 'string' && typeof names.ar === 'string';
}

// packages/shared has no sector schema yet (the server declares it inline).
const sectorsEnvelopeSchema = envelopeOf(listOf(valueOf(isSector)));

export async function getSectors(): Promise<Sector[]> {
  const { data } = await apiClient.get('user/sectors/', sectorsEnvelopeSchema);
  return data;
}

/** The catalogue changes with a deploy, not during a visit. */
export const sectorsQueryOptions = queryOptions({
  queryKey: ['sectors'],
  queryFn: getSectors,
  staleTime: Infinity,
});

export function useSectors() {
  return useQuery(sectorsQueryOptions);
}

/**
 * A sector's name in the page's language, from its catalogue id ("technology" → "تقنية المعلومات والاتصالات")
 * or from its catalogue name in either language (a job's industry may hold "Information Technology and
 * Telecommunications"); any other value is shown as it is. A name is not worth a toast when the list fails.
 */
export function useSectorName(): (id: string | null) => string | null {
  const { i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  const sectors = useQuery({ ...sectorsQueryOptions, meta: { errorToast: false } });
  const names = useMemo(() => {
    const byKey = new Map<string, string>();
    for (const sector of sectors.data ?? []) {
      for (const key of [sector.name.en, sector.name.ar, sector.id]) byKey.set(key.trim().toLowerCase(), sector.name[locale]);
    }
    return byKey;
  }, [sectors.data, locale]);
  return useCallback(
    (value: string | null) => (value === null ? null : (names.get(value.trim().toLowerCase()) ?? value)),
    [names],
  );
}

/** The catalogue's sectors for a picker: the id as the value, the name in the page's language. */
export function useSectorOptions(): { value: string; label: string }[] {
  const { i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  const sectors = useSectors();
  return useMemo(() => (sectors.data ?? []).map((sector) => ({ value: sector.id, label: sector.name[locale] })), [sectors.data, locale]);
}
