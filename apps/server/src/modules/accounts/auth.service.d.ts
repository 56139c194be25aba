import type { AuthSession, LoginRequest, ResetPasswordRequest, SignupRequest } from '@masar/shared/auth';
import type { AppContext, RequestMeta } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { type UserRow } from './users.repository.ts';
export declare function splitFullName(fullName: string): {
    first_name: string;
    last_name: string;
};
export declare function refusePasswordIfCommon(password: string, path?: string): void;
/** Writes a verification mail to the user's address (or the new one they are changing to). */
export declare function writeVerificationMail(ctx: AppContext, tx: Db, user: Pick<UserRow, 'id' | 'email' | 'first_name' | 'locale'>): Promise<string>;
export declare function register(ctx: AppContext, input: SignupRequest, meta: RequestMeta): Promise<AuthSession>;
export declare function login(ctx: AppContext, input: LoginRequest, meta: RequestMeta): Promise<AuthSession>;
export declare function verifyEmail(ctx: AppContext, code: string, email: string, meta: RequestMeta): Promise<void>;
export declare function resendVerification(ctx: AppContext, userId: string): Promise<void>;
/** Always answers the same, so the form cannot be used to learn who has an account. */
export declare function forgotPassword(ctx: AppContext, email: string, meta: RequestMeta): Promise<void>;
export declare function resetPassword(ctx: AppContext, input: ResetPasswordRequest, meta: RequestMeta): Promise<void>;
/**
 * Rotates a refresh token. A token that was already exchanged is a sign of theft: the whole session
 * (every token of its family) is revoked, and both the thief and the owner must log in again.
 */
export declare function refreshSession(ctx: AppContext, refreshToken: string, meta: RequestMeta): Promise<{
    token: string;
    refreshToken: string;
}>;
export declare function logout(ctx: AppContext, caller: {
    userId: string;
    sessionId: string;
}, id: string, meta: RequestMeta): Promise<void>;
/** After a provider's callback: a short, single-use code the web exchanges for a session. */
export declare function createSocialLoginCode(tx: Db, userId: string): Promise<string>;
export declare function exchangeSocialLoginCode(ctx: AppContext, code: string, meta: RequestMeta): Promise<AuthSession>;
