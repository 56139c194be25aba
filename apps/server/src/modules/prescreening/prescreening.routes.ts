import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataEnvelope, errorResponseSchema } from '@masar/shared/api';
import { translateMessage } from '@masar/shared/messages';
import {
  candidatePrescreeningListSchema,
  prescreeningAnswerListSchema,
  prescreeningAnswersQuerySchema,
  prescreeningParamsSchema,
  prescreeningQuestionListSchema,
  savePrescreeningRequestSchema,
} from '@masar/shared/prescreening';
import { STATE_GROUPS } from '@masar/shared/user-states';
import type { AppContext } from '../../context.ts';
import type { RouteAccess } from '../../plugins/access.ts';
import { getApplicantAnswers, getCandidateQuestions, getQuestions, saveQuestions } from './prescreening.service.ts';

const tags = ['prescreening'];
/** The company's recruiters and recruiter admins, on one of its jobs: another company's job answers 404. */
const COMPANY_RECRUITERS: RouteAccess = { allow: STATE_GROUPS.recruiters, owner: 'company' };
/** A candidate who may apply: approved, as for applying itself. */
const CANDIDATES: RouteAccess = { allow: STATE_GROUPS.approvedCandidate, refusal: 'job.candidateOnly' };
const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };

/** Spec §7 recruiter: pre-screening questions of a job (issue #15, decision 0070), under /api/recruiter/. */
export const prescreeningRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/assessments/:assessment/questions/:job',
    {
      config: { access: COMPANY_RECRUITERS },
      schema: { tags, summary: 'The pre-screening questions of one of the company’s jobs, with their knock-out rules', params: prescreeningParamsSchema, response: { 200: dataEnvelope(prescreeningQuestionListSchema), ...errors } },
    },
    async (request) => ({ data: await getQuestions(ctx, request.caller!, request.params.assessment, request.params.job) }),
  );

  app.post(
    '/assessments/:assessment/questions/:job',
    {
      config: { access: COMPANY_RECRUITERS },
      schema: {
        tags,
        summary: 'Replaces the pre-screening questions of one of the company’s jobs with the list given, in its order',
        params: prescreeningParamsSchema,
        body: savePrescreeningRequestSchema,
        response: { 200: dataEnvelope(prescreeningQuestionListSchema), ...errors },
      },
    },
    async (request) => ({
      data: await saveQuestions(ctx, request.caller!, request.params.assessment, request.params.job, request.body),
      message: translateMessage('prescreening.saved', request.locale),
    }),
  );

  app.get(
    '/assessments/:assessment/questions/prescreening/:job',
    {
      config: { access: CANDIDATES },
      schema: { tags, summary: 'The pre-screening questions a candidate answers when applying to a published job', params: prescreeningParamsSchema, response: { 200: dataEnvelope(candidatePrescreeningListSchema), ...errors } },
    },
    async (request) => ({ data: await getCandidateQuestions(ctx, request.params.assessment, request.params.job) }),
  );

  app.get(
    '/assessments/:assessment/answers/:job',
    {
      config: { access: COMPANY_RECRUITERS },
      schema: {
        tags,
        summary: 'The applicants’ pre-screening answers to one of the company’s jobs, knock-outs marked',
        params: prescreeningParamsSchema,
        querystring: prescreeningAnswersQuerySchema,
        response: { 200: dataEnvelope(prescreeningAnswerListSchema), ...errors },
      },
    },
    async (request) => ({ data: await getApplicantAnswers(ctx, request.caller!, request.params.assessment, request.params.job, request.query.candidate_id) }),
  );
};
