import type { Db } from '../../db/client.ts';
import type { JobDefinition } from '../../plugins/jobs.ts';
import { deleteExpiredCounters } from './rate-limits.repository.ts';

/** Old rate-limit windows are useless after a day; deleting them keeps the table small. */
export function maintenanceJobs(db: Db): JobDefinition<never>[] {
  const prune: JobDefinition<Record<string, never>> = {
    name: 'rate-limits.prune',
    retryLimit: 1,
    retryDelaySeconds: 60,
    cron: '17 * * * *',
    handle: () => deleteExpiredCounters(db, 24 * 60 * 60 * 1000),
  };
  return [prune];
}
