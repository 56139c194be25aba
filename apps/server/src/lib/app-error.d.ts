import type { ErrorCode } from '@masar/shared/api';
import type { MessageKey } from '@masar/shared/messages';
/** The one error type routes and services throw; the error handler translates `messageKey`. */
export declare class AppError extends Error {
    readonly code: ErrorCode;
    readonly status: number;
    readonly messageKey: MessageKey;
    readonly params: Record<string, string | number>;
    /** Field-level detail for validation-like errors: [path, message key]. */
    readonly fieldErrors: ReadonlyArray<readonly [string, MessageKey]>;
    constructor(code: ErrorCode, status: number, messageKey: MessageKey, params?: Record<string, string | number>, 
    /** Field-level detail for validation-like errors: [path, message key]. */
    fieldErrors?: ReadonlyArray<readonly [string, MessageKey]>);
}
export declare const unauthorized: () => AppError;
export declare const forbidden: () => AppError;
export declare const fieldError: (path: string, key: MessageKey) => AppError;
