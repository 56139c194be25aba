import { z } from 'zod';
import { defineJob, type JobQueue } from '../../plugins/jobs.ts';
import { evaluateAttempt } from './interview-evaluations.service.ts';

/**
 * Scores a completed interview's answers with the built-in engine (decision 0084). Queued after the
 * commit of `over`; idempotent (a rerun replaces its own rows), so pg-boss may retry it freely.
 */
export const evaluateInterviewJob = defineJob({
  name: 'interviews.evaluate',
  payload: z.object({ interview_id: z.guid(), attempt: z.number().int().min(1) }),
  retry: { limit: 3, delaySeconds: 30 },
  // Scoring takes about a millisecond an answer; a minute is room for a slow database, not for the engine.
  expireInSeconds: 120,
  async handle(payload, ctx) {
    await evaluateAttempt(ctx, payload.interview_id, payload.attempt);
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
