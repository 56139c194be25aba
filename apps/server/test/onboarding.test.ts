import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restoreUserState } from '@masar/shared/user-states';
import { createTestApp, json, type TestApp } from './helpers/test-app.ts';
import { createUser, logIn, newcomer, uploadFile } from './helpers/factories.ts';
import { svg, tinyPdf, tinyPng } from './helpers/files.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const company = (overrides: Record<string, unknown> = {}) => ({
  company_name: 'Nakheel Logistics',
  company_size: 250,
  company_industry: 'logistics',
  company_location: { country: 'SA', city: 'Riyadh' },
  company_website: 'https://nakheel.example.com',
  company_description: 'A regional logistics company moving goods across the Gulf, with warehouses in Riyadh and Dammam.',
  ...overrides,
});

describe('GET /api/user/sectors/', () => {
  it('lists sectors in English and Arabic, to anyone', async () => {
    const { data } = json(await t.app.inject({ method: 'GET', url: '/api/user/sectors/' }));
    expect(data.length).toBeGreaterThanOrEqual(12);
    expect(data).toContainEqual({ id: 'logistics', name: { en: expect.any(String), ar: expect.stringMatching(/[\u0600-\u06FF]/) } });
  });
});

describe('POST /api/recruiter/onboarding/', () => {
  it('creates the company, makes the person a recruiter, and leaves the account awaiting approval', async () => {
    const { user, token } = await newcomer(t.app);
    const avatar = await uploadFile(t.app, token, svg, 'avatar');
    const response = await t.app.inject({ method: 'POST', url: '/api/recruiter/onboarding/', headers: { token }, payload: company({ company_avatar: avatar }) });
    expect(response.statusCode).toBe(200);
    const { data } = json(response);
    expect(data.company).toMatchObject({
      company_name: 'Nakheel Logistics',
      company_size: 250,
      company_industry: 'logistics',
      company_location: { country: 'SA', city: 'Riyadh' },
      company_avatar: `/api/user/files/${avatar}`,
    });
    expect(data.user).toMatchObject({ id: user.id, role_name: 'recruiter', is_onboarding_completed: true, is_account_confirmed: false, approval_status: 'PENDING' });
    expect(data.user.companyDetail).toEqual({ id: data.company.id, company_name: 'Nakheel Logistics' });
    expect(restoreUserState(data.user)).toBe('ONBOARDING_COMPLETED');
  });

  it.each([
    ['a missing company name', { company_name: undefined }, 'company_name', 'Field is required'],
    ['a company size of 0', { company_size: 0 }, 'company_size', 'Company size must be a positive whole number'],
    ['a negative company size', { company_size: -3 }, 'company_size', 'Company size must be a positive whole number'],
    ['a missing industry', { company_industry: undefined }, 'company_industry', 'Industry is required'],
    ['an unknown industry', { company_industry: 'astrology' }, 'company_industry', 'Choose an industry from the list'],
    ['a country not in the list', { company_location: { country: 'ZZ', city: 'Nowhere' } }, 'company_location.country', 'Choose a country from the list'],
    ['a city not in the country', { company_location: { country: 'SA', city: 'Paris' } }, 'company_location.city', 'Choose a city from the list'],
    ['a website that is not a URL', { company_website: 'nakheel dot com' }, 'company_website', 'Enter a valid website address, such as https://example.com'],
    ['a javascript: website', { company_website: 'javascript:alert(1)' }, 'company_website', 'Enter a valid website address, such as https://example.com'],
    ['a description of 69 characters', { company_description: 'x'.repeat(69) }, 'company_description', 'Description must be 70 to 700 characters'],
    ['a description of 701 characters', { company_description: 'x'.repeat(701) }, 'company_description', 'Description must be 70 to 700 characters'],
    ['an unknown field', { is_account_confirmed: true }, 'is_account_confirmed', 'Unknown field'],
  ])('refuses %s', async (_case, overrides, path, message) => {
    const { token } = await newcomer(t.app);
    const response = await t.app.inject({ method: 'POST', url: '/api/recruiter/onboarding/', headers: { token }, payload: company(overrides) });
    expect(response.statusCode).toBe(400);
    expect(json(response).errors).toContainEqual({ path, message });
  });

  it('accepts the description bounds of 70 and 700 characters, and no website', async () => {
    for (const description of ['x'.repeat(70), 'x'.repeat(700)]) {
      const { token } = await newcomer(t.app);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/recruiter/onboarding/',
        headers: { token },
        payload: company({ company_description: description, company_website: undefined }),
      });
      expect(response.statusCode).toBe(200);
    }
  });

  it("refuses someone else's file as the avatar, a second onboarding, and an unverified e-mail", async () => {
    const { token } = await newcomer(t.app);
    const other = await newcomer(t.app);
    const foreign = await uploadFile(t.app, other.token, tinyPng, 'avatar');
    const stolen = await t.app.inject({ method: 'POST', url: '/api/recruiter/onboarding/', headers: { token }, payload: company({ company_avatar: foreign }) });
    expect(json(stolen).errors).toContainEqual({ path: 'company_avatar', message: 'Upload the file again: it was not found' });
    expect((await t.app.inject({ method: 'POST', url: '/api/recruiter/onboarding/', headers: { token }, payload: company() })).statusCode).toBe(200);
    const again = await t.app.inject({ method: 'POST', url: '/api/recruiter/onboarding/', headers: { token }, payload: company() });
    expect(again.statusCode).toBe(409);
    expect(json(again).message).toBe('Onboarding is already completed');
    // Signed in, then the address changed and waits for verification.
    const unverified = await createUser(t.app, { role_id: null, is_onboarding_completed: false });
    const unverifiedToken = (await logIn(t.app, unverified.email)).token;
    await t.database.executeSql(`update users set is_email_confirmed = false where id = $1`, [unverified.id]);
    expect((await t.app.inject({ method: 'POST', url: '/api/recruiter/onboarding/', headers: { token: unverifiedToken }, payload: company() })).statusCode).toBe(403);
  });
});

describe('POST /api/candidate/onboarding/', () => {
  const candidate = (overrides: Record<string, unknown> = {}) => ({
    candidate_social_links: { linkedin: 'https://www.linkedin.com/in/sara-ali' },
    candidate_availability: ['online'],
    accepted_disclaimer: true,
    ...overrides,
  });

  it('keeps links and availability, queues the resume for parsing, and awaits approval', async () => {
    const { user, token } = await newcomer(t.app);
    const resume = await uploadFile(t.app, token, tinyPdf(), 'resume');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/candidate/onboarding/',
      headers: { token },
      payload: candidate({ candidate_resume: resume, candidate_availability: ['online', 'on_site'] }),
    });
    expect(response.statusCode).toBe(200);
    const { data } = json(response);
    expect(data).toMatchObject({ id: user.id, role_name: 'individual', is_onboarding_completed: true, is_account_confirmed: false });
    expect(['in_progress', 'completed', 'failed']).toContain(data.profile_status);
    expect(restoreUserState(data)).toBe('ONBOARDING_COMPLETED');
  });

  it('onboards without a resume, to fill the profile by hand', async () => {
    const { token } = await newcomer(t.app);
    const response = await t.app.inject({ method: 'POST', url: '/api/candidate/onboarding/', headers: { token }, payload: candidate() });
    expect(response.statusCode).toBe(200);
    expect(json(response).data.profile_status).toBeNull();
  });

  it.each([
    ['no availability', { candidate_availability: [] }, 'candidate_availability', 'Availability is required: choose online, on site, or both'],
    ['an unknown availability', { candidate_availability: ['remote'] }, 'candidate_availability.0', 'Availability is required: choose online, on site, or both'],
    ['the disclaimer not accepted', { accepted_disclaimer: false }, 'accepted_disclaimer', 'Please read and accept how your data is used to continue'],
    ['a Facebook link to another site', { candidate_social_links: { facebook: 'https://evil.example.com/sara' } }, 'candidate_social_links.facebook', 'Enter a Facebook profile link, such as https://facebook.com/your.name'],
    ['an Instagram link that is not a profile', { candidate_social_links: { instagram: 'instagram' } }, 'candidate_social_links.instagram', 'Enter an Instagram profile link, such as https://instagram.com/yourname'],
    ['a Twitter handle too long', { candidate_social_links: { twitter: 'https://x.com/a_very_long_handle_name' } }, 'candidate_social_links.twitter', 'Enter an X (Twitter) profile link, such as https://x.com/yourname'],
    ['a LinkedIn link outside in/pub/public-profile/company/jobs', { candidate_social_links: { linkedin: 'https://www.linkedin.com/feed/sara' } }, 'candidate_social_links.linkedin', 'Enter a LinkedIn link, such as https://www.linkedin.com/in/your-name'],
    ['an unknown platform', { candidate_social_links: { tiktok: 'https://tiktok.com/@sara' } }, 'candidate_social_links.tiktok', 'Unknown field'],
  ])('refuses %s', async (_case, overrides, path, message) => {
    const { token } = await newcomer(t.app);
    const response = await t.app.inject({ method: 'POST', url: '/api/candidate/onboarding/', headers: { token }, payload: candidate(overrides) });
    expect(response.statusCode).toBe(400);
    expect(json(response).errors).toContainEqual({ path, message });
  });

  it.each([
    ['facebook', 'https://www.facebook.com/sara.ali.90'],
    ['facebook', 'https://fb.com/profile.php?id=100'],
    ['instagram', 'https://instagram.com/sara.ali'],
    ['twitter', 'https://twitter.com/sara_ali'],
    ['twitter', 'https://x.com/sara_ali'],
    ['linkedin', 'https://sa.linkedin.com/in/sara-ali'],
    ['linkedin', 'https://www.linkedin.com/company/nakheel'],
    ['linkedin', 'https://www.linkedin.com/pub/sara-ali/1/2/3'],
    ['linkedin', 'https://www.linkedin.com/public-profile/settings'],
    ['linkedin', 'https://www.linkedin.com/jobs/view/123'],
  ])('accepts a %s link %s', async (platform, link) => {
    const { token } = await newcomer(t.app);
    const response = await t.app.inject({ method: 'POST', url: '/api/candidate/onboarding/', headers: { token }, payload: candidate({ candidate_social_links: { [platform]: link } }) });
    expect(response.statusCode).toBe(200);
  });

  it('refuses an avatar given as the resume', async () => {
    const { token } = await newcomer(t.app);
    const avatar = await uploadFile(t.app, token, tinyPng, 'avatar');
    const response = await t.app.inject({ method: 'POST', url: '/api/candidate/onboarding/', headers: { token }, payload: candidate({ candidate_resume: avatar }) });
    expect(json(response).errors).toContainEqual({ path: 'candidate_resume', message: 'Upload the file again: it was not found' });
  });
});
