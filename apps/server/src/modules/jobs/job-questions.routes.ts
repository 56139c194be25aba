import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataEnvelope, errorResponseSchema } from '@masar/shared/api';
import { jobQuestionListSchema, questionSuggestionsSchema, saveJobQuestionsRequestSchema } from '@masar/shared/job-questions';
import { jobIdParamsSchema } from '@masar/shared/jobs';
import { translateMessage } from '@masar/shared/messages';
import { STATE_GROUPS } from '@masar/shared/user-states';
import type { AppContext } from '../../context.ts';
import type { RouteAccess } from '../../plugins/access.ts';
import { getJobQuestions, saveJobQuestions, suggestJobQuestions } from './job-questions.service.ts';

const tags = ['jobs'];
/** The company's recruiters and recruiter admins, on one of its jobs: another company's job answers 404. */
const COMPANY_RECRUITERS: RouteAccess = { allow: STATE_GROUPS.recruiters, owner: 'company' };
const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };

/** Issue #11: a job's interview questions, under /api/recruiter/ (decision 0037). */
export const jobQuestionsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/job/:id/questions/',
    { config: { access: COMPANY_RECRUITERS }, schema: { tags, summary: 'The interview questions of one of the company’s jobs, in order', params: jobIdParamsSchema, response: { 200: dataEnvelope(jobQuestionListSchema), ...errors } } },
    async (request) => ({ data: await getJobQuestions(ctx, request.caller!, request.params.id) }),
  );

  app.put(
    '/job/:id/questions/',
    {
      config: { access: COMPANY_RECRUITERS },
      schema: {
        tags,
        summary: 'Replaces the interview questions of one of the company’s jobs with the list given, in its order',
        params: jobIdParamsSchema,
        body: saveJobQuestionsRequestSchema,
        response: { 200: dataEnvelope(jobQuestionListSchema), ...errors },
      },
    },
    async (request) => ({ data: await saveJobQuestions(ctx, request.caller!, request.params.id, request.body), message: translateMessage('job.updated', request.locale) }),
  );

  app.post(
    '/job/:id/questions/suggest/',
    {
      config: { access: COMPANY_RECRUITERS },
      schema: {
        tags,
        summary: 'Interview questions suggested for one of the company’s jobs from its skills and occupation (not saved)',
        params: jobIdParamsSchema,
        response: { 200: dataEnvelope(questionSuggestionsSchema), ...errors },
      },
    },
    async (request) => ({ data: await suggestJobQuestions(ctx, request.caller!, request.params.id, request.log) }),
  );
};
