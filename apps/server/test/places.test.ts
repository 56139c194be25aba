/**
 * Company locations (decision 0018): the built-in list of cities by default, and Google Places
 * Autocomplete (New) through the server when MAPS_API_KEY is set, tested against a local server that
 * speaks its protocol (MAPS_BASE_URL).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from './helpers/test-app.ts';
import { createUser, logIn, newcomer } from './helpers/factories.ts';
import { startFakeGooglePlaces, type FakeGooglePlaces } from './helpers/fake-google-places.ts';

const PLACES = [
  {
    id: 'ChIJ-Khobar_1',
    country: 'SA',
    name: { en: 'Al Khobar', ar: 'الخبر' },
    region: { en: 'Eastern Province', ar: 'المنطقة الشرقية' },
    countryName: { en: 'Saudi Arabia', ar: 'السعودية' },
  },
  {
    id: 'ChIJ-Kharj_2',
    country: 'SA',
    name: { en: 'Al Kharj', ar: 'الخرج' },
    region: { en: 'Riyadh Province', ar: 'منطقة الرياض' },
    countryName: { en: 'Saudi Arabia', ar: 'السعودية' },
  },
  {
    id: 'ChIJ-KhorFakkan_3',
    country: 'AE',
    name: { en: 'Al Khor Fakkan', ar: 'خورفكان' },
    region: { en: 'Sharjah', ar: 'الشارقة' },
    countryName: { en: 'United Arab Emirates', ar: 'الإمارات العربية المتحدة' },
  },
];

const company = (location: Record<string, unknown>) => ({
  company_name: 'Nakheel Logistics',
  company_size: 250,
  company_industry: 'logistics',
  company_location: location,
  company_description:
    'A regional logistics company moving goods across the Gulf, with warehouses in Riyadh and Dammam.',
});

async function onboard(t: TestApp, location: Record<string, unknown>) {
  const { token } = await newcomer(t.app);
  return t.app.inject({
    method: 'POST',
    url: '/api/recruiter/onboarding/',
    headers: { token },
    payload: company(location),
  });
}

const suggest = (t: TestApp, token: string | undefined, query: Record<string, string>, lang = 'en') =>
  t.app.inject({
    method: 'GET',
    url: `/api/user/places/autocomplete/?${new URLSearchParams(query).toString()}`,
    headers: token ? { token, lang } : { lang },
  });

describe('with no maps service configured (the default): the built-in list', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = (await logIn(t.app, (await createUser(t.app)).email)).token;
  });
  afterAll(async () => {
    await t.close();
  });

  it('tells the web that there is no place autocomplete, to anyone', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/user/places/config/' });
    expect(response.statusCode).toBe(200);
    expect(json(response).data).toEqual({ autocomplete: false });
  });

  it("suggests the built-in list's cities, in English or Arabic, to send back by their English name", async () => {
    expect(json(await suggest(t, token, { input: 'dam', country: 'SA' })).data).toEqual([
      { place_id: null, city: 'Dammam', description: 'Dammam, Saudi Arabia' },
    ]);
    const arabic = json(await suggest(t, token, { input: 'الد', country: 'SA' }, 'ar')).data;
    expect(arabic).toContainEqual({ place_id: null, city: 'Dammam', description: 'الدمام، المملكة العربية السعودية' });
    expect(json(await suggest(t, token, { input: 'Dubai', country: 'SA' })).data).toEqual([]);
  });

  it('refuses anonymous callers and bad queries with the spec messages', async () => {
    expect((await suggest(t, undefined, { input: 'dam', country: 'SA' })).statusCode).toBe(401);
    const badCountry = await suggest(t, token, { input: 'dam', country: 'ZZ' });
    expect(badCountry.statusCode).toBe(400);
    expect(json(badCountry).errors).toContainEqual({ path: 'country', message: 'Choose a country from the list' });
    const noInput = await suggest(t, token, { country: 'SA' });
    expect(json(noInput).errors).toContainEqual({ path: 'input', message: 'Field is required' });
  });

  it('takes a city of the list, and refuses a place id it cannot look up', async () => {
    const listed = await onboard(t, { country: 'SA', city: 'Dammam' });
    expect(listed.statusCode).toBe(200);
    expect(json(listed).data.company.company_location).toEqual({ country: 'SA', city: 'Dammam' });
    const placed = await onboard(t, { country: 'SA', city: 'Al Khobar', place_id: 'ChIJ-Khobar_1' });
    expect(placed.statusCode).toBe(400);
    expect(json(placed).errors).toContainEqual({
      path: 'company_location.city',
      message: 'Choose a city from the list',
    });
  });
});

describe('with Google Places configured (MAPS_API_KEY): suggestions through the server', () => {
  let t: TestApp;
  let token: string;
  let google: FakeGooglePlaces;
  beforeAll(async () => {
    google = await startFakeGooglePlaces({ apiKey: 'maps-test-key', places: PLACES });
    t = await createTestApp({ env: { MAPS_API_KEY: 'maps-test-key', MAPS_BASE_URL: google.url } });
    token = (await logIn(t.app, (await createUser(t.app)).email)).token;
  });
  afterAll(async () => {
    await t.close();
    await google.close();
  });

  it('tells the web that the city field offers place autocomplete', async () => {
    expect(json(await t.app.inject({ method: 'GET', url: '/api/user/places/config/' })).data).toEqual({
      autocomplete: true,
    });
  });

  it("asks for cities of the chosen country in the page's language, and answers Google's places", async () => {
    const session = randomUUID();
    const response = await suggest(t, token, { input: 'الخ', country: 'SA', session }, 'ar');
    expect(response.statusCode).toBe(200);
    expect(json(response).data).toEqual([
      { place_id: 'ChIJ-Khobar_1', city: 'الخبر', description: 'الخبر, المنطقة الشرقية, السعودية' },
      { place_id: 'ChIJ-Kharj_2', city: 'الخرج', description: 'الخرج, منطقة الرياض, السعودية' },
    ]);
    const sent = google.requests.at(-1)!;
    expect(sent).toMatchObject({ method: 'POST', path: '/v1/places:autocomplete' });
    expect(sent.headers['x-goog-api-key']).toBe('maps-test-key');
    expect(sent.body).toEqual({
      input: 'الخ',
      languageCode: 'ar',
      includedRegionCodes: ['sa'],
      includedPrimaryTypes: ['(cities)'],
      sessionToken: session,
    });
    expect(json(await suggest(t, token, { input: 'Zzz', country: 'SA' })).data).toEqual([]);
  });

  it('looks the chosen place up and stores its English name; a place elsewhere or unknown is refused', async () => {
    const chosen = await onboard(t, { country: 'SA', city: 'الخبر', place_id: 'ChIJ-Khobar_1' });
    expect(chosen.statusCode).toBe(200);
    expect(json(chosen).data.company.company_location).toEqual({ country: 'SA', city: 'Al Khobar' });
    const lookup = google.requests.at(-1)!;
    expect(lookup).toMatchObject({ method: 'GET', path: '/v1/places/ChIJ-Khobar_1', query: { languageCode: 'en' } });
    expect(lookup.headers['x-goog-fieldmask']).toBe('id,displayName,addressComponents');

    for (const location of [
      { country: 'SA', city: 'Al Khor Fakkan', place_id: 'ChIJ-KhorFakkan_3' },
      { country: 'SA', city: 'Atlantis', place_id: 'ChIJ-Unknown_9' },
    ]) {
      const refused = await onboard(t, location);
      expect(refused.statusCode).toBe(400);
      expect(json(refused).errors).toContainEqual({
        path: 'company_location.city',
        message: 'Choose a city from the list',
      });
    }
  });

  it('still takes a city of the built-in list without asking Google', async () => {
    const before = google.requests.length;
    const response = await onboard(t, { country: 'SA', city: 'Riyadh' });
    expect(response.statusCode).toBe(200);
    expect(json(response).data.company.company_location).toEqual({ country: 'SA', city: 'Riyadh' });
    expect(google.requests).toHaveLength(before);
  });

  it('says suggestions are unavailable when Google fails, and onboarding with a place waits for it', async () => {
    google.failWith(503);
    try {
      const response = await suggest(t, token, { input: 'Al', country: 'SA' });
      expect(response.statusCode).toBe(502);
      expect(json(response).message).toBe('City suggestions are not available just now. Try again in a moment.');
      const arabic = await suggest(t, token, { input: 'Al', country: 'SA' }, 'ar');
      expect(json(arabic).message).toBe('اقتراحات المدن غير متاحة الآن. حاول مرة أخرى بعد قليل.');
      const onboarding = await onboard(t, { country: 'SA', city: 'Al Khobar', place_id: 'ChIJ-Khobar_1' });
      expect(onboarding.statusCode).toBe(502);
    } finally {
      google.failWith(null);
    }
  });

  it('treats a key Google refuses as unavailable, without passing its answer on', async () => {
    const wrongKey = await createTestApp({ env: { MAPS_API_KEY: 'wrong-key', MAPS_BASE_URL: google.url } });
    try {
      const own = (await logIn(wrongKey.app, (await createUser(wrongKey.app)).email)).token;
      const response = await suggest(wrongKey, own, { input: 'Al', country: 'SA' });
      expect(response.statusCode).toBe(502);
      expect(response.body).not.toContain('API key');
    } finally {
      await wrongKey.close();
    }
  });
});
