import { TOKEN_STORAGE_KEY } from '@masar/shared/constants';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeApi, reply } from '../../test/fake-api';
import { currentPath, fill, renderApp } from '../../test/render-app';
import { aUser } from '../../test/users';

const SECTORS = [
  { id: 'information-technology', name: { en: 'Information Technology', ar: 'تقنية المعلومات' } },
  { id: 'healthcare', name: { en: 'Healthcare', ar: 'الرعاية الصحية' } },
];

const DESCRIPTION =
  'Acme builds logistics software for ports across the Gulf, with a small, friendly team in Riyadh.';

/** A recruiter-to-be who has verified the e-mail; after onboarding the server says so. */
function recruiterApi() {
  let onboarded = false;
  const api = installFakeApi()
    .on('GET', '/api/user/', () =>
      reply(200, {
        data: aUser({
          role_name: 'recruiter',
          is_onboarding_completed: onboarded,
          is_account_confirmed: false,
          approval_status: 'PENDING',
          profile_status: null,
        }),
      }),
    )
    .on('GET', '/api/user/sectors/', reply(200, { data: SECTORS }))
    .on('GET', '/api/user/places/config/', reply(200, { data: { autocomplete: false } }))
    .on('POST', '/api/recruiter/onboarding/', () => {
      onboarded = true;
      return reply(200, {
        data: {
          user: aUser({ role_name: 'recruiter', is_onboarding_completed: true, is_account_confirmed: false }),
          company: {
            id: 'c1',
            company_name: 'Acme',
            company_avatar: null,
            company_size: 250,
            company_industry: 'information-technology',
            company_location: { country: 'SA', city: 'Riyadh' },
            company_website: 'https://acme.example',
            company_description: DESCRIPTION,
          },
        },
        message: 'Onboarding completed',
      });
    });
  return api;
}

async function openForm(api = recruiterApi()) {
  localStorage.setItem(TOKEN_STORAGE_KEY, 'access-1');
  const app = renderApp('/onboarding/recruiter');
  await screen.findByRole('heading', { level: 1, name: 'Company onboarding' });
  return { ...app, api };
}

async function choose(user: Awaited<ReturnType<typeof openForm>>['user'], label: string, typed: string, option: string) {
  const combobox = screen.getByRole('combobox', { name: label });
  await user.click(combobox);
  await user.type(combobox, typed);
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('company onboarding', () => {
  it('shows what an empty form is missing', async () => {
    const { user, api } = await openForm();

    await user.click(screen.getByRole('button', { name: 'Complete onboarding' }));

    expect(await screen.findByText('Company size must be a positive whole number')).toBeDefined();
    expect(screen.getByText('Industry is required')).toBeDefined();
    expect(screen.getByText('Choose a country from the list')).toBeDefined();
    // The company name, the city and the description.
    expect(screen.getAllByText('Field is required')).toHaveLength(3);
    expect(api.requestsTo('POST', '/api/recruiter/onboarding/')).toHaveLength(0);
  });

  it('validates size, website and description as the person types, with a live counter', async () => {
    const { user } = await openForm();

    await user.type(screen.getByLabelText('Company size'), '0');
    expect(await screen.findByText('Company size must be a positive whole number')).toBeDefined();
    await user.type(screen.getByLabelText('Company size'), '5');
    expect(screen.queryByText('Company size must be a positive whole number')).toBeNull();

    await user.type(screen.getByLabelText('Website (optional)'), 'acme');
    expect(screen.getByText('Enter a valid website address, such as https://example.com')).toBeDefined();
    await fill(user, screen.getByLabelText('Website (optional)'), 'https://acme.example');
    expect(screen.queryByText('Enter a valid website address, such as https://example.com')).toBeNull();

    expect(screen.getByText('0 / 700')).toBeDefined();
    await user.type(screen.getByLabelText('Company description'), 'Too short');
    expect(screen.getByText('Description must be 70 to 700 characters')).toBeDefined();
    expect(screen.getByText('9 / 700')).toBeDefined();
    await fill(user, screen.getByLabelText('Company description'), DESCRIPTION);
    expect(screen.queryByText('Description must be 70 to 700 characters')).toBeNull();
    expect(screen.getByText(`${DESCRIPTION.length} / 700`)).toBeDefined();
    await fill(user, screen.getByLabelText('Company description'), 'x'.repeat(701));
    expect(screen.getByText('Description must be 70 to 700 characters')).toBeDefined();
  });

  it('asks for the city once a country is chosen, from that country’s cities', async () => {
    const { user } = await openForm();
    expect(screen.getByRole('combobox', { name: 'City' })).toHaveProperty('disabled', true);

    await choose(user, 'Country', 'Saudi', 'Saudi Arabia');
    await user.click(screen.getByRole('button', { name: 'Complete onboarding' }));

    // The company name, the city and the description.
    expect(await screen.findAllByText('Field is required')).toHaveLength(3);
    expect(screen.queryByText('Choose a country from the list')).toBeNull();
    await user.click(screen.getByRole('combobox', { name: 'City' }));
    expect(await screen.findByRole('option', { name: 'Jeddah' })).toBeDefined();
    expect(screen.queryByRole('option', { name: 'Dubai' })).toBeNull();
  });

  it('onboards the company and thanks the person', async () => {
    const { user, router, api } = await openForm();

    await fill(user, screen.getByLabelText('Company name'), 'Acme');
    await fill(user, screen.getByLabelText('Company size'), '250');
    await choose(user, 'Industry', 'Inform', 'Information Technology');
    await choose(user, 'Country', 'Saudi', 'Saudi Arabia');
    await choose(user, 'City', 'Riy', 'Riyadh');
    await fill(user, screen.getByLabelText('Website (optional)'), 'https://acme.example');
    await fill(user, screen.getByLabelText('Company description'), DESCRIPTION);
    await user.click(screen.getByRole('button', { name: 'Complete onboarding' }));

    await screen.findByRole('heading', { level: 1, name: 'Onboarding complete' });
    expect(currentPath(router)).toBe('/onboarding/success');
    expect(screen.getByText('Thank you! Your details are saved.')).toBeDefined();
    expect(api.requestsTo('POST', '/api/recruiter/onboarding/')[0]?.body).toEqual({
      company_name: 'Acme',
      company_size: 250,
      company_industry: 'information-technology',
      company_location: { country: 'SA', city: 'Riyadh' },
      company_website: 'https://acme.example',
      company_description: DESCRIPTION,
    });

    await user.click(screen.getByRole('link', { name: 'Continue' }));
    await screen.findByRole('heading', { level: 1, name: 'Approval pending' });
    expect(screen.getByText('Awaiting approval')).toBeDefined();
  });

  it('keeps what was typed and shows the server’s field errors', async () => {
    const api = recruiterApi().on(
      'POST',
      '/api/recruiter/onboarding/',
      reply(400, {
        message: 'Choose an industry from the list',
        code: 'VALIDATION_ERROR',
        errors: [{ path: 'company_industry', message: 'Choose an industry from the list' }],
      }),
    );
    const { user, router } = await openForm(api);

    await fill(user, screen.getByLabelText('Company name'), 'Acme');
    await fill(user, screen.getByLabelText('Company size'), '250');
    await choose(user, 'Industry', 'Health', 'Healthcare');
    await choose(user, 'Country', 'Saudi', 'Saudi Arabia');
    await choose(user, 'City', 'Jed', 'Jeddah');
    await fill(user, screen.getByLabelText('Company description'), DESCRIPTION);
    await user.click(screen.getByRole('button', { name: 'Complete onboarding' }));

    expect(await screen.findAllByText('Choose an industry from the list')).not.toHaveLength(0);
    expect(currentPath(router)).toBe('/onboarding/recruiter');
    expect(screen.getByLabelText('Company name')).toHaveProperty('value', 'Acme');
    expect(screen.getByRole('combobox', { name: 'City' })).toHaveProperty('value', 'Jeddah');
  });

  describe('with a maps service configured', () => {
    const KHOBAR = { place_id: 'ChIJ-Khobar', city: 'Al Khobar', description: 'Al Khobar, Eastern Province, Saudi Arabia' };
    const KHARJ = { place_id: 'ChIJ-Kharj', city: 'Al Kharj', description: 'Al Kharj, Riyadh Province, Saudi Arabia' };

    function mapsApi() {
      return recruiterApi()
        .on('GET', '/api/user/places/config/', reply(200, { data: { autocomplete: true } }))
        .on('GET', '/api/user/places/autocomplete/', (request) =>
          reply(200, { data: request.query.country === 'SA' && request.query.input?.startsWith('Al') ? [KHOBAR, KHARJ] : [] }),
        );
    }

    it('offers the service’s cities of the chosen country and sends the chosen place', async () => {
      const { user, api } = await openForm(mapsApi());

      await fill(user, screen.getByLabelText('Company name'), 'Acme');
      await fill(user, screen.getByLabelText('Company size'), '250');
      await choose(user, 'Industry', 'Inform', 'Information Technology');
      await choose(user, 'Country', 'Saudi', 'Saudi Arabia');
      expect(screen.getByText('City suggestions by Google')).toBeDefined();
      await choose(user, 'City', 'Al Kh', KHOBAR.description);
      await fill(user, screen.getByLabelText('Company description'), DESCRIPTION);
      await user.click(screen.getByRole('button', { name: 'Complete onboarding' }));

      await screen.findByRole('heading', { level: 1, name: 'Onboarding complete' });
      const searches = api.requestsTo('GET', '/api/user/places/autocomplete/');
      expect(searches.at(-1)?.query).toMatchObject({ input: 'Al Kh', country: 'SA' });
      expect(api.requestsTo('POST', '/api/recruiter/onboarding/')[0]?.body).toMatchObject({
        company_location: { country: 'SA', city: 'Al Khobar', place_id: 'ChIJ-Khobar' },
      });
    });

    it('says so in the list when the service is unavailable', async () => {
      const api = mapsApi().on(
        'GET',
        '/api/user/places/autocomplete/',
        reply(502, { message: 'City suggestions are not available just now. Try again in a moment.', code: 'INTERNAL' }),
      );
      const { user } = await openForm(api);

      await choose(user, 'Country', 'Saudi', 'Saudi Arabia');
      const city = screen.getByRole('combobox', { name: 'City' });
      await user.click(city);
      await user.type(city, 'Al');
      expect(await screen.findByText('City suggestions are not available just now. Try again in a moment.')).toBeDefined();
    });
  });
});
