import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataEnvelope, errorResponseSchema } from '@masar/shared/api';
import {
  avatarChoiceSchema,
  avatarSessionStateSchema,
  avatarIceRequestSchema,
  avatarSessionSchema,
  avatarTaskRequestSchema,
  avatarTaskSchema,
  interviewAvatarParamsSchema,
  interviewerVoiceQuerySchema,
  INTERVIEWER_VOICE_CONTENT_TYPE,
  startAvatarSessionRequestSchema,
  stopAvatarSessionRequestSchema,
} from '@masar/shared/avatar';
import { STATE_GROUPS } from '@masar/shared/user-states';
import type { AppContext } from '../../context.ts';
import type { RouteAccess } from '../../plugins/access.ts';
import { addAvatarIceCandidate, chooseAvatar, openAvatarSession, speakWithAvatar, startAvatarSession, stopAvatarSession } from './avatar.service.ts';
import { speakInterviewQuestion } from './interviewer-voice.service.ts';

const tags = ['interviews'];
/** The interview's candidate: the room is theirs; anyone else's interview answers 404. */
const INTERVIEW_CANDIDATE: RouteAccess = { allow: STATE_GROUPS.approvedCandidate, owner: 'self' };
const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema, 502: errorResponseSchema };
const sessionState = dataEnvelope(avatarSessionStateSchema);

/** The interview room's avatar (decision 0085), under /api/recruiter/ beside the spec's interview calls. */
export const avatarRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const params = interviewAvatarParamsSchema;

  app.get(
    '/interview/:interview_id/avatar/',
    {
      config: { access: INTERVIEW_CANDIDATE },
      schema: { tags, summary: 'Which avatar the interview room uses: the built-in one, or the portal’s streaming digital human', params, response: { 200: dataEnvelope(avatarChoiceSchema), ...errors } },
    },
    async (request) => ({ data: await chooseAvatar(ctx, request.caller!, request.params.interview_id) }),
  );

  app.get(
    '/interview/:interview_id/avatar/voice/',
    {
      config: { access: INTERVIEW_CANDIDATE },
      schema: {
        tags,
        summary:
          'The built-in interviewer saying a question of the interview in progress, or its follow-up (`<question id>:follow-up`), in the portal’s text-to-speech voice: audio/mpeg bytes. The words are the interview’s; 404 without a text-to-speech model, 502 when the provider fails. Limited per candidate (429)',
        params,
        querystring: interviewerVoiceQuerySchema,
        produces: [INTERVIEWER_VOICE_CONTENT_TYPE],
        response: { 200: z.instanceof(Buffer).describe('The question spoken, as audio/mpeg'), ...errors, 429: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const speech = await speakInterviewQuestion(ctx, request.caller!, request.params.interview_id, request.query.question_id, request.log);
      return reply
        .header('content-type', speech.contentType)
        .header('x-content-type-options', 'nosniff')
        .send(speech.bytes);
    },
  );

  app.post(
    '/interview/:interview_id/avatar/session/',
    {
      config: { access: INTERVIEW_CANDIDATE },
      schema: {
        tags,
        summary: 'Opens a digital-human session for the interview in progress (stopping its earlier one): the provider’s session_id, SDP offer and ICE servers',
        params,
        response: { 200: dataEnvelope(avatarSessionSchema), ...errors },
      },
    },
    async (request) => ({ data: await openAvatarSession(ctx, request.caller!, request.params.interview_id, request.log) }),
  );

  app.post(
    '/interview/:interview_id/avatar/session/start/',
    { config: { access: INTERVIEW_CANDIDATE }, schema: { tags, summary: 'Starts the session’s stream with the browser’s SDP answer', params, body: startAvatarSessionRequestSchema, response: { 200: sessionState, ...errors } } },
    async (request) => {
      await startAvatarSession(ctx, request.caller!, request.params.interview_id, request.body.session_id, request.body.sdp, request.log);
      return { data: { session_id: request.body.session_id, stopped: false } };
    },
  );

  app.post(
    '/interview/:interview_id/avatar/session/task/',
    {
      config: { access: INTERVIEW_CANDIDATE },
      schema: { tags, summary: 'The avatar says one of the interview’s questions, or its follow-up (`<question id>:follow-up`); the words are the interview’s. How long it will speak, when the provider says. Limited per candidate (429)', params, body: avatarTaskRequestSchema, response: { 200: dataEnvelope(avatarTaskSchema), ...errors, 429: errorResponseSchema } },
    },
    async (request) => ({ data: await speakWithAvatar(ctx, request.caller!, request.params.interview_id, request.body.session_id, request.body.question_id, request.log) }),
  );

  app.post(
    '/interview/:interview_id/avatar/session/ice/',
    { config: { access: INTERVIEW_CANDIDATE }, schema: { tags, summary: 'Sends one of the browser’s ICE candidates to the provider', params, body: avatarIceRequestSchema, response: { 200: sessionState, ...errors } } },
    async (request) => {
      await addAvatarIceCandidate(ctx, request.caller!, request.params.interview_id, request.body.session_id, request.body.candidate, request.log);
      return { data: { session_id: request.body.session_id, stopped: false } };
    },
  );

  app.post(
    '/interview/:interview_id/avatar/session/stop/',
    { config: { access: INTERVIEW_CANDIDATE }, schema: { tags, summary: 'Stops the interview’s digital-human session', params, body: stopAvatarSessionRequestSchema, response: { 200: sessionState, ...errors } } },
    async (request) => {
      await stopAvatarSession(ctx, request.caller!, request.params.interview_id, request.body.session_id, request.log);
      return { data: { session_id: request.body.session_id, stopped: true } };
    },
  );
};
