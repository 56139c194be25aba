import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  invitationCodeParamsSchema,
  invitationDomainCheckSchema,
  invitationPreviewSchema,
  invitationSchema,
  invitationSentSchema,
  inviteColleagueRequestSchema,
  joinCompanyRequestSchema,
} from '@masar/shared/onboarding';
import { userSchema } from '@masar/shared/users';
import { dataEnvelope, errorResponseSchema } from '@masar/shared/api';
import { translateMessage } from '@masar/shared/messages';
import type { AppContext } from '../../context.ts';
import { checkInvitationDomain, inviteColleague, joinCompany, listInvitations, previewInvitation } from './invitations.service.ts';
import { STATE_GROUPS } from '@masar/shared/user-states';
import { ANYONE, ONBOARDING, type RouteAccess } from '../../plugins/access.ts';

/** Confirmed recruiters invite to their company; one awaiting approval is told why not yet. */
const INVITERS: RouteAccess = { allow: STATE_GROUPS.recruiters, owner: 'company', refusals: { ONBOARDING_COMPLETED: 'invite.notConfirmed' } };

const tags = ['invitations'];
const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema };

/** Colleagues join a confirmed company by invitation, under /api/recruiter/. */
export const invitationsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    '/invitations/',
    { config: { access: INVITERS }, schema: { tags, summary: "Invite a colleague to the company (domain_mismatch: the address is not at the company website's domain)", body: inviteColleagueRequestSchema, response: { 200: dataEnvelope(invitationSentSchema), ...errors, 429: errorResponseSchema } } },
    async (request) => ({
      data: await inviteColleague(ctx, request.caller!, request.body.email, request.meta),
      message: translateMessage('invite.sent', request.locale),
    }),
  );

  app.post(
    '/invitations/check/',
    { config: { access: INVITERS }, schema: { tags, summary: "Whether an address is at the company website's domain, before inviting (nothing is sent)", body: inviteColleagueRequestSchema, response: { 200: dataEnvelope(invitationDomainCheckSchema), ...errors } } },
    async (request) => ({ data: await checkInvitationDomain(ctx, request.caller!, request.body.email) }),
  );

  app.get(
    '/invitations/',
    { config: { access: INVITERS }, schema: { tags, summary: "The company's invitations", response: { 200: dataEnvelope(z.array(invitationSchema)), ...errors } } },
    async (request) => ({ data: await listInvitations(ctx, request.caller!) }),
  );

  app.get(
    '/invitations/:code',
    {
      config: { access: ANYONE }, schema: {
        tags,
        summary: 'Which company an invitation is for (shown on the invite link)',
        params: invitationCodeParamsSchema,
        response: { 200: dataEnvelope(invitationPreviewSchema), ...errors },
      },
    },
    async (request) => ({ data: await previewInvitation(ctx, request.params.code) }),
  );

  app.post(
    '/onboarding/join/',
    { config: { access: ONBOARDING }, schema: { tags, summary: 'Join a company by invitation', body: joinCompanyRequestSchema, response: { 200: dataEnvelope(userSchema), ...errors } } },
    async (request) => {
      const { user, companyName } = await joinCompany(ctx, request.caller!, request.body.invite_code, request.meta);
      return { data: user, message: translateMessage('invite.joined', request.locale, { company: companyName }) };
    },
  );
};
