/**
 * Google Places API (New) behind PlaceSearch: Autocomplete (`POST /v1/places:autocomplete`), restricted
 * to cities of the chosen country, for suggestions; Place Details (`GET /v1/places/{id}`) to check a
 * chosen place and name it in English before it is stored. The key stays on the server; the browser
 * talks to Masar only (its CSP allows no other origin).
 */
import { z } from 'zod';
import type { PlaceSuggestion } from '@masar/shared/places';
import type { MapsSettings } from '../../config.ts';
import { AppError } from '../../lib/app-error.ts';
import { builtInPlaces, type PlaceSearch } from './place-search.ts';

const localizedText = z.object({ text: z.string() });

const autocompleteResponseSchema = z.object({
  suggestions: z
    .array(
      z.object({
        // A suggestion is a place or, without includedPrimaryTypes, a query; only places are kept.
        placePrediction: z
          .object({
            placeId: z.string(),
            text: localizedText,
            structuredFormat: z.object({ mainText: localizedText, secondaryText: localizedText.optional() }).optional(),
          })
          .optional(),
      }),
    )
    .default([]),
});

const placeDetailsSchema = z.object({
  displayName: localizedText.optional(),
  addressComponents: z
    .array(z.object({ longText: z.string(), shortText: z.string(), types: z.array(z.string()).default([]) }))
    .default([]),
});

export interface GooglePlacesOptions {
  /** Per request; 5 s by default, since a person is waiting on each keystroke. */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

const unavailable = () => new AppError('UPSTREAM_UNAVAILABLE', 'places.unavailable');

export function createGooglePlaces(settings: MapsSettings, options: GooglePlacesOptions = {}): PlaceSearch {
  const timeoutMs = options.timeoutMs ?? 5_000;
  const fetchImpl = options.fetch ?? fetch;

  /** The answer's JSON, or null for a place Google does not know (400 or 404 on a place id). */
  async function call(
    path: string,
    init: { method: 'GET' | 'POST'; headers?: Record<string, string>; body?: unknown },
  ) {
    let response: Response;
    let text: string;
    try {
      response = await fetchImpl(`${settings.baseUrl}${path}`, {
        method: init.method,
        headers: { 'content-type': 'application/json', 'x-goog-api-key': settings.apiKey, ...init.headers },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        signal: AbortSignal.timeout(timeoutMs),
      });
      text = await response.text();
    } catch {
      throw unavailable();
    }
    if (init.method === 'GET' && (response.status === 400 || response.status === 404)) return null;
    if (!response.ok) throw unavailable();
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw unavailable();
    }
  }

  return {
    autocomplete: true,
    async suggest({ input, country, language, session }) {
      const body = {
        input,
        languageCode: language,
        includedRegionCodes: [country.toLowerCase()],
        includedPrimaryTypes: ['(cities)'],
        ...(session ? { sessionToken: session } : {}),
      };
      const parsed = autocompleteResponseSchema.safeParse(
        await call('/v1/places:autocomplete', { method: 'POST', body }),
      );
      if (!parsed.success) throw unavailable();
      return parsed.data.suggestions.flatMap(({ placePrediction: place }): PlaceSuggestion[] =>
        place
          ? [
              {
                place_id: place.placeId,
                city: place.structuredFormat?.mainText.text ?? place.text.text,
                description: place.text.text,
              },
            ]
          : [],
      );
    },
    async resolve(location) {
      // A city of the built-in list needs no lookup; the web may still offer it.
      if (location.place_id === undefined) return builtInPlaces.resolve(location);
      const answer = await call(`/v1/places/${encodeURIComponent(location.place_id)}?languageCode=en`, {
        method: 'GET',
        headers: { 'x-goog-fieldmask': 'id,displayName,addressComponents' },
      });
      if (answer === null) return null;
      const parsed = placeDetailsSchema.safeParse(answer);
      if (!parsed.success) throw unavailable();
      const components = parsed.data.addressComponents;
      const country = components.find((component) => component.types.includes('country'))?.shortText.toUpperCase();
      if (country !== location.country) return null;
      // The city the place is in (the place itself, for a city), named in English like the built-in list.
      const city =
        components.find((component) => component.types.includes('locality'))?.longText ?? parsed.data.displayName?.text;
      return city ? { country, city: city.slice(0, 100) } : null;
    },
  };
}
