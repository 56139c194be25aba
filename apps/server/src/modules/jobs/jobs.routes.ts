import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { jobIdParamsSchema, jobListRequestSchema, jobListSchema, jobSchema, publicJobParamsSchema } from '@masar/shared/jobs';
import { dataEnvelope, errorResponseSchema } from '@masar/shared/api';
import type { AppContext } from '../../context.ts';
import { STATE_GROUPS } from '@masar/shared/user-states';
import { ANYONE, type RouteAccess } from '../../plugins/access.ts';
import { getJobFor, getPublicJob, listJobsForCandidate } from './jobs.service.ts';

const tags = ['jobs'];
/** Spec §2: the job page is for approved candidates and recruiters; a company's drafts only for its own. */
const JOB_READERS: RouteAccess = { allow: [...STATE_GROUPS.approvedCandidate, ...STATE_GROUPS.recruiters], owner: 'company' };
const CANDIDATES: RouteAccess = { allow: STATE_GROUPS.approvedCandidate };
const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };

/** Spec §7 common: GET job-details/{id}, GET job/{id}, and the public job page's data, under /api/user/. */
export const jobsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  for (const path of ['/job-details/:id', '/job/:id']) {
    app.get(
      path,
      { config: { access: JOB_READERS }, schema: { tags, summary: 'A job, for candidates and recruiters', params: jobIdParamsSchema, response: { 200: dataEnvelope(jobSchema), ...errors } } },
      async (request) => ({ data: await getJobFor(ctx, request.caller!, request.params.id, request.locale) }),
    );
  }

  app.get(
    '/public/job/:key',
    { config: { access: ANYONE }, schema: { tags, summary: 'A published job, open to anyone', params: publicJobParamsSchema, response: { 200: dataEnvelope(jobSchema), ...errors } } },
    async (request) => ({ data: await getPublicJob(ctx, request.params.key, request.locale) }),
  );
};

/** Spec §7 candidate: POST jobs/ (paging, filters), under /api/candidate/. */
export const candidateJobsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    '/jobs/',
    { config: { access: CANDIDATES }, schema: { tags, summary: 'Published jobs, paged and filtered', body: jobListRequestSchema, response: { 200: dataEnvelope(jobListSchema), ...errors } } },
    async (request) => ({ data: await listJobsForCandidate(ctx, request.body, request.locale) }),
  );
};
