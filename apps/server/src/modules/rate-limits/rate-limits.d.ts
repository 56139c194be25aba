import type { Db } from '../../db/client.ts';
export interface Limit {
    max: number;
    windowMs: number;
}
/**
 * The limits on the account endpoints. Per-IP limits count every attempt; per-account limits count
 * what an attacker needs (failed logins, mails sent), so a real user is slowed only by their own
 * mistakes, never locked out by someone else's guesses (docs/decisions/0006-rate-limits.md).
 */
export declare const RATE_LIMITS: {
    readonly loginPerIp: {
        readonly max: 60;
        readonly windowMs: number;
    };
    readonly loginFailuresPerAccountAndIp: {
        readonly max: 10;
        readonly windowMs: number;
    };
    readonly loginFailuresPerAccount: {
        readonly max: 100;
        readonly windowMs: number;
    };
    readonly registerPerIp: {
        readonly max: 10;
        readonly windowMs: number;
    };
    readonly forgotPasswordPerIp: {
        readonly max: 20;
        readonly windowMs: number;
    };
    readonly forgotPasswordPerAccount: {
        readonly max: 5;
        readonly windowMs: number;
    };
    readonly resetPasswordPerIp: {
        readonly max: 20;
        readonly windowMs: number;
    };
    readonly verifyEmailPerIp: {
        readonly max: 30;
        readonly windowMs: number;
    };
    readonly verifyEmailPerAccount: {
        readonly max: 10;
        readonly windowMs: number;
    };
    readonly resendVerificationPerAccount: {
        readonly max: 5;
        readonly windowMs: number;
    };
    readonly socialExchangePerIp: {
        readonly max: 30;
        readonly windowMs: number;
    };
};
export type LimitName = keyof typeof RATE_LIMITS;
/** Counts this attempt and refuses it when it goes over the limit. */
export declare function consumeLimit(db: Db, name: LimitName, subject: string): Promise<void>;
/** Refuses when earlier attempts already reached the limit; counts nothing. */
export declare function checkLimit(db: Db, name: LimitName, subject: string): Promise<void>;
/** Counts a failure for a limit that is checked with `checkLimit`. */
export declare function recordFailure(db: Db, name: LimitName, subject: string): Promise<void>;
export declare function clearLimit(db: Db, name: LimitName, subject: string): Promise<void>;
