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

/** Machine-readable error codes; the message is the user-facing text. */
export const ERROR_CODES = [
  'VALIDATION_ERROR',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'RATE_LIMITED',
  'INVALID_CREDENTIALS',
  'CODE_INVALID',
  'CODE_EXPIRED',
  'CODE_USED',
  'ALREADY_VERIFIED',
  'REFRESH_INVALID',
  'PROVIDER_NOT_CONFIGURED',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

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
