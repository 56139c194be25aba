import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataEnvelope, errorResponseSchema } from '@masar/shared/api';
import {
  employeeListSchema,
  employeeMatchesSchema,
  employeeParamsSchema,
  employeeSchema,
  importEmployeesRequestSchema,
  importEmployeesResultSchema,
  inviteEmployeeRequestSchema,
  inviteTalentManagerRequestSchema,
  talentDashboardSchema,
  talentJobDetailSchema,
  talentJobListSchema,
} from '@masar/shared/employees';
import { jobIdParamsSchema } from '@masar/shared/jobs';
import { translateMessage } from '@masar/shared/messages';
import { invitationSentSchema } from '@masar/shared/onboarding';
import { STATE_GROUPS } from '@masar/shared/user-states';
import type { AppContext } from '../../context.ts';
import type { RouteAccess } from '../../plugins/access.ts';
import {
  getEmployeeMatches,
  importEmployees,
  inviteEmployee,
  inviteTalentManager,
  listEmployees,
} from './employees.service.ts';
import { talentDashboard, talentJobDetail, talentJobs } from './talent-manager.service.ts';

/** The company's recruiters and recruiter admins; an unconfirmed recruiter is told to wait, as for invitations. */
const COMPANY_RECRUITERS: RouteAccess = {
  allow: STATE_GROUPS.recruiters,
  owner: 'company',
  refusals: { ONBOARDING_COMPLETED: 'invite.notConfirmed' },
};
/** Decision 0048: only a recruiter admin of the company names its talent manager. */
const COMPANY_ADMINS: RouteAccess = {
  allow: STATE_GROUPS.recruiterAdmin,
  owner: 'company',
  refusal: 'talentManager.adminOnly',
};
const TALENT_MANAGERS: RouteAccess = { allow: STATE_GROUPS.talentManager, owner: 'company' };

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};

/** The company's own employees, under /api/recruiter/ (decision 0047). */
export const employeesRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const tags = ['employees'];

  app.get(
    '/employees/',
    {
      config: { access: COMPANY_RECRUITERS },
      schema: {
        tags,
        summary: "The company's employees, each with their best job at the company",
        response: { 200: dataEnvelope(employeeListSchema), ...errors },
      },
    },
    async (request) => ({ data: await listEmployees(ctx, request.caller!, request.locale) }),
  );

  app.post(
    '/employees/import/',
    {
      config: { access: COMPANY_RECRUITERS },
      schema: {
        tags,
        summary: 'Import employees from CSV text (name, email, title, skills): all rows or none, problems by line',
        body: importEmployeesRequestSchema,
        response: { 200: dataEnvelope(importEmployeesResultSchema), ...errors },
      },
    },
    async (request) => {
      const { result, message, count } = await importEmployees(ctx, request.caller!, request.body.csv, request.locale);
      return { data: result, message: translateMessage(message, request.locale, { count }) };
    },
  );

  app.post(
    '/employees/invite/',
    {
      config: { access: COMPANY_RECRUITERS },
      schema: {
        tags,
        summary: 'Invite an employee to sign up and upload a resume',
        body: inviteEmployeeRequestSchema,
        response: { 200: dataEnvelope(employeeSchema), ...errors, 429: errorResponseSchema },
      },
    },
    async (request) => ({
      data: await inviteEmployee(ctx, request.caller!, request.body, request.meta, request.locale),
      message: translateMessage('employees.invited', request.locale),
    }),
  );

  app.get(
    '/employees/:id/matches/',
    {
      config: { access: COMPANY_RECRUITERS },
      schema: {
        tags,
        summary: "An employee's matches to the company's jobs, with gaps and courses",
        params: employeeParamsSchema,
        response: { 200: dataEnvelope(employeeMatchesSchema), ...errors },
      },
    },
    async (request) => ({ data: await getEmployeeMatches(ctx, request.caller!, request.params.id, request.locale) }),
  );

  app.post(
    '/talent-managers/invite/',
    {
      config: { access: COMPANY_ADMINS },
      schema: {
        tags,
        summary: "Invite the company's talent manager (recruiter admins)",
        body: inviteTalentManagerRequestSchema,
        response: { 200: dataEnvelope(invitationSentSchema), ...errors, 429: errorResponseSchema },
      },
    },
    async (request) => ({
      data: await inviteTalentManager(ctx, request.caller!, request.body.email, request.meta),
      message: translateMessage('talentManager.invited', request.locale),
    }),
  );
};

/** The talent manager's area, under /api/talent-manager/ (decision 0048). */
export const talentManagerRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const tags = ['talent manager'];

  app.get(
    '/dashboard/',
    {
      config: { access: TALENT_MANAGERS },
      schema: {
        tags,
        summary: "The employees' readiness: best internal matches per job, workforce gaps, courses",
        response: { 200: dataEnvelope(talentDashboardSchema), ...errors },
      },
    },
    async (request) => ({ data: await talentDashboard(ctx, request.caller!, request.locale) }),
  );

  app.get(
    '/jobs/',
    {
      config: { access: TALENT_MANAGERS },
      schema: {
        tags,
        summary: "The company's published jobs with their internal match counts",
        response: { 200: dataEnvelope(talentJobListSchema), ...errors },
      },
    },
    async (request) => ({ data: await talentJobs(ctx, request.caller!) }),
  );

  app.get(
    '/jobs/:id/',
    {
      config: { access: TALENT_MANAGERS },
      schema: {
        tags,
        summary: 'A job of the company with its employees ranked, matched skills and gaps',
        params: jobIdParamsSchema,
        response: { 200: dataEnvelope(talentJobDetailSchema), ...errors },
      },
    },
    async (request) => ({ data: await talentJobDetail(ctx, request.caller!, request.params.id, request.locale) }),
  );
};
