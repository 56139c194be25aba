import type { Db } from '../../db/client.ts';
import { refreshTokens, sessions } from '../../db/schema.ts';
export type SessionRow = typeof sessions.$inferSelect;
export type RefreshTokenRow = typeof refreshTokens.$inferSelect;
export declare function insertSession(db: Db, values: {
    userId: string;
    ip: string | null;
    userAgent: string | null;
}): Promise<string>;
export declare function findActiveSession(db: Db, id: string): Promise<SessionRow | undefined>;
export declare function revokeSession(db: Db, id: string, reason: string): Promise<void>;
/** Revokes every live session of a user, except `keepSessionId` when given. */
export declare function revokeUserSessions(db: Db, userId: string, reason: string, keepSessionId?: string): Promise<void>;
/** Whether this IP has had a session of this user before: such a device is not slowed by others' guesses. */
export declare function hasSessionFromIp(db: Db, userId: string, ip: string): Promise<boolean>;
export declare function insertRefreshToken(db: Db, values: {
    sessionId: string;
    tokenHash: string;
    expiresAt: Date;
}): Promise<void>;
export declare function findRefreshToken(db: Db, tokenHash: string): Promise<RefreshTokenRow | undefined>;
/** Marks a token as exchanged; false when another request exchanged it first. */
export declare function markRefreshTokenRotated(db: Db, id: string): Promise<boolean>;
export declare function findSession(db: Db, id: string): Promise<SessionRow | undefined>;
