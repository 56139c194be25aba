import { z } from 'zod';
import { defineJob } from '../../plugins/jobs.ts';
import type { AppContext } from '../../context.ts';
import { findScoringAttemptsWithRecording } from './assessments.repository.ts';
import { scoreAttempt } from './assessments.service.ts';

/**
 * Scores a submitted attempt with the engines (decisions 0067, 0068). Pure computation on stored answers,
 * a second or less; a retry covers a database hiccup, and scoring the same answers again gives the same
 * result, so a job that ran twice does no harm (only the first moves the attempt to COMPLETED).
 */
export const scoreAttemptJob = defineJob({
  name: 'assessments.score',
  payload: z.object({ attempt_id: z.uuid() }),
  retry: { limit: 3, delaySeconds: 10 },
  expireInSeconds: 120,
  async handle({ attempt_id }, ctx) {
    await scoreAttempt(ctx, attempt_id);
  },
});

/** A recording's transcript was kept: the attempts waiting on it are scored again. */
export async function rescoreWithRecording(ctx: AppContext, fileId: string): Promise<void> {
  for (const { id } of await findScoringAttemptsWithRecording(ctx.db, fileId)) {
    await ctx.jobs.send(scoreAttemptJob, { attempt_id: id });
  }
}
