import { defineModule } from '../../app-module.ts';
import { expireInterviewsJob } from './interviews.jobs.ts';
import { interviewsRoutes } from './interviews.routes.ts';

/** AI interviews, the lifecycle (issue #16): the spec's interview calls under /api/recruiter/, and the expiry sweep. */
export const interviewsModule = defineModule({
  name: 'interviews',
  routes: [{ prefix: '/api/recruiter', plugin: interviewsRoutes }],
  jobs: [expireInterviewsJob],
});
