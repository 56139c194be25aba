import { z } from 'zod';
import { defineJob } from '../../plugins/jobs.ts';

export const FILE_DELETION_QUEUE = 'files.delete';

/** Removes stored bytes whose rows are gone; deleting is idempotent, so a retry is safe. */
export const fileDeletionJob = defineJob({
  name: FILE_DELETION_QUEUE,
  payload: z.object({ storageKeys: z.array(z.string().min(1)) }),
  retry: { limit: 5, delaySeconds: 30 },
  async handle({ storageKeys }, ctx) {
    for (const key of storageKeys) await ctx.storage.delete(key);
  },
});
