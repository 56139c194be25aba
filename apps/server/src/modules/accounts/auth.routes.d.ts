import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
/** Spec §7 "Authentication", under /api/user/auth/. */
export declare const authRoutes: FastifyPluginAsyncZod<{
    ctx: AppContext;
}>;
