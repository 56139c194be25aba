import { defineModule } from '../../app-module.ts';
import { onEvent } from '../../events/events.ts';
import { searchSweepJob } from './candidate-search.jobs.ts';
import { candidateSearchRoutes } from './candidate-search.routes.ts';
import { refreshSearchDocument } from './candidate-search.service.ts';

/**
 * Search documents follow the changes other modules announce: a profile edit rewrites the candidate's document, an
 * approval adds it, a decline or a deleted account removes it. The sweep catches anything missed.
 */
export const candidateSearchModule = defineModule({
  name: 'candidate-search',
  routes: [{ prefix: '/api/recruiter', plugin: candidateSearchRoutes }],
  jobs: [searchSweepJob],
  subscriptions: [
    onEvent('profile.updated', ({ userId }, ctx) => refreshSearchDocument(ctx, userId)),
    onEvent('account.approval-decided', async ({ userId, role }, ctx) => {
      if (role === 'individual') await refreshSearchDocument(ctx, userId);
    }),
    onEvent('account.deleted', ({ userId }, ctx) => refreshSearchDocument(ctx, userId)),
  ],
});
