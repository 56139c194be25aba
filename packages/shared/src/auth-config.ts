import { envelopeReader, isRecord, readArray, type ReadResult } from './plain-readers.ts';

/**
 * The social sign-in providers and the auth configuration the login page reads as it opens, without zod (the
 * page's first load does not carry it: decision 0124). `authConfigSchema` (auth.ts) is the server's contract.
 */
export const SOCIAL_PROVIDERS = ['google', 'linkedin'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

export interface AuthConfig {
  providers: SocialProvider[];
}

function readProvider(value: unknown): ReadResult<SocialProvider> {
  return (SOCIAL_PROVIDERS as readonly unknown[]).includes(value) ? { success: true, data: value as SocialProvider } : { success: false };
}

function readAuthConfig(value: unknown): ReadResult<AuthConfig> {
  if (!isRecord(value)) return { success: false };
  const providers = readArray(value.providers, readProvider);
  return providers.success ? { success: true, data: { providers: providers.data } } : providers;
}

/** `dataEnvelope(authConfigSchema)` without zod. */
export const authConfigEnvelopeReader = envelopeReader(readAuthConfig);
