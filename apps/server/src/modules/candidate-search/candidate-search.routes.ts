import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataEnvelope, errorResponseSchema } from '@masar/shared/api';
import { candidateSearchRequestSchema, candidateSearchResponseSchema } from '@masar/shared/candidate-search';
import { STATE_GROUPS } from '@masar/shared/user-states';
import type { AppContext } from '../../context.ts';
import type { RouteAccess } from '../../plugins/access.ts';
import { searchCandidates } from './candidate-search.service.ts';

const tags = ['candidate-search'];
/** Approved recruiters and recruiter admins of any company search the one approved pool (decision 0045). */
const RECRUITERS: RouteAccess = { allow: STATE_GROUPS.recruiters };
const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };

/** Spec §7 recruiter: POST advance-search/candidates/ (text), under /api/recruiter/. */
export const candidateSearchRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    '/advance-search/candidates/',
    {
      config: { access: RECRUITERS, leavesCallers: true },
      schema: {
        tags,
        summary: 'Free-text search of the approved candidates, in English and Arabic, ranked and highlighted',
        body: candidateSearchRequestSchema,
        response: { 200: dataEnvelope(candidateSearchResponseSchema), ...errors },
      },
    },
    async (request) => ({ data: await searchCandidates(ctx, request.caller!.userId, request.body) }),
  );
};
