import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  deleteJobRequestSchema,
  jobFileRequestSchema,
  jobIdParamsSchema,
  jobLinkRequestSchema,
  jobListRequestSchema,
  jobListSchema,
  jobSchema,
  postedJobFromLinkSchema,
  jobShortUrlRequestSchema,
  jobShortUrlSchema,
  postedJobSchema,
  postJobRequestSchema,
  publicJobParamsSchema,
  recruiterJobDetailSchema,
  recruiterJobListRequestSchema,
  recruiterJobListSchema,
  standardProfileParamsSchema,
  standardProfileSchema,
  standardProfileSearchQuerySchema,
  standardProfileSearchSchema,
  totalJobsSchema,
  updateJobDescriptionRequestSchema,
  updateJobRequestSchema,
} from '@masar/shared/jobs';
import { translateMessage } from '@masar/shared/messages';
import { dataEnvelope, errorResponseSchema, messageEnvelopeSchema } from '@masar/shared/api';
import type { AppContext } from '../../context.ts';
import { STATE_GROUPS } from '@masar/shared/user-states';
import { ANYONE, type RouteAccess } from '../../plugins/access.ts';
import { getJobFor, getPublicJob, listJobsForCandidate } from './jobs.service.ts';
import { postJobFromFile, postJobFromLink } from './post-job-ways.service.ts';
import { getStandardProfile, searchStandardProfiles } from './standard-profiles.ts';
import { shortUrlFor } from './short-links.service.ts';
import { closeJob, deleteJob, getRecruiterJob, listRecruiterJobs, postJob, publishJob, totalJobs, updateJob, updateJobDescription } from './recruiter-jobs.service.ts';

const tags = ['jobs'];
/** Spec §2: the job page is for approved candidates and recruiters; a company's drafts only for its own. */
const JOB_READERS: RouteAccess = { allow: [...STATE_GROUPS.approvedCandidate, ...STATE_GROUPS.recruiters], owner: 'company' };
const CANDIDATES: RouteAccess = { allow: STATE_GROUPS.approvedCandidate };
/** Approved recruiters and recruiter admins post their company's jobs. */
const RECRUITERS: RouteAccess = { allow: STATE_GROUPS.recruiters };
/** The same, on one of the company's jobs: another company's job answers 404 (decision 0020). */
const COMPANY_RECRUITERS: RouteAccess = { allow: STATE_GROUPS.recruiters, owner: 'company' };
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
    { config: { access: CANDIDATES, leavesCallers: true }, schema: { tags, summary: 'Published jobs, paged and filtered', body: jobListRequestSchema, response: { 200: dataEnvelope(jobListSchema), ...errors } } },
    async (request) => ({ data: await listJobsForCandidate(ctx, request.body, request.locale) }),
  );
};

/** Issue #11, the recruiter's job calls of spec §7 under /api/recruiter/ (decision 0033), and posting from a link (decision 0030). */
export const recruiterJobsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    '/post-job/link/',
    {
      config: { access: RECRUITERS },
      schema: {
        tags,
        summary: 'Reads the job page a link points to (public pages only, decision 0030); a page with a posting becomes a draft (decision 0038)',
        body: jobLinkRequestSchema,
        response: { 200: dataEnvelope(postedJobFromLinkSchema), ...errors, 429: errorResponseSchema, 502: errorResponseSchema },
      },
    },
    async (request) => {
      const { message, ...data } = await postJobFromLink(ctx, request.caller!, request.body.job_link, request.locale);
      return { data, message: translateMessage(message, request.locale) };
    },
  );

  app.post(
    '/post-job/file/',
    {
      config: { access: RECRUITERS },
      schema: {
        tags,
        summary: 'Reads a job file the caller uploaded (category jobs: pdf, docx or txt) into a draft (decision 0038)',
        body: jobFileRequestSchema,
        response: { 200: dataEnvelope(postedJobSchema), ...errors },
      },
    },
    async (request) => {
      const { message, ...data } = await postJobFromFile(ctx, request.caller!, request.body, request.locale);
      return { data, message: translateMessage(message, request.locale) };
    },
  );

  app.get(
    '/post-job/search/',
    {
      config: { access: RECRUITERS },
      schema: { tags, summary: 'Standard job profiles (catalogue occupations) by title, English or Arabic', querystring: standardProfileSearchQuerySchema, response: { 200: dataEnvelope(standardProfileSearchSchema), ...errors } },
    },
    async (request) => ({ data: searchStandardProfiles(request.query, request.locale) }),
  );

  app.get(
    '/post-job/standard/:id',
    {
      config: { access: RECRUITERS },
      schema: { tags, summary: 'One standard job profile in the reader’s language, to start a job from', params: standardProfileParamsSchema, response: { 200: dataEnvelope(standardProfileSchema), ...errors } },
    },
    async (request) => ({ data: getStandardProfile(request.params.id, request.locale) }),
  );

  app.post(
    '/post-job/',
    {
      config: { access: RECRUITERS },
      schema: { tags, summary: 'A draft job for the company, from typed or pasted text (parsed) or the editor’s fields', body: postJobRequestSchema, response: { 200: dataEnvelope(postedJobSchema), ...errors } },
    },
    async (request) => {
      const { message, ...data } = await postJob(ctx, request.caller!, request.body, request.locale);
      return { data, message: translateMessage(message, request.locale) };
    },
  );

  app.post(
    '/update-job/',
    { config: { access: COMPANY_RECRUITERS }, schema: { tags, summary: 'Saves the editor’s fields of one of the company’s jobs', body: updateJobRequestSchema, response: { 200: dataEnvelope(jobSchema), ...errors } } },
    async (request) => ({ data: await updateJob(ctx, request.caller!, request.body, request.locale), message: translateMessage('job.updated', request.locale) }),
  );

  app.post(
    '/update-job-description/',
    {
      config: { access: COMPANY_RECRUITERS },
      schema: { tags, summary: 'Saves the description of one of the company’s jobs', body: updateJobDescriptionRequestSchema, response: { 200: dataEnvelope(jobSchema), ...errors } },
    },
    async (request) => ({
      data: await updateJobDescription(ctx, request.caller!, request.body.job_id, request.body.description, request.locale),
      message: translateMessage('job.updated', request.locale),
    }),
  );

  app.post(
    '/publish-job/:id',
    {
      config: { access: COMPANY_RECRUITERS },
      schema: { tags, summary: 'Publishes a draft of the company’s, within its posting limit', params: jobIdParamsSchema, response: { 200: dataEnvelope(jobSchema), ...errors } },
    },
    async (request) => ({ data: await publishJob(ctx, request.caller!, request.params.id, request.locale), message: translateMessage('job.published', request.locale) }),
  );

  app.post(
    '/close-job/:id',
    {
      config: { access: COMPANY_RECRUITERS },
      schema: { tags, summary: 'Closes a published job of the company: it leaves candidates’ lists until published again', params: jobIdParamsSchema, response: { 200: dataEnvelope(jobSchema), ...errors } },
    },
    async (request) => ({ data: await closeJob(ctx, request.caller!, request.params.id, request.locale), message: translateMessage('job.closed', request.locale) }),
  );

  app.get(
    '/job/:id',
    {
      config: { access: COMPANY_RECRUITERS },
      schema: { tags, summary: 'One of the company’s jobs, with its candidates count and what the parser read', params: jobIdParamsSchema, response: { 200: dataEnvelope(recruiterJobDetailSchema), ...errors } },
    },
    async (request) => ({ data: await getRecruiterJob(ctx, request.caller!, request.params.id, request.locale) }),
  );

  app.post(
    '/delete-job',
    { config: { access: COMPANY_RECRUITERS }, schema: { tags, summary: 'Deletes one of the company’s jobs and its matches', body: deleteJobRequestSchema, response: { 200: messageEnvelopeSchema, ...errors } } },
    async (request) => {
      await deleteJob(ctx, request.caller!, request.body.job_id);
      return { message: translateMessage('job.removed', request.locale) };
    },
  );

  app.post(
    '/job/short-url/',
    {
      config: { access: COMPANY_RECRUITERS },
      schema: { tags, summary: 'The short link of one of the company’s jobs, made on first asking (decision 0041)', body: jobShortUrlRequestSchema, response: { 200: dataEnvelope(jobShortUrlSchema), ...errors } },
    },
    async (request) => ({ data: { short_url: await shortUrlFor(ctx, request.caller!, request.body.job_id) } }),
  );

  app.get(
    '/total-jobs/',
    { config: { access: RECRUITERS }, schema: { tags, summary: 'How many jobs the company has, and its posting limit', response: { 200: dataEnvelope(totalJobsSchema), ...errors } } },
    async (request) => ({ data: await totalJobs(ctx, request.caller!) }),
  );

  app.post(
    '/jobs/',
    {
      config: { access: RECRUITERS, leavesCallers: true },
      schema: { tags, summary: 'The company’s jobs with their candidates above 0.2, paged and filtered', body: recruiterJobListRequestSchema, response: { 200: dataEnvelope(recruiterJobListSchema), ...errors } },
    },
    async (request) => ({ data: await listRecruiterJobs(ctx, request.caller!, request.body, request.locale) }),
  );
};
