import { z } from 'zod';
import { defineJob } from '../../plugins/jobs.ts';
import { AvatarProviderError } from './avatar-provider.ts';

/**
 * Stops a digital-human session at the provider (decision 0085): one replaced by a newer room, one whose
 * interview ended, one the provider failed to stop when asked. A provider session runs (and costs) until
 * stopped or timed out, so a provider that is down is asked again; one that refuses (the session is gone)
 * has nothing left to stop.
 */
export const stopProviderSessionJob = defineJob({
  name: 'avatar.stop-session',
  payload: z.object({ session_id: z.string().min(1).max(200) }),
  // Four tries over about two minutes: a provider's session times out by itself after a few idle minutes anyway.
  retry: { limit: 3, delaySeconds: 15 },
  expireInSeconds: 300,
  async handle({ session_id }, ctx) {
    const provider = ctx.avatarProvider;
    if (!provider) return;
    try {
      await provider.stop(session_id);
    } catch (error) {
      if (error instanceof AvatarProviderError && !error.retryable) return;
      throw error;
    }
  },
});
