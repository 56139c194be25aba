import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  CodeChallengeMethod,
  LinkedIn,
  OAuth2Client,
  OAuth2RequestError,
  generateCodeVerifier,
  generateState,
  type OAuth2Tokens,
} from 'arctic';
import { createRemoteJWKSet, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import { z } from 'zod';
import { SOCIAL_PROVIDERS, type SocialCallbackQuery, type SocialProvider } from '@masar/shared/auth';
import type { AppContext, RequestMeta } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../../lib/audit.ts';
import { createSocialLoginCode, splitFullName } from '../accounts/auth.service.ts';
import { findUserByEmail, insertUser } from '../accounts/users.service.ts';
import type { OidcProviderSettings } from './oauth.providers.ts';
import { findIdentity, insertIdentity } from './identities.repository.ts';

/** Long enough to sign in at the provider (and maybe recover a password there); short enough to go stale. */
export const SIGN_IN_FLOW_TTL_MS = 10 * 60 * 1000;

/**
 * What binds a callback to the browser that started the sign-in. It travels in a signed, httpOnly
 * cookie: the signature stops the browser from changing it, and only that browser sends it back.
 */
const signInFlowSchema = z.object({
  provider: z.enum(SOCIAL_PROVIDERS),
  state: z.string().min(1),
  codeVerifier: z.string().min(1),
  nonce: z.string().min(1),
  redirect: z.string().nullable(),
  expiresAt: z.number(),
});
export type SignInFlow = z.infer<typeof signInFlowSchema>;

/** ID tokens signed with anything else (`none`, or an HMAC keyed with the public client id) are refused. */
const ID_TOKEN_ALGORITHMS = ['RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'ES256', 'ES384', 'ES512', 'EdDSA'];

/**
 * LinkedIn's OpenID endpoints depart from the standard: its token endpoint refuses PKCE's code_verifier
 * and HTTP Basic client authentication, and its ID tokens may leave out the nonce. arctic's LinkedIn class
 * speaks that dialect, but only to LinkedIn's own endpoints, so it is used only when the settings point there.
 */
const LINKEDIN_TOKEN_ENDPOINT = 'https://www.linkedin.com/oauth/v2/accessToken';
const speaksLinkedInDialect = (settings: OidcProviderSettings) =>
  settings.name === 'linkedin' && settings.tokenEndpoint === LINKEDIN_TOKEN_ENDPOINT;

/** A reason to refuse a callback, for the log; the person only sees that sign-in failed. */
class SignInRefused extends Error {
  constructor(
    readonly reason: string,
    readonly detail?: unknown,
  ) {
    super(reason);
    this.name = 'SignInRefused';
  }
}

const redirectUri = (ctx: AppContext, provider: SocialProvider) =>
  `${ctx.config.appUrl}/api/user/auth/${provider}/callback`;

function configuredProvider(ctx: AppContext, provider: SocialProvider): OidcProviderSettings {
  const settings = ctx.oauthProviders.get(provider);
  if (!settings) throw new AppError('PROVIDER_NOT_CONFIGURED', 'auth.providerNotConfigured');
  return settings;
}

/** Only a path on this site, so the sign-in cannot be used to send people elsewhere (an open redirect). */
export function safeRedirectPath(value: string | undefined): string | null {
  if (!value || value.length > 1000) return null;
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  // Backslashes and control characters are read by some browsers as parts of a host.
  if (value.includes('\\') || [...value].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f))
    return null;
  return value;
}

/** Starts a sign-in: the provider's authorization URL, and the flow the caller keeps in the browser. */
export function startSignIn(
  ctx: AppContext,
  provider: SocialProvider,
  redirect: string | undefined,
): { authorizationUrl: string; flow: SignInFlow } {
  const settings = configuredProvider(ctx, provider);
  const flow: SignInFlow = {
    provider,
    state: generateState(),
    codeVerifier: generateCodeVerifier(),
    nonce: randomBytes(32).toString('base64url'),
    redirect: safeRedirectPath(redirect),
    expiresAt: Date.now() + SIGN_IN_FLOW_TTL_MS,
  };
  const url = speaksLinkedInDialect(settings)
    ? new LinkedIn(settings.clientId, settings.clientSecret, redirectUri(ctx, provider)).createAuthorizationURL(
        flow.state,
        settings.scopes,
      )
    : new OAuth2Client(
        settings.clientId,
        settings.clientSecret,
        redirectUri(ctx, provider),
      ).createAuthorizationURLWithPKCE(
        settings.authorizationEndpoint,
        flow.state,
        CodeChallengeMethod.S256,
        flow.codeVerifier,
        settings.scopes,
      );
  url.searchParams.set('nonce', flow.nonce);
  return { authorizationUrl: url.toString(), flow };
}

/** Reads the flow back from the cookie's (already unsigned) value; anything unexpected is no flow. */
export function parseSignInFlow(value: string | null | undefined): SignInFlow | null {
  if (!value) return null;
  try {
    const parsed = signInFlowSchema.safeParse(JSON.parse(value));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Compares secrets in constant time, whatever their lengths. */
function sameSecret(a: string, b: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(a), digest(b));
}

/** One key set per provider, fetched when first needed; jose refetches it when the provider rotates keys. */
const keySets = new WeakMap<OidcProviderSettings, JWTVerifyGetKey>();
function keySetOf(settings: OidcProviderSettings): JWTVerifyGetKey {
  let keySet = keySets.get(settings);
  if (!keySet) {
    keySet = createRemoteJWKSet(new URL(settings.jwksUri));
    keySets.set(settings, keySet);
  }
  return keySet;
}

async function exchangeCode(ctx: AppContext, settings: OidcProviderSettings, code: string, flow: SignInFlow) {
  const redirect = redirectUri(ctx, settings.name);
  try {
    return speaksLinkedInDialect(settings)
      ? await new LinkedIn(settings.clientId, settings.clientSecret, redirect).validateAuthorizationCode(code)
      : await new OAuth2Client(settings.clientId, settings.clientSecret, redirect).validateAuthorizationCode(
          settings.tokenEndpoint,
          code,
          flow.codeVerifier,
        );
  } catch (error) {
    // The provider's own error code says why (invalid_grant, invalid_client) without any secret.
    const detail = error instanceof OAuth2RequestError ? { code: error.code, description: error.description } : error;
    throw new SignInRefused('token_exchange_failed', detail);
  }
}

const idTokenClaimsSchema = z.object({
  sub: z.string().min(1).max(255),
  email: z.string().trim().max(254).pipe(z.email()).optional().catch(undefined),
  email_verified: z
    .union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')])
    .optional()
    .catch(undefined),
  given_name: z.string().optional().catch(undefined),
  family_name: z.string().optional().catch(undefined),
  name: z.string().optional().catch(undefined),
});
type IdTokenClaims = z.infer<typeof idTokenClaimsSchema>;

async function verifyIdToken(
  settings: OidcProviderSettings,
  tokens: OAuth2Tokens,
  flow: SignInFlow,
): Promise<IdTokenClaims> {
  let idToken: string;
  try {
    idToken = tokens.idToken();
  } catch {
    throw new SignInRefused('no_id_token');
  }
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(idToken, keySetOf(settings), {
      issuer: settings.issuer,
      audience: settings.clientId,
      algorithms: ID_TOKEN_ALGORITHMS,
      requiredClaims: ['sub', 'exp', 'iat'],
      clockTolerance: 60,
    }));
  } catch (error) {
    throw new SignInRefused('id_token_invalid', error instanceof Error ? error.message : error);
  }
  // With several audiences the token must name us as the party it was issued to.
  if (Array.isArray(payload.aud) && payload.aud.length > 1 && payload.azp !== settings.clientId) {
    throw new SignInRefused('id_token_invalid', 'azp is not this client');
  }
  const nonce = payload.nonce;
  const nonceMissingIsAllowed = nonce === undefined && speaksLinkedInDialect(settings);
  if (!nonceMissingIsAllowed && (typeof nonce !== 'string' || !sameSecret(nonce, flow.nonce))) {
    throw new SignInRefused('nonce_mismatch');
  }
  const claims = idTokenClaimsSchema.safeParse(payload);
  if (!claims.success) throw new SignInRefused('id_token_invalid', 'bad sub');
  return claims.data;
}

function namesOf(claims: IdTokenClaims, email: string): { first_name: string; last_name: string } {
  const clip = (value: string) => value.trim().slice(0, 100);
  if (claims.given_name?.trim() || claims.family_name?.trim()) {
    return { first_name: clip(claims.given_name ?? ''), last_name: clip(claims.family_name ?? '') };
  }
  if (claims.name?.trim()) {
    const { first_name, last_name } = splitFullName(claims.name);
    return { first_name: clip(first_name), last_name: clip(last_name) };
  }
  return { first_name: clip(email.split('@')[0] ?? ''), last_name: '' };
}

/**
 * The person behind a verified ID token: the user already linked to (provider, subject); else the
 * account with the same e-mail when both the provider and Masar have verified it; else a new account.
 */
async function findOrCreateUser(
  tx: Db,
  provider: SocialProvider,
  claims: IdTokenClaims,
  meta: RequestMeta,
): Promise<string> {
  const identity = await findIdentity(tx, { provider, subject: claims.sub });
  if (identity) return identity.user_id;

  if (!claims.email) throw new SignInRefused('no_email');
  const email = claims.email.toLowerCase();
  const emailVerified = claims.email_verified === true;
  const existing = await findUserByEmail(tx, email);
  if (existing) {
    // An unverified address on either side could belong to someone else: linking would hand them the account.
    if (!emailVerified || !existing.is_email_confirmed) throw new SignInRefused('email_in_use_unverified');
    await insertIdentity(tx, { userId: existing.id, provider, subject: claims.sub });
    return existing.id;
  }

  const user = await insertUser(tx, {
    ...namesOf(claims, email),
    email,
    password_hash: null,
    is_email_confirmed: emailVerified,
    accepted_terms: false,
    locale: meta.locale,
  });
  await insertIdentity(tx, { userId: user.id, provider, subject: claims.sub });
  return user.id;
}

/**
 * Finishes a sign-in at the provider's callback and answers where to send the browser: to the web's
 * return point with a one-time code, or back to the login page when anything is wrong.
 */
export async function finishSignIn(
  ctx: AppContext,
  input: {
    provider: SocialProvider;
    query: SocialCallbackQuery;
    flow: SignInFlow | null;
    meta: RequestMeta;
    log: FastifyBaseLogger;
  },
): Promise<string> {
  const { provider, query, flow, meta, log } = input;
  const failed = `${ctx.config.appUrl}/auth/login?error=social`;
  try {
    if (!flow) throw new SignInRefused('no_flow_cookie');
    if (flow.provider !== provider) throw new SignInRefused('flow_for_other_provider');
    if (flow.expiresAt <= Date.now()) throw new SignInRefused('flow_expired');
    if (!query.state || !sameSecret(query.state, flow.state)) throw new SignInRefused('state_mismatch');
    if (query.error) throw new SignInRefused('provider_error', query.error.slice(0, 100));
    if (!query.code) throw new SignInRefused('no_code');
    const settings = ctx.oauthProviders.get(provider);
    if (!settings) throw new SignInRefused('provider_not_configured');
    // RFC 9207: a provider that names itself must be the one this flow went to (mix-up attacks).
    if (query.iss !== undefined && query.iss !== settings.issuer) throw new SignInRefused('issuer_mismatch');

    const tokens = await exchangeCode(ctx, settings, query.code, flow);
    const claims = await verifyIdToken(settings, tokens, flow);

    const code = await ctx.db.transaction(async (tx) => {
      const userId = await findOrCreateUser(tx, provider, claims, meta);
      await recordAudit(tx, { event: 'social_login', userId, ip: meta.ip, details: { provider } });
      return createSocialLoginCode(tx, userId);
    });
    const back = flow.redirect ? `?redirect=${encodeURIComponent(flow.redirect)}` : '';
    return `${ctx.config.appUrl}/auth/${provider}/${encodeURIComponent(code)}${back}`;
  } catch (error) {
    if (error instanceof SignInRefused) {
      log.warn({ provider, reason: error.reason, detail: error.detail }, 'social sign-in refused');
    } else {
      log.error({ provider, err: error }, 'social sign-in failed');
    }
    return failed;
  }
}
