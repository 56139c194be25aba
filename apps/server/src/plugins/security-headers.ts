import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The policy every answer carries. Mantine writes its theme as inline style attributes and tags; recordings play
 * from blobs (the candidate's take before it is used, a recruiter's fetched with the token); social sign-in leaves
 * for the provider and comes back, so a strict referrer policy keeps codes private.
 */
export const securityHeaderOptions: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      mediaSrc: ["'self'", 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      upgradeInsecureRequests: null,
    },
  },
  referrerPolicy: { policy: 'no-referrer' },
};

/**
 * The headers Helmet sets with these options, worked out once. None of our options depends on the request (no
 * directive is a function, no nonce), so running Helmet's own middleware once against a recording response gives
 * exactly what it would set on every request; @fastify/helmet built that middleware again for each request
 * (parsing the policy each time, about a tenth of an authenticated GET's CPU, issue #17).
 */
export function computeSecurityHeaders(options: HelmetOptions): ReadonlyArray<readonly [string, string]> {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader(name: string, value: string | number) {
      headers.set(name, String(value));
    },
    removeHeader(name: string) {
      headers.delete(name);
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    // Helmet 8 throws its errors itself; a callback error would be a bad option.
    if (error) throw error instanceof Error ? error : new Error('Helmet refused its options', { cause: error });
  });
  return [...headers];
}

/**
 * Sets the security headers on every answer, as @fastify/helmet did: on the raw response before the route runs,
 * so a route may still replace one (a stored file's sandboxing policy) and answers written to the raw response
 * (the notifications stream) carry them too. Helmet's only removal, `X-Powered-By`, is a header Node never sets.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions = securityHeaderOptions) {
  const headers = computeSecurityHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}
