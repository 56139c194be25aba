import { z } from 'zod';
import { defineJob } from '../../plugins/jobs.ts';
import { expirePartialUploads } from './uploads.service.ts';

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

/**
 * Every hour, unfinished uploads older than `PARTIAL_UPLOAD_LIMITS.expireAfterHours` go (their chunks and
 * rows), so abandoned bytes do not stay and a person's quota of unfinished uploads frees itself.
 */
export const expirePartialUploadsJob = defineJob({
  name: 'files.expire-partial-uploads',
  payload: z.object({}),
  retry: { limit: 1, delaySeconds: 300 },
  cron: '41 * * * *',
  async handle(_payload, ctx) {
    await expirePartialUploads(ctx);
  },
});
