import type { JobDefinition, JobQueue } from '../../plugins/jobs.ts';
import type { FileStorage } from './storage.ts';

export const FILE_DELETION_QUEUE = 'files.delete';

export async function queueFileDeletion(jobs: JobQueue, storageKeys: string[]): Promise<void> {
  await jobs.send(FILE_DELETION_QUEUE, { storageKeys });
}

/** Removes stored bytes whose rows are gone; deleting is idempotent, so a retry is safe. */
export function fileJobs(storage: FileStorage): JobDefinition<never>[] {
  const remove: JobDefinition<{ storageKeys: string[] }> = {
    name: FILE_DELETION_QUEUE,
    retryLimit: 5,
    retryDelaySeconds: 30,
    async handle({ storageKeys }) {
      for (const key of storageKeys) await storage.delete(key);
    },
  };
  return [remove];
}
