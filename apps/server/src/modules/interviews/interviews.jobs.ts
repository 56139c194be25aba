import { z } from 'zod';
import { defineJob } from '../../plugins/jobs.ts';
import { assembleCutOffRecordings } from './interview-recordings.service.ts';
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

/**
 * Puts together recordings cut off mid-answer whose candidate has not come back (decision 0091). Every
 * five minutes: a recording counts as cut off after half an hour, so it reaches the report within 35.
 * Idempotent: a recording tied is no longer looked at, and the upload is settled under its owner's lock.
 */
export const assembleCutOffRecordingsJob = defineJob({
  name: 'interviews.assemble-cut-off-recordings',
  payload: z.object({}),
  retry: { limit: 2, delaySeconds: 60 },
  cron: '*/5 * * * *',
  expireInSeconds: 600,
  async handle(_payload, ctx) {
    await assembleCutOffRecordings(ctx);
  },
});
