import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataEnvelope, errorResponseSchema } from '@masar/shared/api';
import {
  answersPageSchema,
  answersQuerySchema,
  assessmentAnswerSchema,
  assessmentKindsSchema,
  assessmentResultSchema,
  bulkAnswersSchema,
  kindParamsSchema,
  kindUserParamsSchema,
  questionnaireQuerySchema,
  questionnaireSchema,
  resultRequestSchema,
  savedAnswersSchema,
} from '@masar/shared/assessments';
import { translateMessage } from '@masar/shared/messages';
import { STATE_GROUPS } from '@masar/shared/user-states';
import type { AppContext } from '../../context.ts';
import type { RouteAccess } from '../../plugins/access.ts';
import {
  knownKind,
  listKinds,
  postResult,
  questionnaire,
  readAnswers,
  readResult,
  saveAnswers,
} from './assessments.service.ts';

/** An approved candidate answering their own attempt. */
const CANDIDATES: RouteAccess = {
  allow: STATE_GROUPS.approvedCandidate,
  roles: ['individual'],
  owner: 'self',
  refusal: 'assessments.candidatesTake',
};
/** The candidate on their own attempt, a company's recruiters on those of candidates who turned to it (decision 0060). */
const READERS: RouteAccess = { allow: [...STATE_GROUPS.approvedCandidate, ...STATE_GROUPS.recruiters] };

const tags = ['skills assessments'];
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};

/** Spec §7 assessments/… calls, under /api/assessments/; `{id}` is the kind (decision 0072). */
export const assessmentsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/',
    {
      config: { access: READERS },
      schema: {
        tags,
        summary: "The kinds a candidate may take, with the caller's attempt at each",
        response: { 200: dataEnvelope(assessmentKindsSchema), ...errors },
      },
    },
    async (request) => ({ data: await listKinds(ctx, request.caller!) }),
  );

  app.get(
    '/:id/questionnaire/',
    {
      config: { access: READERS },
      schema: {
        tags,
        summary:
          "The kind's items without keys or gold, paged, with the answers saved; a candidate's first look starts the clock",
        params: kindParamsSchema,
        querystring: questionnaireQuerySchema,
        response: { 200: dataEnvelope(questionnaireSchema), ...errors },
      },
    },
    async (request) => ({
      data: await questionnaire(ctx, request.caller!, knownKind(request.params.id), request.query),
    }),
  );

  app.post(
    '/:id/answers',
    {
      config: { access: CANDIDATES },
      schema: {
        tags,
        summary: 'Save one answer as given (replacing an earlier one to the same item)',
        params: kindParamsSchema,
        body: assessmentAnswerSchema,
        response: { 200: dataEnvelope(savedAnswersSchema), 409: errorResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await saveAnswers(ctx, request.caller!, knownKind(request.params.id), [request.body], () => ''),
    }),
  );

  app.post(
    '/:id/answers/bulk',
    {
      config: { access: CANDIDATES },
      schema: {
        tags,
        summary: 'Save many answers as given, all or none',
        params: kindParamsSchema,
        body: bulkAnswersSchema,
        response: { 200: dataEnvelope(savedAnswersSchema), 409: errorResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await saveAnswers(
        ctx,
        request.caller!,
        knownKind(request.params.id),
        request.body.answers,
        (i) => `answers.${i}.`,
      ),
    }),
  );

  app.get(
    '/:id/answers',
    {
      config: { access: READERS },
      schema: {
        tags,
        summary: "The saved answers of the caller, or of a candidate (user_id) the caller's company may read",
        params: kindParamsSchema,
        querystring: answersQuerySchema,
        response: { 200: dataEnvelope(answersPageSchema), ...errors },
      },
    },
    async (request) => ({ data: await readAnswers(ctx, request.caller!, knownKind(request.params.id), request.query) }),
  );

  app.get(
    '/:id/result/:user_id',
    {
      config: { access: READERS },
      schema: {
        tags,
        summary: "An attempt's status, and once COMPLETED the engine's scores with their evidence and the human scores",
        params: kindUserParamsSchema,
        response: { 200: dataEnvelope(assessmentResultSchema), ...errors },
      },
    },
    async (request) => ({
      data: await readResult(ctx, request.caller!, knownKind(request.params.id), request.params.user_id),
    }),
  );

  app.post(
    '/:id/result/:user_id',
    {
      config: { access: READERS },
      schema: {
        tags,
        summary:
          'The candidate submits their attempt ({}); a recruiter of a related company records a human score with a reason',
        params: kindUserParamsSchema,
        body: resultRequestSchema,
        response: { 200: dataEnvelope(assessmentResultSchema), 409: errorResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { result, message } = await postResult(
        ctx,
        request.caller!,
        knownKind(request.params.id),
        request.params.user_id,
        request.body,
      );
      return { data: result, message: translateMessage(message, request.locale) };
    },
  );
};
