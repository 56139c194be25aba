import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, nextIp, type TestApp } from './helpers/test-app.ts';
import { createUser, logIn, uniqueEmail } from './helpers/factories.ts';
import { RATE_LIMITS } from '../src/modules/rate-limits/rate-limits.ts';
import {
  signInAtProvider,
  startOidcProvider,
  type ProviderAccount,
  type TestOidcProvider,
} from './helpers/oidc-provider.ts';

const CALLBACK = 'http://masar.test/api/user/auth/google/callback';
const FAILED = 'http://masar.test/auth/login?error=social';
const FLOW_COOKIE = 'masar_oauth';

let provider: TestOidcProvider;
let t: TestApp;
beforeAll(async () => {
  provider = await startOidcProvider({ redirectUri: CALLBACK });
  t = await createTestApp({ oauthProviders: { google: provider.settings } });
});
afterAll(async () => {
  await t?.close();
  await provider?.close();
});

/** Someone the provider knows; by default with a verified e-mail. */
function person(overrides: Partial<ProviderAccount> = {}): ProviderAccount {
  const account: ProviderAccount = {
    sub: `sub-${randomBytes(6).toString('hex')}`,
    email: uniqueEmail('social'),
    email_verified: true,
    given_name: 'Noura',
    family_name: 'Al-Saud',
    ...overrides,
  };
  provider.accounts.set(account.sub, account);
  return account;
}

/** The browser presses "Sign in with Google": Masar answers the provider's URL and its flow cookie. */
async function start(app: TestApp['app'] = t.app, query = '') {
  const response = await app.inject({ method: 'GET', url: `/api/user/auth/google/${query}`, remoteAddress: nextIp() });
  expect(response.statusCode).toBe(302);
  const cookie = response.cookies.find((c) => c.name === FLOW_COOKIE);
  expect(cookie).toBeDefined();
  return { response, authorizationUrl: new URL(response.headers.location as string), cookie: cookie!.value };
}

const callback = (url: URL, cookie: string | undefined, app: TestApp['app'] = t.app) =>
  app.inject({
    method: 'GET',
    url: `${url.pathname}${url.search}`,
    ...(cookie ? { cookies: { [FLOW_COOKIE]: cookie } } : {}),
    remoteAddress: nextIp(),
  });

/** The whole journey up to Masar's redirect after the callback; `tamper` changes the request to the provider. */
async function signIn(
  account: ProviderAccount,
  options: { query?: string; tamper?: (authorizationUrl: URL) => void; app?: TestApp['app'] } = {},
) {
  const app = options.app ?? t.app;
  const { authorizationUrl, cookie } = await start(app, options.query);
  options.tamper?.(authorizationUrl);
  const returned = await signInAtProvider(authorizationUrl.href, account.sub, CALLBACK);
  const response = await callback(returned, cookie, app);
  expect(response.statusCode).toBe(302);
  return { location: response.headers.location as string, returned, cookie, response };
}

const codeFrom = (location: string) => {
  const match = /^http:\/\/masar\.test\/auth\/google\/([\w-]+)(\?.*)?$/.exec(location);
  if (!match?.[1]) throw new Error(`not a sign-in return point: ${location}`);
  return match[1];
};

const exchange = (code: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/user/auth/social/exchange/',
    payload: { token: code },
    remoteAddress: nextIp(),
  });

async function signInAndExchange(account: ProviderAccount) {
  const { location } = await signIn(account);
  const response = await exchange(codeFrom(location));
  expect(response.statusCode).toBe(200);
  return json(response).data as { user: { id: string; [key: string]: unknown }; token: string };
}

async function usersWithEmail(email: string) {
  const { rows } = await t.database.executeSql(`select id from users where lower(email) = lower($1)`, [email]);
  return rows;
}

async function identitiesOf(subject: string) {
  const { rows } = await t.database.executeSql(`select user_id, provider from user_identities where subject = $1`, [
    subject,
  ]);
  return rows as Array<{ user_id: string; provider: string }>;
}

describe('GET /api/user/auth/{provider}/', () => {
  it('sends the browser to the provider with state, an S256 PKCE challenge and a nonce', async () => {
    const { authorizationUrl, response } = await start();
    expect(`${authorizationUrl.origin}${authorizationUrl.pathname}`).toBe(provider.settings.authorizationEndpoint);
    const params = Object.fromEntries(authorizationUrl.searchParams);
    expect(params).toMatchObject({
      response_type: 'code',
      client_id: provider.settings.clientId,
      redirect_uri: CALLBACK,
      scope: 'openid profile email',
      code_challenge_method: 'S256',
    });
    expect(params.state).toMatch(/^[\w-]{20,}$/);
    expect(params.nonce).toMatch(/^[\w-]{20,}$/);
    expect(params.code_challenge).toMatch(/^[\w-]{43}$/);

    const cookie = response.cookies.find((c) => c.name === FLOW_COOKIE)!;
    expect(cookie).toMatchObject({ path: '/api/user/auth', httpOnly: true, sameSite: 'Lax', maxAge: 600 });
    expect(cookie.secure).toBeFalsy();
    // The browser cannot read the verifier out of the flow and change it unnoticed: it is signed.
    expect(t.app.unsignCookie(cookie.value).valid).toBe(true);
    expect(cookie.value).not.toContain(params.code_challenge);
  });

  it('gives every sign-in its own state and nonce', async () => {
    const first = (await start()).authorizationUrl.searchParams;
    const second = (await start()).authorizationUrl.searchParams;
    expect(second.get('state')).not.toBe(first.get('state'));
    expect(second.get('nonce')).not.toBe(first.get('nonce'));
    expect(second.get('code_challenge')).not.toBe(first.get('code_challenge'));
  });

  it('answers 404 PROVIDER_NOT_CONFIGURED for a provider without credentials, in the caller’s language', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/user/auth/linkedin/' });
    expect(response.statusCode).toBe(404);
    expect(json(response)).toEqual({
      message: 'This sign-in method is not available',
      code: 'PROVIDER_NOT_CONFIGURED',
    });
    expect(response.cookies).toEqual([]);

    const arabic = await t.app.inject({ method: 'GET', url: '/api/user/auth/linkedin/', headers: { lang: 'ar' } });
    expect(json(arabic)).toEqual({ message: 'طريقة تسجيل الدخول هذه غير متاحة', code: 'PROVIDER_NOT_CONFIGURED' });
  });

  it('refuses a provider Masar does not know', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/user/auth/facebook/' });
    expect(response.statusCode).toBe(400);
    expect(json(response).code).toBe('VALIDATION_ERROR');
  });

  it('lists only the configured providers, so the web shows only their buttons', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/user/auth/config/' });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ data: { providers: ['google'] } });
  });
});

describe('signing in with a provider', () => {
  it('makes an account for a new person, hands over a one-time code, and the code opens a session', async () => {
    const account = person({ given_name: 'Noura', family_name: 'Al-Saud' });
    const { location } = await signIn(account);
    expect(location).toMatch(/^http:\/\/masar\.test\/auth\/google\/[\w-]+$/);

    const response = await exchange(codeFrom(location));
    expect(response.statusCode).toBe(200);
    const { data } = json(response);
    expect(data.token).toEqual(expect.any(String));
    expect(data.user).toMatchObject({
      first_name: 'Noura',
      last_name: 'Al-Saud',
      email: account.email,
      is_email_confirmed: true,
      accepted_terms: false,
      is_onboarding_completed: false,
      role_id: null,
    });
    expect(data.user.refresh_token).toEqual(expect.any(String));

    const me = await t.app.inject({ method: 'GET', url: '/api/user/', headers: { token: data.token } });
    expect(me.statusCode).toBe(200);
    expect(json(me).data).toMatchObject({ id: data.user.id, email: account.email });

    const { rows } = await t.database.executeSql(`select password_hash from users where id = $1`, [data.user.id]);
    expect(rows).toEqual([{ password_hash: null }]);
    expect(await identitiesOf(account.sub)).toEqual([{ user_id: data.user.id, provider: 'google' }]);
  });

  it('records the sign-in in the audit log with the provider and no personal data', async () => {
    const account = person();
    const { user } = await signInAndExchange(account);
    const { rows } = await t.database.executeSql(
      `select event, details from audit_log where user_id = $1 and event = 'social_login'`,
      [user.id],
    );
    expect(rows).toContainEqual({ event: 'social_login', details: { provider: 'google' } });
    expect(JSON.stringify(rows)).not.toContain(account.email);
  });

  it('finds the same account when the person signs in again', async () => {
    const account = person();
    const first = await signInAndExchange(account);
    const second = await signInAndExchange(account);
    expect(second.user.id).toBe(first.user.id);
    expect(await identitiesOf(account.sub)).toHaveLength(1);
    expect(await usersWithEmail(account.email!)).toHaveLength(1);
  });

  it('finds the account by subject even after the e-mail changed at the provider', async () => {
    const account = person();
    const first = await signInAndExchange(account);
    provider.accounts.set(account.sub, { ...account, email: uniqueEmail('changed') });
    const second = await signInAndExchange(account);
    expect(second.user.id).toBe(first.user.id);
    expect(second.user.email).toBe(account.email);
  });

  it('leaves the e-mail unconfirmed when the provider has not verified it', async () => {
    const account = person({ email_verified: false });
    const { user } = await signInAndExchange(account);
    expect(user.is_email_confirmed).toBe(false);
  });

  it('links a verified e-mail and password account, which keeps its password', async () => {
    const existing = await createUser(t.app, { email: uniqueEmail('linked'), is_email_confirmed: true });
    const account = person({ email: existing.email.toUpperCase(), email_verified: true });
    const { user } = await signInAndExchange(account);
    expect(user.id).toBe(existing.id);
    expect(await identitiesOf(account.sub)).toEqual([{ user_id: existing.id, provider: 'google' }]);
    expect(await usersWithEmail(existing.email)).toHaveLength(1);
    expect((await logIn(t.app, existing.email, existing.password, nextIp())).userId).toBe(existing.id);
  });

  it('does not link an account whose e-mail Masar has not verified (someone else may have registered it)', async () => {
    const existing = await createUser(t.app, { email: uniqueEmail('unverified'), is_email_confirmed: false });
    const account = person({ email: existing.email, email_verified: true });
    const { location } = await signIn(account);
    expect(location).toBe(FAILED);
    expect(await identitiesOf(account.sub)).toEqual([]);
    expect(await usersWithEmail(existing.email)).toHaveLength(1);
  });

  it('does not link an account when the provider has not verified the e-mail', async () => {
    const existing = await createUser(t.app, { email: uniqueEmail('claimed'), is_email_confirmed: true });
    const account = person({ email: existing.email, email_verified: false });
    expect((await signIn(account)).location).toBe(FAILED);
    expect(await identitiesOf(account.sub)).toEqual([]);
  });

  it('refuses a person the provider gives no e-mail for', async () => {
    const account = person({ email: undefined, email_verified: undefined });
    expect((await signIn(account)).location).toBe(FAILED);
    expect(await identitiesOf(account.sub)).toEqual([]);
  });

  it('takes the person back to a page of this site after signing in', async () => {
    const account = person();
    const { location } = await signIn(account, { query: `?redirect=${encodeURIComponent('/jobs/42?tab=apply')}` });
    expect(location).toMatch(/^http:\/\/masar\.test\/auth\/google\/[\w-]+\?redirect=%2Fjobs%2F42%3Ftab%3Dapply$/);
  });

  it.each([
    ['another site', 'https://evil.example/'],
    ['a protocol-relative address', '//evil.example/'],
    ['a backslash address', '/\\evil.example/'],
    ['a relative path', 'jobs'],
  ])('drops a redirect to %s', async (_case, redirect) => {
    const { location } = await signIn(person(), { query: `?redirect=${encodeURIComponent(redirect)}` });
    expect(location).toMatch(/^http:\/\/masar\.test\/auth\/google\/[\w-]+$/);
  });

  it('accepts a code only once', async () => {
    const { location } = await signIn(person());
    const code = codeFrom(location);
    expect((await exchange(code)).statusCode).toBe(200);
    const again = await exchange(code);
    expect(again.statusCode).toBe(400);
    expect(json(again)).toEqual({ message: 'This link has already been used', code: 'CODE_USED' });
  });

  it(`answers 429 after ${RATE_LIMITS.socialExchangePerIp.max} exchanges from one address, even for a good code`, async () => {
    const ip = nextIp();
    const exchangeFrom = (code: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/auth/social/exchange/',
        payload: { token: code },
        remoteAddress: ip,
      });
    for (let i = 0; i < RATE_LIMITS.socialExchangePerIp.max; i += 1) {
      expect((await exchangeFrom(`guess-${i}`)).statusCode).toBe(400);
    }
    const { location } = await signIn(person());
    const refused = await exchangeFrom(codeFrom(location));
    expect(refused.statusCode).toBe(429);
    expect(json(refused)).toMatchObject({ code: 'RATE_LIMITED' });
    expect(json(refused).message).toMatch(/^Too many attempts\. Please wait \d+ minute\(s\) and try again$/);
  });
});

describe('refused callbacks go back to the login page', () => {
  it('refuses a state that is not the one this browser started with, and makes no account', async () => {
    const account = person();
    const { authorizationUrl, cookie } = await start();
    const returned = await signInAtProvider(authorizationUrl.href, account.sub, CALLBACK);
    returned.searchParams.set('state', 'forged-state-value-0000000000');
    const response = await callback(returned, cookie);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(FAILED);
    expect(await usersWithEmail(account.email!)).toEqual([]);
  });

  it('refuses a callback from a browser that did not start the sign-in (no cookie), and makes no account', async () => {
    const account = person();
    const { authorizationUrl } = await start();
    const returned = await signInAtProvider(authorizationUrl.href, account.sub, CALLBACK);
    const response = await callback(returned, undefined);
    expect(response.headers.location).toBe(FAILED);
    expect(await usersWithEmail(account.email!)).toEqual([]);
  });

  it('refuses a flow cookie whose signature does not match', async () => {
    const account = person();
    const { authorizationUrl, cookie } = await start();
    const returned = await signInAtProvider(authorizationUrl.href, account.sub, CALLBACK);
    const response = await callback(returned, `${cookie.slice(0, -4)}AAAA`);
    expect(response.headers.location).toBe(FAILED);
    expect(await usersWithEmail(account.email!)).toEqual([]);
  });

  it('refuses an ID token whose nonce is not the one this browser was given', async () => {
    const account = person();
    const { location } = await signIn(account, {
      tamper: (url) => url.searchParams.set('nonce', 'a-nonce-from-another-sign-in-000000'),
    });
    expect(location).toBe(FAILED);
    expect(await usersWithEmail(account.email!)).toEqual([]);
  });

  it('refuses a code issued for another PKCE challenge', async () => {
    const account = person();
    const { location } = await signIn(account, {
      tamper: (url) => url.searchParams.set('code_challenge', 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM'),
    });
    expect(location).toBe(FAILED);
    expect(await usersWithEmail(account.email!)).toEqual([]);
  });

  it('refuses a callback that names another issuer', async () => {
    const account = person();
    const { authorizationUrl, cookie } = await start();
    const returned = await signInAtProvider(authorizationUrl.href, account.sub, CALLBACK);
    expect(returned.searchParams.get('iss')).toBe(provider.issuer);
    returned.searchParams.set('iss', 'https://evil.example');
    expect((await callback(returned, cookie)).headers.location).toBe(FAILED);
    expect(await usersWithEmail(account.email!)).toEqual([]);
  });

  it('refuses the same callback a second time, and clears the flow cookie', async () => {
    const account = person();
    const { returned, cookie, response } = await signIn(account);
    expect(codeFrom(response.headers.location as string)).toBeTruthy();
    expect(response.cookies).toContainEqual(
      expect.objectContaining({ name: FLOW_COOKIE, value: '', path: '/api/user/auth' }),
    );
    expect((await callback(returned, cookie)).headers.location).toBe(FAILED);
  });

  it('refuses an expired sign-in', async () => {
    const account = person();
    const { authorizationUrl, cookie } = await start();
    const flow = JSON.parse(t.app.unsignCookie(cookie).value!);
    const returned = await signInAtProvider(authorizationUrl.href, account.sub, CALLBACK);
    const expired = t.app.signCookie(JSON.stringify({ ...flow, expiresAt: Date.now() - 1000 }));
    expect((await callback(returned, expired)).headers.location).toBe(FAILED);
    expect(await usersWithEmail(account.email!)).toEqual([]);
  });

  it('refuses when the person declines at the provider', async () => {
    const { authorizationUrl, cookie } = await start();
    const declined = new URL(CALLBACK);
    declined.search = new URLSearchParams({
      error: 'access_denied',
      state: authorizationUrl.searchParams.get('state')!,
    }).toString();
    const response = await callback(declined, cookie);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(FAILED);
  });

  it('goes to the login page, not an error page, for a callback with odd parameters', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/user/auth/google/callback?code=a&code=b&state=x&state=y',
    });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(FAILED);
  });
});

describe('ID token checks', () => {
  // A second app that trusts another issuer, built in a hook: building an app is set-up, not the thing tested,
  // and on a busy machine it can take longer than a test's own budget.
  let other: TestApp;
  beforeAll(async () => {
    other = await createTestApp({
      oauthProviders: { google: { ...provider.settings, issuer: `${provider.issuer}/other` } },
    });
  });
  afterAll(async () => {
    await other?.close();
  });

  it('refuses an ID token from another issuer than the configured one', async () => {
    const account = person();
    const { authorizationUrl, cookie } = await start(other.app);
    const returned = await signInAtProvider(authorizationUrl.href, account.sub, CALLBACK);
    // Without the iss parameter only the ID token can tell.
    returned.searchParams.delete('iss');
    const response = await callback(returned, cookie, other.app);
    expect(response.headers.location).toBe(FAILED);
    const { rows } = await other.database.executeSql(`select id from users where email = $1`, [account.email]);
    expect(rows).toEqual([]);
  });
});

describe('on an https site with both providers configured', () => {
  let site: TestApp;
  beforeAll(async () => {
    site = await createTestApp({
      env: {
        APP_URL: 'https://masar.example',
        LINKEDIN_CLIENT_ID: 'linkedin-id',
        LINKEDIN_CLIENT_SECRET: 'linkedin-secret',
      },
      oauthProviders: { google: provider.settings },
    });
  });
  afterAll(async () => {
    await site?.close();
  });

  it('marks the flow cookie secure, and sends LinkedIn sign-ins to LinkedIn with state and nonce', async () => {
    const config = await site.app.inject({ method: 'GET', url: '/api/user/auth/config/' });
    expect(json(config).data.providers).toEqual(['google', 'linkedin']);

    const google = await site.app.inject({ method: 'GET', url: '/api/user/auth/google/' });
    expect(google.cookies.find((c) => c.name === FLOW_COOKIE)).toMatchObject({
      secure: true,
      httpOnly: true,
      sameSite: 'Lax',
    });
    expect(new URL(google.headers.location as string).searchParams.get('redirect_uri')).toBe(
      'https://masar.example/api/user/auth/google/callback',
    );

    const linkedin = await site.app.inject({ method: 'GET', url: '/api/user/auth/linkedin/' });
    expect(linkedin.statusCode).toBe(302);
    const url = new URL(linkedin.headers.location as string);
    expect(`${url.origin}${url.pathname}`).toBe('https://www.linkedin.com/oauth/v2/authorization');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: 'linkedin-id',
      redirect_uri: 'https://masar.example/api/user/auth/linkedin/callback',
      scope: 'openid profile email',
    });
    expect(url.searchParams.get('state')).toMatch(/^[\w-]{20,}$/);
    expect(url.searchParams.get('nonce')).toMatch(/^[\w-]{20,}$/);
    // LinkedIn's web flow refuses PKCE (see oauth.service.ts); state and the bound cookie protect it.
    expect(url.searchParams.has('code_challenge')).toBe(false);
    expect(linkedin.cookies.find((c) => c.name === FLOW_COOKIE)).toMatchObject({ secure: true });
  });
});
