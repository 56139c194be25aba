import { CITIES_BY_COUNTRY, isKnownCity } from '@masar/shared/locations';
import type { Locale } from '@masar/shared/messages';
import type { CompanyLocation } from '@masar/shared/onboarding';
import type { PlaceSuggestion } from '@masar/shared/places';

export interface PlaceQuery {
  input: string;
  /** ISO 3166-1 alpha-2, from the built-in list of countries. */
  country: string;
  language: Locale;
  session?: string | undefined;
}

/** What is stored for a company's location. */
export interface ResolvedLocation {
  country: string;
  city: string;
}

/**
 * Where company locations come from (docs/decisions/0018-place-autocomplete.md): the built-in list of
 * cities by default, or a maps service's place autocomplete, proxied by the server so its key stays here.
 */
export interface PlaceSearch {
  /** True when suggestions come from a maps service, so the web offers them instead of the built-in list. */
  readonly autocomplete: boolean;
  suggest(query: PlaceQuery): Promise<PlaceSuggestion[]>;
  /** The location to store for what the person chose, or null when it is not a city of that country. */
  resolve(location: CompanyLocation): Promise<ResolvedLocation | null>;
}

const MAX_SUGGESTIONS = 8;

/** The built-in list: cities whose English or Arabic name starts like the input. */
export const builtInPlaces: PlaceSearch = {
  autocomplete: false,
  async suggest({ input, country, language }) {
    const typed = input.trim().toLocaleLowerCase();
    const countryName = new Intl.DisplayNames([language], { type: 'region' }).of(country) ?? country;
    return (CITIES_BY_COUNTRY[country] ?? [])
      .filter((city) => city.en.toLocaleLowerCase().startsWith(typed) || city.ar.startsWith(typed))
      .slice(0, MAX_SUGGESTIONS)
      .map((city) => ({
        place_id: null,
        city: city.en,
        description: [city[language], countryName].join(language === 'ar' ? '، ' : ', '),
      }));
  },
  async resolve({ country, city }) {
    return isKnownCity(country, city) ? { country, city } : null;
  },
};
