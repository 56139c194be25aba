/**
 * The company's stored internal matches (decision 0048, amended): every employee against every published job
 * of the company, computed by a queued job after the employees or the jobs change, read by the recruiter's
 * employees list and the talent manager's views.
 */
import type { AppContext } from '../../context.ts';
import {
  databaseNow,
  findMatchRun,
  lockCompanyMatches,
  lockMatchParents,
  replaceCompanyMatches,
  type MatchRun,
} from './employee-matches.repository.ts';
import { listCompanyEmployees } from './employees.repository.ts';
import { companyJobs, computeCompanyMatches, employeeInputs } from './internal-matching.ts';

/** A change newer than the last computation: the views say their figures are being updated. */
export function matchesPending(run: MatchRun | undefined): boolean {
  return run !== undefined && (run.computed_at === null || run.computed_at < run.requested_at);
}

/**
 * Computes the company's matches from its current employees and jobs. `force` recomputes even when nothing was
 * asked since the last computation (the sweep's hourly refresh, for changes no event announces).
 */
export async function refreshCompanyMatches(ctx: AppContext, companyId: string, force = false): Promise<void> {
  const run = await findMatchRun(ctx.db, companyId);
  if (!force && run !== undefined && !matchesPending(run)) return;
  // Inputs are read after this instant: any change requested before it is answered by this computation.
  const startedAt = await databaseNow(ctx.db);
  const [rows, records] = await Promise.all([listCompanyEmployees(ctx.db, companyId), companyJobs(ctx, companyId)]);
  const matches = await computeCompanyMatches(await employeeInputs(ctx, rows), records);
  await ctx.db.transaction(async (tx) => {
    await lockCompanyMatches(tx, companyId);
    // Parents before the match rows, as a deletion takes them (no deadlock with a company deleted or reseeded).
    const parents = await lockMatchParents(tx, companyId);
    if (parents === null) return;
    const current = await findMatchRun(tx, companyId);
    // Two computations overlapped: the one that read later inputs wins.
    if (current?.computed_at && current.computed_at > startedAt) return;
    // An employee or job deleted since the inputs were read has no match to keep.
    const kept = matches.filter((match) => parents.employeeIds.has(match.employee_id) && parents.jobIds.has(match.job_id));
    await replaceCompanyMatches(tx, companyId, kept, startedAt);
  });
}
