import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addAwardRequestSchema,
  applyProposedRequestSchema,
  editProfileRequestSchema,
  jsonResumeSchema,
  profileStatusSchema,
  removeAwardQuerySchema,
  replaceResumeRequestSchema,
} from '@masar/shared/profile';
import { dataEnvelope, errorResponseSchema } from '@masar/shared/api';
import { translateMessage } from '@masar/shared/messages';
import type { AppContext } from '../../context.ts';
import {
  addOwnAward,
  applyProposedResume,
  editProfile,
  exportJsonResume,
  getOwnProfileStatus,
  importJsonResume,
  removeOwnAward,
  replaceResume,
} from './profiles.service.ts';
import { CANDIDATE_PROFILE } from '../../plugins/access.ts';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };

/** GET /api/user/profile/ (spec §7): the candidate's parse status and parsed profile. */
export const profileRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/profile/',
    {
      config: { access: CANDIDATE_PROFILE },
      schema: { tags: ['profile'], summary: "The candidate's resume status and parsed profile", response: { 200: dataEnvelope(profileStatusSchema), ...errors } },
    },
    async (request) => ({ data: await getOwnProfileStatus(ctx, request.caller!) }),
  );

  app.patch(
    '/edit-details/',
    {
      config: { access: CANDIDATE_PROFILE },
      schema: { tags: ['profile'], summary: 'Edit sections of the profile (each section sent replaces the one kept)', body: editProfileRequestSchema, response: { 200: dataEnvelope(profileStatusSchema), ...errors } },
    },
    async (request) => ({
      data: await editProfile(ctx, request.caller!, request.body),
      message: translateMessage('user.updated', request.locale),
    }),
  );

  app.get(
    '/profile/json-resume/',
    { config: { access: CANDIDATE_PROFILE }, schema: { tags: ['profile'], summary: 'The profile as a JSON Resume document' } },
    async (request, reply) =>
      reply
        .header('content-disposition', 'attachment; filename="resume.json"')
        .header('cache-control', 'no-store')
        .send(await exportJsonResume(ctx, request.caller!)),
  );

  app.post(
    '/profile/json-resume/',
    {
      config: { access: CANDIDATE_PROFILE },
      schema: { tags: ['profile'], summary: 'Import a JSON Resume into the profile', body: jsonResumeSchema, response: { 200: dataEnvelope(profileStatusSchema), ...errors } },
    },
    async (request) => ({
      data: await importJsonResume(ctx, request.caller!, request.body),
      message: translateMessage('user.updated', request.locale),
    }),
  );

  app.post(
    '/awards/',
    {
      config: { access: CANDIDATE_PROFILE },
      schema: { tags: ['profile'], summary: 'Add a highlight or award', body: addAwardRequestSchema, response: { 200: dataEnvelope(profileStatusSchema), ...errors } },
    },
    async (request) => ({
      data: await addOwnAward(ctx, request.caller!, request.body),
      message: translateMessage('award.added', request.locale),
    }),
  );

  app.delete(
    '/award/',
    {
      config: { access: CANDIDATE_PROFILE },
      schema: { tags: ['profile'], summary: 'Remove a highlight or award (spec: reward_id and uid)', querystring: removeAwardQuerySchema, response: { 200: dataEnvelope(profileStatusSchema), ...errors } },
    },
    async (request) => ({
      data: await removeOwnAward(ctx, request.caller!, request.query.reward_id, request.query.uid),
      message: translateMessage('award.removed', request.locale),
    }),
  );
};

/** POST /api/candidate/resume/: parse another uploaded resume (after a failure, or to start over). */
export const candidateResumeRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    '/resume/',
    {
      config: { access: CANDIDATE_PROFILE },
      schema: {
        tags: ['profile'],
        summary: 'Parse a newly uploaded resume',
        body: replaceResumeRequestSchema,
        response: { 200: dataEnvelope(profileStatusSchema), ...errors },
      },
    },
    async (request) => ({
      data: await replaceResume(ctx, request.caller!, request.body.file_id),
      message: translateMessage('profile.resumeQueued', request.locale),
    }),
  );

  app.post(
    '/resume/apply/',
    {
      config: { access: CANDIDATE_PROFILE },
      schema: {
        tags: ['profile'],
        summary: 'Apply chosen sections of a newer resume (none: discard it)',
        body: applyProposedRequestSchema,
        response: { 200: dataEnvelope(profileStatusSchema), 409: errorResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await applyProposedResume(ctx, request.caller!, request.body.sections),
      message: translateMessage('user.updated', request.locale),
    }),
  );
};
