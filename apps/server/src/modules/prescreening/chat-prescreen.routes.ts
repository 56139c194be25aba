import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataEnvelope, errorResponseSchema } from '@masar/shared/api';
import { chatConversationSchema, chatPrescreenParamsSchema, chatReplyRequestSchema, chatTranscriptParamsSchema, chatTranscriptSchema } from '@masar/shared/chat-prescreen';
import { translateMessage } from '@masar/shared/messages';
import { STATE_GROUPS } from '@masar/shared/user-states';
import type { AppContext } from '../../context.ts';
import type { RouteAccess } from '../../plugins/access.ts';
import { getConversation, getTranscript, openConversation, replyInConversation } from './chat-prescreen.service.ts';

const tags = ['prescreening'];
/** A candidate who may apply, on their own chat: the caller is the candidate, there is no other's id to give. */
const CANDIDATES: RouteAccess = { allow: STATE_GROUPS.approvedCandidate, owner: 'self', refusal: 'job.candidateOnly' };
const COMPANY_RECRUITERS: RouteAccess = { allow: STATE_GROUPS.recruiters, owner: 'company' };
const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema };
const CHAT = '/assessments/chat_bot_messages';

/** The candidate's chat pre-screen (chat_bot_messages, issue #15, decision 0071), under /api/candidate/. */
export const candidateChatPrescreenRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    `${CHAT}/:job`,
    {
      config: { access: CANDIDATES },
      schema: { tags, summary: 'The candidate’s pre-screening chat on a published job, and the question waiting for a reply', params: chatPrescreenParamsSchema, response: { 200: dataEnvelope(chatConversationSchema), ...errors } },
    },
    async (request) => ({ data: await getConversation(ctx, request.caller!, request.params.job) }),
  );

  app.post(
    `${CHAT}/:job`,
    {
      config: { access: CANDIDATES },
      schema: { tags, summary: 'Opens the pre-screening chat: the bot asks the next question, once', params: chatPrescreenParamsSchema, response: { 200: dataEnvelope(chatConversationSchema), ...errors } },
    },
    async (request) => ({ data: await openConversation(ctx, request.caller!, request.params.job) }),
  );

  app.post(
    `${CHAT}/:job/messages`,
    {
      config: { access: CANDIDATES },
      schema: {
        tags,
        summary: 'A reply to the question asked; the bot asks again, asks the next one, or applies with the answers after the last',
        params: chatPrescreenParamsSchema,
        body: chatReplyRequestSchema,
        response: { 200: dataEnvelope(chatConversationSchema), ...errors },
      },
    },
    async (request) => {
      const data = await replyInConversation(ctx, request.caller!, request.params.job, request.body);
      return data.applied ? { data, message: translateMessage('job.applied', request.locale) } : { data };
    },
  );
};

/** The recruiter's read of an applicant's chat, under /api/recruiter/. */
export const recruiterChatPrescreenRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    `${CHAT}/transcript/:job/:candidate`,
    {
      config: { access: COMPANY_RECRUITERS },
      schema: { tags, summary: 'An applicant’s pre-screening chat on one of the company’s jobs', params: chatTranscriptParamsSchema, response: { 200: dataEnvelope(chatTranscriptSchema), ...errors } },
    },
    async (request) => ({ data: await getTranscript(ctx, request.caller!, request.params.job, request.params.candidate) }),
  );
};
