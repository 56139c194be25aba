import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataEnvelope, errorResponseSchema } from '@masar/shared/api';
import { recruiterStatsSchema, statsRequestSchema } from '@masar/shared/stats';
import { STATE_GROUPS } from '@masar/shared/user-states';
import type { AppContext } from '../../context.ts';
import type { RouteAccess } from '../../plugins/access.ts';
import { recruiterStats } from './stats.service.ts';

/** The company's recruiters and recruiter admins; each sees their own company's numbers. */
const COMPANY_RECRUITERS: RouteAccess = { allow: STATE_GROUPS.recruiters, owner: 'company' };

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };

/** Spec §7 `POST stats/`, under /api/recruiter/ like the other recruiter calls. */
export const statsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    '/stats/',
    {
      config: { access: COMPANY_RECRUITERS, leavesCallers: true },
      schema: {
        tags: ['recruiter stats'],
        summary: "The recruiter dashboard's figures for the week or the month, beside the previous one",
        body: statsRequestSchema,
        response: { 200: dataEnvelope(recruiterStatsSchema), ...errors },
      },
    },
    async (request) => ({ data: await recruiterStats(ctx, request.caller!, request.body ?? statsRequestSchema.parse({})) }),
  );
};
