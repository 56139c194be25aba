import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  authConfigSchema,
  authSessionSchema,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  logoutParamsSchema,
  refreshTokenRequestSchema,
  refreshTokenResponseSchema,
  resendVerificationRequestSchema,
  resetPasswordRequestSchema,
  signupRequestSchema,
  signupResultSchema,
  socialExchangeRequestSchema,
  verifyEmailParamsSchema,
  verifyEmailRequestSchema,
  verifyEmailResponseSchema,
} from '@masar/shared/auth';
import { dataEnvelope, errorResponseSchema, messageEnvelopeSchema } from '@masar/shared/api';
import { translateMessage } from '@masar/shared/messages';
import type { AppContext } from '../../context.ts';
import * as auth from './auth.service.ts';
import { ANYONE, SIGNED_IN } from '../../plugins/access.ts';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 409: errorResponseSchema, 429: errorResponseSchema };
const tags = ['auth'];

/** Spec §7 "Authentication", under /api/user/auth/. */
export const authRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    '/register-user/',
    {
      config: { access: ANYONE }, schema: {
        tags,
        summary: 'Sign up with e-mail and password',
        body: signupRequestSchema,
        response: { 201: dataEnvelope(signupResultSchema), ...errors },
      },
    },
    async (request, reply) => {
      const result = await auth.register(ctx, request.body, request.meta);
      return reply.status(201).send({ data: result, message: translateMessage('auth.signupSuccessful', request.locale) });
    },
  );

  app.post(
    '/login-user/',
    {
      config: { access: ANYONE, leavesCallers: true }, schema: { tags, summary: 'Log in', body: loginRequestSchema, response: { 200: dataEnvelope(authSessionSchema), ...errors } },
    },
    async (request) => ({
      data: await auth.login(ctx, request.body, request.meta),
      message: translateMessage('auth.loginSuccessful', request.locale),
    }),
  );

  app.post(
    '/verify-email/:token',
    {
      config: { access: ANYONE }, schema: {
        tags,
        summary: 'Verify an e-mail address with the code from the link',
        params: verifyEmailParamsSchema,
        body: verifyEmailRequestSchema,
        response: { 200: dataEnvelope(verifyEmailResponseSchema), ...errors },
      },
    },
    async (request) => {
      const session = await auth.verifyEmail(ctx, request.params.token, request.body, request.meta);
      return {
        data: { is_email_confirmed: true as const, ...(session === null ? {} : { session }) },
        message: translateMessage('auth.emailVerified', request.locale),
      };
    },
  );

  app.post(
    '/resend-verification/',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: 'Send the verification e-mail again',
        body: resendVerificationRequestSchema.optional(),
        response: { 200: messageEnvelopeSchema, ...errors },
      },
    },
    async (request) => {
      await auth.resendVerification(ctx, request.caller!.userId);
      return { message: translateMessage('auth.verificationSent', request.locale) };
    },
  );

  app.post(
    '/forgot-password/',
    {
      config: { access: ANYONE }, schema: { tags, summary: 'Ask for a password reset link', body: forgotPasswordRequestSchema, response: { 200: messageEnvelopeSchema, ...errors } },
    },
    async (request) => {
      await auth.forgotPassword(ctx, request.body.email, request.meta);
      return { message: translateMessage('auth.resetSent', request.locale) };
    },
  );

  app.post(
    '/reset-password/',
    {
      config: { access: ANYONE }, schema: { tags, summary: 'Choose a new password with the code from the link', body: resetPasswordRequestSchema, response: { 200: messageEnvelopeSchema, ...errors } },
    },
    async (request) => {
      await auth.resetPassword(ctx, request.body, request.meta);
      return { message: translateMessage('auth.passwordReset', request.locale) };
    },
  );

  app.post(
    '/refresh-token/',
    {
      config: { access: ANYONE }, schema: { tags, summary: 'Exchange a refresh token for a new access token', body: refreshTokenRequestSchema, response: { 200: refreshTokenResponseSchema, ...errors } },
    },
    async (request) => {
      const next = await auth.refreshSession(ctx, request.body.refresh_token, request.meta);
      return { data: next.token, refresh_token: next.refreshToken };
    },
  );

  app.get(
    '/logout-user/:id',
    {
      config: { access: { ...SIGNED_IN, owner: 'self' } },
      schema: {
        tags,
        summary: 'Log out: the session and its tokens stop working at once',
        params: logoutParamsSchema,
        response: { 200: messageEnvelopeSchema, 401: errorResponseSchema, 403: errorResponseSchema },
      },
    },
    async (request) => {
      await auth.logout(ctx, request.caller!, request.params.id, request.meta);
      return { message: translateMessage('auth.loggedOut', request.locale) };
    },
  );

  app.get(
    '/config/',
    { config: { access: ANYONE }, schema: { tags, summary: 'Which social sign-in providers are configured', response: { 200: dataEnvelope(authConfigSchema) } } },
    async () => ({ data: { providers: ctx.oauthProviders.configured() } }),
  );

  app.post(
    '/social/exchange/',
    {
      config: { access: ANYONE }, schema: {
        tags,
        summary: 'Exchange the one-time code of a social sign-in for a session',
        body: socialExchangeRequestSchema,
        response: { 200: dataEnvelope(authSessionSchema), ...errors },
      },
    },
    async (request) => ({ data: await auth.exchangeSocialLoginCode(ctx, request.body.token, request.meta) }),
  );
};
