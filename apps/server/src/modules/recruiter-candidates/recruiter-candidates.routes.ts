import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataEnvelope, errorResponseSchema, idParamsSchema } from '@masar/shared/api';
import {
  candidatePokeListSchema,
  candidatePokeSchema,
  candidatePokesQuerySchema,
  companyCandidateListSchema,
  companyCandidatesQuerySchema,
  favoriteCandidateListSchema,
  favoriteCandidateRequestSchema,
  favoriteCandidateSchema,
  favoriteCandidatesQuerySchema,
  jobCandidateListSchema,
  matchingCandidatesExistSchema,
  pokeAnswerRequestSchema,
  pokeCandidatesRequestSchema,
  pokeCandidatesSchema,
  recruiterCandidateProfileSchema,
  searchCandidatesRequestSchema,
} from '@masar/shared/job-candidates';
import { translateMessage } from '@masar/shared/messages';
import { STATE_GROUPS } from '@masar/shared/user-states';
import type { AppContext } from '../../context.ts';
import type { RouteAccess } from '../../plugins/access.ts';
import {
  answerPoke,
  getCandidateProfile,
  listCompanyCandidates,
  listFavorites,
  listOwnPokes,
  matchingCandidatesExist,
  pokeCandidates,
  searchCandidates,
  setCandidateFavorite,
} from './recruiter-candidates.service.ts';

/** The company's recruiters and recruiter admins, on the company's jobs and candidates (another company's: 404). */
const COMPANY_RECRUITERS: RouteAccess = { allow: STATE_GROUPS.recruiters, owner: 'company' };
/** An approved candidate, on their own pokes. */
const CANDIDATES: RouteAccess = { allow: STATE_GROUPS.approvedCandidate, owner: 'self', refusal: 'job.candidateOnly' };

const tags = ['recruiter candidates'];
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};

/** Spec §7 recruiter calls about candidates, under /api/recruiter/. */
export const recruiterCandidatesRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/matching-candidates-exists/:id',
    {
      config: { access: COMPANY_RECRUITERS },
      schema: {
        tags,
        summary: 'Whether a job of the company has candidates to show',
        params: idParamsSchema,
        response: { 200: dataEnvelope(matchingCandidatesExistSchema), ...errors },
      },
    },
    async (request) => ({ data: await matchingCandidatesExist(ctx, request.caller!, request.params.id) }),
  );

  app.post(
    '/search-candidates/',
    {
      config: { access: COMPANY_RECRUITERS, leavesCallers: true },
      schema: {
        tags,
        summary: "The company's jobs' candidates, best first, each match explained",
        body: searchCandidatesRequestSchema,
        response: { 200: dataEnvelope(jobCandidateListSchema), ...errors },
      },
    },
    async (request) => ({ data: await searchCandidates(ctx, request.caller!, request.body, request.locale) }),
  );

  app.get(
    '/favorite/',
    {
      config: { access: COMPANY_RECRUITERS },
      schema: {
        tags,
        summary: "The recruiter's starred candidates",
        querystring: favoriteCandidatesQuerySchema,
        response: { 200: dataEnvelope(favoriteCandidateListSchema), ...errors },
      },
    },
    async (request) => ({ data: await listFavorites(ctx, request.caller!, request.query) }),
  );

  app.post(
    '/favorite/',
    {
      config: { access: COMPANY_RECRUITERS },
      schema: {
        tags,
        summary: 'Star or unstar a candidate, for a job or overall',
        body: favoriteCandidateRequestSchema,
        response: { 200: dataEnvelope(favoriteCandidateSchema), ...errors },
      },
    },
    async (request) => {
      const data = await setCandidateFavorite(ctx, request.caller!, request.body);
      return {
        data,
        message: translateMessage(data.is_favorite ? 'favorite.added' : 'favorite.removed', request.locale),
      };
    },
  );

  app.post(
    '/poke-candidates/',
    {
      config: { access: COMPANY_RECRUITERS },
      schema: {
        tags,
        summary: 'Invite candidates to consider a job (once per job)',
        body: pokeCandidatesRequestSchema,
        response: { 200: dataEnvelope(pokeCandidatesSchema), ...errors },
      },
    },
    async (request) => ({
      data: await pokeCandidates(ctx, request.caller!, request.body),
      message: translateMessage('poke.sent', request.locale),
    }),
  );

  app.get(
    '/candidates/',
    {
      config: { access: COMPANY_RECRUITERS },
      schema: {
        tags,
        summary: "The company's saved, poked or applied candidates",
        querystring: companyCandidatesQuerySchema,
        response: { 200: dataEnvelope(companyCandidateListSchema), ...errors },
      },
    },
    async (request) => ({ data: await listCompanyCandidates(ctx, request.caller!, request.query) }),
  );

  app.get(
    '/candidates/:id',
    {
      config: { access: COMPANY_RECRUITERS },
      schema: {
        tags,
        summary: "A candidate's profile as a recruiter may read it, with matches to the company's jobs",
        params: idParamsSchema,
        response: { 200: dataEnvelope(recruiterCandidateProfileSchema), ...errors },
      },
    },
    async (request) => ({ data: await getCandidateProfile(ctx, request.caller!, request.params.id, request.locale) }),
  );
};

/** The candidate's side of pokes, under /api/candidate/. */
export const candidatePokesRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/pokes/',
    {
      config: { access: CANDIDATES },
      schema: {
        tags,
        summary: "The candidate's invitations to consider jobs",
        querystring: candidatePokesQuerySchema,
        response: { 200: dataEnvelope(candidatePokeListSchema), ...errors },
      },
    },
    async (request) => ({ data: await listOwnPokes(ctx, request.caller!, request.query.job_id) }),
  );

  app.post(
    '/pokes/:id/answer',
    {
      config: { access: CANDIDATES },
      schema: {
        tags,
        summary: 'Answer an invitation: interested or not interested (once)',
        params: idParamsSchema,
        body: pokeAnswerRequestSchema,
        response: { 200: dataEnvelope(candidatePokeSchema), 409: errorResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await answerPoke(ctx, request.caller!, request.params.id, request.body.answer),
      message: translateMessage('poke.answered', request.locale),
    }),
  );
};
