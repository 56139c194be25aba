import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataEnvelope, errorResponseSchema } from '@masar/shared/api';
import { interestResultSchema, interestsRequestSchema, interestsResponseSchema, resultRequestSchema } from '@masar/shared/interests';
import { translateMessage } from '@masar/shared/messages';
import { STATE_GROUPS } from '@masar/shared/user-states';
import type { AppContext } from '../../context.ts';
import type { RouteAccess } from '../../plugins/access.ts';
import { interests, result } from './interests.service.ts';

/** An approved candidate, on their own interests only (decision 0063): nobody else reads them. */
const CANDIDATES: RouteAccess = {
  allow: STATE_GROUPS.approvedCandidate,
  roles: ['individual'],
  owner: 'self',
  refusal: 'interests.candidateOnly',
};

const tags = ['my next move'];
const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };

/** Spec §7 onet/… calls, under /api/onet/. */
export const interestsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    '/interests/',
    {
      config: { access: CANDIDATES },
      schema: {
        tags,
        summary: 'A page of 12 activities with the answers so far, saving the answers given; or the six scores typed',
        body: interestsRequestSchema,
        response: { 200: dataEnvelope(interestsResponseSchema), ...errors },
      },
    },
    async (request) => {
      const { data, completed } = await interests(ctx, request.caller!, request.body, request.locale);
      return completed ? { data, message: translateMessage('assessments.completed', request.locale) } : { data };
    },
  );

  app.post(
    '/result/',
    {
      config: { access: CANDIDATES },
      schema: {
        tags,
        summary: 'The six scores, the job zones, the chosen zone (saved when named) and a page of 20 careers',
        body: resultRequestSchema,
        response: { 200: dataEnvelope(interestResultSchema), 409: errorResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await result(ctx, request.caller!, request.body, request.locale) }),
  );
};
