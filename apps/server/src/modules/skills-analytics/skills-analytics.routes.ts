import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataEnvelope, errorResponseSchema } from '@masar/shared/api';
import { skillsAnalyticsRequestSchema, skillsAnalyticsSchema } from '@masar/shared/skills-analytics';
import { STATE_GROUPS } from '@masar/shared/user-states';
import type { AppContext } from '../../context.ts';
import type { RouteAccess } from '../../plugins/access.ts';
import { skillsAnalytics } from './skills-analytics.service.ts';

/** Recruiters and recruiter admins: their company's jobs, and the portal's anonymous aggregates. */
const RECRUITERS: RouteAccess = { allow: STATE_GROUPS.recruiters, owner: 'company' };

const tags = ['skills analytics'];

/** The recruiter's skills analytics, under /api/recruiter/ (decision 0056). */
export const skillsAnalyticsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    '/skills-analytics/',
    {
      config: { access: RECRUITERS },
      schema: {
        tags,
        summary: "The pool's skills, published jobs' demand and the gap between them, by week or by month",
        body: skillsAnalyticsRequestSchema,
        response: { 200: dataEnvelope(skillsAnalyticsSchema), 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema },
      },
    },
    async (request) => ({ data: await skillsAnalytics(ctx, request.caller!, request.body, request.locale) }),
  );
};
