import { z } from 'zod';
import { defineJob } from '../../plugins/jobs.ts';
import { makeResultPdf } from './assessment-report.service.ts';
import { scoreAttempt, sweepStaleAttempts } from './assessments.service.ts';
import type { AppContext } from '../../context.ts';
import { findScoringAttemptsWithRecording } from './assessments.repository.ts';
import { addSecondOpinion } from './second-opinion.service.ts';

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

/**
 * Asks the configured model for its second opinion on the written answers (decision 0088), queued once
 * the engine's result is stored: the result is COMPLETED already, so a slow or failing model delays
 * nothing. A failure (HTTP error, time-out, an answer that is not the JSON asked for) is retried, then
 * left in the dead letter; the result then says only the engine's.
 */
export const secondOpinionJob = defineJob({
  name: 'assessments.second-opinion',
  payload: z.object({ attempt_id: z.uuid() }),
  retry: { limit: 2, delaySeconds: 30 },
  // Two written answers at up to a minute each (the chat client's time-out), and some slack.
  expireInSeconds: 300,
  async handle({ attempt_id }, ctx) {
    await addSecondOpinion(ctx, attempt_id);
  },
});

/** Makes a result's PDF in one language (decision 0073, as the personality report's job of decision 0064). */
export const resultReportJob = defineJob({
  name: 'assessments.report-pdf',
  payload: z.object({ attempt_id: z.uuid(), locale: z.enum(['en', 'ar']) }),
  retry: { limit: 2, delaySeconds: 10 },
  expireInSeconds: 120,
  async handle({ attempt_id, locale }, ctx) {
    await makeResultPdf(ctx, attempt_id, locale);
  },
});

/**
 * The abandoned-attempt sweep (decision 0073): every five minutes, submits attempts past their deadline
 * and grace and re-queues lost scorings, so a result exists even if nobody opens the attempt again. An
 * attempt waits at most five minutes past its deadline; the reads that settle attempts still do so sooner.
 */
export const sweepAttemptsJob = defineJob({
  name: 'assessments.sweep',
  payload: z.object({}),
  cron: '*/5 * * * *',
  // The next run is five minutes away: retrying sooner buys nothing.
  retry: { limit: 0, delaySeconds: 0 },
  expireInSeconds: 120,
  async handle(_payload, ctx) {
    await sweepStaleAttempts(ctx);
  },
});
/** A recording's transcript was kept: the attempts waiting on it are scored again. */
export async function rescoreWithRecording(ctx: AppContext, fileId: string): Promise<void> {
  for (const { id } of await findScoringAttemptsWithRecording(ctx.db, fileId)) {
    await ctx.jobs.send(scoreAttemptJob, { attempt_id: id });
  }
}
