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
  resultPdfPendingSchema,
  resultRequestSchema,
  resultsListSchema,
  resultsQuerySchema,
  savedAnswersSchema,
} from '@masar/shared/assessments';
import { z } from 'zod';
import { translateMessage } from '@masar/shared/messages';
import { STATE_GROUPS } from '@masar/shared/user-states';
import type { AppContext } from '../../context.ts';
import { sendStoredFile } from '../../lib/send-stored-file.ts';
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
import { answerRecording, resultPdf } from './assessment-report.service.ts';
import { listResults } from './assessment-results.service.ts';

/** An approved candidate answering their own attempt. */
const CANDIDATES: RouteAccess = {
  allow: STATE_GROUPS.approvedCandidate,
  roles: ['individual'],
  owner: 'self',
  refusal: 'assessments.candidatesTake',
};
/** The candidate on their own attempt, a company's recruiters on those of candidates who turned to it (decision 0060). */
const READERS: RouteAccess = { allow: [...STATE_GROUPS.approvedCandidate, ...STATE_GROUPS.recruiters] };

/** The company's recruiters and recruiter admins: the results list is theirs. */
const COMPANY_RECRUITERS: RouteAccess = { allow: STATE_GROUPS.recruiters };
const recordingParamsSchema = kindUserParamsSchema.extend({ question_id: z.string().max(20) });

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

  app.get(
    '/results/',
    {
      config: { access: COMPANY_RECRUITERS },
      schema: {
        tags,
        summary:
          'Every result (personality and skills) of candidates who turned to the company, with the jobs relating them, filtered and paged',
        querystring: resultsQuerySchema,
        response: { 200: dataEnvelope(resultsListSchema), ...errors },
      },
    },
    async (request) => ({ data: await listResults(ctx, request.caller!, request.query) }),
  );

  app.get(
    '/:id/result/:user_id/pdf',
    {
      config: { access: READERS },
      schema: {
        tags,
        summary: "The result as a PDF in the caller's language; 202 while a job makes it",
        params: kindUserParamsSchema,
        response: { 202: dataEnvelope(resultPdfPendingSchema), 409: errorResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { id, user_id } = request.params;
      const answer = await resultPdf(ctx, request.caller!, knownKind(id), user_id, request.locale);
      if (answer.status === 'pending') return reply.code(202).send({ data: answer });
      return sendStoredFile(reply, {
        stream: answer.stream,
        sizeBytes: answer.file.size_bytes,
        contentType: 'application/pdf',
        downloadName: `${id}-result-${request.locale}.pdf`,
      });
    },
  );

  app.get(
    '/:id/recordings/:user_id/:question_id',
    {
      config: { access: READERS },
      schema: {
        tags,
        summary: "A speaking answer's recording, for whoever may read the attempt",
        params: recordingParamsSchema,
        response: errors,
      },
    },
    async (request, reply) => {
      const { id, user_id, question_id } = request.params;
      const recording = await answerRecording(ctx, request.caller!, knownKind(id), user_id, question_id);
      return sendStoredFile(reply, {
        stream: recording.stream,
        sizeBytes: recording.file.size_bytes,
        contentType: recording.contentType,
      });
    },
  );
};
