import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountDetailSchema,
  accountListSchema,
  accountSummarySchema,
  actionCandidateRequestSchema,
  actionRecruiterRequestSchema,
  searchAccountsRequestSchema,
} from '@masar/shared/approvals';
import { dataEnvelope, errorResponseSchema, idParamsSchema } from '@masar/shared/api';
import { translateMessage } from '@masar/shared/messages';
import type { AppContext } from '../../context.ts';
import { actOnCandidate, actOnRecruiter, getCandidateForReview, listAccounts } from './approvals.service.ts';
import { STATE_GROUPS } from '@masar/shared/user-states';
import type { RouteAccess } from '../../plugins/access.ts';

/** Approvals are the portal operators' work. */
const RECRUITER_ADMIN: RouteAccess = { allow: STATE_GROUPS.recruiterAdmin };

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema };
const tags = ['approvals'];

/** The recruiter admin's approvals area (spec §7 "Admin"), under /api/recruiter/admin/. */
export const approvalsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    '/search-candidates/',
    { config: { access: RECRUITER_ADMIN }, schema: { tags, summary: 'Candidates by approval status (default PENDING), searched, paged', body: searchAccountsRequestSchema, response: { 200: dataEnvelope(accountListSchema), ...errors } } },
    async (request) => ({ data: await listAccounts(ctx, 'individual', request.body) }),
  );

  app.get(
    '/candidates/:id',
    { config: { access: RECRUITER_ADMIN }, schema: { tags, summary: 'One candidate, for review, with the profile parsed from the resume', params: idParamsSchema, response: { 200: dataEnvelope(accountDetailSchema), ...errors } } },
    async (request) => ({ data: await getCandidateForReview(ctx, request.params.id) }),
  );

  app.post(
    '/action-candidate/',
    { config: { access: RECRUITER_ADMIN }, schema: { tags, summary: 'Approve or decline a candidate', body: actionCandidateRequestSchema, response: { 200: dataEnvelope(accountSummarySchema), ...errors } } },
    async (request) => {
      const { account, message } = await actOnCandidate(ctx, request.caller!, request.body, request.meta);
      return { data: account, message: translateMessage(message, request.locale) };
    },
  );

  app.post(
    '/search-recruiters/',
    { config: { access: RECRUITER_ADMIN }, schema: { tags, summary: 'Recruiters and their companies by approval status', body: searchAccountsRequestSchema, response: { 200: dataEnvelope(accountListSchema), ...errors } } },
    async (request) => ({ data: await listAccounts(ctx, 'recruiter', request.body) }),
  );

  app.post(
    '/action-recruiter/',
    { config: { access: RECRUITER_ADMIN }, schema: { tags, summary: 'Approve, decline, or make a recruiter a recruiter admin', body: actionRecruiterRequestSchema, response: { 200: dataEnvelope(accountSummarySchema), ...errors } } },
    async (request) => {
      const { account, message } = await actOnRecruiter(ctx, request.caller!, request.body, request.meta);
      return { data: account, message: translateMessage(message, request.locale) };
    },
  );
};
