import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataEnvelope, errorResponseSchema } from '@masar/shared/api';
import {
  careerGapRequestSchema,
  careerGapSchema,
  careerPathRequestSchema,
  careerPathSchema,
  favoriteJobsRequestSchema,
  favoriteJobsSchema,
  jobActionParamsSchema,
  jobActionRequestSchema,
  jobActionResultSchema,
  matchingJobListSchema,
  matchingJobsQuerySchema,
  skillGapRequestSchema,
  skillGapSchema,
  upskillCoursesRequestSchema,
  upskillCoursesSchema,
} from '@masar/shared/matching';
import { translateMessage } from '@masar/shared/messages';
import type { AppContext } from '../../context.ts';
import { actOnJob, careerPath, favoriteStatus, listMatchingJobs, skillGap, upskillCourses } from './candidate-matches.service.ts';
import { careerGap } from './career-gap.service.ts';
import { STATE_GROUPS } from '@masar/shared/user-states';
import type { RouteAccess } from '../../plugins/access.ts';

/** A candidate's own matches, once approved; anyone else is told the page is for candidates. */
const CANDIDATES: RouteAccess = { allow: STATE_GROUPS.approvedCandidate, owner: 'self', refusal: 'job.candidateOnly' };

const tags = ['matching'];
const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };

/** Spec §7 candidate calls of matching, under /api/candidate/. */
export const candidateMatchingRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/matching-jobs',
    {
      config: { access: CANDIDATES },
      schema: { tags, summary: "The candidate's best jobs, best first", querystring: matchingJobsQuerySchema, response: { 200: dataEnvelope(matchingJobListSchema), ...errors } },
    },
    async (request) => ({ data: await listMatchingJobs(ctx, request.caller!, request.query, request.locale) }),
  );

  app.post(
    '/skill-gap/',
    {
      config: { access: CANDIDATES, leavesCallers: true },
      schema: { tags, summary: 'One job against the candidate: matched skills, gaps, score and why', body: skillGapRequestSchema, response: { 200: dataEnvelope(skillGapSchema), ...errors } },
    },
    async (request) => ({ data: await skillGap(ctx, request.caller!, request.body.job_id, request.locale) }),
  );

  app.post(
    '/upskill-courses/',
    {
      config: { access: CANDIDATES },
      schema: { tags, summary: "Courses for a job's gaps, or for the candidate's best jobs", body: upskillCoursesRequestSchema, response: { 200: dataEnvelope(upskillCoursesSchema), ...errors } },
    },
    async (request) => ({ data: await upskillCourses(ctx, request.caller!, request.body, request.locale) }),
  );

  app.post(
    '/career-path/',
    {
      config: { access: CANDIDATES },
      schema: { tags, summary: 'The next roles from where the candidate is now', body: careerPathRequestSchema, response: { 200: dataEnvelope(careerPathSchema), ...errors } },
    },
    async (request) => ({ data: await careerPath(ctx, request.caller!, request.body, request.locale) }),
  );

  app.post(
    '/career-gap/',
    {
      config: { access: CANDIDATES },
      schema: { tags, summary: "One career's skills against the candidate: held, missing, and courses for the gaps", body: careerGapRequestSchema, response: { 200: dataEnvelope(careerGapSchema), ...errors } },
    },
    async (request) => ({ data: await careerGap(ctx, request.caller!, request.body.occupation_id, request.locale) }),
  );

  app.post(
    '/favorite-jobs/',
    {
      config: { access: CANDIDATES },
      schema: { tags, summary: 'Which of these jobs the candidate saved', body: favoriteJobsRequestSchema, response: { 200: dataEnvelope(favoriteJobsSchema), ...errors } },
    },
    async (request) => ({ data: await favoriteStatus(ctx, request.caller!, request.body.job_ids) }),
  );

  app.post(
    '/job/:action',
    {
      config: { access: CANDIDATES },
      schema: {
        tags,
        summary: 'Save, unsave, apply to, dismiss or bring back a job',
        params: jobActionParamsSchema,
        body: jobActionRequestSchema,
        response: { 200: dataEnvelope(jobActionResultSchema), ...errors },
      },
    },
    async (request) => {
      const { result, message } = await actOnJob(ctx, request.caller!, request.params.action, request.body.job_id, request.body.prescreening_answers);
      return { data: result, message: translateMessage(message, request.locale) };
    },
  );
};
