import { z } from 'zod';
import { defineJob } from '../../plugins/jobs.ts';
import { deleteExpiredCounters } from './rate-limits.repository.ts';

/** Old rate-limit windows are useless after a day; deleting them keeps the table small. */
export const pruneRateLimitsJob = defineJob({
  name: 'rate-limits.prune',
  payload: z.object({}),
  retry: { limit: 1, delaySeconds: 60 },
  cron: '17 * * * *',
  handle: (_payload, ctx) => deleteExpiredCounters(ctx.db, 24 * 60 * 60 * 1000),
});
