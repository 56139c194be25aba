import { z } from 'zod';
import { TOO_LONG, requiredString } from './fields.ts';
import { COUNTRY_CODES } from './locations.ts';

/** A country of the built-in list (ISO 3166-1 alpha-2): the countries Masar's companies can be in. */
export const countryCodeSchema = z.enum(COUNTRY_CODES as [string, ...string[]], { error: 'onboarding.country' });

/** A maps service's id for a place (Google's place ids are letters, digits, '-' and '_'). */
export const placeIdSchema = z.string().regex(/^[\w-]{1,300}$/, { error: 'onboarding.city' });

/**
 * GET places/config/: whether the company location's city field offers a maps service's place
 * suggestions (MAPS_API_KEY is set) or the built-in list of cities.
 */
export const placesConfigSchema = z.object({ autocomplete: z.boolean() });
export type PlacesConfig = z.infer<typeof placesConfigSchema>;

/** GET places/autocomplete/: cities in one country whose names start like `input`. */
export const placeSuggestionsQuerySchema = z.strictObject({
  input: requiredString().max(100, TOO_LONG),
  country: countryCodeSchema,
  /** One id for the keystrokes of one search, which a maps service bills as one session. */
  session: z.uuid({ error: 'validation.invalidType' }).optional(),
});
export type PlaceSuggestionsQuery = z.infer<typeof placeSuggestionsQuerySchema>;

export const placeSuggestionSchema = z.object({
  /** The maps service's id, sent back with the choice; null for a city of the built-in list. */
  place_id: z.string().nullable(),
  /** What to send back as company_location.city. */
  city: z.string(),
  /** What the suggestion shows: the city with its region and country, in the page's language. */
  description: z.string(),
});
export type PlaceSuggestion = z.infer<typeof placeSuggestionSchema>;

export const placeSuggestionListSchema = z.array(placeSuggestionSchema);
