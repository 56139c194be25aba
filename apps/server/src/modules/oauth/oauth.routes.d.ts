import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
/** Social sign-in (issue #2): GET /api/user/auth/{provider}/ leaves for the provider, which comes back to …/callback. */
export declare const oauthRoutes: FastifyPluginAsyncZod<{
    ctx: AppContext;
}>;
