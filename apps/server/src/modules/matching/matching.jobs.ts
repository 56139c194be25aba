import { z } from 'zod';
import { defineJob, type JobQueue } from '../../plugins/jobs.ts';

export const MATCH_CANDIDATE_QUEUE = 'matching.candidate';
export const MATCH_JOB_QUEUE = 'matching.job';
export const MATCH_SWEEP_QUEUE = 'matching.sweep';

export const matchCandidateJob = defineJob({
  name: MATCH_CANDIDATE_QUEUE,
  payload: z.object({ candidateId: z.guid() }),
  retry: { limit: 5, delaySeconds: 5 },
  handle: ({ candidateId }, ctx) => ctx.matching.refreshCandidate(candidateId),
});

export const matchJobJob = defineJob({
  name: MATCH_JOB_QUEUE,
  payload: z.object({ jobId: z.guid() }),
  retry: { limit: 5, delaySeconds: 5 },
  handle: ({ jobId }, ctx) => ctx.matching.refreshJob(jobId),
});

export const matchingSweepJob = defineJob({
  name: MATCH_SWEEP_QUEUE,
  payload: z.object({}),
  retry: { limit: 2, delaySeconds: 30 },
  cron: '* * * * *',
  handle: async (_payload, ctx) => {
    await ctx.matching.sweep();
  },
});

/** Recompute what is out of date now (at start, after seeding) instead of at the next minute. */
export async function queueMatchingSweep(jobs: JobQueue): Promise<void> {
  await jobs.send(matchingSweepJob, {}, { singletonKey: 'sweep' });
}
