import { defineModule } from '../../app-module.ts';
import { onEvent } from '../../events/events.ts';
import { matchCandidateJob, matchingSweepJob, matchJobJob } from './matching.jobs.ts';
import { candidateMatchingRoutes } from './matching.routes.ts';

/**
 * Stored matches follow the changes other modules announce: a candidate's list is recomputed when their
 * profile or approval changes or their account is deleted (a candidate no longer in the pool is removed from
 * the jobs' lists), and a job's list when the job is published or changed. The sweep catches anything missed.
 */
export const matchingModule = defineModule({
  name: 'matching',
  routes: [{ prefix: '/api/candidate', plugin: candidateMatchingRoutes }],
  jobs: [matchCandidateJob, matchJobJob, matchingSweepJob],
  subscriptions: [
    onEvent('profile.updated', ({ userId }, ctx) => ctx.matching.refreshCandidate(userId)),
    onEvent('account.approval-decided', async ({ userId, role }, ctx) => {
      // An approved candidate joins the pool and gets matches; a declined one leaves it. Recruiters are not matched.
      if (role === 'individual') await ctx.matching.refreshCandidate(userId);
    }),
    onEvent('account.deleted', ({ userId }, ctx) => ctx.matching.refreshCandidate(userId)),
    onEvent('job.published', ({ jobId }, ctx) => ctx.matching.refreshJob(jobId)),
    onEvent('job.changed', ({ jobId }, ctx) => ctx.matching.refreshJob(jobId)),
  ],
});
