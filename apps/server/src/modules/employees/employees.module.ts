import { defineModule } from '../../app-module.ts';
import type { AppContext } from '../../context.ts';
import { onEvent } from '../../events/events.ts';
import { findJobCompanyId } from '../jobs/jobs.service.ts';
import { findCompaniesOfEmployeeAccount } from './employee-matches.repository.ts';
import { employeesRoutes, talentManagerRoutes } from './employees.routes.ts';
import { companyHasEmployees } from './employees.repository.ts';
import { employeeMatchesSweepJob, matchCompanyEmployeesJob, requestCompanyMatches } from './employees.jobs.ts';
import { linkAcceptedEmployee } from './employees.service.ts';

/** A job of a company with employees changed: their stored matches follow (a company without any has none to keep). */
async function onJobChange(ctx: AppContext, jobId: string): Promise<void> {
  const companyId = await findJobCompanyId(ctx, jobId);
  if (companyId !== undefined && (await companyHasEmployees(ctx.db, companyId))) await requestCompanyMatches(ctx, companyId);
}

/**
 * A company's employees (internal mobility) and its talent manager's area; an accepted employee invitation links
 * the account. The stored matches are recomputed when employees, their profiles or the company's jobs change.
 */
export const employeesModule = defineModule({
  name: 'employees',
  routes: [
    { prefix: '/api/recruiter', plugin: employeesRoutes },
    { prefix: '/api/talent-manager', plugin: talentManagerRoutes },
  ],
  jobs: [matchCompanyEmployeesJob, employeeMatchesSweepJob],
  subscriptions: [
    onEvent('invitation.accepted', (payload, ctx) => linkAcceptedEmployee(ctx, payload)),
    onEvent('profile.updated', async ({ userId }, ctx) => {
      for (const companyId of await findCompaniesOfEmployeeAccount(ctx.db, userId)) await requestCompanyMatches(ctx, companyId);
    }),
    onEvent('job.published', ({ jobId }, ctx) => onJobChange(ctx, jobId)),
    onEvent('job.changed', ({ jobId }, ctx) => onJobChange(ctx, jobId)),
  ],
});
