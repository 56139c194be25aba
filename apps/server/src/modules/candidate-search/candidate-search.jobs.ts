import { z } from 'zod';
import { defineJob, type JobQueue } from '../../plugins/jobs.ts';
import { sweepSearchDocuments } from './candidate-search.service.ts';

/** Catches documents an event missed (seeded data, a dead letter) and years of experience that grew with the month. */
export const searchSweepJob = defineJob({
  name: 'candidate-search.sweep',
  payload: z.object({}),
  retry: { limit: 2, delaySeconds: 30 },
  cron: '* * * * *',
  handle: async (_payload, ctx) => {
    await sweepSearchDocuments(ctx);
  },
});

/** Indexes what is out of date now (at start, after seeding) instead of at the next minute. */
export async function queueSearchSweep(jobs: JobQueue): Promise<void> {
  await jobs.send(searchSweepJob, {}, { singletonKey: 'sweep' });
}
