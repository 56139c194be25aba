import type { QueryClient } from '@tanstack/react-query';
import { recruiterJobKey } from './get-recruiter-job';
import { totalJobsKey } from './get-total-jobs';
import { recruiterJobsKey } from './list-recruiter-jobs';

/** A job's status changes its page, every list it is in, and the company's counts against the limit. */
export function refreshJobs(queryClient: QueryClient, id: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: recruiterJobKey(id) }),
    queryClient.invalidateQueries({ queryKey: recruiterJobsKey }),
    queryClient.invalidateQueries({ queryKey: totalJobsKey }),
  ]);
}

/** A deleted job is gone: its page is dropped (asked again it would say 'Job not exist'), the lists and counts refreshed. */
export function forgetJob(queryClient: QueryClient, id: string) {
  queryClient.removeQueries({ queryKey: recruiterJobKey(id) });
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: recruiterJobsKey }),
    queryClient.invalidateQueries({ queryKey: totalJobsKey }),
  ]);
}
