import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  candidateOnboardingRequestSchema,
  companySchema,
  recruiterOnboardingRequestSchema,
  sectorSchema,
} from '@masar/shared/onboarding';
import { userSchema } from '@masar/shared/users';
import { dataEnvelope, errorResponseSchema } from '@masar/shared/api';
import { translateMessage } from '@masar/shared/messages';
import type { AppContext } from '../../context.ts';
import { listSectors, onboardCandidate, onboardRecruiter } from './onboarding.service.ts';
import { ANYONE, ONBOARDING } from '../../plugins/access.ts';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 409: errorResponseSchema };
const tags = ['onboarding'];

/** POST /api/recruiter/onboarding/ (spec §7: answers user and company). */
export const recruiterOnboardingRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    '/onboarding/',
    {
      config: { access: ONBOARDING },
      schema: {
        tags,
        summary: 'Onboard as a recruiter with a new company',
        body: recruiterOnboardingRequestSchema,
        response: { 200: dataEnvelope(z.object({ user: userSchema, company: companySchema })), ...errors },
      },
    },
    async (request) => ({
      data: await onboardRecruiter(ctx, request.caller!, request.body, request.meta),
      message: translateMessage('onboarding.completed', request.locale),
    }),
  );
};

/** POST /api/candidate/onboarding/ (spec §7: answers the user). */
export const candidateOnboardingRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    '/onboarding/',
    {
      config: { access: ONBOARDING },
      schema: {
        tags,
        summary: 'Onboard as a candidate: links, availability and a resume to parse',
        body: candidateOnboardingRequestSchema,
        response: { 200: dataEnvelope(userSchema), ...errors },
      },
    },
    async (request) => ({
      data: await onboardCandidate(ctx, request.caller!, request.body, request.meta),
      message: translateMessage('onboarding.completed', request.locale),
    }),
  );
};

/** GET /api/user/sectors/ (spec §7 common): the industries a company can be in. */
export const sectorsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/sectors/',
    {
      config: { access: ANYONE }, schema: {
        tags,
        summary: 'Sectors (industries), in English and Arabic',
        response: { 200: dataEnvelope(z.array(sectorSchema)) },
      },
    },
    async () => ({ data: listSectors() }),
  );
};
