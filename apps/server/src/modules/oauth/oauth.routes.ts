import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';

/** Social sign-in routes (GET /api/user/auth/{provider}/ and its callback); see oauth.service.ts. */
export const oauthRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async () => {};
