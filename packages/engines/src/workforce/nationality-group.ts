/**
 * Which side of the portal's workforce statistics a candidate falls on (issue #13): a national of the
 * portal's home country is a local, any other nationality a foreigner, and a candidate who did not say
 * is counted apart. Used only for statistics and fairness checks, never for matching (decision 0053).
 */
export const NATIONALITY_GROUPS = ['local', 'foreign', 'unstated'] as const;
export type NationalityGroup = (typeof NATIONALITY_GROUPS)[number];

/** `nationality` and `homeCountry` are ISO 3166-1 alpha-2 codes; case and spaces are forgiven. */
export function nationalityGroup(nationality: string | null | undefined, homeCountry: string): NationalityGroup {
  const stated = nationality?.trim().toUpperCase() ?? '';
  if (stated === '') return 'unstated';
  return stated === homeCountry.trim().toUpperCase() ? 'local' : 'foreign';
}
