import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';

const healthSchema = z.object({ status: z.enum(['ok', 'unavailable']), database: z.enum(['embedded', 'server']) });

export const healthRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/health',
    { schema: { tags: ['health'], summary: 'Whether the server and its database answer', response: { 200: healthSchema, 503: healthSchema } } },
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
