import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthResponseSchema } from '@masar/shared/health';
import type { AppContext } from '../../context.ts';
import { ANYONE } from '../../plugins/access.ts';

export const healthRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/health',
    { config: { access: ANYONE }, schema: { tags: ['health'], summary: 'Whether the server and its database answer', response: { 200: healthResponseSchema, 503: healthResponseSchema } } },
    async (_request, reply) => {
      try {
        await ctx.database.ping();
        return { status: 'ok' as const, database: ctx.database.kind };
      } catch {
        return reply.status(503).send({ status: 'unavailable' as const, database: ctx.database.kind });
      }
    },
  );
};
