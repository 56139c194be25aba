import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { defineJob, type JobQueue } from '../../plugins/jobs.ts';
import { findLostEvaluations, findLostSecondOpinions } from './interview-evaluations.repository.ts';
import { evaluateAttempt } from './interview-evaluations.service.ts';
import { addInterviewSecondOpinion } from './interview-second-opinion.ts';

/**
 * Scores a completed interview's answers with the built-in engine (decision 0084). Queued after the
 * commit of `over`; idempotent (a rerun replaces its own rows), so pg-boss may retry it freely. Once the
 * engine's rows are stored, a configured model is asked for its second opinion by a job of its own
 * (decision 0090): the report has the engine's result at once, whatever the model does.
 */
export const evaluateInterviewJob = defineJob({
  name: 'interviews.evaluate',
  payload: z.object({ interview_id: z.guid(), attempt: z.number().int().min(1) }),
  retry: { limit: 3, delaySeconds: 30 },
  // Scoring takes about a millisecond an answer; a minute is room for a slow database, not for the engine.
  expireInSeconds: 120,
  async handle(payload, ctx) {
    const outcome = await evaluateAttempt(ctx, payload.interview_id, payload.attempt);
    if (outcome === 'evaluated' && ctx.interviewJudge) await enqueueSecondOpinion(ctx.jobs, payload.interview_id, payload.attempt);
  },
});

/**
 * Asks the configured model for its second opinion on the attempt's answers (decision 0090). A failure
 * (HTTP error, time-out, an answer that is not the JSON asked for) is retried, then left in the dead
 * letter; the report then shows "no second opinion" beside the engine's result, which is never touched.
 */
export const interviewSecondOpinionJob = defineJob({
  name: 'interviews.second-opinion',
  payload: z.object({ interview_id: z.guid(), attempt: z.number().int().min(1) }),
  retry: { limit: 2, delaySeconds: 30 },
  // Up to a minute an answer (the chat client's time-out) for an interview's few questions, in turn.
  expireInSeconds: 900,
  async handle(payload, ctx) {
    await addInterviewSecondOpinion(ctx, payload.interview_id, payload.attempt);
  },
});

/** One job per attempt: a second `over` of the same attempt (there is none) or a resend finds it queued. */
export async function enqueueInterviewEvaluation(jobs: JobQueue, interviewId: string, attempt: number): Promise<void> {
  await jobs.send(
    evaluateInterviewJob,
    { interview_id: interviewId, attempt },
    { singletonKey: `${interviewId}:${attempt}` },
  );
}

async function enqueueSecondOpinion(jobs: JobQueue, interviewId: string, attempt: number): Promise<void> {
  await jobs.send(interviewSecondOpinionJob, { interview_id: interviewId, attempt }, { singletonKey: `${interviewId}:${attempt}` });
}

/**
 * Scoring takes milliseconds: an interview completed this long ago without its evaluation lost its job (a
 * send that failed after the commit, or retries spent on a database outage), and is queued again.
 */
export const EVALUATION_LOST_AFTER_MS = 10 * 60_000;
/**
 * How far back the sweep looks: it runs every five minutes, so a lost evaluation is found within a quarter
 * of an hour, and a week covers a sweep stopped over a long outage. Older ones are left to `npm run jobs`;
 * looking at every completed interview ever was a whole read of two tables every run (decision 0099).
 */
export const EVALUATION_SWEEP_LOOKBACK_MS = 7 * 24 * 3_600_000;

/** Queues the evaluation again for every completed interview whose current attempt has none by now. */
export async function requeueLostEvaluations(ctx: AppContext, now = new Date()): Promise<number> {
  const lost = await findLostEvaluations(
    ctx.db,
    new Date(now.getTime() - EVALUATION_SWEEP_LOOKBACK_MS),
    new Date(now.getTime() - EVALUATION_LOST_AFTER_MS),
  );
  for (const { id, attempt } of lost) await enqueueInterviewEvaluation(ctx.jobs, id, attempt);
  return lost.length;
}

/**
 * The lost-evaluation sweep (decision 0090), as the skills assessments' five-minute sweep (decision 0073):
 * a report says "evaluation pending" at most a quarter of an hour past the interview's end, even when the
 * job queued by `over` never ran.
 */
export const sweepLostEvaluationsJob = defineJob({
  name: 'interviews.evaluation-sweep',
  payload: z.object({}),
  cron: '*/5 * * * *',
  // The next run is five minutes away: retrying sooner buys nothing.
  retry: { limit: 0, delaySeconds: 0 },
  expireInSeconds: 120,
  async handle(_payload, ctx) {
    await requeueLostEvaluations(ctx);
  },
});

const HOUR_MS = 3_600_000;

/**
 * A second opinion whose job gave up (a model down for longer than its retries) or was lost is asked
 * again once (decision 0099): each hourly run takes the evaluations stored in the whole hour that ended an
 * hour before its own hour began, so every evaluation falls in exactly one run's window, whatever minute the
 * run starts at. An hour is past the job's last try (three of up to fifteen minutes). Asked once only: a
 * model that fails again is not asked for ever, and the report keeps saying "no second opinion".
 */
export async function requeueLostSecondOpinions(ctx: AppContext, now = new Date()): Promise<number> {
  if (!ctx.interviewJudge) return 0;
  const hourStart = Math.floor(now.getTime() / HOUR_MS) * HOUR_MS;
  const lost = await findLostSecondOpinions(ctx.db, new Date(hourStart - 2 * HOUR_MS), new Date(hourStart - HOUR_MS));
  for (const { id, attempt } of lost) await enqueueSecondOpinion(ctx.jobs, id, attempt);
  return lost.length;
}

export const sweepLostSecondOpinionsJob = defineJob({
  name: 'interviews.second-opinion-sweep',
  payload: z.object({}),
  cron: '7 * * * *',
  // A retry would fall in the same hour and find the same window: the next run is the next hour's.
  retry: { limit: 0, delaySeconds: 0 },
  expireInSeconds: 120,
  async handle(_payload, ctx) {
    await requeueLostSecondOpinions(ctx);
  },
});
