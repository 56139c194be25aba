import { z } from 'zod';
import { defineJob, type JobQueue } from '../../plugins/jobs.ts';
import { rollUpStats } from './stats.rollup.ts';

/**
 * Rolls the day's events up into the daily counts, and the candidates who changed into the skill supply, every
 * five minutes (decisions 0054, 0066): the dashboard's and skills analytics' figures trail the events by at most
 * that, and no write path of the product waits for statistics.
 */
export const statsRollUpJob = defineJob({
  name: 'stats.roll-up',
  payload: z.object({}),
  retry: { limit: 2, delaySeconds: 60 },
  cron: '*/5 * * * *',
  expireInSeconds: 600,
  handle: async (_payload, ctx) => {
    await rollUpStats(ctx.db, ctx.config.portalHomeCountry);
  },
});

/** A roll-up now (at start: the first one fills every past day), rather than at the next five minutes. */
export async function queueStatsRollUp(jobs: JobQueue): Promise<void> {
  await jobs.send(statsRollUpJob, {}, { singletonKey: 'roll-up' });
}
