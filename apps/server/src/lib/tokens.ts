import { SignJWT, jwtVerify } from 'jose';
import { z } from 'zod';

/** Access tokens are short-lived; a revoked session is also refused at once (see the auth plugin). */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;
const AUDIENCE = 'masar-api';
const TOKEN_TYPE = 'at+jwt';

export interface AccessClaims {
  userId: string;
  sessionId: string;
}

/** The claims the server reads, checked: a signed token with ids of the wrong shape is refused, not queried. */
// Any 8-4-4-4-12 hex id, as PostgreSQL's uuid type takes it (z.uuid() would also demand an RFC version).
const accessClaimsSchema = z.object({ sub: z.guid(), sid: z.guid(), exp: z.number() });

/** A verified token's claims, and when it stops being valid (ms since the epoch). */
export interface VerifiedAccessClaims extends AccessClaims {
  expiresAt: number;
}

export interface AccessTokenIssuer {
  sign(claims: AccessClaims): Promise<string>;
  verify(token: string): Promise<VerifiedAccessClaims | null>;
}

export function createAccessTokenIssuer(secret: string, issuer: string): AccessTokenIssuer {
  // Imported once: given the secret's bytes, jose imports them again for every token it signs or verifies
  // (issue #17: the load test's profile showed a key made for every token looked up).
  const key = crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
  return {
    sign: async ({ userId, sessionId }) =>
      new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: TOKEN_TYPE })
        .setSubject(userId)
        .setAudience(AUDIENCE)
        .setIssuer(issuer)
        .setIssuedAt()
        .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
        .sign(await key),
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, await key, {
          algorithms: ['HS256'],
          audience: AUDIENCE,
          issuer,
          typ: TOKEN_TYPE,
          requiredClaims: ['sub', 'exp', 'sid'],
        });
        const claims = accessClaimsSchema.safeParse(payload);
        if (!claims.success) return null;
        return { userId: claims.data.sub, sessionId: claims.data.sid, expiresAt: claims.data.exp * 1000 };
      } catch {
        return null;
      }
    },
  };
}
