import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { defineJob, type JobQueue } from '../../plugins/jobs.ts';
import { findCompaniesToRecompute, markMatchesRequested } from './employee-matches.repository.ts';
import { refreshCompanyMatches } from './employee-matches.service.ts';

/** A company's stored matches are recomputed after any change to its employees or its published jobs. */
export const matchCompanyEmployeesJob = defineJob({
  name: 'employees.match-company',
  payload: z.object({ companyId: z.guid(), force: z.boolean().optional() }),
  retry: { limit: 5, delaySeconds: 10 },
  expireInSeconds: 600,
  handle: ({ companyId, force }, ctx) => refreshCompanyMatches(ctx, companyId, force ?? false),
});

/** Matches older than this are recomputed even if no event asked: a deleted account's profile announces nothing here. */
const REFRESH_AFTER_MS = 60 * 60 * 1000;

/**
 * Every minute: companies asked for whose job was lost (a crash between the commit and the send), and the
 * companies whose matches are over an hour old.
 */
export const employeeMatchesSweepJob = defineJob({
  name: 'employees.match-sweep',
  payload: z.object({}),
  retry: { limit: 2, delaySeconds: 30 },
  cron: '* * * * *',
  handle: async (_payload, ctx) => {
    const now = Date.now();
    const companies = await findCompaniesToRecompute(ctx.db, new Date(now), new Date(now - REFRESH_AFTER_MS));
    for (const companyId of companies) await refreshCompanyMatches(ctx, companyId, true);
  },
});

/** Recompute what is out of date now (at start: demo data just seeded) instead of at the next minute. */
export async function queueEmployeeMatchesSweep(jobs: JobQueue): Promise<void> {
  await jobs.send(employeeMatchesSweepJob, {}, { singletonKey: 'sweep' });
}

/** The job that answers a mark written with a change (in the change's transaction), sent after the commit. */
export async function sendCompanyMatchesJob(ctx: Pick<AppContext, 'jobs'>, companyId: string): Promise<void> {
  await ctx.jobs.send(matchCompanyEmployeesJob, { companyId });
}

/** Asks for the company's matches to be recomputed: the mark, then the job (a lost send leaves the mark for the sweep). */
export async function requestCompanyMatches(ctx: Pick<AppContext, 'db' | 'jobs'>, companyId: string): Promise<void> {
  await markMatchesRequested(ctx.db, companyId);
  await sendCompanyMatchesJob(ctx, companyId);
}
