import type { FastifyInstance } from 'fastify';
/**
 * One error handler: AppErrors and validation errors answer `{ message, code, errors? }` with the
 * message in the request's language; anything else is logged and answers the spec's fallback.
 */
export declare function registerErrorHandler(app: FastifyInstance): void;
