import { defineModule } from '../../app-module.ts';
import { pruneRateLimitsJob } from './rate-limits.jobs.ts';

export const rateLimitsModule = defineModule({
  name: 'rate-limits',
  jobs: [pruneRateLimitsJob],
});
