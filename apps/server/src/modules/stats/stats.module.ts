import { defineModule } from '../../app-module.ts';
import { statsRollUpJob } from './stats.jobs.ts';
import { statsRoutes } from './stats.routes.ts';

/** The recruiter dashboard's statistics: daily counts rolled up from the product's events, and POST stats/ (issue #13). */
export const statsModule = defineModule({
  name: 'stats',
  routes: [{ prefix: '/api/recruiter', plugin: statsRoutes }],
  jobs: [statsRollUpJob],
});
