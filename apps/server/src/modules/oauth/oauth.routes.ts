import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { socialCallbackQuerySchema, socialProviderParamsSchema, socialSignInQuerySchema } from '@masar/shared/auth';
import { errorResponseSchema, redirectResponseSchema } from '@masar/shared/api';
import type { AppContext } from '../../context.ts';
import * as oauth from './oauth.service.ts';
import { ANYONE } from '../../plugins/access.ts';

const FLOW_COOKIE = 'masar_oauth';
const FLOW_COOKIE_PATH = '/api/user/auth';
const tags = ['auth'];

/** Social sign-in (issue #2): GET /api/user/auth/{provider}/ leaves for the provider, which comes back to …/callback. */
export const oauthRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const cookieOptions = {
    path: FLOW_COOKIE_PATH,
    httpOnly: true,
    // Lax: the cookie must come back on the provider's top-level redirect to the callback.
    sameSite: 'lax' as const,
    secure: ctx.config.appUrl.startsWith('https:'),
    signed: true,
  };

  app.get(
    '/:provider/',
    {
      config: { access: ANYONE }, schema: {
        tags,
        summary: 'Start signing in with Google or LinkedIn: redirects to the provider',
        params: socialProviderParamsSchema,
        querystring: socialSignInQuerySchema,
        response: { 302: redirectResponseSchema("the provider's sign-in page"), 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const { authorizationUrl, flow } = oauth.startSignIn(ctx, request.params.provider, request.query.redirect);
      reply.setCookie(FLOW_COOKIE, JSON.stringify(flow), {
        ...cookieOptions,
        maxAge: oauth.SIGN_IN_FLOW_TTL_MS / 1000,
      });
      return reply.header('cache-control', 'no-store').redirect(authorizationUrl, 302);
    },
  );

  app.get(
    '/:provider/callback',
    {
      config: { access: ANYONE }, schema: {
        tags,
        summary: "The provider's return: redirects to the web with a one-time code, or to the login page",
        params: socialProviderParamsSchema,
        querystring: socialCallbackQuerySchema,
        response: { 302: redirectResponseSchema('/auth/{provider}/{code} on success, /auth/login?error=social otherwise') },
      },
    },
    async (request, reply) => {
      const stored = request.cookies[FLOW_COOKIE];
      const unsigned = stored ? request.unsignCookie(stored) : undefined;
      const flow = unsigned?.valid ? oauth.parseSignInFlow(unsigned.value) : null;
      // The flow is single-use whatever happens next.
      reply.clearCookie(FLOW_COOKIE, { path: FLOW_COOKIE_PATH });
      const location = await oauth.finishSignIn(ctx, {
        provider: request.params.provider,
        query: request.query,
        flow,
        meta: request.meta,
        log: request.log,
      });
      return reply.header('cache-control', 'no-store').redirect(location, 302);
    },
  );
};
