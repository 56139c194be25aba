import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { roleSchema, updateUserRequestSchema, userSchema } from '@masar/shared/users';
import { dataEnvelope, errorResponseSchema, idParamsSchema } from '@masar/shared/api';
import { translateMessage } from '@masar/shared/messages';
import type { AppContext } from '../../context.ts';
import * as accounts from './account.service.ts';
import { ANYONE, SIGNED_IN } from '../../plugins/access.ts';

const tags = ['user'];
const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema };

/** Spec §7 "User", under /api/user/. */
export const userRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/roles/list/',
    { config: { access: ANYONE }, schema: { tags, summary: 'The roles', response: { 200: dataEnvelope(z.array(roleSchema)) } } },
    async () => ({ data: await accounts.getRoles(ctx) }),
  );

  app.get(
    '/',
    {
      config: { access: SIGNED_IN },
      schema: { tags, summary: 'The current user, with companyDetail', response: { 200: dataEnvelope(userSchema), ...errors } },
    },
    async (request) => ({ data: accounts.getCurrentUser(request.caller!) }),
  );

  app.patch(
    '/',
    {
      config: { access: SIGNED_IN },
      schema: { tags, summary: 'Update account details', body: updateUserRequestSchema, response: { 200: dataEnvelope(userSchema), ...errors, 429: errorResponseSchema } },
    },
    async (request) => ({
      data: await accounts.updateAccount(ctx, request.caller!, request.body, request.meta),
      message: translateMessage('user.updated', request.locale),
    }),
  );

  app.get(
    '/:id',
    {
      config: { access: { ...SIGNED_IN, owner: 'self' } },
      schema: { tags, summary: 'A user: oneself, or anyone for a recruiter admin', params: idParamsSchema, response: { 200: dataEnvelope(userSchema), ...errors } },
    },
    async (request) => ({ data: await accounts.getUser(ctx, request.caller!, request.params.id) }),
  );
};
