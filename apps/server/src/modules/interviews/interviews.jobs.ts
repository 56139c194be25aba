import { z } from 'zod';
import { defineJob } from '../../plugins/jobs.ts';
import { expireDueInterviews } from './interviews.service.ts';

/**
 * Expires interviews left unfinished past their time (decision 0075). Every quarter of an hour: an
 * interview's time is counted in days, so a quarter of an hour late is close enough, and a candidate who
 * comes back in between is told at once (the service expires a due interview on the spot).
 */
export const expireInterviewsJob = defineJob({
  name: 'interviews.expire',
  payload: z.object({}),
  retry: { limit: 2, delaySeconds: 60 },
  cron: '*/15 * * * *',
  expireInSeconds: 300,
  async handle(_payload, ctx) {
    await expireDueInterviews(ctx);
  },
});
