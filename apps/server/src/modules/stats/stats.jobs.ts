import { z } from 'zod';
import { defineJob, type JobQueue } from '../../plugins/jobs.ts';
import { rollUpDailyCounts } from './stats.rollup.ts';

/**
 * Rolls the day's events up into the daily counts every five minutes (decision 0054): the dashboard's
 * figures trail the events by at most that, and no write path of the product waits for statistics.
 */
export const statsRollUpJob = defineJob({
  name: 'stats.roll-up',
  payload: z.object({}),
  retry: { limit: 2, delaySeconds: 60 },
  cron: '*/5 * * * *',
  expireInSeconds: 600,
  handle: async (_payload, ctx) => {
    await rollUpDailyCounts(ctx.db, ctx.config.portalHomeCountry);
  },
});

/** A roll-up now (at start: the first one fills every past day), rather than at the next five minutes. */
export async function queueStatsRollUp(jobs: JobQueue): Promise<void> {
  await jobs.send(statsRollUpJob, {}, { singletonKey: 'roll-up' });
}
