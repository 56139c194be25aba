import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataEnvelope, errorResponseSchema, idParamsSchema } from '@masar/shared/api';
import { translateMessage } from '@masar/shared/messages';
import {
  assessmentListQuerySchema,
  assessmentListSchema,
  assessmentQuestionsSchema,
  assessmentSummarySchema,
  personalityPdfPendingSchema,
  principlesExistSchema,
  saveAnswersRequestSchema,
  saveAnswersResultSchema,
  userAssessmentQuerySchema,
} from '@masar/shared/personality';
import { STATE_GROUPS } from '@masar/shared/user-states';
import type { AppContext } from '../../context.ts';
import { sendStoredFile } from '../../lib/send-stored-file.ts';
import type { RouteAccess } from '../../plugins/access.ts';
import {
  assessmentExists,
  assessmentQuestions,
  assessmentSummary,
  listAssessments,
  personalityReportPdf,
  saveAnswers,
  userAssessment,
} from './personality.service.ts';

/** An approved candidate, taking their own assessment. */
const CANDIDATES: RouteAccess = {
  allow: STATE_GROUPS.approvedCandidate,
  roles: ['individual'],
  owner: 'self',
  refusal: 'assessments.candidateOnly',
};
/** The candidate on their own results, a company's recruiters on those of candidates who turned to it. */
const RESULT_READERS: RouteAccess = { allow: [...STATE_GROUPS.approvedCandidate, ...STATE_GROUPS.recruiters] };
const COMPANY_RECRUITERS: RouteAccess = { allow: STATE_GROUPS.recruiters, owner: 'company' };

const tags = ['personality assessment'];
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};

/** Spec §7 principles/… calls, under /api/principles/. */
export const personalityRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/exist/',
    {
      config: { access: CANDIDATES },
      schema: {
        tags,
        summary: 'Whether the candidate has started the personality assessment, and how far they are',
        response: { 200: dataEnvelope(principlesExistSchema), ...errors },
      },
    },
    async (request) => ({ data: await assessmentExists(ctx, request.caller!) }),
  );

  app.get(
    '/assessments/questions/',
    {
      config: { access: CANDIDATES },
      schema: {
        tags,
        summary: "The 100 questions in the request's language, with the candidate's answers so far",
        response: { 200: dataEnvelope(assessmentQuestionsSchema), ...errors },
      },
    },
    async (request) => ({ data: await assessmentQuestions(ctx, request.caller!, request.locale) }),
  );

  app.post(
    '/assessments/answers/',
    {
      config: { access: CANDIDATES },
      schema: {
        tags,
        summary: 'Save answers as given (-1 takes one back); says when the short scale or the whole is complete',
        body: saveAnswersRequestSchema,
        response: { 200: dataEnvelope(saveAnswersResultSchema), ...errors },
      },
    },
    async (request) => {
      const { completed, ...data } = await saveAnswers(ctx, request.caller!, request.body);
      return completed ? { data, message: translateMessage('assessments.completed', request.locale) } : { data };
    },
  );

  app.get(
    '/assessments/summary/:id',
    {
      config: { access: RESULT_READERS },
      schema: {
        tags,
        summary: "An assessment's best result (full when all 100 are answered, else the short scale)",
        params: idParamsSchema,
        response: { 200: dataEnvelope(assessmentSummarySchema), 409: errorResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await assessmentSummary(ctx, request.caller!, request.params.id) }),
  );

  app.get(
    '/assessments/user/:id',
    {
      config: { access: RESULT_READERS },
      schema: {
        tags,
        summary: "A candidate's short-scale result, or the full one with short_scale_assessment=false",
        params: idParamsSchema,
        querystring: userAssessmentQuerySchema,
        response: { 200: dataEnvelope(assessmentSummarySchema), 409: errorResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await userAssessment(ctx, request.caller!, request.params.id, request.query.short_scale_assessment),
    }),
  );

  app.get(
    '/assessments/pdf/:id',
    {
      config: { access: RESULT_READERS },
      schema: {
        tags,
        summary:
          "An assessment's report as a PDF in the request's language: 202 while a job makes it, then the file (decision 0064)",
        params: idParamsSchema,
        response: { 202: dataEnvelope(personalityPdfPendingSchema), 409: errorResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const answer = await personalityReportPdf(ctx, request.caller!, request.params.id, request.locale);
      if (answer.status === 'pending') return reply.code(202).send({ data: answer });
      return sendStoredFile(reply, {
        stream: answer.stream,
        sizeBytes: answer.file.size_bytes,
        contentType: 'application/pdf',
        downloadName: `personality-report-${request.params.id}-${request.locale}.pdf`,
      });
    },
  );

  app.get(
    '/assessments/list/',
    {
      config: { access: COMPANY_RECRUITERS },
      schema: {
        tags,
        summary: "Results of candidates who applied to the company's jobs or answered its pokes",
        querystring: assessmentListQuerySchema,
        response: { 200: dataEnvelope(assessmentListSchema), ...errors },
      },
    },
    async (request) => ({ data: await listAssessments(ctx, request.caller!, request.query) }),
  );
};
