import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
/** Spec §7 "User", under /api/user/. */
export declare const userRoutes: FastifyPluginAsyncZod<{
    ctx: AppContext;
}>;
