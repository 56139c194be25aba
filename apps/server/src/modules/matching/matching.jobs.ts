import type { JobDefinition, JobQueue } from '../../plugins/jobs.ts';
import type { Matching } from './matching.service.ts';

export const MATCH_CANDIDATE_QUEUE = 'matching.candidate';
export const MATCH_JOB_QUEUE = 'matching.job';
export const MATCH_SWEEP_QUEUE = 'matching.sweep';

/** After a profile or an account changed: the candidate's matches are recomputed soon. */
export async function queueCandidateMatching(jobs: JobQueue, candidateId: string): Promise<void> {
  await jobs.send(MATCH_CANDIDATE_QUEUE, { candidateId }, { singletonKey: candidateId });
}

/** After a job was published, edited or withdrawn. */
export async function queueJobMatching(jobs: JobQueue, jobId: string): Promise<void> {
  await jobs.send(MATCH_JOB_QUEUE, { jobId }, { singletonKey: jobId });
}

/** Recompute what is out of date now (at start, after seeding) instead of at the next minute. */
export async function queueMatchingSweep(jobs: JobQueue): Promise<void> {
  await jobs.send(MATCH_SWEEP_QUEUE, {}, { singletonKey: 'sweep' });
}

export function matchingJobs(matching: Matching): JobDefinition<never>[] {
  const candidate: JobDefinition<{ candidateId: string }> = {
    name: MATCH_CANDIDATE_QUEUE,
    retryLimit: 5,
    retryDelaySeconds: 5,
    handle: ({ candidateId }) => matching.refreshCandidate(candidateId),
  };
  const job: JobDefinition<{ jobId: string }> = {
    name: MATCH_JOB_QUEUE,
    retryLimit: 5,
    retryDelaySeconds: 5,
    handle: ({ jobId }) => matching.refreshJob(jobId),
  };
  const sweep: JobDefinition<Record<string, never>> = {
    name: MATCH_SWEEP_QUEUE,
    retryLimit: 2,
    retryDelaySeconds: 30,
    cron: '* * * * *',
    handle: async () => {
      await matching.sweep();
    },
  };
  return [candidate, job, sweep];
}
