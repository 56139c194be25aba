import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataEnvelope, errorResponseSchema } from '@masar/shared/api';
import { companySettingsPartSchema, companySettingsQuerySchema, companySettingsSchema, updateCompanySettingsRequestSchema } from '@masar/shared/interviews';
import { translateMessage } from '@masar/shared/messages';
import { STATE_GROUPS } from '@masar/shared/user-states';
import type { AppContext } from '../../context.ts';
import type { RouteAccess } from '../../plugins/access.ts';
import { getCompanySettings, updateCompanySettings } from './company-settings.service.ts';

const tags = ['company'];
const COMPANY_RECRUITERS: RouteAccess = { allow: STATE_GROUPS.recruiters, owner: 'company' };
const RECRUITER_ADMINS: RouteAccess = { allow: STATE_GROUPS.recruiterAdmin, owner: 'company', refusal: 'companySettings.adminOnly' };
const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };

/** Spec §7 common `GET company/settings` (repeated `settings`), and the recruiter admin's change, under /api/user/. */
export const companySettingsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/company/settings',
    {
      config: { access: COMPANY_RECRUITERS },
      schema: { tags, summary: 'The caller’s company settings named by the repeated `settings` parameter (all when none is)', querystring: companySettingsQuerySchema, response: { 200: dataEnvelope(companySettingsPartSchema), ...errors } },
    },
    async (request) => ({ data: await getCompanySettings(ctx, request.caller!, request.query.settings) }),
  );

  app.patch(
    '/company/settings',
    {
      config: { access: RECRUITER_ADMINS },
      schema: { tags, summary: 'A recruiter admin changes the company’s settings (whether interviews may be redone)', body: updateCompanySettingsRequestSchema, response: { 200: dataEnvelope(companySettingsSchema), ...errors } },
    },
    async (request) => ({ data: await updateCompanySettings(ctx, request.caller!, request.body), message: translateMessage('companySettings.saved', request.locale) }),
  );
};
