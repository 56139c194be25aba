import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deleteAccountRequestSchema } from '@masar/shared/users';
import { errorResponseSchema, messageEnvelopeSchema } from '@masar/shared/api';
import { translateMessage } from '@masar/shared/messages';
import type { AppContext } from '../../context.ts';
import { deleteAccount, exportPersonalData } from './privacy.service.ts';
import { SIGNED_IN } from '../../plugins/access.ts';

const tags = ['privacy'];

/** A person's own data: download all of it, or delete the account (from /settings/account). */
export const privacyRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/export/',
    { config: { access: { ...SIGNED_IN, owner: 'self' } }, schema: { tags, summary: 'Download all of one’s data (JSON and files) as a zip' } },
    async (request, reply) => {
      const { stream, fileName } = await exportPersonalData(ctx, request.caller!);
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(stream);
    },
  );

  app.delete(
    '/',
    {
      config: { access: { ...SIGNED_IN, owner: 'self' } },
      schema: {
        tags,
        summary: 'Delete one’s account and data for good',
        body: deleteAccountRequestSchema,
        response: { 200: messageEnvelopeSchema, 400: errorResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request) => {
      await deleteAccount(ctx, request.caller!, request.body);
      return { message: translateMessage('privacy.deleted', request.locale) };
    },
  );
};
