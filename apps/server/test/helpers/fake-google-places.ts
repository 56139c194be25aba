import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakePlace {
  id: string;
  country: string;
  name: { en: string; ar: string };
  region: { en: string; ar: string };
  countryName: { en: string; ar: string };
}

export interface RecordedPlacesRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: IncomingHttpHeaders;
  body: any;
}

export interface FakeGooglePlaces {
  /** The server's origin, as MAPS_BASE_URL. */
  url: string;
  requests: RecordedPlacesRequest[];
  /** Answers every request with this HTTP status (a Google error body) until set back to null. */
  failWith(status: number | null): void;
  close(): Promise<void>;
}

const STATUS_NAMES: Record<number, string> = {
  400: 'INVALID_ARGUMENT',
  403: 'PERMISSION_DENIED',
  404: 'NOT_FOUND',
  500: 'INTERNAL',
  503: 'UNAVAILABLE',
};

function sendJson(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' }).end(JSON.stringify(body));
}

const googleError = (response: ServerResponse, status: number, message: string) =>
  sendJson(response, status, { error: { code: status, message, status: STATUS_NAMES[status] ?? 'UNKNOWN' } });

type Language = 'en' | 'ar';
const languageOf = (code: unknown): Language => (code === 'ar' ? 'ar' : 'en');

/**
 * A server on loopback that speaks Google Places API (New) as Masar uses it: Autocomplete
 * (`POST /v1/places:autocomplete` with input, languageCode, includedRegionCodes, includedPrimaryTypes and
 * sessionToken) and Place Details (`GET /v1/places/{id}`, which needs a field mask). It checks the
 * `X-Goog-Api-Key` header and answers Google's shapes and error bodies.
 */
export async function startFakeGooglePlaces(options: {
  apiKey: string;
  places: FakePlace[];
}): Promise<FakeGooglePlaces> {
  const requests: RecordedPlacesRequest[] = [];
  let failure: number | null = null;

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://fake');
      const text = Buffer.concat(chunks).toString('utf8');
      let body: any;
      try {
        body = text ? JSON.parse(text) : undefined;
      } catch {
        return googleError(response, 400, 'Invalid JSON payload received.');
      }
      requests.push({
        method: request.method ?? '',
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        headers: request.headers,
        body,
      });
      if (failure !== null) return googleError(response, failure, 'Scripted failure.');
      if (request.headers['x-goog-api-key'] !== options.apiKey) {
        return googleError(response, 403, 'API key not valid. Please pass a valid API key.');
      }

      if (request.method === 'POST' && url.pathname === '/v1/places:autocomplete') {
        if (typeof body?.input !== 'string') return googleError(response, 400, 'input is required.');
        const language = languageOf(body.languageCode);
        const regions: string[] = (body.includedRegionCodes ?? []).map((code: string) => code.toUpperCase());
        const typed = body.input.toLocaleLowerCase();
        const suggestions = options.places
          .filter((place) => regions.length === 0 || regions.includes(place.country))
          .filter((place) => place.name[language].toLocaleLowerCase().startsWith(typed))
          .map((place) => {
            const secondary = `${place.region[language]}, ${place.countryName[language]}`;
            return {
              placePrediction: {
                place: `places/${place.id}`,
                placeId: place.id,
                text: { text: `${place.name[language]}, ${secondary}`, matches: [{ endOffset: body.input.length }] },
                structuredFormat: {
                  mainText: { text: place.name[language], matches: [{ endOffset: body.input.length }] },
                  secondaryText: { text: secondary },
                },
                types: ['locality', 'political', 'geocode'],
              },
            };
          });
        // Google leaves out an empty list altogether.
        return sendJson(response, 200, suggestions.length ? { suggestions } : {});
      }

      const details = /^\/v1\/places\/([^/]+)$/.exec(url.pathname);
      if (request.method === 'GET' && details) {
        if (!request.headers['x-goog-fieldmask'])
          return googleError(response, 400, 'FieldMask is a required parameter.');
        const place = options.places.find((candidate) => candidate.id === decodeURIComponent(details[1]!));
        if (!place) return googleError(response, 404, 'Requested entity was not found.');
        const language = languageOf(url.searchParams.get('languageCode'));
        return sendJson(response, 200, {
          id: place.id,
          displayName: { text: place.name[language], languageCode: language },
          addressComponents: [
            {
              longText: place.name[language],
              shortText: place.name[language],
              types: ['locality', 'political'],
              languageCode: language,
            },
            {
              longText: place.region[language],
              shortText: place.region[language],
              types: ['administrative_area_level_1', 'political'],
              languageCode: language,
            },
            {
              longText: place.countryName[language],
              shortText: place.country,
              types: ['country', 'political'],
              languageCode: language,
            },
          ],
        });
      }
      googleError(response, 404, 'Not found.');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    failWith(status) {
      failure = status;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
