import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { defineJob, type JobQueue } from '../../plugins/jobs.ts';
import { findLostEvaluations } from './interview-evaluations.repository.ts';
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

/** Queues the evaluation again for every completed interview whose current attempt has none by now. */
export async function requeueLostEvaluations(ctx: AppContext, now = new Date()): Promise<number> {
  const lost = await findLostEvaluations(ctx.db, new Date(now.getTime() - EVALUATION_LOST_AFTER_MS));
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
