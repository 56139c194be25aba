import { z } from 'zod';

/** Every success answer is `{ data, message? }` (see docs/decisions/0003-api-envelope.md). */
export function dataEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ data, message: z.string().optional() });
}

export const messageEnvelopeSchema = z.object({ message: z.string() });

export const errorResponseSchema = z.object({
  message: z.string(),
  code: z.string(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/**
 * Machine-readable error codes and the HTTP status each one answers with: the one table of both. A
 * throw site names only the code (and the message the person reads).
 */
export const ERROR_STATUS = {
  VALIDATION_ERROR: 400,
  /** A wrong current password in a form that asks for it (settings, account deletion): a field error. */
  WRONG_PASSWORD: 400,
  CODE_INVALID: 400,
  CODE_EXPIRED: 400,
  CODE_USED: 400,
  UNAUTHORIZED: 401,
  INVALID_CREDENTIALS: 401,
  REFRESH_INVALID: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  PROVIDER_NOT_CONFIGURED: 404,
  CONFLICT: 409,
  ALREADY_VERIFIED: 409,
  PAYLOAD_TOO_LARGE: 413,
  /** A body in a type the route does not read (text/plain where JSON is expected). */
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  /** A service Masar depends on (the maps service) did not answer usefully. */
  UPSTREAM_UNAVAILABLE: 502,
  /** The streaming avatar's provider failed (decision 0085): the interview room goes on with the built-in avatar. */
  AVATAR_PROVIDER_FAILED: 502,
} as const;
export type ErrorCode = keyof typeof ERROR_STATUS;

export const idParamsSchema = z.strictObject({ id: z.string().uuid({ error: 'validation.invalidType' }) });

/**
 * The headers every request carries (spec §7), besides `token`, which is the OpenAPI security scheme.
 * Documentation only: a missing or unknown value is never refused.
 */
export const requestHeadersSchema = z.object({
  lang: z.string().optional().describe('The language of messages: en (the default) or ar'),
  domain: z.string().optional().describe('The portal the request comes from: the page address, or the recruitment host'),
});

/** A response that is a redirect, for OpenAPI. */
export const redirectResponseSchema = (where: string) => z.null().describe(`Redirects (302) to ${where}`);

/** A response that is an HTML page (the development mailbox). */
export const htmlPageSchema = z.string().describe('An HTML page');

/** Spec paging: pages counted from 0, 1 ≤ limit ≤ 100. Spread into a request schema. */
export const pagingFields = {
  page: z.coerce.number({ error: 'validation.invalidType' }).int().min(0, { error: 'paging.page' }).default(0),
  limit: z.coerce
    .number({ error: 'validation.invalidType' })
    .int()
    .min(1, { error: 'paging.limit' })
    .max(100, { error: 'paging.limit' })
    .default(10),
};
