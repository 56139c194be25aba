import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bookDemoRequestSchema } from '@masar/shared/users';
import { errorResponseSchema, messageEnvelopeSchema } from '@masar/shared/api';
import { translateMessage } from '@masar/shared/messages';
import type { AppContext } from '../../context.ts';
import { requestDemo } from './book-demo.service.ts';
import { ANYONE_IDENTIFIED } from '../../plugins/access.ts';

export const bookDemoRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    '/book-demo/',
    {
      config: { access: ANYONE_IDENTIFIED },
      schema: {
        tags: ['book-demo'],
        summary: 'Ask for a demo (anyone, signed in or not)',
        body: bookDemoRequestSchema,
        response: { 201: messageEnvelopeSchema, 400: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request, reply) => {
      await requestDemo(ctx, request.body, request.caller?.userId ?? null, request.meta);
      return reply.status(201).send({ message: translateMessage('demo.requested', request.locale) });
    },
  );
};
