import type { ErrorCode } from '@masar/shared/api';
import type { MessageKey } from '@masar/shared/messages';

/** The one error type routes and services throw; the error handler translates `messageKey`. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly status: number,
    readonly messageKey: MessageKey,
    readonly params: Record<string, string | number> = {},
    /** Field-level detail for validation-like errors: [path, message key]. */
    readonly fieldErrors: ReadonlyArray<readonly [string, MessageKey]> = [],
  ) {
    super(messageKey);
    this.name = 'AppError';
  }
}

export const unauthorized = () => new AppError('UNAUTHORIZED', 401, 'auth.unauthorized');
export const forbidden = () => new AppError('FORBIDDEN', 403, 'auth.forbidden');
export const fieldError = (path: string, key: MessageKey) =>
  new AppError('VALIDATION_ERROR', 400, key, {}, [[path, key]]);
