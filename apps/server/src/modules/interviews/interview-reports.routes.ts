import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataEnvelope, errorResponseSchema } from '@masar/shared/api';
import {
  candidateInterviewReceiptSchema,
  humanReviewRequestSchema,
  interviewRecordingParamsSchema,
  interviewReportSchema,
  scoreOverrideRequestSchema,
} from '@masar/shared/interview-reports';
import { interviewParamsSchema } from '@masar/shared/interviews';
import { translateMessage } from '@masar/shared/messages';
import { STATE_GROUPS } from '@masar/shared/user-states';
import type { AppContext } from '../../context.ts';
import { sendStoredFile } from '../../lib/send-stored-file.ts';
import type { RouteAccess } from '../../plugins/access.ts';
import {
  getInterviewReceipt,
  getInterviewReport,
  interviewRecordingFile,
  overrideScore,
  requestHumanReview,
} from './interview-evaluations.service.ts';

const tags = ['interviews'];
/** The company's recruiters and recruiter admins: another company's interview answers 404. */
const COMPANY_RECRUITERS: RouteAccess = { allow: STATE_GROUPS.recruiters, owner: 'company' };
/** The interviewed candidate only: a recruiter reads the report instead. */
const INTERVIEWED_CANDIDATE: RouteAccess = {
  allow: STATE_GROUPS.approvedCandidate,
  roles: ['individual'],
  owner: 'self',
};
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};

/** The interview's evaluation, report and review request (issue #16, decision 0084), under /api/recruiter/. */
export const interviewReportsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/interview/report/:interview_id',
    {
      config: { access: COMPANY_RECRUITERS },
      schema: {
        tags,
        summary:
          'The report of one of the company’s interviews: per question and overall, bands with their evidence, overrides, transcript',
        params: interviewParamsSchema,
        response: { 200: dataEnvelope(interviewReportSchema), ...errors },
      },
    },
    async (request) => ({
      data: await getInterviewReport(ctx, request.caller!, request.params.interview_id, request.locale),
    }),
  );

  app.get(
    '/interview/report/:interview_id/recording/:upload_id',
    {
      config: { access: COMPANY_RECRUITERS },
      schema: {
        tags,
        summary:
          'One answer’s recording (audio or camera video) of the interview’s current attempt, to play beside its transcript',
        params: interviewRecordingParamsSchema,
        response: errors,
      },
    },
    async (request, reply) => {
      const { interview_id, upload_id } = request.params;
      const recording = await interviewRecordingFile(ctx, request.caller!, interview_id, upload_id);
      return sendStoredFile(reply, {
        stream: recording.stream,
        sizeBytes: recording.file.size_bytes,
        contentType: recording.contentType,
      });
    },
  );

  app.post(
    '/interview/report/:interview_id/override/',
    {
      config: { access: COMPANY_RECRUITERS },
      schema: {
        tags,
        summary:
          'A recruiter overrides a score with a reason; the automatic score is kept beside it and the history records it',
        params: interviewParamsSchema,
        body: scoreOverrideRequestSchema,
        response: { 200: dataEnvelope(interviewReportSchema), ...errors },
      },
    },
    async (request) => ({
      data: await overrideScore(ctx, request.caller!, request.params.interview_id, request.body, request.locale),
      message: translateMessage('interviewReports.overridden', request.locale),
    }),
  );

  app.get(
    '/interview/receipt/:interview_id',
    {
      config: { access: INTERVIEWED_CANDIDATE },
      schema: {
        tags,
        summary:
          'The candidate’s view of their interview: received or not, what is assessed (no scores), the human review request',
        params: interviewParamsSchema,
        response: { 200: dataEnvelope(candidateInterviewReceiptSchema), ...errors },
      },
    },
    async (request) => ({ data: await getInterviewReceipt(ctx, request.caller!, request.params.interview_id) }),
  );

  app.post(
    '/interview/review-request/',
    {
      config: { access: INTERVIEWED_CANDIDATE },
      schema: {
        tags,
        summary:
          'The candidate asks for a person to review their completed interview, once per attempt; the company’s recruiters are notified',
        body: humanReviewRequestSchema,
        response: { 200: dataEnvelope(candidateInterviewReceiptSchema), ...errors },
      },
    },
    async (request) => ({
      data: await requestHumanReview(ctx, request.caller!, request.body.interview_id),
      message: translateMessage('interviewReports.reviewRequested', request.locale),
    }),
  );
};
