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
/**
 * The configured providers: Google and LinkedIn from their client credentials, or any provider
 * passed in whole (the tests point one at an OpenID provider on loopback).
 */
export declare function createOidcProviderRegistry(config: Pick<Config, 'google' | 'linkedin'>, overrides?: Partial<Record<SocialProvider, OidcProviderSettings>>): OidcProviderRegistry;
