import type { SocialProvider } from '@masar/shared/auth';
import type { Config } from '../../config.ts';

/** An OpenID Connect provider Masar can sign people in with. */
export interface OidcProviderSettings {
  name: SocialProvider;
  issuer: string;
  authorizationEndpoint: string;
  tokenEndpoint: string;
  jwksUri: string;
  clientId: string;
  clientSecret: string;
  scopes: string[];
}

export interface OidcProviderRegistry {
  configured(): SocialProvider[];
  get(name: SocialProvider): OidcProviderSettings | undefined;
}

/** The providers' published OpenID Connect endpoints. */
const KNOWN_ENDPOINTS: Record<SocialProvider, Omit<OidcProviderSettings, 'name' | 'clientId' | 'clientSecret'>> = {
  google: {
    issuer: 'https://accounts.google.com',
    authorizationEndpoint: 'https://accounts.google.com/o/oauth2/v2/auth',
    tokenEndpoint: 'https://oauth2.googleapis.com/token',
    jwksUri: 'https://www.googleapis.com/oauth2/v3/certs',
    scopes: ['openid', 'profile', 'email'],
  },
  linkedin: {
    issuer: 'https://www.linkedin.com/oauth',
    authorizationEndpoint: 'https://www.linkedin.com/oauth/v2/authorization',
    tokenEndpoint: 'https://www.linkedin.com/oauth/v2/accessToken',
    jwksUri: 'https://www.linkedin.com/oauth/openid/jwks',
    scopes: ['openid', 'profile', 'email'],
  },
};

/**
 * The configured providers: Google and LinkedIn from their client credentials, or any provider
 * passed in whole (the tests point one at an OpenID provider on loopback).
 */
export function createOidcProviderRegistry(
  config: Pick<Config, 'google' | 'linkedin'>,
  overrides: Partial<Record<SocialProvider, OidcProviderSettings>> = {},
): OidcProviderRegistry {
  const providers = new Map<SocialProvider, OidcProviderSettings>();
  for (const name of ['google', 'linkedin'] as const) {
    const override = overrides[name];
    const credentials = config[name];
    if (override) providers.set(name, override);
    else if (credentials) providers.set(name, { name, ...KNOWN_ENDPOINTS[name], ...credentials });
  }
  return {
    configured: () => [...providers.keys()],
    get: (name) => providers.get(name),
  };
}
