import { ERROR_STATUS, type ErrorCode } from '@masar/shared/api';
import type { MessageKey } from '@masar/shared/messages';

/**
 * The one error type routes and services throw: a code (whose HTTP status comes from ERROR_STATUS in
 * packages/shared) and the message the person reads, which the error handler translates.
 */
export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    readonly messageKey: MessageKey,
    readonly params: Record<string, string | number> = {},
    /** Field-level detail for validation-like errors: [path, message key]. */
    readonly fieldErrors: ReadonlyArray<readonly [string, MessageKey]> = [],
    /** For a refusal that ends: seconds until trying again is worth it, sent as `Retry-After`. */
    readonly retryAfterSeconds?: number,
  ) {
    super(messageKey);
    this.name = 'AppError';
    this.status = ERROR_STATUS[code];
  }
}

export const unauthorized = () => new AppError('UNAUTHORIZED', 'auth.unauthorized');
export const forbidden = () => new AppError('FORBIDDEN', 'auth.forbidden');
export const fieldError = (path: string, key: MessageKey) => new AppError('VALIDATION_ERROR', key, {}, [[path, key]]);
