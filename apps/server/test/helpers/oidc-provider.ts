import { randomBytes } from 'node:crypto';
import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair } from 'jose';
import type { OidcProviderSettings } from '../../src/modules/oauth/oauth.providers.ts';

/** The claims a test gives a person at the provider. */
export interface ProviderAccount {
  sub: string;
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
}

export interface TestOidcProvider {
  issuer: string;
  /** Endpoints and client credentials as Masar's provider registry takes them. */
  settings: OidcProviderSettings;
  /** The people who can sign in, by their subject; tests add to it. */
  accounts: Map<string, ProviderAccount>;
  close(): Promise<void>;
}

interface Discovery {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  jwks_uri: string;
}

/**
 * A real OpenID provider (oidc-provider) on loopback with one confidential client for Masar's
 * Google callback. Its development login and consent pages accept any login name: the account is then
 * whatever `accounts` holds for that subject.
 */
export async function startOidcProvider(options: { redirectUri: string }): Promise<TestOidcProvider> {
  // oidc-provider ships no types; a variable specifier keeps TypeScript from looking for them.
  const specifier = 'oidc-provider';
  const { default: Provider } = (await import(specifier)) as {
    default: new (issuer: string, config: object) => { callback(): RequestListener };
  };

  let handler: RequestListener = (_request, response) => response.writeHead(503).end();
  const server: Server = createServer((request, response) => handler(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const accounts = new Map<string, ProviderAccount>();
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const clientId = 'masar-test';
  const clientSecret = randomBytes(24).toString('base64url');

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [options.redirectUri],
        response_types: ['code'],
        grant_types: ['authorization_code'],
        // What arctic's OAuth2Client sends when it has a secret.
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    jwks: { keys: [{ ...(await exportJWK(privateKey)), alg: 'RS256', use: 'sig', kid: 'test-key' }] },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    pkce: { required: () => true },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name'],
    },
    // Like Google and LinkedIn, put the scopes' claims in the ID token, not only behind userinfo.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: true } },
    ttl: { AuthorizationCode: 60, AccessToken: 600, IdToken: 600, Interaction: 600, Session: 600, Grant: 600 },
    async findAccount(_ctx: unknown, sub: string) {
      const account = accounts.get(sub);
      if (!account) return undefined;
      return { accountId: sub, claims: async () => ({ ...account }) };
    },
  });
  handler = provider.callback();

  const discovery = (await (await fetch(`${issuer}/.well-known/openid-configuration`)).json()) as Discovery;
  return {
    issuer,
    accounts,
    settings: {
      name: 'google',
      issuer: discovery.issuer,
      authorizationEndpoint: discovery.authorization_endpoint,
      tokenEndpoint: discovery.token_endpoint,
      jwksUri: discovery.jwks_uri,
      clientId,
      clientSecret,
      scopes: ['openid', 'profile', 'email'],
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/**
 * A browser at the provider: follows its redirects by hand, keeps its cookies, and signs in through
 * the development pages as `subject` (login, then consent). Answers the redirect to `stopAt`.
 */
export async function signInAtProvider(authorizationUrl: string, subject: string, stopAt: string): Promise<URL> {
  const cookies = new Map<string, string>();
  const send = async (
    url: URL,
    init: RequestInit = {},
  ): Promise<{ status: number; location: string | null; html: string }> => {
    const headers = new Headers(init.headers);
    if (cookies.size > 0) headers.set('cookie', [...cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(line)) cookies.delete(name);
      else cookies.set(name, value);
    }
    return { status: response.status, location: response.headers.get('location'), html: await response.text() };
  };

  let url = new URL(authorizationUrl);
  let response = await send(url);
  for (let step = 0; step < 12; step += 1) {
    if (!response.location || response.status < 300 || response.status >= 400) {
      throw new Error(
        `the provider stopped at ${url.pathname} with ${response.status}: ${response.html.slice(0, 300)}`,
      );
    }
    url = new URL(response.location, url);
    if (url.href.startsWith(stopAt)) return url;
    response = await send(url);
    const prompt = /name="prompt" value="(\w+)"/.exec(response.html)?.[1];
    if (url.pathname.startsWith('/interaction/') && prompt) {
      const fields: Record<string, string> =
        prompt === 'login' ? { prompt, login: subject, password: 'any' } : { prompt };
      response = await send(url, {
        method: 'POST',
        body: new URLSearchParams(fields),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
    }
  }
  throw new Error('too many redirects at the provider');
}
