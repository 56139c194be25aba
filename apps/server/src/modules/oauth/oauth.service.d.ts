import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { type SocialProvider } from '@masar/shared/auth';
import type { AppContext, RequestMeta } from '../../context.ts';
/** Long enough to sign in at the provider (and maybe recover a password there); short enough to go stale. */
export declare const SIGN_IN_FLOW_TTL_MS: number;
/**
 * What binds a callback to the browser that started the sign-in. It travels in a signed, httpOnly
 * cookie: the signature stops the browser from changing it, and only that browser sends it back.
 */
declare const signInFlowSchema: z.ZodObject<{
    provider: z.ZodEnum<{
        google: "google";
        linkedin: "linkedin";
    }>;
    state: z.ZodString;
    codeVerifier: z.ZodString;
    nonce: z.ZodString;
    redirect: z.ZodNullable<z.ZodString>;
    expiresAt: z.ZodNumber;
}, z.core.$strip>;
export type SignInFlow = z.infer<typeof signInFlowSchema>;
export interface CallbackQuery {
    code?: string | undefined;
    state?: string | undefined;
    iss?: string | undefined;
    error?: string | undefined;
}
/** Only a path on this site, so the sign-in cannot be used to send people elsewhere (an open redirect). */
export declare function safeRedirectPath(value: string | undefined): string | null;
/** Starts a sign-in: the provider's authorization URL, and the flow the caller keeps in the browser. */
export declare function startSignIn(ctx: AppContext, provider: SocialProvider, redirect: string | undefined): {
    authorizationUrl: string;
    flow: SignInFlow;
};
/** Reads the flow back from the cookie's (already unsigned) value; anything unexpected is no flow. */
export declare function parseSignInFlow(value: string | null | undefined): SignInFlow | null;
/**
 * Finishes a sign-in at the provider's callback and answers where to send the browser: to the web's
 * return point with a one-time code, or back to the login page when anything is wrong.
 */
export declare function finishSignIn(ctx: AppContext, input: {
    provider: SocialProvider;
    query: CallbackQuery;
    flow: SignInFlow | null;
    meta: RequestMeta;
    log: FastifyBaseLogger;
}): Promise<string>;
export {};
