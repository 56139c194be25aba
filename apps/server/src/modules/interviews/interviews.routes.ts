import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataEnvelope, errorResponseSchema } from '@masar/shared/api';
import {
  interviewActionRequestSchema,
  interviewHistoryParamsSchema,
  interviewHistorySchema,
  interviewListQuerySchema,
  interviewListSchema,
  interviewParamsSchema,
  interviewSchema,
  resumeInterviewRequestSchema,
  startInterviewRequestSchema,
  updateInterviewRequestSchema,
} from '@masar/shared/interviews';
import { translateMessage } from '@masar/shared/messages';
import { STATE_GROUPS } from '@masar/shared/user-states';
import type { AppContext } from '../../context.ts';
import type { RouteAccess } from '../../plugins/access.ts';
import { applyInterviewAction, getInterview, getInterviewHistory, listInterviews, startInterview, updateInterview } from './interviews.service.ts';

const tags = ['interviews'];
/** The company's recruiters and recruiter admins: another company's interview answers 404. */
const COMPANY_RECRUITERS: RouteAccess = { allow: STATE_GROUPS.recruiters, owner: 'company' };
/** The interviewed candidate and the company's recruiters; the lifecycle table decides who may do what. */
const PARTICIPANTS: RouteAccess = { allow: [...STATE_GROUPS.approvedCandidate, ...STATE_GROUPS.recruiters], owner: 'self' };
const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema };
const envelope = dataEnvelope(interviewSchema);

/** Spec §7 interview calls (issue #16, decision 0075), under /api/recruiter/. */
export const interviewsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    '/start-interview/',
    {
      config: { access: COMPANY_RECRUITERS },
      schema: { tags, summary: 'Invites a candidate to an AI interview for a published job of the company; the candidate is notified and e-mailed', body: startInterviewRequestSchema, response: { 200: envelope, ...errors } },
    },
    async (request) => ({ data: await startInterview(ctx, request.caller!, request.body), message: translateMessage('interviews.invited', request.locale) }),
  );

  app.post(
    '/resume-interview/',
    {
      config: { access: PARTICIPANTS },
      schema: { tags, summary: 'The candidate comes back to an interview in progress (clears the stop flag)', body: resumeInterviewRequestSchema, response: { 200: envelope, ...errors } },
    },
    async (request) => ({ data: await applyInterviewAction(ctx, request.caller!, request.body.interview_id, 'resume') }),
  );

  app.post(
    '/interview/action/',
    {
      config: { access: PARTICIPANTS },
      schema: { tags, summary: 'A lifecycle action: start, resume, over (the candidate); cancel, reset, delete (the company)', body: interviewActionRequestSchema, response: { 200: envelope, ...errors } },
    },
    async (request) => ({
      data: await applyInterviewAction(ctx, request.caller!, request.body.interview_id, request.body.action, request.body.reason),
      message: translateMessage('interviews.updated', request.locale),
    }),
  );

  app.patch(
    '/interview/:interview_id',
    {
      config: { access: PARTICIPANTS },
      schema: {
        tags,
        summary: 'The candidate saves an answer’s transcript, the camera’s support and permission, or the stop flag',
        params: interviewParamsSchema,
        body: updateInterviewRequestSchema,
        response: { 200: envelope, ...errors },
      },
    },
    async (request) => ({ data: await updateInterview(ctx, request.caller!, request.params.interview_id, request.body, request.log), message: translateMessage('interviews.saved', request.locale) }),
  );

  app.get(
    '/interview/:interview_id',
    { config: { access: PARTICIPANTS }, schema: { tags, summary: 'One interview’s state: details, answers, stop flag, camera', params: interviewParamsSchema, response: { 200: envelope, ...errors } } },
    async (request) => ({ data: await getInterview(ctx, request.caller!, request.params.interview_id) }),
  );

  app.get(
    '/interview/list/',
    {
      config: { access: PARTICIPANTS },
      schema: { tags, summary: 'The caller’s interviews (a candidate’s own, a recruiter’s company’s), newest first, paged', querystring: interviewListQuerySchema, response: { 200: dataEnvelope(interviewListSchema), ...errors } },
    },
    async (request) => ({ data: await listInterviews(ctx, request.caller!, request.query) }),
  );

  app.get(
    '/interview/history/:id',
    { config: { access: COMPANY_RECRUITERS }, schema: { tags, summary: 'Every move of one of the company’s interviews, oldest first', params: interviewHistoryParamsSchema, response: { 200: dataEnvelope(interviewHistorySchema), ...errors } } },
    async (request) => ({ data: await getInterviewHistory(ctx, request.caller!, request.params.id) }),
  );
};
