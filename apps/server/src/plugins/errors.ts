import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DrizzleQueryError } from 'drizzle-orm';
import { stdSerializers } from 'pino';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { toLocale, translateMessage } from '@masar/shared/messages';
import type { ErrorResponse } from '@masar/shared/api';
import { AppError } from '../lib/app-error.ts';

/**
 * One error handler: AppErrors and validation errors answer `{ message, code, errors? }` with the
 * message in the request's language; anything else is logged and answers the spec's fallback.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const locale = request.locale;
    const t = (key: string, params?: Record<string, string | number>) => translateMessage(key, locale, params);

    if (error instanceof AppError) {
      const body: ErrorResponse = { message: t(error.messageKey, error.params), code: error.code };
      if (error.fieldErrors.length > 0) {
        body.errors = error.fieldErrors.map(([path, key]) => ({ path, message: t(key) }));
      }
      if (error.retryAfterSeconds !== undefined) void reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.status(error.status).send(body);
    }

    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((issue) => {
        const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
        const keys = (issue.params as { keys?: string[] }).keys;
        const key = issue.keyword === 'unrecognized_keys' ? 'validation.unknownField' : (issue.message ?? 'validation.invalidType');
        return { path: keys?.length ? [path, ...keys].filter(Boolean).join('.') : path, message: t(key) };
      });
      const body: ErrorResponse = {
        message: errors[0]?.message ?? t('validation.invalidType'),
        code: 'VALIDATION_ERROR',
        errors,
      };
      return reply.status(400).send(body);
    }

    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
    } else if (error.statusCode === 429) {
      return reply.status(429).send({ message: t('rateLimit.tooMany', { minutes: 1 }), code: 'RATE_LIMITED' });
    } else if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.status(413).send({ message: t('upload.failed'), code: 'PAYLOAD_TOO_LARGE' });
    } else if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return reply.status(415).send({ message: t('request.unsupportedType'), code: 'UNSUPPORTED_MEDIA_TYPE' });
    } else if (error.statusCode === 400 && (error instanceof SyntaxError || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY')) {
      return reply.status(400).send({ message: t('request.badJson'), code: 'VALIDATION_ERROR' });
    } else if (error.statusCode && error.statusCode < 500) {
      // Fastify's other client errors (a bad content length, an invalid header…).
      return reply.status(error.statusCode).send({ message: t('validation.invalidType'), code: 'VALIDATION_ERROR' });
    } else {
      request.log.error({ err: error }, 'unhandled error');
    }
    return reply.status(500).send({ message: t('common.internalError'), code: 'INTERNAL' });
  });
}

/**
 * Errors Fastify meets before routing (a URL that does not decode): the app's format too. The auth
 * plugin has not run, so the language is read from the `lang` header here.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const locale = toLocale(typeof request.headers.lang === 'string' ? request.headers.lang : undefined);
  if (error.code === 'FST_ERR_BAD_URL') {
    void reply.status(400).send({ message: translateMessage('request.badUrl', locale), code: 'VALIDATION_ERROR' });
    return;
  }
  // A path parameter longer than the router takes (100 characters) names nothing: an id, key or code is shorter.
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    void reply.status(404).send({ message: translateMessage('common.notFound', locale), code: 'NOT_FOUND' });
    return;
  }
  request.log.error({ err: error }, 'error before routing');
  void reply.status(500).send({ message: translateMessage('common.internalError', locale), code: 'INTERNAL' });
}

/** A database error as the log may keep it: the query and where it failed, never a value. */
class LoggedDatabaseError extends Error {
  override name: string;
  constructor(name: string, message: string, frames: string, fields: Record<string, unknown>) {
    super(message);
    this.name = name;
    this.stack = `${name}: ${message}\n${frames}`;
    Object.assign(this, fields);
  }
}

const stackFrames = (error: Error) => (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line)).join('\n');

/** The fields of a PostgreSQL error (pg's DatabaseError) that name things, not values. */
const DATABASE_ERROR_FIELDS = ['code', 'severity', 'schema', 'table', 'column', 'constraint', 'dataType', 'routine'] as const;

function scrub(text: string, values: ReadonlyArray<string>): string {
  return values.reduce((result, value) => result.split(value).join('[redacted]'), text);
}

/**
 * A failed query's error carries every parameter (drizzle puts them in `params` and its message), and
 * PostgreSQL's `detail` repeats the row's values (`Key (email)=(…) already exists`): password hashes and
 * e-mail addresses would reach the log. This keeps the query, the driver's code and names, and drops values.
 */
export function withoutDatabaseValues(error: unknown, values: ReadonlyArray<string> = []): unknown {
  if (!(error instanceof Error)) return error;
  if (error instanceof DrizzleQueryError) {
    const params = error.params
      .filter((param) => param !== null && param !== undefined)
      .map(String)
      .filter((value) => value.length >= 3)
      .sort((a, b) => b.length - a.length);
    const safe = new LoggedDatabaseError('DrizzleQueryError', `Failed query: ${error.query}`, stackFrames(error), {
      query: error.query,
    });
    if (error.cause !== undefined) safe.cause = withoutDatabaseValues(error.cause, [...values, ...params]);
    return safe;
  }
  const record = error as unknown as Record<string, unknown>;
  if (typeof record.severity === 'string' || typeof record.detail === 'string') {
    const fields = Object.fromEntries(DATABASE_ERROR_FIELDS.filter((key) => record[key] !== undefined).map((key) => [key, record[key]]));
    return new LoggedDatabaseError(error.name, scrub(error.message, values), stackFrames(error), fields);
  }
  return error;
}

/** pino's error serializer, after the database values are taken out. */
export function serializeLoggedError(error: Error): ReturnType<typeof stdSerializers.err> {
  return stdSerializers.err(withoutDatabaseValues(error) as Error);
}
