import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { jobFromLinkSchema, jobIdParamsSchema, jobLinkRequestSchema, jobListRequestSchema, jobListSchema, jobSchema, publicJobParamsSchema } from '@masar/shared/jobs';
import { translateMessage } from '@masar/shared/messages';
import { dataEnvelope, errorResponseSchema } from '@masar/shared/api';
import type { AppContext } from '../../context.ts';
import { STATE_GROUPS } from '@masar/shared/user-states';
import { ANYONE, type RouteAccess } from '../../plugins/access.ts';
import { crawlJobLink, getJobFor, getPublicJob, listJobsForCandidate } from './jobs.service.ts';

const tags = ['jobs'];
/** Spec §2: the job page is for approved candidates and recruiters; a company's drafts only for its own. */
const JOB_READERS: RouteAccess = { allow: [...STATE_GROUPS.approvedCandidate, ...STATE_GROUPS.recruiters], owner: 'company' };
const CANDIDATES: RouteAccess = { allow: STATE_GROUPS.approvedCandidate };
/** Approved recruiters and recruiter admins post their company's jobs. */
const RECRUITERS: RouteAccess = { allow: STATE_GROUPS.recruiters };
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

/** Issue #11, post a job from a link (job page mode "LinkedIn job post"), under /api/recruiter/. */
export const recruiterJobsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    '/post-job/link/',
    {
      config: { access: RECRUITERS },
      schema: {
        tags,
        summary: 'Reads a job page a link points to (public pages only, decision 0030) into the editor’s fields',
        body: jobLinkRequestSchema,
        response: { 200: dataEnvelope(jobFromLinkSchema), ...errors, 429: errorResponseSchema, 502: errorResponseSchema },
      },
    },
    async (request) => {
      const data = await crawlJobLink(ctx, request.caller!, request.body.job_link);
      return { data, message: translateMessage(data.found ? 'job.crawled' : 'job.noPostingOnPage', request.locale) };
    },
  );
};
